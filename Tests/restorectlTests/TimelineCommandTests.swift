import Foundation
import Testing

/// Saved state copied at test time where a Mac's and an iPhone's file systems keep it (issue 56):
/// a home folder's Saved Application State, a sandboxed app's container, a macOS 15 Daemon
/// Container, and two iOS app containers with their metadata.
private struct TimelineTree {
    let root: URL
    static let scenesContainer = "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"
    static let swiftUIContainer = "1B2C3D4E-5F60-4172-8394-A5B6C7D8E9F0"
    static let daemonContainer = "7E57C0DE-0000-4000-8000-000000000015"
    static let states = "Users/alice/Library/Saved Application State"

    init() throws {
        root = try Tool.temporaryFolder()
        try copy("appkit/com.apple.Terminal.savedState", to: Self.states + "/com.apple.Terminal.savedState")
        try copy("appkit/com.apple.Preview.savedState", to: Self.states + "/com.apple.Preview.savedState")
        try copy(
            "timeline/com.example.Documents.savedState",
            to:
                "Users/alice/Library/Containers/com.example.Documents/Data/Library/Saved Application State/com.example.Documents.savedState"
        )
        try copy(
            "appkit-macos15/Daemon Containers/" + Self.daemonContainer,
            to: "Users/alice/Library/Daemon Containers/" + Self.daemonContainer)
        let scenes = "private/var/mobile/Containers/Data/Application/" + Self.scenesContainer
        try copy(
            "archives/com.example.Both.savedState",
            to: scenes + "/Library/Saved Application State/com.example.Both.savedState")
        try copy(
            "timeline/container-metadata.plist", to: scenes + "/.com.apple.mobile_container_manager.metadata.plist")
        try copy(
            "swiftui/com.example.SwiftUI.savedState",
            to: "private/var/mobile/Containers/Data/Application/" + Self.swiftUIContainer
                + "/Library/Saved Application State/com.example.SwiftUI.savedState")
        let broken = root.appendingPathComponent(Self.states + "/com.example.Broken.savedState")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("not a property list".utf8).write(to: broken.appendingPathComponent("windows.plist"))
    }

    func copy(_ fixture: String, to path: String) throws {
        let target = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.fixture(fixture)), to: target)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// `restorectl timeline ROOT --format FORMAT` and any more arguments.
    func run(_ format: String, _ more: [String] = []) throws -> Tool.Result {
        try Tool.run(["timeline", root.path, "--format", format] + more)
    }

    /// Every line of the jsonl output, read by Foundation's JSONSerialization.
    func lines(_ more: [String] = []) throws -> [[String: Any]] {
        let result = try run("jsonl", more)
        #expect(result.status == 0, "\(result.error)")
        return try result.text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}

/// The members of every row, in order: the header of csv and tsv.
private let memberNames = [
    "message", "datetime", "timestamp", "timestamp_desc", "timeKind", "kind", "platform", "app", "containerApp",
    "user", "container", "folder", "source", "offset", "window", "scene", "recordClass", "newest", "key", "value",
    "valueLength", "volume", "volumeUUID", "fact",
]

@Test func everyRowKindIsFoundOnACopiedTreeWithItsProvenance() throws {
    let tree = try TimelineTree()
    defer { tree.remove() }
    let rows = try tree.lines()
    let kinds = Set(rows.compactMap { $0["kind"] as? String })
    for kind in [
        "windowTitle", "windowSnapshot", "record", "undecryptableRecord", "document", "bookmark", "url", "date",
        "terminalDirectory", "terminalScrollback", "terminalTitle", "archiveSaved", "sceneSession", "sceneActivity",
        "sceneTitle", "sceneStorage", "unreadable",
    ] {
        #expect(kinds.contains(kind), "no \(kind) row")
    }
    for row in rows {
        // Timesketch's three members, a datetime string on every line.
        #expect(row["message"] is String && row["datetime"] is String && row["timestamp_desc"] is String)
        #expect(Array(row.keys).sorted() == memberNames.sorted())
    }
    let scenes = rows.filter { ($0["app"] as? String) == "com.example.Both" && $0["platform"] as? String == "iOS" }
    #expect(!scenes.isEmpty)
    for row in scenes {
        #expect(row["containerApp"] as? String == "com.example.Both")
        #expect(row["container"] as? String == TimelineTree.scenesContainer)
        #expect(row["user"] as? String == "mobile" && row["platform"] as? String == "iOS")
    }
    let daemon = rows.filter { ($0["container"] as? String) == TimelineTree.daemonContainer }
    let terminal = daemon.filter {
        ($0["folder"] as? String)?.hasSuffix("/11111111-2222-4333-8444-555555555555.savedState") == true
    }
    #expect(!terminal.isEmpty && terminal.allSatisfy { $0["app"] as? String == "com.apple.Terminal" })
    #expect(daemon.allSatisfy { $0["user"] as? String == "alice" && $0["platform"] as? String == "macOS" })
    let bookmark = try #require(rows.first { $0["kind"] as? String == "bookmark" && $0["key"] as? String == "surl[0]" })
    #expect(bookmark["value"] as? String == "/Users/alice/Invoice.rtf")
    #expect(bookmark["volumeUUID"] as? String == "8A829A03-9B24-4085-8051-18978712E4BE")
    let volumeCreated = rows.filter { $0["timeKind"] as? String == "bookmarkVolumeCreated" }
    #expect(volumeCreated.first?["datetime"] as? String == "2020-01-01T08:00:00Z")
    #expect(volumeCreated.first?["timestamp"] as? Int == 1_577_865_600_000_000)
    #expect(volumeCreated.first?["timestamp_desc"] as? String == "Bookmark volume created")
    // Sorted by time.
    let stamps = rows.compactMap { $0["timestamp"] as? Int }
    #expect(stamps == stamps.sorted())
}

