import Foundation
import Testing
@testable import RestoreKit

/// Escaping in every text output, character by character, against expectations typed here from the
/// formats' own rules (RFC 8259 for JSON, XML 1.0 for XML), and against Foundation's readers. The
/// tree writers and the streaming transcoder share escapers, so each is checked on its own, not
/// only against the other.
enum EscapingExpectation {
    /// RFC 8259: `"`, `\` and U+0000–U+001F must be escaped; everything else may stay raw, and does.
    static let jsonControls = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\t", "\\n", "\\u000b", "\\u000c", "\\r", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]

    static func json(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0..<0x20: jsonControls[Int(scalar.value)]
        case 0x22: "\\\""
        case 0x5C: "\\\\"
        default: String(scalar)
        }
    }

    /// XML 1.0 text: `&` and `<` must be escaped (`>` too, as Apple writes it); tab, newline and
    /// carriage return stay; the other C0 controls XML cannot carry become character references,
    /// which our reader and CoreFoundation's accept.
    static func xml(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x09, 0x0A, 0x0D: String(scalar)
        case 0..<0x20: "&#\(scalar.value);"
        default: String(scalar)
        }
    }

    /// Every ASCII character, DEL and C1 controls, and text beyond the BMP (surrogate pairs in UTF-16).
    static let scalars: [Unicode.Scalar] =
        (0...0x7F).compactMap(Unicode.Scalar.init)
        + ["\u{80}", "\u{9B}", "\u{9F}", "é", "\u{2028}", "\u{FEFF}", "\u{FFFF}", "😀", "\u{10000}", "\u{10FFFF}"]
}

extension Unicode.Scalar: @retroactive CustomTestStringConvertible {
    public var testDescription: String { "U+" + String(value, radix: 16, uppercase: true) }
}

/// A one-entry dictionary whose key and value both hold `scalar` between letters.
func escapingSample(_ scalar: Unicode.Scalar) -> (value: PropertyListValue, text: String) {
    let text = "k" + String(scalar) + "v"
    return (.dictionary(PropertyListDictionary([.init(key: text, value: .string(text))])), text)
}

@Test(
    "JSON escapes each character as RFC 8259 says, in the tree writer and the transcoder",
    arguments: EscapingExpectation.scalars)
func jsonEscapesEachCharacter(_ scalar: Unicode.Scalar) throws {
    let (value, _) = escapingSample(scalar)
    let escaped = "\"k" + EscapingExpectation.json(scalar) + "v\""
    let expected = Array("{\(escaped): \(escaped)}\n".utf8)
    #expect(try PropertyList.write(value, as: .json) == expected, "tree writer")
    #expect(try transcode(BinaryPropertyListWriter().write(value), to: .json) == expected, "transcoder")
}

@Test(
    "XML escapes each character it must, in the tree writer and the transcoder", arguments: EscapingExpectation.scalars)
func xmlEscapesEachCharacter(_ scalar: Unicode.Scalar) throws {
    let (value, _) = escapingSample(scalar)
    let escaped = "k" + EscapingExpectation.xml(scalar) + "v"
    let expected = Array(
        String(decoding: XMLPropertyListWriter.header, as: UTF8.self)
            .appending("<dict>\n\t<key>\(escaped)</key>\n\t<string>\(escaped)</string>\n</dict>\n</plist>\n").utf8)
    #expect(try XMLPropertyListWriter().write(value) == expected, "tree writer")
    #expect(try transcode(BinaryPropertyListWriter().write(value), to: .xml) == expected, "transcoder")
}

@Test func foundationReadsOurJSONBackToEveryCharacter() throws {
    let text = String(String.UnicodeScalarView(EscapingExpectation.scalars))
    let value: PropertyListValue = .dictionary(PropertyListDictionary([.init(key: text, value: .string(text))]))
    for bytes in [
        try PropertyList.write(value, as: .json), try transcode(BinaryPropertyListWriter().write(value), to: .json),
    ] {
        // JSONSerialization refuses raw control characters, as RFC 8259 does.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String])
        #expect(object.count == 1)
        #expect(object.first.map { Array($0.key.unicodeScalars) } == EscapingExpectation.scalars)
        #expect(object.first.map { Array($0.value.unicodeScalars) } == EscapingExpectation.scalars)
    }
}

@Test func foundationReadsOurXMLBackToEveryCharacterXMLCanCarry() throws {
    // XML 1.0 has no way to carry the other C0 controls, U+FFFE or U+FFFF.
    let carried = EscapingExpectation.scalars.filter { $0.value >= 0x20 || [0x09, 0x0A, 0x0D].contains($0.value) }
        .filter { $0.value != 0xFFFF }
    let text = String(String.UnicodeScalarView(carried))
    let value: PropertyListValue = .dictionary(PropertyListDictionary([.init(key: text, value: .string(text))]))
    for bytes in [
        try XMLPropertyListWriter().write(value), try transcode(BinaryPropertyListWriter().write(value), to: .xml),
    ] {
        let object = try #require(
            try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String])
        #expect(object.count == 1)
        #expect(object.first.map { Array($0.key.unicodeScalars) } == carried)
        #expect(object.first.map { Array($0.value.unicodeScalars) } == carried)
    }
}

@Test func ourXMLReaderReadsTheReferencesOurWriterWritesForControls() throws {
    let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let value: PropertyListValue = ["c": .string(controls)]
    #expect(try XMLPropertyListReader().read(XMLPropertyListWriter().write(value)) == value)
}
