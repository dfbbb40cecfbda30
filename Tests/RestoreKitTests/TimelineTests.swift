import Foundation
import Testing

@testable import RestoreKit

/// Fixture folders copied in memory under the paths a home folder or an app container gives them,
/// every file with the same times, so that each row's times are known.
private struct TimedFiles: FileSource, FileStatusSource {
    var memory = MemoryFileSource()

    init() {}

    /// The fixture folder `fixture` (relative to Fixtures/) at `path`.
    init(copying fixture: String, to path: String) throws {
        try copy(fixture, to: path)
    }

    /// 2024-12-01T00:00:00Z and 2024-11-01T00:00:00Z: every file's modification and creation times.
    static let modified = 754_704_000.0, created = 752_112_000.0

    /// Copies the fixture folder `fixture` (relative to Fixtures/) to `path`.
    mutating func copy(_ fixture: String, to path: String) throws {
        let root = packageRoot.appendingPathComponent("Fixtures/" + fixture)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        for case let name as String in enumerator {
            var isFolder: ObjCBool = false
            let file = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            memory.contents[path + "/" + name] = Array(try Data(contentsOf: file))
        }
    }

    func contents(of path: String) throws -> [UInt8] { try memory.contents(of: path) }
    func isFile(_ path: String) -> Bool { memory.isFile(path) }
    func isFolder(_ path: String) -> Bool { memory.isFolder(path) }
    func subfolders(of path: String) -> [String] { memory.subfolders(of: path) }
    func files(in path: String) -> [String] { memory.files(in: path) }
    func folder(of path: String) -> String? { memory.folder(of: path) }
    func status(of path: String) -> FileStatus? {
        memory.contents[path].map { FileStatus(size: $0.count, created: Self.created, modified: Self.modified) }
    }
}

private let home = "/Image/Users/alice/Library/Saved Application State"

/// The rows of the saved state at `path` in `files`, as `restorectl timeline` makes them.
private func rows(_ path: String, _ files: TimedFiles, containerApp: String? = nil, withoutContent: Bool = false)
    -> [TimelineRow]
{
    let input = SavedStateInput(path, in: files)
    let app: String
    if case .appKit = input {
        app = AppKitSavedState.bundleIdentifier(of: path, in: files)
    } else {
        app = SavedStateFolder.bundleIdentifier(of: path)
    }
    let provenance = TimelineProvenance(app: app, folder: path, containerApp: containerApp)
    return SavedStateTimeline.rows(
        input, in: files, provenance: provenance, options: TimelineOptions(withoutContent: withoutContent))
}

private func only(_ rows: [TimelineRow], _ kind: TimelineRow.Kind, key: String? = nil) throws -> [TimelineRow] {
    let found = rows.filter { $0.kind == kind && (key == nil || $0.key == key) }
    try #require(!found.isEmpty, "no \(kind) row")
    return found
}

@Test func terminalTabsAreRowsWithTheirKeyPathsAndTheRecordFileTime() throws {
    var files = TimedFiles()
    let folder = home + "/com.apple.Terminal.savedState"
    try files.copy("appkit/com.apple.Terminal.savedState", to: folder)
    let all = rows(folder, files)
    let settings = "rchv.TTWindowState.Window Settings.[0]."
    let directory = try only(all, .terminalDirectory)
    #expect(directory.map(\.value) == ["file:///Users/user/", "file:///Users/user/src/restorectl/"])
    #expect(directory[0].key == settings + "Tab Working Directory URL String")
    #expect(directory.map(\.window) == [11, 12])
    let scrollback = try only(all, .terminalScrollback)
    #expect(scrollback[0].key == settings + "Tab Contents v2")
    #expect(scrollback[0].value?.hasPrefix("Last login: Sat Nov 22 09:14:03 on ttys001\nuser@mac ~ % ls") == true)
    #expect(scrollback[1].key == settings + "Tab Contents")
    #expect(try only(all, .terminalTitle).map(\.value) == ["-zsh"])
    #expect(try only(all, .windowTitle).map(\.value) == ["user — -zsh — 80×24", "user — make test — 120×40"])
    let records = try only(all, .record)
    #expect(records.map(\.recordClass) == ["NSApplication", "_NSWindow", "_NSWindow"])
    #expect(records.allSatisfy { $0.newest == true && $0.offset != nil })
    for row in all {
        #expect(row.time == TimedFiles.modified && row.timeKind == .fileModified)
        #expect(row.platform == .macOS && row.provenance.app == "com.apple.Terminal")
        #expect(row.provenance.user == "alice" && row.provenance.container == nil)
        #expect(row.folder == folder)
    }
    #expect(directory[0].source == folder + "/data.data")
    #expect(try only(all, .windowTitle)[0].source == folder + "/windows.plist")
}

