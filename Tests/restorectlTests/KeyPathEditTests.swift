import Foundation
import RestoreKit
import Testing

/// The issue's own example: a dotted key goes into the nested view archive, not a new top-level key.
@Test func setFollowsDottedKeyPathsIntoNestedArchives() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try rootArchive(file)
    let result = try Tool.run([
        "set", file.path, feedPath, "kViewRestorationDataKey.feedTable.kSelectedRowKey", "9", "--type", "integer",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        try Tool.run(["get", file.path, feedPath, "kViewRestorationDataKey.feedTable.kSelectedRowKey"]).text == "9\n")
    let coder = try KeyedArchive(bytes: try #require(coderBytes(try rootArchive(file))[feedPath]))
    #expect(coder["kViewRestorationDataKey.feedTable.kSelectedRowKey"] == nil, "no literal dotted key")
    #expect(
        coder.top.map(\.key) == (try KeyedArchive(bytes: try #require(coderBytes(before)[feedPath]))).top.map(\.key))
    for (key, bytes) in coderBytes(before) where key != feedPath {
        #expect(coderBytes(try rootArchive(file))[key] == bytes)
    }
}

@Test func setCreatesMissingLevelsOnlyWhenAskedAndEscapesDots() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try Tool.run(["set", file.path, feedPath, "filters.unread.limit", "5", "--type", "integer"])
    #expect(
        refused.status == 2 && refused.error.contains("--create adds the missing dictionary levels"), "\(refused.error)"
    )
    #expect(
        try Tool.run(["set", file.path, feedPath, "filters.unread.limit", "5", "--type", "integer", "--create"]).status
            == 0)
    #expect(
        try Tool.run(["get", file.path, feedPath, "filters", "--format", "json"]).text
            == "{\n  \"unread\": {\"limit\": 5}\n}\n")
    #expect(try Tool.run(["set", file.path, feedPath, #"version\.major"#, "3", "--type", "integer"]).status == 0)
    #expect(try Tool.run(["get", file.path, feedPath, #"version\.major"#]).text == "3\n")
    #expect(try Tool.run(["get", file.path, feedPath, "version.major"]).text == "3\n", "found unescaped too")
    // Array elements are objects: an integer set inside one is an NSNumber, which Foundation reads.
    #expect(
        try Tool.run([
            "set", file.path, "TabController", "kUIViewControllerChildrenKey.0",
            "TabController/:[1]:/NavigationController", "--type", "ref",
        ]).status == 0)
    let outOfRange = try Tool.run(["set", file.path, "TabController", "kUIViewControllerChildrenKey.7", "x"])
    #expect(outOfRange.status == 2 && outOfRange.error.contains("no element `7`"), "\(outOfRange.error)")
}

@Test func setTakesReferencesAndJSONAndTheAppDelegatesKeys() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
        try Tool.run([
            "set", file.path, "TabController", "kTabBarSelectedViewControllerKey",
            "TabController/:[0]:/NavigationController", "--type", "ref",
        ]).status == 0)
    #expect(
        try Tool.run(["get", file.path, "TabController", "kTabBarSelectedViewControllerKey"]).text
            == "TabController/:[0]:/NavigationController\n")
    let dangling = try Tool.run([
        "set", file.path, "TabController", "kTabBarSelectedViewControllerKey", "Gone", "--type", "ref",
    ])
    #expect(dangling.status == 2 && dangling.error.contains("--allow-dangling"))
    #expect(
        try Tool.run([
            "set", file.path, "TabController", "kTabBarSelectedViewControllerKey", "Gone", "--type", "ref",
            "--allow-dangling",
        ]).status == 0)
    let json =
        #"{"tags": ["a", 2, 2.5], "seen": {"$date": "2020-01-01T00:00:00Z"}, "detail": {"$ref": "TabController"}}"#
    #expect(try Tool.run(["set", file.path, "--extra", "recent", json, "--type", "json"]).status == 0)
    #expect(
        try Tool.run(["get", file.path, "--extra", "recent", "--format", "json"]).text.contains(
            #""detail": {"$ref": "TabController"}"#))
    #expect(try Tool.run(["get", file.path, "--extra", "recent.tags.2"]).text == "2.5\n")
    #expect(try Tool.run(["set", file.path, "--extra", "launchCount", "8", "--type", "integer"]).status == 0)
    #expect(try Tool.run(["get", file.path, "--extra", "launchCount"]).text == "8\n")
    let reserved = try Tool.run(["set", file.path, "--extra", "kFirstRespondersKey", "x"])
    #expect(reserved.status == 2 && reserved.error.contains("UIKit writes for itself"), "\(reserved.error)")
    #expect(try Tool.run(["remove", file.path, "--extra", "recent"]).status == 0)
    #expect(
        try Tool.run(["get", file.path, "--extra"]).text
            == "lastOpenedDocument (string) = \"Notes/Groceries.txt\"\nlaunchCount (integer) = 8\n")
    // The app delegate's keys keep their place among the root keys; the archive stays valid.
    #expect(
        try Tool.run(["validate", "--strict", file.path]).status == 1, "the dangling reference set above is reported")
    let root = try NSKeyedUnarchiver(forReadingFrom: Data(contentsOf: file))
    root.requiresSecureCoding = false
    #expect(root.decodeInteger(forKey: "launchCount") == 8)
}

