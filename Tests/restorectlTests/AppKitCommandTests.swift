import Foundation
import Testing

/// dump, validate and find on macOS (AppKit) saved state: Fixtures/appkit.
enum AppKitFolders {
    static let iTerm = Tool.fixture("appkit/com.googlecode.iterm2.savedState")
    static let terminal = Tool.fixture("appkit/com.apple.Terminal.savedState")
    static let noWindowList = Tool.fixture("appkit/com.example.NoWindowList.savedState")

    /// A copy of the iTerm2 folder in a temporary folder, for tests that damage it.
    static func copyOfITerm() throws -> URL {
        let copy = try Tool.temporaryFolder().appendingPathComponent("com.googlecode.iterm2.savedState")
        try FileManager.default.copyItem(atPath: iTerm, toPath: copy.path)
        return copy
    }
}

@Test func dumpJSONHasEveryWindowAndRecordAndNoKey() throws {
    let result = try Tool.run(["dump", "--format", "json", AppKitFolders.iTerm])
    #expect(result.status == 0, "\(result.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(document["kind"] as? String == "appkit")
    #expect(document["bundleIdentifier"] as? String == "com.googlecode.iterm2")
    let windows = try #require(document["windows"] as? [[String: Any]])
    #expect(windows.map { $0["id"] as? Int } == [1, 2, 4294967295])
    let records = windows.map { ($0["records"] as? [[String: Any]] ?? []).map { $0["className"] as? String } }
    #expect(records == [[], ["_NSWindow", nil, "PseudoTerminal"], ["NSApplication", "NSApplication"]])
    let orphans = try #require(document["orphanRecords"] as? [[String: Any]])
    #expect(orphans.map { $0["windowID"] as? Int } == [7])
    #expect(orphans.map { $0["offset"] as? Int } == [0x310])
    // The keys stay in windows.plist: neither their name nor their bytes are printed.
    #expect(!result.text.contains("NSDataKey"))
    for key in ["nGt6nfDXiU3besgtgeTl6Q==", "43L+yuUXQ/XEVsGKfeNMTQ==", "Sc1skRVQLl5qlE353tmRPQ=="] {
        #expect(!result.text.contains(key))
    }
}

@Test func dumpOfTheRecordFileShowsItsFolder() throws {
    let folder = try Tool.run(["dump", AppKitFolders.iTerm])
    let file = try Tool.run(["dump", AppKitFolders.iTerm + "/data.data"])
    #expect(file.status == 0)
    #expect(file.text == folder.text)
}

@Test func terminalTabContentsShowAsTextWithControlsEscaped() throws {
    let result = try Tool.run(["dump", AppKitFolders.terminal])
    #expect(result.status == 0)
    #expect(result.text.contains("\n                | Documents\tDownloads\tcafé.txt\n"))
    #expect(result.text.contains("| \\u{1b}[32m✔\\u{1b}[0m 241 tests passed\n"))
    #expect(!result.text.contains("\u{1B}"))
}

@Test func anUnreadableWindowListIsAnErrorNamingTheFileAndOffset() throws {
    let folder = try AppKitFolders.copyOfITerm()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let list = folder.appendingPathComponent("windows.plist")
    try Data(try Data(contentsOf: list).prefix(300)).write(to: list)
    for command in [["dump"], ["dump", "--format", "json"]] {
        let result = try Tool.run(command + [folder.path])
        #expect(result.status == 3)
        #expect(result.text.isEmpty)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("restorectl: \(folder.path): windows.plist: ") == true)
        #expect(lines.first?.contains(" at offset 0x") == true)
    }
    // validate shows it like any finding, with its rule, on standard output.
    let validate = try Tool.run(["validate", folder.path])
    #expect(validate.status == 3)
    #expect(validate.error.isEmpty)
    #expect(validate.text.hasPrefix("\(folder.path): error: windows.plist: "))
    #expect(validate.text.contains(" at offset 0x"))
    #expect(validate.text.hasSuffix(" [unreadable-file]\n"))
}

@Test func dumpRefusesPathOnAnAppKitFolder() throws {
    let result = try Tool.run(["dump", "--path", "Root", AppKitFolders.iTerm])
    #expect(result.status == 2)
    #expect(result.error.contains("--path"))
}

