import Foundation
import Testing

/// `restorectl snapshot`: the canonical form across saves, and `--record` / `--check` with their
/// exit statuses. Fixtures come from the independent generators; restorectl only perturbs copies.
struct SnapshotCommandTests {
    static let feedPath = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
    static let detailPath = "TabController/:[1]:/NavigationController/:[1]:/DetailViewController"

    /// A scratch folder holding a copy of the fixture folder `name` as `copy`.
    static func copy(_ name: String, as copy: String, in folder: URL) throws -> URL {
        let target = folder.appendingPathComponent(copy)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.fixture(name)), to: target)
        return target
    }

    /// Gives the scenes of the saved-state folder `folder` new persistent identifiers, as another
    /// save would: each scene folder renamed, and the identifier in `KnownSceneSessions` and in
    /// its session's archive replaced, through Foundation's property-list reader and writer. The
    /// test launch's `TestApplicationState` keeps its name, as UIKit gives it.
    static func renameScenes(in folder: URL) throws {
        let known = folder.appendingPathComponent("KnownSceneSessions/data.data")
        let sessions = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: known), format: nil) as? [String: Data])
        var renamed: [String: Data] = [:]
        for (old, archive) in sessions {
            let new = old == "TestApplicationState" ? old : UUID().uuidString
            var plist = try #require(
                try PropertyListSerialization.propertyList(
                    from: archive, options: .mutableContainersAndLeaves, format: nil) as? [String: Any])
            plist["$objects"] = (plist["$objects"] as? [Any] ?? []).map { ($0 as? String) == old ? new : $0 }
            renamed[new] = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
            let oldFolder = folder.appendingPathComponent(old)
            if old != new && FileManager.default.fileExists(atPath: oldFolder.path) {
                try FileManager.default.moveItem(at: oldFolder, to: folder.appendingPathComponent(new))
            }
        }
        try PropertyListSerialization.data(fromPropertyList: renamed, format: .binary, options: 0).write(to: known)
    }

    @Test(arguments: [
        "archives/com.example.Both.savedState", "archives/com.example.Scenes.savedState",
        "archives/com.example.TabBar.savedState",
    ])
    func savesThatDifferInTimeSystemAndSceneIdentifiersGiveOneSnapshot(_ fixture: String) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Self.copy(fixture, as: "a.savedState", in: folder)
        let second = try Self.copy(fixture, as: "b.savedState", in: folder)
        if FileManager.default.fileExists(atPath: second.appendingPathComponent("data.data").path) {
            #expect(try Tool.run(["set", second.path, "--meta", "timestamp", "2031-07-08T09:10:11Z"]).status == 0)
            #expect(try Tool.run(["set", second.path, "--meta", "system-version", "26.1"]).status == 0)
        }
        if FileManager.default.fileExists(atPath: second.appendingPathComponent("KnownSceneSessions").path) {
            try Self.renameScenes(in: second)
        }
        // inprogress.data, written while a restoration is under way.
        try? FileManager.default.removeItem(at: second.appendingPathComponent("inprogress.data"))
        // The two saves do differ, as dump shows them (the file's name aside).
        let dumps = try [first, second].map {
            try Tool.run(["dump", "--format", "json", $0.path]).text.replacingOccurrences(of: $0.path, with: "")
        }
        #expect(dumps[0] != dumps[1])

        let a = try Tool.run(["snapshot", first.path]), b = try Tool.run(["snapshot", second.path])
        #expect(a.status == 0 && b.status == 0 && a.error.isEmpty)
        #expect(a.output == b.output)
        #expect(try JSONSerialization.jsonObject(with: a.output) is [String: Any])
        let golden = folder.appendingPathComponent("golden.json")
        #expect(try Tool.run(["snapshot", first.path, "--record", golden.path]).status == 0)
        #expect(try Tool.run(["snapshot", second.path, "--check", golden.path]).status == 0)
    }

    /// A perturbed copy of TabBar's archive checked against the original's golden: exit 1, and
    /// each line the check prints.
    func check(_ perturb: (URL, URL) throws -> Void) throws -> (status: Int32, lines: [String], error: String) {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.copy("archives/com.example.TabBar.savedState", as: "a.savedState", in: folder)
        let golden = folder.appendingPathComponent("golden.json")
        #expect(try Tool.run(["snapshot", original.path, "--record", golden.path]).status == 0)
        let changed = try Self.copy("archives/com.example.TabBar.savedState", as: "b.savedState", in: folder)
        try perturb(changed.appendingPathComponent("data.data"), folder)
        let result = try Tool.run(["snapshot", changed.path, "--check", golden.path])
        #expect(result.error.hasPrefix("restorectl: \(golden.path): the snapshot differs from the golden in "))
        return (result.status, result.text.split(separator: "\n").map(String.init), result.error)
    }

    @Test func aChangedValueFailsTheCheckNamingIt() throws {
        let result = try check { file, _ throws in
            #expect(try Tool.run(["set", file.path, Self.feedPath, "selectedIndex", "3"]).status == 0)
        }
        #expect(result.status == 1)
        #expect(result.lines == ["~ objects.\(Self.feedPath).state.selectedIndex: 2 → 3"])
        #expect(result.error.contains("in 1 place ("))
    }

    @Test func aRemovedObjectFailsTheCheckNamingIt() throws {
        let result = try check { file, _ throws in
            #expect(try Tool.run(["remove", file.path, Self.detailPath]).status == 0)
        }
        #expect(result.status == 1)
        #expect(result.lines.contains { $0.hasPrefix("- objects.\(Self.detailPath): {\"className\":") })
        #expect(
            result.lines.contains("~ firstResponders.0: \"\(Self.detailPath)\" → null")
                || result.lines.contains("- firstResponders.0: \"\(Self.detailPath)\""))
    }

    @Test func aRenamedIdentifierFailsTheCheckNamingBothPaths() throws {
        let renamed = Self.feedPath.replacingOccurrences(of: "FeedViewController", with: "NewsViewController")
        let result = try check { file, folder throws in
            // The rename as a refactor makes it: every path and reference, through dump and create.
            let document = try Tool.run(["dump", "--format", "json", file.path]).text
                .replacingOccurrences(of: Self.feedPath, with: renamed)
                .replacingOccurrences(of: "\"FeedViewController\"", with: "\"NewsViewController\"")
            let edited = folder.appendingPathComponent("renamed.json")
            try Data(document.utf8).write(to: edited)
            #expect(try Tool.run(["create", edited.path, "-o", file.path, "--force"]).status == 0)
        }
        #expect(result.status == 1)
        #expect(result.lines.contains { $0.hasPrefix("- objects.\(Self.feedPath): ") })
        #expect(result.lines.contains { $0.hasPrefix("+ objects.\(renamed): ") })
    }

    @Test func recordThenCheckPassesAndTheGoldenIsTheSnapshot() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Tool.fixture("archives/com.example.Mail.savedState")
        let golden = folder.appendingPathComponent("mail.json")
        let recorded = try Tool.run(["snapshot", file, "--record", golden.path])
        #expect(recorded.status == 0 && recorded.output.isEmpty)
        #expect(recorded.error == "restorectl: \(golden.path): snapshot recorded\n")
        #expect(try Data(contentsOf: golden) == (try Tool.run(["snapshot", file])).output)
        let checked = try Tool.run(["snapshot", file, "--check", golden.path])
        #expect(checked.status == 0 && checked.output.isEmpty && checked.error.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mail.json"])
    }

    @Test func theRecordVariableMakesCheckRecord() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g.json")
        try Data("{}".utf8).write(to: golden)
        let file = Tool.fixture("archives/com.example.TabBar.savedState")
        #expect(try Tool.run(["snapshot", file, "--check", golden.path]).status == 1)
        let recorded = try Tool.run(
            ["snapshot", file, "--check", golden.path], environment: ["RESTORECTL_RECORD": "1"])
        #expect(recorded.status == 0)
        #expect(recorded.error == "restorectl: \(golden.path): snapshot recorded (RESTORECTL_RECORD=1)\n")
        #expect(try Tool.run(["snapshot", file, "--check", golden.path]).status == 0)
    }

    @Test func aGoldenWriteThatFailsHalfwayLeavesTheOldGoldenWhole() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g.json")
        try Data("old golden\n".utf8).write(to: golden)
        let result = try Tool.run(
            ["snapshot", Tool.fixture("archives/com.example.TabBar.savedState"), "--record", golden.path],
            environment: ["RESTORECTL_FAULT_INJECTION": "write"])
        #expect(result.status == 3)
        #expect(result.error == "restorectl: \(golden.path): cannot write: no space left on device\n")
        #expect(try String(contentsOf: golden, encoding: .utf8) == "old golden\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["g.json"])
    }

    @Test func aMissingOrUnreadableGoldenIsExitThreeAndBothOptionsAUsageError() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Tool.fixture("archives/com.example.TabBar.savedState")
        let missing = folder.appendingPathComponent("none.json").path
        let absent = try Tool.run(["snapshot", file, "--check", missing])
        #expect(absent.status == 3)
        #expect(
            absent.error
                == "restorectl: \(missing): cannot read the golden: no such file or directory (--record \(missing), or RESTORECTL_RECORD=1, writes it)\n"
        )
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"a\": ".utf8).write(to: broken)
        let notJSON = try Tool.run(["snapshot", file, "--check", broken.path])
        #expect(notJSON.status == 3 && notJSON.error.hasPrefix("restorectl: \(broken.path): not a snapshot (JSON): "))
        let both = try Tool.run(["snapshot", file, "--check", missing, "--record", missing])
        #expect(both.status == 2 && both.error.hasSuffix("(see restorectl help snapshot)\n"))
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try Tool.run(["snapshot", Tool.fixture("appkit/com.apple.Preview.savedState")]).status == 3)
    }

    @Test func bundleIdChecksTheAppsSavedStateOnASimulator() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let golden = tree.folder.appendingPathComponent("golden.json")
        let file = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).path
        #expect(try Tool.run(["snapshot", file, "--record", golden.path]).status == 0)
        let checked = try Tool.run(
            ["snapshot", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "--check", golden.path],
            environment: tree.environment)
        #expect(checked.status == 0, "\(checked.error)")
        let both = try Tool.run(["snapshot", file, "--bundle-id", SimulatorTree.tabBar], environment: tree.environment)
        #expect(
            both.status == 2
                && both.error
                    == "restorectl: snapshot: give FILE or --bundle-id, not both (see restorectl help snapshot)\n"
        )
    }
}