@Test func withoutContentLeavesScrollbackOutButKeepsItsLength() throws {
    var files = TimedFiles()
    let folder = home + "/com.apple.Terminal.savedState"
    try files.copy("appkit/com.apple.Terminal.savedState", to: folder)
    let full = try only(rows(folder, files), .terminalScrollback)
    let left = try only(rows(folder, files, withoutContent: true), .terminalScrollback)
    #expect(left.allSatisfy { $0.value == nil })
    #expect(left.map(\.valueLength) == full.map(\.valueLength))
    #expect(full[0].valueLength == full[0].value?.unicodeScalars.count)
    #expect(left.allSatisfy { $0.message.hasSuffix("(content left out), window \($0.window ?? -1)") })
    #expect(!left.contains { $0.message.contains("Last login") })
    // Working directories and titles are facts, not content.
    #expect(try only(rows(folder, files, withoutContent: true), .terminalDirectory).allSatisfy { $0.value != nil })
}

@Test func bookmarksURLsAndDatesInRecordsAreRowsWithTheirOwnTimes() throws {
    let folder =
        "/Image/Users/alice/Library/Containers/com.example.Documents/Data/Library/Saved Application State/com.example.Documents.savedState"
    let files = try TimedFiles(copying: "timeline/com.example.Documents.savedState", to: folder)
    let all = rows(folder, files)
    let bookmarks = try only(all, .bookmark, key: "rchv.documentBookmark")
    #expect(
        bookmarks.map(\.timeKind) == [.bookmarkVolumeCreated, .bookmarkTargetCreated, .fileModified],
        "sorted by time")
    #expect(bookmarks.map(\.time) == [599_558_400, 689_188_614.608895, TimedFiles.modified])
    #expect(Set(bookmarks.map(\.fact)).count == 1)
    for row in bookmarks {
        #expect(row.value == "/Users/alice/Invoice.rtf" && row.volume == "Macintosh HD")
        #expect(row.volumeUUID == "8A829A03-9B24-4085-8051-18978712E4BE")
        #expect(row.window == 7 && row.recordClass == "NSDocument" && row.newest == true)
    }
    #expect(try only(all, .bookmark, key: "surl[0]").count == 3)
    let date = try only(all, .date, key: "rchv.lastOpened")
    #expect(date.map(\.timeKind) == [.recordDate, .fileModified])
    #expect(date[0].time == 753_959_643 && date[0].value == "2024-11-22T09:14:03Z")
    #expect(try only(all, .url, key: "rchv.link").map(\.value) == ["https://example.com/invoices/42"])
    let records = try only(all, .record)
    #expect(records.map(\.newest) == [false, true], "the older NSDocument record of window 7 first")
    #expect(records[0].message == "com.example.Documents: record NSDocument (an older one), window 7")
    let undecryptable = try only(all, .undecryptableRecord)
    #expect(undecryptable.map(\.window) == [99])
    #expect((undecryptable[0].offset ?? 0) > (records[1].offset ?? 0), "the third record of data.data")
    #expect(undecryptable[0].value?.contains("has no window 99") == true)
    #expect(
        bookmarks[0].message
            == "com.example.Documents: document /Users/alice/Invoice.rtf (bookmark, volume \"Macintosh HD\"), window 7")
}

@Test func aMacOS15DaemonContainerFolderIsNamedByItsMappingWithItsContainer() throws {
    var files = TimedFiles()
    let container = "/Image/Users/bob/Library/Daemon Containers/7E57C0DE-0000-4000-8000-000000000015"
    try files.copy("appkit-macos15/Daemon Containers/7E57C0DE-0000-4000-8000-000000000015", to: container)
    let folder = container + "/Data/Library/Saved Application State/11111111-2222-4333-8444-555555555555.savedState"
    let all = rows(folder, files)
    #expect(!all.isEmpty)
    for row in all {
        #expect(row.provenance.app == "com.apple.Terminal")
        #expect(row.provenance.user == "bob")
        #expect(row.provenance.container == "7E57C0DE-0000-4000-8000-000000000015")
    }
}

@Test func uikitScenesAreRowsWithTheArchiveSaveTimeAndTheContainer() throws {
    var files = TimedFiles()
    let container = "/Image/private/var/mobile/Containers/Data/Application/0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"
    let folder = container + "/Library/Saved Application State/com.example.Both.savedState"
    try files.copy("archives/com.example.Both.savedState", to: folder)
    let all = rows(folder, files, containerApp: "com.example.Both")
    for row in all {
        #expect(row.platform == .iOS && row.provenance.user == "mobile")
        #expect(row.provenance.container == "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9")
        #expect(row.provenance.containerApp == "com.example.Both")
    }
    let saved = try only(all, .archiveSaved)
    #expect(saved.map(\.timeKind).contains(.archiveSaved))
    #expect(saved.allSatisfy { $0.source == folder + "/data.data" })
    let sessions = try only(all, .sceneSession)
    #expect(sessions.allSatisfy { $0.scene != nil && $0.source == folder + "/KnownSceneSessions/data.data" })
    #expect(try only(all, .sceneTitle).map(\.value) == ["Browsing"])
    #expect(saved.contains { $0.time == 420_735_060 && $0.timeKind == .archiveSaved })
    let activities = try only(all, .sceneActivity)
    #expect(activities.allSatisfy { $0.scene != nil && $0.key == "CanvasRestorationUserActivityTypeKey" })
}

