import Foundation
import Testing

/// RFC 8259, section 7: a string holds no raw control character (U+0000 to U+001F); it must be
/// escaped. JSON text with one, in a key or a value, is refused by `convert` and `create` alike,
/// with the line and column of the character, and nothing is written.
private let controls = Array(0x00...0x1F).map { UInt8($0) }

/// `{"k": "v"}` with `byte` raw inside the key or the value, and the column it stands in.
private func document(_ byte: UInt8, inKey: Bool, wrappedIn wrapper: String = "") -> (Data, column: Int) {
    let open = wrapper.isEmpty ? "" : "{\"\(wrapper)\": "
    let close = wrapper.isEmpty ? "" : "}"
    let before = Array((open + (inKey ? "{\"k" : "{\"k\": \"v")).utf8)
    let after = Array((inKey ? "\": \"v\"}" : "\"}").utf8) + Array(close.utf8)
    return (Data(before + [byte] + after), before.count + 1)
}

private func expectRefused(
    _ result: Tool.Result, _ byte: UInt8, column: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    let hex = String(byte, radix: 16)
    #expect(result.status == 3, "0x\(hex): exit \(result.status)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "0x\(hex): output written", sourceLocation: sourceLocation)
    #expect(
        result.error.contains("line 1, column \(column): a control character (0x\(hex)) must be escaped in a string"),
        "0x\(hex): \(result.error)", sourceLocation: sourceLocation)
}

@Test(arguments: [true, false])
func convertRefusesEveryRawControlCharacter(inKey: Bool) throws {
    for byte in controls {
        let (input, column) = document(byte, inKey: inKey)
        for target in ["xml", "binary", "json"] {
            expectRefused(
                try Tool.run(["convert", "-", "--to", target, "-o", "-"], input: input), byte, column: column)
        }
    }
}

@Test(arguments: [true, false])
func createRefusesEveryRawControlCharacter(inKey: Bool) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("App.savedState")
    for byte in controls {
        let (input, column) = document(byte, inKey: inKey, wrappedIn: "extra")
        expectRefused(try Tool.run(["create", "-", "-o", output.path], input: input), byte, column: column)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty,
            "0x\(String(byte, radix: 16)): something written")
    }
}

/// The same characters escaped are read, and DEL (no control character in JSON's sense) raw:
/// the refusal above is of raw controls, not of the characters.
@Test func escapedControlCharactersAndRawDeleteAreRead() throws {
    for byte in controls + [0x7F] {
        let escaped = byte == 0x7F ? "\u{7F}" : "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
        let input = Data("{\"k\(escaped)\": \"v\(escaped)\"}".utf8)
        let result = try Tool.run(["convert", "-", "--to", "json"], input: input)
        #expect(result.status == 0, "0x\(String(byte, radix: 16)): \(result.error)")
        let read = try JSONSerialization.jsonObject(with: result.output) as? [String: String]
        let character = String(Unicode.Scalar(byte))
        #expect(read == ["k" + character: "v" + character], "0x\(String(byte, radix: 16)): \(result.text)")
    }
}