@Test(.enabled(if: pythonPath != nil, "python3 is not installed: jsonl not read back by Python's json"))
func jsonLinesReadBackByPythonsJSONModule() throws {
    let python = try #require(pythonPath)
    let tree = try TimelineTree()
    defer { tree.remove() }
    let result = try tree.run("jsonl")
    let file = tree.root.appendingPathComponent("timeline.jsonl")
    try result.output.write(to: file)
    let script = """
        import json, sys
        count = 0
        for line in open(sys.argv[1], encoding="utf-8"):
            row = json.loads(line)
            assert isinstance(row["message"], str) and isinstance(row["datetime"], str), row
            assert isinstance(row["timestamp_desc"], str) and isinstance(row["timestamp"], int), row
            assert all(not isinstance(v, (dict, list)) for v in row.values()), row
            count += 1
        print(count)
        """
    let pythonRead = try Tool.run(["-c", script, file.path], executable: URL(fileURLWithPath: python))
    #expect(pythonRead.status == 0, "\(pythonRead.error)")
    #expect(
        Int(pythonRead.text.trimmingCharacters(in: .whitespacesAndNewlines)) == result.text.split(separator: "\n").count
    )
}

@Test(.enabled(if: pythonPath != nil, "python3 is not installed: csv not read back by Python's csv"))
func csvReadBackByPythonsCSVModuleHasTheSameRowsAsJSONLines() throws {
    let python = try #require(pythonPath)
    let tree = try TimelineTree()
    defer { tree.remove() }
    let rows = try tree.lines()
    let csv = try tree.run("csv")
    #expect(csv.status == 0)
    #expect(!csv.output.starts(with: [0xEF, 0xBB, 0xBF]), "no byte order mark")
    #expect(csv.text.hasPrefix(memberNames.joined(separator: ",") + "\r\n"))
    let file = tree.root.appendingPathComponent("timeline.csv")
    try csv.output.write(to: file)
    let script = """
        import csv, json, sys
        with open(sys.argv[1], newline="", encoding="utf-8") as handle:
            print(json.dumps(list(csv.reader(handle))))
        """
    let read = try Tool.run(["-c", script, file.path], executable: URL(fileURLWithPath: python))
    #expect(read.status == 0, "\(read.error)")
    let table = try #require(try JSONSerialization.jsonObject(with: read.output) as? [[String]])
    #expect(table.first == memberNames)
    #expect(table.count == rows.count + 1)
    for (row, fields) in zip(rows, table.dropFirst()) {
        #expect(fields.count == memberNames.count)
        #expect(fields[memberNames.firstIndex(of: "value")!] == (row["value"] as? String ?? ""))
        #expect(fields[0] == row["message"] as? String)
    }
}