@Test func sceneStorageValuesAreRowsAndADateIsTheirTime() throws {
    let folder =
        "/Image/private/var/mobile/Containers/Data/Application/X/Library/Saved Application State/com.example.SwiftUI.savedState"
    let files = try TimedFiles(copying: "swiftui/com.example.SwiftUI.savedState", to: folder)
    let all = rows(folder, files)
    let storage = try only(all, .sceneStorage)
    #expect(storage.first { $0.key == "searchText" }?.value == "\"restoration\"")
    #expect(storage.first { $0.key == "lastLink" }?.value == "\"https://example.com/notes/7\"")
    let opened = storage.filter { $0.key == "lastOpened" }
    #expect(opened.map(\.timeKind) == [.fileModified, .storedDate])
    #expect(opened.last?.time == 784_000_000)
    #expect(all.allSatisfy { $0.provenance.container == nil }, "X is no UUID")
    let left = try only(rows(folder, files, withoutContent: true), .sceneStorage)
    #expect(left.allSatisfy { $0.value == nil && $0.valueLength != nil && $0.key != nil })
}

@Test func unreadablePartsAreRowsNotErrors() throws {
    var files = TimedFiles()
    let appKit = home + "/com.example.Broken.savedState"
    files.memory.contents[appKit + "/windows.plist"] = Array("not a plist".utf8)
    let broken = rows(appKit, files)
    #expect(broken.map(\.kind) == [.unreadable])
    #expect(broken.first?.source == appKit + "/windows.plist")
    let uikit = home + "/com.example.Cut.savedState"
    files.memory.contents[uikit + "/data.data"] = Array("bplist00".utf8)
    let cut = rows(uikit, files)
    #expect(cut.map(\.kind) == [.unreadable])
    #expect(cut.first?.message.hasPrefix("com.example.Cut: unreadable " + uikit + "/data.data: ") == true)
}

@Test func rowsWithoutATimeComeFirstAndTheOrderIsTotal() throws {
    var memory = MemoryFileSource()
    let folder = home + "/com.apple.Terminal.savedState"
    for name in ["windows.plist", "data.data"] {
        memory.contents[folder + "/" + name] = Array(
            try Data(
                contentsOf: packageRoot.appendingPathComponent("Fixtures/appkit/com.apple.Terminal.savedState/" + name))
        )
    }
    let all = SavedStateTimeline.rows(
        SavedStateInput(folder, in: memory), in: memory,
        provenance: TimelineProvenance(app: "com.apple.Terminal", folder: folder))
    #expect(all.allSatisfy { $0.time == nil && $0.timeKind == .none })
    #expect(TimelineRow.sorted(all.reversed()) == all)
    #expect(all.first?.json.member("datetime") == .string("1970-01-01T00:00:00Z"))
    #expect(all.first?.json.member("timestamp_desc") == .string("Not a time"))
    #expect(all.first?.json.member("timestamp") == .integer(PropertyListInteger(0)))
}

@Test func aRowsJSONHasTimesketchsMembersFirstAndOnlyScalars() throws {
    var row = TimelineRow(
        .windowTitle, platform: .macOS, provenance: TimelineProvenance(app: "com.apple.TextEdit", folder: home),
        folder: home, source: home + "/windows.plist", value: "Invoice.rtf")
    row.time = 753_959_643.5
    row.timeKind = .fileModified
    guard case .object(let members) = row.json else { Issue.record("not an object"); return }
    #expect(members.map(\.0) == TimelineRow.memberNames)
    #expect(
        members.prefix(4).map(\.1) == [
            .string("com.apple.TextEdit: window title \"Invoice.rtf\""), .string("2024-11-22T09:14:03.5Z"),
            .integer(PropertyListInteger(1_732_266_843_500_000)), .string("File modified"),
        ])
    for (_, value) in members {
        if case .array = value { Issue.record("an array member") }
        if case .object = value { Issue.record("an object member") }
    }
}

@Test(
    arguments: [
        ("/Users/alice/Library/Saved Application State/x.savedState", "alice", nil),
        (
            "/Volumes/Image/Users/bob/Library/Daemon Containers/7E57C0DE-0000-4000-8000-000000000015/Data", "bob",
            "7E57C0DE-0000-4000-8000-000000000015"
        ),
        (
            "/private/var/mobile/Containers/Data/Application/0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9/Library", "mobile",
            "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"
        ),
        ("/Users/alice/Documents", nil, nil),
        ("/tmp/Containers/Data/Application/not-a-uuid/Library", nil, nil),
    ] as [(String, String?, String?)])
func provenanceFromAPath(path: String, user: String?, container: String?) {
    #expect(TimelineProvenance.user(inPath: path) == user)
    #expect(TimelineProvenance.container(inPath: path) == container)
}

extension JSONValue {
    /// The member `name` of an object.
    fileprivate func member(_ name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }
}
