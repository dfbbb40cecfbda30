import Foundation
import Testing
@testable import restorectl

/// Text output quotes strings as JSON string literals, so a control character in an app's saved
/// string can neither break a line nor start a terminal escape sequence.
@Test func textQuotesEveryControlCharacterAndReadsBackAsJSON() throws {
    // C0, DEL and C1 controls, and the bidirectional formatting characters a terminal acts on.
    for value in Array(0...0x9F) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2066, 0x2069] {
        let text = "k" + String(Unicode.Scalar(UInt32(value))!) + "v"
        let quoted = ArchiveTextSink.quoted(text)
        let raw = quoted.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value > 0x7F && $0.value == UInt32(value)
        }
        #expect(!raw, "U+\(String(value, radix: 16)) left raw")
        let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
        #expect(read.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars), "U+\(String(value, radix: 16))")
    }
}