@Test func validateReportsEachUnreadableRecordWithItsOffset() throws {
    let result = try Tool.run([
        "validate", "--format", "json", AppKitFolders.iTerm, AppKitFolders.terminal, AppKitFolders.noWindowList,
    ])
    #expect(result.status == 1)
    let lines = try result.text.split(separator: "\n").map {
        try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let findings = lines.map { ($0["findings"] as? [[String: Any]] ?? []).map { "\($0["rule"] ?? "")" } }
    #expect(
        findings == [
            ["undecryptable-record", "unreadable-record", "undecryptable-record"], [], ["missing-window-list"],
        ])
    let messages = (lines[0]["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    #expect(
        messages.map { $0.prefix(while: { $0 != "," && $0 != ":" }) } == [
            "data.data at offset 0x440", "data.data at offset 0x790", "data.data at offset 0x310",
        ])
    let clean = try Tool.run([
        "validate", "--strict", AppKitFolders.terminal, Tool.fixture("appkit/com.example.OldStyle.savedState"),
    ])
    #expect(clean.status == 0, "\(clean.text)")
}

@Test func findNamesMacOS15FoldersThroughTheApplicationMapping() throws {
    let result = try Tool.run(["find", "--format", "json", Tool.fixture("appkit")])
    #expect(result.status == 0)
    let entries = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
    #expect(
        entries.map { $0["bundleId"] as? String } == [
            "com.apple.TextEdit", "com.apple.TextEdit", "com.apple.Preview", "com.apple.Terminal",
            "com.example.Legacy", "com.example.NoWindowList", "com.example.OldStyle", "com.googlecode.iterm2",
        ])
    #expect(entries.allSatisfy { $0["kind"] as? String == "appkit" })
    #expect(entries.map { $0["windows"] as? Int } == [1, 1, 2, 3, 2, 0, 2, 3])
    #expect(entries.last?["titles"] as? [String] == ["jweispfenning@Johns-MBP:~/repositories/profile"])
}

/// Issue 35: folders as real Macs write them pass validate; their documents, frames, snapshots and
/// file times are in dump's JSON; find lists sandboxed and macOS 15 folders with their save time.
/// Issue 43: their stale records are notes, so they pass `--strict` too.
@Test func realLayoutsPassValidateWithNotesForUndecryptableRecords() throws {
    let preview = Tool.fixture("appkit/com.apple.Preview.savedState")
    let result = try Tool.run([
        "validate", preview, Tool.fixture("appkit/com.example.Legacy.savedState"),
        Tool.fixture("appkit/com.example.OldStyle.savedState"),
    ])
    #expect(result.status == 0, "\(result.text)")
    #expect(result.text.components(separatedBy: "[undecryptable-record]").count == 3)
    #expect(!result.text.contains("window_2"))
    #expect(result.text.contains(": note: ") && !result.text.contains(": warning: "))
    let strict = try Tool.run(["validate", "--strict", preview])
    #expect(strict.status == 0, "\(strict.text)")
}

@Test func dumpJSONGivesFramesDocumentsSnapshotsAndFileTimes() throws {
    let result = try Tool.run(["dump", "--format", "json", Tool.fixture("appkit/com.apple.Preview.savedState")])
    #expect(result.status == 0, "\(result.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    let windows = try #require(document["windows"] as? [[String: Any]])
    #expect(windows.map { $0["frame"] as? String } == ["80 120 900 700 0 0 1512 944 ", "300 60 640 480 0 0 1512 944 "])
    #expect(
        windows.map { $0["documents"] as? [String] } == [
            ["file:///Users/user/Documents/Invoice.pdf"], ["file:///Users/user/Pictures/Map.png"],
        ])
    let records = try #require(windows[1]["records"] as? [[String: Any]])
    #expect(records.map { $0["problem"] as? String } == ["undecryptable", nil])
    let snapshots = try #require(document["snapshots"] as? [[String: Any]])
    #expect(snapshots.map { $0["windowNumber"] as? Int } == [21, 22])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["name"] as? String } == ["windows.plist", "data.data", "window_21.data", "window_22.data"])
    #expect(files.allSatisfy { ($0["modified"] as? String)?.hasSuffix("Z") == true })
    let text = try Tool.run(["dump", Tool.fixture("appkit/com.apple.Preview.savedState")])
    #expect(text.text.contains("document (surl) = \"file:///Users/user/Documents/Invoice.pdf\"\n"))
}

@Test func findListsSandboxedAndDaemonContainerFoldersWithTheirSaveTime() throws {
    let result = try Tool.run(["find", "--format", "json", Tool.fixture("appkit")])
    let entries = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
    let folders = entries.compactMap { $0["folder"] as? String }
    #expect(folders.contains { $0.contains("/Containers/com.apple.TextEdit/Data/Library/Saved Application State/") })
    #expect(folders.contains { $0.contains("/Daemon Containers/") })
    #expect(entries.allSatisfy { ($0["saved"] as? String)?.hasSuffix("Z") == true })
    #expect(
        entries.first { ($0["folder"] as? String)?.hasSuffix("com.apple.Preview.savedState") == true }?["titles"]
            as? [String] == ["Invoice.pdf", "Map.png"])
}
