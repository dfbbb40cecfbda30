import RestoreKit
import Testing
@testable import restorectl

/// Each document format is listed once, in `OutputFormat` order, and has a writer of its own.
@Test func everyDocumentFormatHasOneWriter() throws {
    #expect(DocumentWriters.formats == OutputFormat.allCases.filter(\.isDocument))
    #expect(try DocumentWriters.formats.map { try DocumentWriters.writer(for: $0).name } == ["JSON", "XML"])
    let document = JSONValue.object([("key", .string("value"))])
    #expect(
        String(decoding: (try? DocumentWriters.writer(for: .json).bytes(document)) ?? [], as: UTF8.self).hasSuffix(
            "}\n"))
    #expect(
        String(decoding: (try? DocumentWriters.writer(for: .xml).bytes(document)) ?? [], as: UTF8.self).contains(
            "<key>key</key>"))
}

/// Text lines are cut to the width, escaped, and each ends in a line feed.
@Test func theTextWriterCutsEscapesAndEndsLines() {
    let style = TextStyle(colour: false, width: 10)
    let writer = TextWriter(style: style, kept: [.newlines, .tabs])
    let bytes = writer.bytes(["k " + style.value("0123456789"), "a\u{1B}b"])
    #expect(String(decoding: bytes, as: UTF8.self) == "k 0123456…\na\\u{1b}b\n")
}

/// `validate --format` offers exactly the formats that have a reporter, each once.
@Test func everyValidateFormatHasOneReporter() {
    let formats = ValidationReporters.formats
    #expect(Set(formats).count == formats.count)
    #expect(formats == [.text, .json, .junit, .sarif, .github, .xcode])
}
