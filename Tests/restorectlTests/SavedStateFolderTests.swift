import Foundation
import Testing

/// Issue 52: a folder of saved states, as `pull -o saved-state/` lays one out, wherever one is
/// natural. `report` and `explain` walk it as `validate` does; every other command that takes one
/// saved state names the saved states it holds and says to give one.
struct SavedStateFolderTests {
    /// A new folder holding `saved-state/` with a copy of each fixture (relative to Fixtures/)
    /// under its own last name, or the name given; removed by the caller.
    static func savedStateFolder(_ fixtures: [(fixture: String, name: String?)]) throws -> URL {
        let root = try Tool.temporaryFolder()
        let folder = root.appendingPathComponent("saved-state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for (fixture, name) in fixtures {
            let source = URL(fileURLWithPath: Tool.fixture(fixture))
            try FileManager.default.copyItem(
                at: source, to: folder.appendingPathComponent(name ?? source.lastPathComponent))
        }
        return root
    }

    static let pulled: [(fixture: String, name: String?)] = [
        ("archives/com.example.Mail.savedState", nil), ("archives/com.example.Scenes.savedState", nil),
        ("archives/com.example.TabBar.savedState", nil),
    ]

    /// `saved-state/NAME` for each of `pulled`, in the walk's order (sorted).
    static let pulledPaths = pulled.map { "saved-state/" + URL(fileURLWithPath: $0.fixture).lastPathComponent }.sorted()

    /// docs/install.md's command: the page of a folder is the page of its saved states given one by one.
    @Test func reportWritesOnePageOfEverySavedStateInAFolder() throws {
        let root = try Self.savedStateFolder(Self.pulled)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try Tool.run(["report", "saved-state/", "-o", "folder.html"], in: root)
        #expect(folder.status == 0, "\(folder.error)")
        #expect(folder.error.isEmpty)
        let files = try Tool.run(["report"] + Self.pulledPaths + ["-o", "files.html"], in: root)
        #expect(files.status == 0, "\(files.error)")
        let page = try Data(contentsOf: root.appendingPathComponent("folder.html"))
        #expect(page == (try Data(contentsOf: root.appendingPathComponent("files.html"))))
        for path in Self.pulledPaths { #expect(String(decoding: page, as: UTF8.self).contains(path)) }
    }

    @Test func reportOfAFolderWithoutSavedStateWritesNothing() throws {
        let root = try Self.savedStateFolder([])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Tool.run(["report", "saved-state", "-o", "page.html"], in: root)
        #expect(result.status == 3)
        #expect(result.error == "restorectl: saved-state: no restoration archive found\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("page.html").path))
    }

    /// Each saved state in turn, as explain gives it alone, a blank line between; the worst status wins.
    @Test func explainExplainsEachSavedStateInAFolderInTurn() throws {
        let root = try Self.savedStateFolder(
            Self.pulled + [("explain/skips.savedState", "com.example.Skips.savedState")])
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = (Self.pulledPaths + ["saved-state/com.example.Skips.savedState"]).sorted()
        let result = try Tool.run(["explain", "saved-state/"], in: root)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error.isEmpty)
        let alone = try paths.map { try Tool.run(["explain", $0], in: root) }
        #expect(alone.map(\.status) == [0, 0, 1, 0])
        #expect(result.text == alone.map(\.text).joined(separator: "\n"))
        for path in paths {
            #expect(result.text.contains("\(path): what UIKit does with it at the next launch"))
        }
    }

    /// JSON: an array of explain's documents, one a saved state, however many the folder holds;
    /// XML the same array. One FILE is still one document.
    @Test func explainOfAFolderInJSONIsAnArrayOfItsDocuments() throws {
        let root = try Self.savedStateFolder(Self.pulled)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try Tool.run(["explain", "--format", "json", "saved-state"], in: root)
        #expect(json.status == 0, "\(json.error)")
        let documents = try #require(try JSONSerialization.jsonObject(with: json.output) as? [[String: Any]])
        #expect(documents.compactMap { $0["file"] as? String } == Self.pulledPaths)
        for (document, path) in zip(documents, Self.pulledPaths) {
            let alone = try Tool.run(["explain", "--format", "json", path], in: root)
            let single = try #require(try JSONSerialization.jsonObject(with: alone.output) as? NSDictionary)
            #expect(NSDictionary(dictionary: document) == single, "\(path)")
        }
        let xml = try Tool.run(["explain", "--format", "xml", "saved-state"], in: root)
        let plist = try PropertyListSerialization.propertyList(from: xml.output, format: nil) as? [[String: Any]]
        #expect(plist?.compactMap { $0["file"] as? String } == Self.pulledPaths)
        let one = try Tool.run(["explain", "--format", "json", "saved-state/com.example.Mail.savedState"], in: root)
        #expect((try JSONSerialization.jsonObject(with: one.output)) is [String: Any])
    }

    /// A saved state that cannot be read is said as alone, and the others are still explained: 3 wins.
    @Test func anUnreadableSavedStateInAFolderIsThreeAndTheRestIsExplained() throws {
        let root = try Self.savedStateFolder(Self.pulled)
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = root.appendingPathComponent("saved-state/com.example.Broken.savedState")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: false)
        try Data("not a property list".utf8).write(to: broken.appendingPathComponent("data.data"))
        let result = try Tool.run(["explain", "saved-state"], in: root)
        #expect(result.status == 3)
        let alone = try Tool.run(["explain", "saved-state/com.example.Broken.savedState"], in: root)
        #expect(alone.status == 3 && alone.output.isEmpty)
        #expect(result.error == alone.error)
        #expect(result.error.split(separator: "\n").count == 1)
        for path in Self.pulledPaths { #expect(result.text.contains("\(path): what UIKit does with it")) }
        let json = try Tool.run(["explain", "--format", "json", "saved-state"], in: root)
        #expect(json.status == 3)
        let documents = try JSONSerialization.jsonObject(with: json.output) as? [[String: Any]]
        #expect(documents?.compactMap { $0["file"] as? String } == Self.pulledPaths)
    }

