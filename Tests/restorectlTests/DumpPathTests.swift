import Foundation
import Testing

/// What one format of `dump` showed: each object's identifier path with its coder keys, and
/// whether the app delegate's keys and the scenes were there.
struct ShownView: Equatable, CustomStringConvertible {
    var objects: [String: Set<String>] = [:]
    var hasExtras = false
    var hasScenes = false

    var description: String {
        objects.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.sorted())" }.joined(separator: "\n")
            + "\nextras: \(hasExtras), scenes: \(hasScenes)"
    }

    /// The text dump read as little as it takes: an object's line follows a blank line and is its
    /// identifier path (one of `paths`) then ` (`; its coder keys are the lines two levels deeper,
    /// each the key then ` (`, ` → `, ` ↺ ` or ` = `.
    init(text: String, paths: Set<String>) {
        var current: (path: String, valueIndent: Int)?
        var afterBlank = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { afterBlank = line.isEmpty }
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if afterBlank {
                current = nil
                if indent == 0, content == "app delegate keys" { hasExtras = true }
                if indent == 0, content.hasPrefix("scenes (") { hasScenes = true }
                if let path = paths.filter({ content.hasPrefix($0 + " (") }).max(by: { $0.count < $1.count }) {
                    objects[path] = []
                    current = (path, indent + 4)
                }
                continue
            }
            guard let current, indent == current.valueIndent else { continue }
            // What the text says instead of keys when there is no coder to show.
            if content == "no coder data" || content == "coder is not data" || content.hasPrefix("coder unreadable: ") {
                continue
            }
            let key =
                [" (", " → ", " ↺ ", " = "].compactMap { content.range(of: $0)?.lowerBound }.min().map {
                    content[..<$0]
                } ?? content
            objects[current.path]?.insert(String(key))
        }
    }

    /// The JSON document, or the XML plist of it, as Foundation reads it.
    init(document: [String: Any]) {
        for object in document["objects"] as? [[String: Any]] ?? [] {
            objects[object["path"] as? String ?? ""] = Set((object["state"] as? [String: Any] ?? [:]).keys)
        }
        hasExtras = document["extra"] != nil
        hasScenes = document["scenes"] != nil
    }
}

/// Every restoration archive of the fixtures dump reads (`Fixtures/archives`, `Fixtures/rules`),
/// with its identifier paths as `paths --format json` lists them.
struct ArchiveFixture: Sendable, CustomTestStringConvertible {
    let file: String
    let paths: [String]
    var testDescription: String { file }

    static let all: [ArchiveFixture] = {
        let root = Tool.packageRoot.path + "/Fixtures/"
        var files: [String] = []
        for folder in ["archives", "rules"] {
            let names = FileManager.default.enumerator(atPath: root + folder)?.allObjects as? [String] ?? []
            files += names.filter { $0.hasSuffix("data.data") }.map { "Fixtures/\(folder)/\($0)" }
        }
        return files.sorted().compactMap { file in
            guard let result = try? Tool.run(["paths", "--format", "json", file], in: Tool.packageRoot),
                result.status == 0,
                let entries = try? JSONSerialization.jsonObject(with: result.output) as? [[String: Any]]
            else { return nil }
            return ArchiveFixture(file: file, paths: entries.compactMap { $0["path"] as? String })
        }
    }()

    /// The paths to try: all of them, but of an archive of more than 100 objects (Large: a tab bar
    /// of ten stacks of 100 screens made by one loop) the objects with objects below them and the
    /// first and last below each, since three debug-build runs for each of 1,011 paths take minutes.
    var pathsTried: [String] {
        guard paths.count > 100 else { return paths }
        let parents = Set(paths.filter { parent in paths.contains { $0.hasPrefix(parent + "/") } })
        let children = Dictionary(grouping: paths.filter { !parents.contains($0) }) { path in
            parents.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
        }
        return paths.filter { parents.contains($0) }
            + children.keys.sorted().flatMap { [children[$0]!.first!, children[$0]!.last!] }
    }
}

@Test func everyDumpedArchiveFixtureIsFound() {
    // TabBar, Mail, Large, Both and the readable rule fixtures; a broken walk would check nothing.
    #expect(ArchiveFixture.all.count >= 15)
    #expect(ArchiveFixture.all.contains { $0.paths.count > 1_000 })
}

@Test(
    "dump --path P shows the same objects, coder keys, app delegate keys and scenes in text, JSON and XML",
    arguments: ArchiveFixture.all)
func dumpPathShowsTheSameViewInEveryFormat(_ fixture: ArchiveFixture) throws {
    let all = Set(fixture.paths)
    for path in fixture.pathsTried {
        let arguments = ["dump", "--path", path, fixture.file]
        let text = try Tool.run(arguments, in: Tool.packageRoot)
        let json = try Tool.run(arguments + ["--format", "json"], in: Tool.packageRoot)
        let xml = try Tool.run(arguments + ["--format", "xml"], in: Tool.packageRoot)
        #expect(
            [text.status, json.status, xml.status] == [0, 0, 0], "\(path): \(text.error)\(json.error)\(xml.error)")
        let shown = ShownView(text: text.text, paths: all)
        let fromJSON = ShownView(
            document: try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any]))
        let fromXML = ShownView(
            document: try #require(
                try PropertyListSerialization.propertyList(from: xml.output, format: nil) as? [String: Any]))
        #expect(shown == fromJSON, "\(path): text\n\(shown)\njson\n\(fromJSON)")
        #expect(shown == fromXML, "\(path): text\n\(shown)\nxml\n\(fromXML)")
        // What docs/cli.md says --path selects: the objects at P and below, nothing of the app delegate's or the scenes'.
        #expect(Set(shown.objects.keys) == all.filter { $0 == path || $0.hasPrefix(path + "/") }, "\(path)")
        #expect(!fromJSON.hasExtras && !fromJSON.hasScenes, "\(path)")
    }
}

@Test(
    "dump --path that cannot apply is the same error in every format",
    arguments: [
        (
            ["dump", "--path", "Root", "Fixtures/archives/com.example.Scenes.savedState"],
            "restorectl: Fixtures/archives/com.example.Scenes.savedState: no object at path 'Root': saved state without a view-controller archive (no data.data)\n"
        ),
        (
            ["dump", "--raw", "--path", "TabController", "Fixtures/archives/com.example.TabBar.savedState"],
            "restorectl: dump: option '--path' (argument 3) cannot be combined with --raw: --path needs the restoration view; drop --raw (see restorectl help dump)\n"
        ),
        (
            ["dump", "--path", "TabController", "Fixtures/appkit/com.apple.Terminal.savedState"],
            "restorectl: dump: --path selects a UIKit identifier path; an AppKit saved state has windows (see restorectl help dump)\n"
        ),
    ])
func dumpPathThatCannotApply(_ arguments: [String], _ message: String) throws {
    for format in ["text", "json", "xml"] {
        let result = try Tool.run(arguments + ["--format", format], in: Tool.packageRoot)
        #expect(result.status == 2, "\(format)")
        #expect(result.output.isEmpty, "\(format)")
        #expect(result.error == message, "\(format)")
    }
}
