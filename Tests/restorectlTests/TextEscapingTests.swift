import Foundation
import Testing
@testable import restorectl

/// Text output quotes strings as JSON string literals, so a control character in an app's saved
/// string can neither break a line nor start a terminal escape sequence.
@Test func textQuotesEveryControlCharacterAndReadsBackAsJSON() throws {
    for value in 0...0x7F {
        let text = "k" + String(Unicode.Scalar(UInt8(value))) + "v"
        let quoted = ArchiveTextRenderer.quoted(text)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 }, "U+\(String(value, radix: 16)) left raw")
        let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
        #expect(read.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars), "U+\(String(value, radix: 16))")
    }
}