@Test func tsvUnescapedByTheDocumentedRulesHasTheSameValuesAsJSONLines() throws {
    let tree = try TimelineTree()
    defer { tree.remove() }
    let rows = try tree.lines()
    let tsv = try tree.run("tsv")
    #expect(tsv.status == 0)
    let lines = tsv.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first.map(String.init) == memberNames.joined(separator: "\t"))
    #expect(lines.count == rows.count + 1)
    func unescaped(_ field: Substring) -> String {
        var text = "", escaping = false
        for character in field {
            if escaping {
                text.append(["t": "\t", "n": "\n", "r": "\r", "\\": "\\"][character] ?? character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }
    let value = memberNames.firstIndex(of: "value")!
    var escapedSome = false
    for (row, line) in zip(rows, lines.dropFirst()) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.count == memberNames.count)
        #expect(unescaped(fields[value]) == (row["value"] as? String ?? ""))
        escapedSome = escapedSome || fields[value].contains("\\n")
    }
    #expect(escapedSome, "the scrollback's line feeds are escaped")
}

@Test func theSameTreeGivesTheSameBytesWhateverTheThreadOrder() throws {
    let tree = try TimelineTree()
    defer { tree.remove() }
    for format in ["jsonl", "csv", "tsv", "text", "json"] {
        let first = try tree.run(format), second = try tree.run(format)
        #expect(first.output == second.output, "\(format)")
        #expect(!first.output.isEmpty)
    }
}

@Test func withoutContentLeavesNoScrollbackOrStorageValueInAnyFormat() throws {
    let tree = try TimelineTree()
    defer { tree.remove() }
    for format in ["jsonl", "csv", "tsv", "text", "json", "xml"] {
        let full = try tree.run(format)
        #expect(full.text.contains("Last login") && full.text.contains("Buy milk"), "\(format)")
        let left = try tree.run(format, ["--without-content"])
        #expect(left.status == 0)
        #expect(!left.text.contains("Last login") && !left.text.contains("Buy milk"), "\(format)")
        #expect(!left.text.contains("make test\\nswift test") && !left.text.contains("241 tests passed"), "\(format)")
    }
    let rows = try tree.lines(["--without-content"])
    let scrollback = rows.filter { $0["kind"] as? String == "terminalScrollback" }
    #expect(!scrollback.isEmpty && scrollback.allSatisfy { $0["value"] is NSNull && $0["valueLength"] is Int })
    #expect(rows.contains { $0["kind"] as? String == "terminalDirectory" && $0["value"] is String })
}

@Test func anUnreadablePathIsSaidAndTheRestStillWrittenWithStatus3() throws {
    let tree = try TimelineTree()
    defer { tree.remove() }
    let missing = tree.root.appendingPathComponent("no such folder").path
    let result = try Tool.run(["timeline", missing, tree.root.path, "--format", "jsonl"])
    #expect(result.status == 3)
    #expect(result.error.hasPrefix("restorectl: " + missing + ": "))
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.text.split(separator: "\n").count > 50)
}

/// A file of another kind named as PATH is unreadable input, as for every command: one line, no
/// rows, exit 3; not a table of one `unreadable` row and a green exit.
@Test func aFileOfAnotherKindIsSaidWithStatus3() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("# not saved state\n".utf8).write(to: notes)
    let result = try Tool.run(["timeline", notes.path, "--format", "jsonl"])
    #expect(result.status == 3)
    #expect(result.error.hasPrefix("restorectl: \(notes.path): line 1, column 1: "), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.output.isEmpty)
}

@Test func nothingFoundIsStatus1AndAWrongArgumentStatus2() throws {
    let empty = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let nothing = try Tool.run(["timeline", empty.path])
    #expect(nothing.status == 1)
    #expect(nothing.error == "restorectl: timeline: no saved state found below \(empty.path)\n")
    #expect(nothing.output.isEmpty)
    #expect(try Tool.run(["timeline", empty.path, "--format", "yaml"]).status == 2)
    #expect(try Tool.run(["timeline", empty.path, "--with-content"]).status == 2)
    #expect(try Tool.run(["timeline"]).status == 2)
}

@Test func hostileStringsAreEscapedInTheTextTable() throws {
    let root = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("com.evil\u{1B}[2J.savedState")
    try FileManager.default.copyItem(
        at: URL(fileURLWithPath: Tool.fixture("appkit/com.apple.Terminal.savedState")), to: folder)
    let result = try Tool.run(["timeline", root.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.output.contains(0x1B), "the folder's name and the scrollback's colours are escaped")
    #expect(result.text.contains("com.evil\\u{1b}[2J"))
    #expect(result.text.hasPrefix("TIME (UTC)"))
    let jsonl = try Tool.run(["timeline", root.path, "--format", "jsonl"])
    #expect(!jsonl.output.contains(0x1B) && jsonl.text.contains("\\u001b"))
}

/// python3 on PATH, when it is installed.
private let pythonPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()
