import Foundation
import Testing

/// `restorectl explain`'s command line: its exit statuses and its JSON.
struct ExplainTests {
    @Test(
        "exit 1 exactly when UIKit will certainly lose saved state",
        arguments: [
            ("explain/routes.savedState", Int32(0)), ("explain/scene-life-cycle.savedState", 0),
            ("explain/skips.savedState", 1), ("explain/tries-exhausted.savedState", 1),
            ("explain/activities.savedState", 1),
            ("rules/unsupported-archive-version/data.data", 1), ("archives/com.example.TabBar.savedState/data.data", 0),
        ])
    func exitStatus(_ fixture: String, _ status: Int32) throws {
        let result = try Tool.run(["explain", Tool.fixture(fixture)])
        #expect(result.status == status, "\(result.error)")
        let json = try Tool.run(["explain", "--format", "json", Tool.fixture(fixture)])
        #expect(json.status == status)
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        #expect(document["losesState"] as? Bool == (status == 1))
    }

    @Test func unreadableInputIsThreeAndABadIdiomIsUsage() throws {
        #expect(try Tool.run(["explain", Tool.fixture("rules/malformed-plist/data.data")]).status == 3)
        #expect(try Tool.run(["explain", Tool.fixture("no-such-file")]).status == 3)
        let idiom = try Tool.run(["explain", "--idiom", "fridge", Tool.fixture("explain/routes.savedState")])
        #expect(idiom.status == 2)
        #expect(idiom.error.contains("--idiom takes"))
        #expect(try Tool.run(["explain", Tool.fixture("appkit/com.apple.Terminal.savedState")]).status == 3)
    }

    @Test func jsonNamesEachObjectsRoutesAndOutcome() throws {
        let result = try Tool.run(["explain", "--format", "json", Tool.fixture("explain/skips.savedState")])
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        let objects = try #require(document["objects"] as? [[String: Any]])
        let missing = try #require(objects.first { $0["path"] as? String == "Root/:[0]:/Missing" })
        #expect(missing["outcome"] as? String == "skipped")
        #expect(missing["reason"] as? String == "noCoder")
        #expect(missing["skippedWith"] as? [String] == ["Root/:[0]:/Missing/:[0]:/Child"])
        let root = try #require(objects.first)
        #expect(
            (root["routes"] as? [[String: Any]])?.map { $0["route"] as? String } == [
                "appDelegate", "registered", "storyboard",
            ])
        #expect((root["statements"] as? [[String: Any]])?.first?["by"] as? String == "uikit")
    }
}
