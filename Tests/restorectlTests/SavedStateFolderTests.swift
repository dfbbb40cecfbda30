import Foundation
import Testing

/// Issue 52: a folder of saved states, as `pull -o saved-state/` lays one out, wherever one is
/// natural. `report` and `explain` walk it as `validate` does.
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

    /// The command: explain --app of a folder judges each saved state against the build.
    @Test func explainWithAnAppTakesAFolder() throws {
        let root = try Self.savedStateFolder(Self.pulled)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = Tool.fixture("apps/ExampleScenes.app")
        let result = try Tool.run(["explain", "--app", app, "saved-state/"], in: root)
        #expect(result.status != 3, "\(result.error)")
        #expect(result.text.components(separatedBy: "\nbuild \(app)").count - 1 == Self.pulled.count)
    }
}