@Test func removePruneReferencesLeavesAValidArchive() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stack = "TabController/:[1]:/NavigationController"
    let result = try Tool.run(["remove", file.path, stack, "--prune-references"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.error.contains(
            "removed the reference at `kTabBarSelectedViewControllerKey` of `TabController` to removed `\(stack)`"))
    #expect(result.error.contains("removed the reference at `kUIViewControllerChildrenKey.1` of `TabController`"))
    #expect(
        result.error.contains("from kFirstRespondersKey")
            && result.error.contains("from kViewControllerRestorationClassMapKey"))
    let validation = try Tool.run(["validate", "--strict", file.path])
    #expect(validation.status == 0, "\(validation.text)")
    #expect(
        try Tool.run(["get", file.path, "TabController", "kUIViewControllerChildrenKey", "--format", "json"]).text
            == "[\n  {\"$ref\": \"TabController/:[0]:/NavigationController\"}\n]\n")
    // Without the option the references stay, as before, and validate reports them.
    let (other, copy) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(try Tool.run(["remove", copy.path, stack]).error.contains("still refers"))
    #expect(try Tool.run(["validate", "--strict", copy.path]).text.contains("dangling-reference"))
}

@Test func removeTakesKeyPaths() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
        try Tool.run(["remove", file.path, feedPath, "kViewRestorationDataKey.feedTable.kSelectedRowKey"]).status == 0)
    #expect(
        try Tool.run(["get", file.path, feedPath, "kViewRestorationDataKey.feedTable", "--format", "json"]).text
            == "{\n  \"$archive\": {\"kContentOffsetKey\": \"{0, 240}\"}\n}\n")
}

@Test func convertReadsJSONBack() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["plist/sample.bplist", "plist/integers.bplist", "plist/counts.bplist", "plist/sample.plist"] {
        let json = try Tool.run(["convert", Tool.fixture(name), "--to", "json"])
        let binary = folder.appendingPathComponent("back.bplist")
        let back = try Tool.run(["convert", "-", "--to", "binary", "-o", binary.path], input: json.output)
        #expect(back.status == 0, "\(name): \(back.error)")
        let original = try PropertyList.read(Array(try Data(contentsOf: URL(fileURLWithPath: Tool.fixture(name)))))
            .value
        #expect(try PropertyList.read(Array(try Data(contentsOf: binary))).value == original, "\(name)")
        #expect(try Tool.run(["convert", binary.path, "--to", "json"]).output == json.output)
    }
    let bad = try Tool.run(["convert", "-", "--to", "xml"], input: Data(#"{"a": [1, {"$data": "!"}]}"#.utf8))
    #expect(
        bad.status == 3 && bad.error == "restorectl: <stdin>: a[1].$data: data is a base64 string\n", "\(bad.error)")
    let syntax = try Tool.run(["convert", "-", "--to", "xml"], input: Data("{\n  \"a\": 1,\n}".utf8))
    #expect(syntax.status == 3 && syntax.error.contains("line 3, column 1"), "\(syntax.error)")
}