    /// A saved state of a folder that cannot be read: the page holds every other one, its one line
    /// says which was left out, exit 3 (as explain does); given alone, nothing is written.
    @Test func reportLeavesOutAnUnreadableSavedStateOfAFolderAndSaysSo() throws {
        let root = try Self.savedStateFolder(Self.pulled)
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = root.appendingPathComponent("saved-state/com.example.Broken.savedState")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: false)
        try Data("not a property list".utf8).write(to: broken.appendingPathComponent("data.data"))
        let folder = try Tool.run(["report", "saved-state", "-o", "folder.html"], in: root)
        #expect(folder.status == 3)
        let alone = try Tool.run(["report", "saved-state/com.example.Broken.savedState", "-o", "alone.html"], in: root)
        #expect(alone.status == 3)
        #expect(folder.error == alone.error && folder.error.split(separator: "\n").count == 1, "\(folder.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("alone.html").path))
        let files = try Tool.run(["report"] + Self.pulledPaths + ["-o", "files.html"], in: root)
        #expect(files.status == 0)
        #expect(
            try Data(contentsOf: root.appendingPathComponent("folder.html"))
                == (try Data(contentsOf: root.appendingPathComponent("files.html"))))
    }

    /// The issue's command: explain --app of a folder judges each saved state against the build.
    @Test func explainWithAnAppTakesAFolder() throws {
        let root = try Self.savedStateFolder(Self.pulled)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = Tool.fixture("apps/ExampleScenes.app")
        let result = try Tool.run(["explain", "--app", app, "saved-state/"], in: root)
        #expect(result.status != 3, "\(result.error)")
        #expect(result.text.components(separatedBy: "\nbuild \(app)").count - 1 == Self.pulled.count)
    }

    /// The commands that take one saved state.
    static let oneSavedState = [
        ["dump", "@"], ["dump", "--raw", "@"], ["paths", "@"], ["get", "@", "Root"], ["get", "@", "--scene", "1"],
        ["set", "@", "Root", "key", "value", "-o", "-"], ["remove", "@", "Root", "-o", "-"],
        ["diff", "@", Tool.fixture("rules/clean/data.data")], ["diff", Tool.fixture("rules/clean/data.data"), "@"],
        ["snapshot", "@"], ["push", "@", "--bundle-id", "com.example.Mail"],
    ]

    @Test func everyCommandThatTakesOneSavedStateNamesThoseInAFolder() throws {
        let root = try Self.savedStateFolder(Array(Self.pulled.prefix(2)))
        defer { try? FileManager.default.removeItem(at: root) }
        for command in Self.oneSavedState {
            let result = try Tool.run(command.map { $0 == "@" ? "saved-state/" : $0 }, in: root)
            #expect(result.status == 3, "\(command)")
            #expect(result.output.isEmpty, "\(command)")
            #expect(
                result.error
                    == "restorectl: saved-state/: is a folder of 2 saved states (saved-state/com.example.Mail.savedState, saved-state/com.example.Scenes.savedState): give one of them\n",
                "\(command)")
        }
    }

    /// One line however many: three names, then how many more; a name is escaped as every name from
    /// a file is; saved state deeper down (an artifact per run) is found as validate finds it.
    @Test func theFolderMessageIsOneLineWithHostileNamesEscaped() throws {
        let root = try Self.savedStateFolder([
            ("archives/com.example.Mail.savedState", "a\u{1b}[31m\nb.savedState"),
            ("archives/com.example.Mail.savedState", "b.savedState"),
            ("archives/com.example.Mail.savedState", "c.savedState"),
            ("archives/com.example.Mail.savedState", "d.savedState"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Tool.run(["paths", "saved-state"], in: root)
        #expect(result.status == 3)
        #expect(
            result.error
                == "restorectl: saved-state: is a folder of 4 saved states (saved-state/a\\u{1b}[31m\\u{a}b.savedState, saved-state/b.savedState, saved-state/c.savedState, and 1 more): give one of them\n"
        )
        let nested = try Self.savedStateFolder([("archives/com.example.Scenes.savedState", "run-1")])
        defer { try? FileManager.default.removeItem(at: nested) }
        let deeper = try Tool.run(["dump", "."], in: nested)
        #expect(deeper.error == "restorectl: .: is a folder of 1 saved state (./saved-state/run-1): give it\n")
    }

    /// A `.savedState` folder is saved state, not "a folder": the property-list commands, which
    /// take a file, say what it is.
    @Test func aSavedStateFolderIsNamedAsOneByThePropertyListCommands() throws {
        let folder = Tool.fixture("archives/com.example.Mail.savedState")
        for command in [["convert", folder, "--to", "json"], ["lint", folder], ["create", folder, "-o", "-"]] {
            let result = try Tool.run(command)
            #expect(result.status == 3, "\(command)")
            #expect(result.error == "restorectl: \(folder): is a saved-state folder, not a file\n", "\(command)")
        }
    }
}
