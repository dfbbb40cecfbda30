import Foundation
import RestoreKit
import Testing

/// `$top` of a root archive, each entry with the object graph its UIDs point at written out in
/// full as one binary property list: the class map, the identifier list, metadata, the app
/// delegate's keys and every coder alike, independent of where the objects sit in `$objects` and
/// of the order of an archived object's own keys (`$class` first or last), which carries nothing.
func resolvedRootEntries(_ file: URL) throws -> [String: [UInt8]] {
    let plist = try PropertyList.read(Array(try Data(contentsOf: file))).value
    let root = try #require(plist.dictionaryValue)
    let objects = try #require(root["$objects"]?.arrayValue)
    let top = try #require(root["$top"]?.dictionaryValue)
    func resolve(_ value: PropertyListValue, depth: Int) -> PropertyListValue {
        // Archives here are small trees; the bound only keeps a cycle from recursing forever.
        guard depth < 64 else { return "(too deep)" }
        switch value {
        case .uid(let index):
            return Int(index) < objects.count ? resolve(objects[Int(index)], depth: depth + 1) : "(bad UID)"
        case .array(let elements): return .array(elements.map { resolve($0, depth: depth + 1) })
        case .dictionary(let dictionary):
            let entries = dictionary.entries.sorted { $0.key < $1.key }
            return .dictionary(
                PropertyListDictionary(entries.map { .init(key: $0.key, value: resolve($0.value, depth: depth + 1)) }))
        default: return value
        }
    }
    var entries: [String: [UInt8]] = [:]
    for entry in top.entries { entries[entry.key] = BinaryPropertyListWriter().write(resolve(entry.value, depth: 0)) }
    return entries
}

struct PreservingEdit: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// The `$top` keys the edit is asked to change; every other must keep its bytes.
    let changed: Set<String>
    /// The keys the edit removes.
    var removed: Set<String> = []
    var testDescription: String { arguments.joined(separator: " ") }
}

@Test(
    "an edit leaves every root entry it was not asked to change byte for byte as it was",
    arguments: [
        PreservingEdit(
            arguments: ["set", "FILE", feedPath, "selectedIndex", "5", "--type", "integer"], changed: [feedPath]),
        PreservingEdit(
            arguments: ["set", "FILE", detailPath, "note", "new", "--type", "string"], changed: [detailPath]),
        PreservingEdit(
            arguments: ["set", "FILE", "--meta", "bundle-version", "1.3"], changed: [RestorationKey.bundleVersion]),
        PreservingEdit(
            arguments: ["set", "FILE", "--meta", "timestamp", "2020-01-01T00:00:00Z"],
            changed: [RestorationKey.timestamp]),
        PreservingEdit(arguments: ["remove", "FILE", feedPath, "filter"], changed: [feedPath]),
        // The TabBar fixture's first responder is the detail view controller: removing it takes it
        // out of kFirstRespondersKey too, as it does from the identifier list and the class map.
        PreservingEdit(
            arguments: ["remove", "FILE", detailPath],
            changed: [RestorationKey.rootIdentifiers, RestorationKey.classMap, RestorationKey.firstResponders],
            removed: [detailPath]),
    ])
func editPreservesUnrequestedRootEntries(_ row: PreservingEdit) throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try resolvedRootEntries(file)
    let result = try Tool.run(row.arguments.map { $0 == "FILE" ? file.path : $0 })
    #expect(result.status == 0, "\(result.error)")
    let after = try resolvedRootEntries(file)
    #expect(Set(after.keys) == Set(before.keys).subtracting(row.removed))
    for (key, bytes) in before where !row.changed.contains(key) && !row.removed.contains(key) {
        let kept = after[key] == bytes
        #expect(kept, "\(key) changed")
    }
    for key in row.changed {
        let changed = after[key] != before[key]
        #expect(changed, "\(key) did not change")
    }
    // The fixture has all the kinds of entry an edit could disturb.
    #expect(before.keys.contains(RestorationKey.classMap) && before.keys.contains("lastOpenedDocument"))
}
