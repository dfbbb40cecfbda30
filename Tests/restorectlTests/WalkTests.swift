import Foundation
import Testing

/// What `validate` checks below a folder: a file's name and place decide, never whether it
/// happens to read. A `data.data` the walk meets is checked, and one that cannot be read fails.
struct WalkTests {
    static let clean = Tool.fixture("rules/clean/data.data")

    /// A folder holding `files` (relative path → bytes), removed by the caller.
    func folder(_ files: [String: Data]) throws -> URL {
        let folder = try Tool.temporaryFolder()
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
        return folder
    }

    @Test func aTruncatedDataDataBesideAGoodOneFailsTheWalk() throws {
        let good = try Data(contentsOf: URL(fileURLWithPath: Self.clean))
        let art = try folder(["a/data.data": good, "b/data.data": good.prefix(100)])
        defer { try? FileManager.default.removeItem(at: art) }
        let result = try Tool.run(["validate", "--strict", art.path])
        #expect(result.status == 3)
        #expect(result.text.contains("\(art.path)/a/data.data: OK\n"))
        #expect(result.text.contains("\(art.path)/b/data.data: error: "))
        #expect(result.text.contains("[malformed-plist]\n"))
        #expect(result.text.hasSuffix("2 archives: 1 passed, 0 failed, 1 unreadable\n"))
    }

    /// Empty, a plain property list, an object's own coder: each fails, by its rule.
    @Test(arguments: [
        (nil, "malformed-plist"), ("plist/sample.bplist", "not-keyed-archive"),
        ("rules/not-restoration-archive/data.data", "not-restoration-archive"),
    ])
    func aDataDataTheWalkMeetsIsCheckedWhateverItHolds(_ fixture: String?, _ rule: String) throws {
        let bytes = try fixture.map { try Data(contentsOf: URL(fileURLWithPath: Tool.fixture($0))) } ?? Data()
        let art = try folder([
            "copied/data.data": try Data(contentsOf: URL(fileURLWithPath: Self.clean)), "other/data.data": bytes,
        ])
        defer { try? FileManager.default.removeItem(at: art) }
        let result = try Tool.run(["validate", art.path])
        #expect(result.status != 0)
        #expect(result.text.contains("\(art.path)/other/data.data: error: "), "\(result.text)")
        #expect(result.text.contains("[\(rule)]\n"), "\(result.text)")
    }

    @Test func everyRuleFixtureIsCheckedByTheWalk() throws {
        let rules = Tool.fixture("rules")
        let result = try Tool.run(["validate", rules])
        let files = (FileManager.default.enumerator(atPath: rules)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("/data.data") && !$0.contains(".savedState/") }
        #expect(files.count > 14)
        for file in files {
            #expect(result.text.contains("\(rules)/\(file): "), "\(file) was not checked")
        }
        #expect(result.status == 3)
    }

    @Test func aScenesFolderOfAnyNameIsCheckedWholeAndItsSceneFilesNotAsArchives() throws {
        let source = URL(fileURLWithPath: Tool.fixture("archives/com.example.Scenes.savedState"))
        let art = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: art) }
        try FileManager.default.copyItem(at: source, to: art.appendingPathComponent("run-1"))
        let result = try Tool.run(["validate", art.path])
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text == "\(art.path)/run-1: OK\n")
    }

    @Test func anAppKitFolderOfAnyNameIsCheckedByItsRecordsNotAsAPropertyList() throws {
        let art = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: art) }
        for (name, copy) in [("com.apple.Terminal", "terminal"), ("com.googlecode.iterm2", "iterm")] {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: Tool.fixture("appkit/\(name).savedState")),
                to: art.appendingPathComponent(copy))
        }
        let result = try Tool.run(["validate", art.path])
        #expect(!result.text.contains("malformed-plist"), "\(result.text)")
        #expect(result.text.contains("\(art.path)/terminal: OK\n"))
        #expect(result.text.contains("\(art.path)/iterm: "))
        #expect(result.status == 1)
    }

    @Test func aDataDataOrSavedStateFolderThatIsASymbolicLinkIsReportedNotFollowed() throws {
        let art = try folder(["a/data.data": try Data(contentsOf: URL(fileURLWithPath: Self.clean))])
        defer { try? FileManager.default.removeItem(at: art) }
        try FileManager.default.createDirectory(at: art.appendingPathComponent("b"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: art.appendingPathComponent("b/data.data").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(
            atPath: art.appendingPathComponent("App.savedState").path,
            withDestinationPath: Tool.fixture("archives/com.example.TabBar.savedState"))
        let result = try Tool.run(["validate", art.path])
        #expect(result.status == 3)
        #expect(
            result.text.contains(
                "\(art.path)/b/data.data: error: is a symbolic link (not followed) [unreadable-file]\n"))
        #expect(
            result.text.contains(
                "\(art.path)/App.savedState: error: is a symbolic link (not followed) [unreadable-file]\n"))
        let find = try Tool.run(["find", art.path])
        #expect(find.status == 3)
        // Nothing else is below it: find says so too, as it does when it finds nothing (exit 3 wins).
        #expect(
            find.error == "restorectl: \(art.path)/App.savedState: is a symbolic link (not followed)\n"
                + "restorectl: find: no saved state found below \(art.path)\n")
    }
}
