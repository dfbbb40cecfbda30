import Foundation
import Testing

@testable import restorectl

/// A format no writer serves is an error, never a silent fall back to JSON.
@Test func aFormatNoWriterServesIsAnErrorNotJSON() {
    #expect(throws: CommandFailure.self) { try DocumentWriters.writer(for: .junit) }
}

/// `find` and `diff` write every document format, XML as a plist of the JSON document's content,
/// null as the string `$null` as docs/cli.md says (Foundation reads both back, as an independent reader).
@Test(arguments: [
    ["find", Tool.fixture("archives")],
    [
        "diff", Tool.fixture("archives/com.example.TabBar.savedState"),
        Tool.fixture("archives/com.example.Large.savedState"),
    ],
])
func findAndDiffWriteXMLAsTheJSONDocument(_ command: [String]) throws {
    let json = try Tool.run([command[0], "--format", "json"] + command.dropFirst())
    let xml = try Tool.run([command[0], "--format", "xml"] + command.dropFirst())
    #expect(json.status == xml.status)
    #expect(json.error == xml.error)
    let fromJSON = nullsAsText(try JSONSerialization.jsonObject(with: json.output)) as? NSObject
    let fromXML = try PropertyListSerialization.propertyList(from: xml.output, format: nil) as? NSObject
    #expect(fromJSON != nil)
    #expect(fromJSON == fromXML)
}

/// `value` with each JSON null as the XML document writes it.
private func nullsAsText(_ value: Any) -> Any {
    switch value {
    case is NSNull: "$null"
    case let array as [Any]: array.map(nullsAsText)
    case let object as [String: Any]: object.mapValues(nullsAsText)
    default: value
    }
}
