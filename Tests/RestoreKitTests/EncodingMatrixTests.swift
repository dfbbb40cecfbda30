import Foundation
import Testing
@testable import RestoreKit

/// Fixtures/plist/encodings: one property list written by Python's plistlib and codecs in every
/// encoding restorectl reads (generate.py there); each must read to the same value.
enum EncodingMatrix {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/plist/encodings")

    static func value(count: PropertyListValue) -> PropertyListValue {
        .dictionary(
            PropertyListDictionary([
                .init(key: "name", value: "Café Ñandú ©"), .init(key: "question", value: "¿Qué? ß ü"),
                .init(key: "count", value: count),
                .init(key: "list", value: ["a", "é"]), .init(key: "bytes", value: .data([0x0F, 0xBD, 0x77])),
            ]))
    }

    static let xmlFiles = [
        "utf-8", "utf-8-bom", "utf-16le-bom", "utf-16be-bom", "utf-16le", "utf-16be", "utf-32le-bom",
        "utf-32be-bom", "utf-32le", "utf-32be", "iso-8859-1", "macintosh", "windows-1252",
    ]

    static func read(_ name: String) throws -> (value: PropertyListValue, format: PropertyListFormat) {
        try PropertyList.read(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
}

@Test("one plist in every encoding reads the same", arguments: EncodingMatrix.xmlFiles)
func encodingMatrix(_ name: String) throws {
    let (value, format) = try EncodingMatrix.read(name + ".plist")
    #expect(format == .xml)
    #expect(value == EncodingMatrix.value(count: 7))
}

@Test("the same plist as OpenStep text, in UTF-8 and UTF-16", arguments: ["openstep-utf-8", "openstep-utf-16le-bom"])
func encodingMatrixOpenStep(_ name: String) throws {
    let (value, format) = try EncodingMatrix.read(name + ".plist")
    #expect(format == .openStep)
    // OpenStep has no integers: 7 is the string "7", as CoreFoundation reads it.
    #expect(value == EncodingMatrix.value(count: "7"))
}

@Test func stringsFileInUTF16ReadsAsADictionary() throws {
    let (value, _) = try EncodingMatrix.read("localizable-utf-16be-bom.strings")
    #expect(
        value
            == .dictionary(
                PropertyListDictionary([
                    .init(key: "hello", value: "Grüß dich"), .init(key: "bye", value: "Adiós"),
                    .init(key: "same", value: "same"),
                ])))
}

@Test func anEncodingRestorectlDoesNotConvertIsNamed() {
    #expect(
        throws: PropertyListError(
            .unknownFormat,
            "the XML declaration names the encoding `Shift_JIS`, which restorectl does not read (it reads \(DecodedText.supportedEncodings))",
            line: 1, column: 1)
    ) {
        try EncodingMatrix.read("refused-shift_jis.plist")
    }
}

struct EncodingErrorCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let error: PropertyListError
    var testDescription: String { error.description }
}

@Test(
    "text that cannot be converted names the offset or the conflict",
    arguments: [
        EncodingErrorCase(
            bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00],
            error: PropertyListError(.invalidString, "unpaired UTF-16 surrogate 0xd800", offset: 4)),
        EncodingErrorCase(
            bytes: [0xFE, 0xFF, 0x00, 0x3C, 0x00],
            error: PropertyListError(.invalidString, "UTF-16BE text of an odd number of bytes", offset: 4)),
        EncodingErrorCase(
            bytes: Array(#"<?xml version="1.0" encoding="us-ascii"?><string>"#.utf8) + [0xE9],
            error: PropertyListError(.invalidString, "byte 0xe9 has no meaning in US-ASCII", offset: 49)),
        EncodingErrorCase(
            bytes: Array(#"<?xml version="1.0" encoding="windows-1252"?><string>"#.utf8) + [0x81],
            error: PropertyListError(.invalidString, "byte 0x81 has no meaning in Windows-1252", offset: 53)),
        EncodingErrorCase(
            bytes: [0xEF, 0xBB, 0xBF] + Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><true/>"#.utf8),
            error: PropertyListError(
                .unknownFormat,
                "the text is UTF-8 (from its byte-order mark) but its XML declaration says `ISO-8859-1`", line: 1,
                column: 1)),
        EncodingErrorCase(
            bytes: Array(#"<?xml version="1.0" encoding="UTF-16"?><true/>"#.utf8),
            error: PropertyListError(
                .unknownFormat,
                "the XML declaration says UTF-16, but the bytes are not UTF-16BE (no byte-order mark, no zero bytes)",
                line: 1, column: 1)),
    ])
func unconvertibleText(_ row: EncodingErrorCase) {
    #expect(throws: row.error) { try PropertyList.read(row.bytes) }
}
