import Foundation
import Testing
@testable import RestoreKit

/// A value as Fixtures/bookmarks/EXPECTED.json gives what mac_alias's writer was given: numbers as
/// numbers, and data, dates, URLs, UUIDs and booleans as one-member objects naming their kind.
private indirect enum WriterInput: Equatable, CustomStringConvertible {
    case string(String), number(Double), null
    case array([WriterInput]), object([String: WriterInput])

    /// What JSONSerialization read.
    init(json: Any) {
        switch json {
        case let text as String: self = .string(text)
        case let array as [Any]: self = .array(array.map(WriterInput.init(json:)))
        case let object as [String: Any]:
            if object.count == 1, let value = object["bool"] as? Bool {
                self = .object(["bool": .number(value ? 1 : 0)])
            } else {
                self = .object(object.mapValues(WriterInput.init(json:)))
            }
        case let number as NSNumber: self = .number(number.doubleValue)
        default: self = .null
        }
    }

    /// What the reader read, in the same form.
    init(_ item: BookmarkItem) {
        switch item {
        case .string(let text): self = .string(text)
        case .url(let text): self = .object(["url": .string(text)])
        case .data(let bytes): self = .object(["data": .string(Data(bytes).base64EncodedString())])
        case .integer(let value, _): self = .number(Double(value))
        case .real(let value, _): self = .number(value)
        case .date(let seconds): self = .object(["date": .number(seconds)])
        case .boolean(let value): self = .object(["bool": .number(value ? 1 : 0)])
        case .array(let items): self = .array(items.map(WriterInput.init))
        case .dictionary(let pairs):
            self = .object(
                Dictionary(
                    uniqueKeysWithValues: pairs.map { pair in
                        if case .string(let key) = pair.key { (key, WriterInput(pair.value)) } else { ("?", .null) }
                    }))
        case .uuid(let bytes):
            let text = bytes.count == 16 ? NSUUID(uuidBytes: bytes).uuidString : "not 16 bytes"
            self = .object(["uuid": .string(text)])
        case .relativeURL(let base, let relative):
            self = .object(["base": WriterInput(base), "relative": WriterInput(relative)])
        case .null: self = .null
        case .unknown(let type, _): self = .string("unknown \(type)")
        }
    }

    var description: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .number(let number): "\(number)"
        case .null: "null"
        case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        case .object(let members):
            "{\(members.sorted { $0.key < $1.key }.map { "\($0): \($1)" }.joined(separator: ", "))}"
        }
    }
}

/// EXPECTED.json: each file's tables, as the writer was given them.
private func writerInput() -> [String: Any] {
    let url = BookmarkFixtures.written.appendingPathComponent("EXPECTED.json")
    guard let data = try? Data(contentsOf: url) else { return [:] }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
}

@Test func everyWrittenBookmarkHasItsWriterInput() {
    #expect(Set(writerInput().keys) == Set(BookmarkFixtures.shapes))
}

@Test(
    "a bookmark mac_alias wrote reads to the tables and entries it was given", arguments: BookmarkFixtures.shapes)
func writtenBookmarkReadsToItsInput(_ name: String) throws {
    let bookmark = try Bookmark(bytes: BookmarkFixtures.bytes(written: name))
    let tocs = try #require(writerInput()[name] as? [[String: Any]])
    #expect(bookmark.tocs.map { Int($0.identifier) } == tocs.map { $0["toc"] as? Int ?? -1 })
    for (toc, expected) in zip(bookmark.tocs, tocs) {
        let entries = Dictionary(toc.entries.map { ($0.key.description, WriterInput($0.item)) }) { first, _ in first }
        #expect(toc.entries.count == entries.count, "a key given twice")
        #expect(WriterInput.object(entries) == WriterInput(json: expected["entries"] ?? NSNull()))
    }
}
