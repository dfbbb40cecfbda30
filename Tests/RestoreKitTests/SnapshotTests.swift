import Foundation
import RestoreKit
import Testing

/// `RestorationSnapshot`'s canonical form, its key paths and its differences, on fixtures read
/// from memory.
struct SnapshotTests {
    /// One key path and one location, and whether the path matches it.
    struct KeyPathRow: Sendable {
        var path: String, location: [String], matches: Bool
        var line: Int
        init(_ path: String, _ location: [String], _ matches: Bool, line: Int = #line) {
            (self.path, self.location, self.matches, self.line) = (path, location, matches, line)
        }
    }

    static let keyPathRows: [KeyPathRow] = [
        KeyPathRow("metadata.timestamp", ["metadata", "timestamp"], true),
        KeyPathRow("metadata.timestamp", ["metadata"], false),
        KeyPathRow("metadata", ["metadata", "timestamp"], false),
        KeyPathRow(
            "scenes.*.identifier",
            ["scenes", "UIWindowSceneSessionRoleApplication/Default Configuration/1", "identifier"], true),
        KeyPathRow("*.*", ["objects", "Root"], true),
        KeyPathRow("*", ["objects", "Root"], false),
        KeyPathRow("firstResponders.0", ["firstResponders", "0"], true),
        KeyPathRow("extra.com.example.key", ["extra", "com.example.key"], true),
        KeyPathRow("extra.com\\.example\\.key", ["extra", "com.example.key"], true),
        KeyPathRow("extra.a\\\\b", ["extra", "a\\b"], true),
        KeyPathRow("extra.\\*", ["extra", "*"], true),
        KeyPathRow("extra.\\*", ["extra", "other"], false),
        KeyPathRow(
            "objects.TabController/:[0]:/Feed.state.title", ["objects", "TabController/:[0]:/Feed", "state", "title"],
            true),
    ]

    @Test(arguments: keyPathRows) func aKeyPathMatchesTheValuesItNames(_ row: KeyPathRow) {
        #expect(SnapshotKeyPath(row.path).matches(row.location) == row.matches, "row at line \(row.line)")
    }

    @Test func aLocationIsWrittenAsAKeyPathThatMatchesIt() {
        for location in [
            ["extra", "com.example.key"], ["extra", "*"], ["extra", "a\\b"], ["objects", "A/:[0]:/B", "state"],
        ] {
            let text = SnapshotKeyPath.text(location)
            #expect(SnapshotKeyPath(text).matches(location), "\(text)")
        }
        #expect(SnapshotKeyPath.text(["extra", "a.b", "*"]) == "extra.a\\.b.\\*")
    }

    @Test func theSnapshotIsSortedKeyedAndHidesTheVolatileValues() throws {
        let files = try MemoryFiles(fixtures: "archives/com.example.Both.savedState")
        let snapshot = try RestorationSnapshot(contentsOf: "/memory/archives/com.example.Both.savedState", in: files)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(snapshot.json.utf8)) as? [String: Any])
        #expect(object["file"] == nil)
        let metadata = try #require(object["metadata"] as? [String: Any])
        #expect(metadata["timestamp"] as? String == "<ignored>" && metadata["systemVersion"] as? String == "<ignored>")
        #expect(metadata["bundleVersion"] as? String == "3.1")
        #expect(object["inProgress"] as? String == "<ignored>")
        let objects = try #require(object["objects"] as? [String: [String: Any]])
        #expect(objects.keys.sorted() == ["Root", "Root/:[0]:/List"])
        #expect(objects["Root"]?["path"] == nil && objects["Root"]?["components"] == nil)
        let scenes = try #require(object["scenes"] as? [String: [String: Any]])
        #expect(scenes.values.allSatisfy { $0["identifier"] as? String == "<ignored>" })
        // The text has its members in order at every level.
        #expect(
            snapshot.json.hasPrefix("{\n  \"extra\": {},\n  \"firstResponders\": [],\n  \"ignoreSnapshot\": null,\n"))
        #expect(snapshot.json.hasSuffix("}\n"))
    }

    @Test func scenesAreKeyedByRoleNameAndPlace() throws {
        let files = try MemoryFiles(fixtures: "archives/com.example.Scenes.savedState")
        let snapshot = try RestorationSnapshot(contentsOf: "/memory/archives/com.example.Scenes.savedState", in: files)
        guard case .object(let members) = snapshot.document,
            case .object(let scenes)? = members.first(where: { $0.0 == "scenes" })?.1
        else {
            Issue.record("no scenes object")
            return
        }
        #expect(
            scenes.map(\.0) == [
                "UIWindowSceneSessionRoleApplication/Default Configuration/1",
                "UIWindowSceneSessionRoleApplication/Example.InspectorSceneDelegate/1",
            ])
    }

    @Test func keepAndIgnoreChooseWhatIsCompared() throws {
        let files = try MemoryFiles(fixtures: "archives/com.example.TabBar.savedState")
        let path = "/memory/archives/com.example.TabBar.savedState"
        let kept = try RestorationSnapshot(
            contentsOf: path, in: files, ignoring: ["objects.*.state.selectedIndex"], keeping: ["metadata.timestamp"])
        #expect(kept.json.contains("\"timestamp\": \"2014-05-02T14:51:00Z\""))
        #expect(kept.json.contains("\"selectedIndex\": \"<ignored>\""))
        #expect(kept.json.contains("\"systemVersion\": \"<ignored>\""))
        let plain = try RestorationSnapshot(contentsOf: path, in: files)
        #expect(plain.json.contains("\"selectedIndex\": 2"))
    }

    @Test func aDifferenceNamesItsKeyPathAndBothValues() throws {
        let files = try MemoryFiles(fixtures: "archives/com.example.TabBar.savedState")
        let snapshot = try RestorationSnapshot(contentsOf: "/memory/archives/com.example.TabBar.savedState", in: files)
        #expect(snapshot.difference(from: snapshot.json) == nil)
        // A golden reformatted by hand (one line, members in another order) still compares equal.
        let reordered = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: Data(snapshot.json.utf8)))
        #expect(snapshot.difference(from: String(decoding: reordered, as: UTF8.self)) == nil)
        let feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
        let golden = snapshot.json.replacingOccurrences(of: "\"selectedIndex\": 2", with: "\"selectedIndex\": 5")
            .replacingOccurrences(of: "\"ignoreSnapshot\": false", with: "\"ignoreSnapshot\": false, \"gone\": 1")
        #expect(
            snapshot.difference(from: golden) == """
                - gone: 1
                ~ objects.\(feed).state.selectedIndex: 5 → 2
                """)
        #expect(snapshot.difference(from: "{")?.hasPrefix("the expected snapshot is not JSON: ") == true)
    }

    @Test func twoDocumentsDifferByAddedRemovedAndChangedValuesInKeyPathOrder() {
        let old: JSONValue = .object([
            ("b", .array([.integer(PropertyListInteger(1)), .integer(PropertyListInteger(2))])), ("a", .string("x")),
        ])
        let new: JSONValue = .object([
            ("a", .string("y")), ("b", .array([.integer(PropertyListInteger(1))])), ("c", .null),
        ])
        #expect(
            SnapshotDifference.between(old, new).map { $0.line() } == ["~ a: \"x\" → \"y\"", "- b.1: 2", "+ c: null"])
        let long = JSONValue.string(String(repeating: "z", count: 200))
        #expect(SnapshotDifference(location: ["k"], expected: nil, actual: long).line(width: 10) == "+ k: \"zzzzzzzz…")
    }
}
