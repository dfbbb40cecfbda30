import RestoreKit
import Testing

/// A file source over fixtures in memory that counts, per folder, how often it is asked for its
/// files and for its subfolders: each question once per folder is what a command can answer from
/// one listing of the folder.
final class ListingCounter: FileSource {
    let files: MemoryFiles
    private(set) var fileListings: [String: Int] = [:]
    private(set) var subfolderListings: [String: Int] = [:]

    init(_ files: MemoryFiles) { self.files = files }

    func contents(of path: String) throws -> [UInt8] { try files.contents(of: path) }
    func isFile(_ path: String) -> Bool { files.isFile(path) }
    func isFolder(_ path: String) -> Bool { files.isFolder(path) }
    func folder(of path: String) -> String? { files.folder(of: path) }

    func files(in path: String) -> [String] {
        fileListings[path, default: 0] += 1
        return files.files(in: path)
    }

    func subfolders(of path: String) -> [String] {
        subfolderListings[path, default: 0] += 1
        return files.subfolders(of: path)
    }

    /// The folders asked the same question more than once, with how often.
    var listedAgain: [String] {
        fileListings.filter { $0.value > 1 }.map { "files of \($0.key): \($0.value)" }
            + subfolderListings.filter { $0.value > 1 }.map { "subfolders of \($0.key): \($0.value)" }
    }
}

/// Each way RestoreKit reads what a path names, through a fresh counter.
private func eachReading(of path: String, in memory: MemoryFiles) -> [(what: String, counter: ListingCounter)] {
    var readings: [(String, ListingCounter)] = []
    var counter = ListingCounter(memory)
    _ = try? SavedStateFolder.read(path, in: counter)
    readings.append(("read", counter))
    counter = ListingCounter(memory)
    _ = Validator.validate(path: path, in: counter)
    readings.append(("validate", counter))
    counter = ListingCounter(memory)
    _ = SavedStateSummary(folder: path, in: counter)
    readings.append(("summary", counter))
    counter = ListingCounter(memory)
    if case .appKit(let appKit) = SavedStateInput(path, in: counter) { _ = try? AppKitSavedState(appKit, in: counter) }
    readings.append(("classify and read AppKit", counter))
    return readings
}

@Test(arguments: [
    "archives/com.example.Scenes.savedState", "archives/com.example.TabBar.savedState",
    "archives/com.example.Both.savedState",
    "appkit/com.googlecode.iterm2.savedState", "appkit/com.example.OldStyle.savedState",
])
func readingASavedStateFolderListsEachFolderOnce(fixture: String) throws {
    let memory = try MemoryFiles(fixtures: fixture)
    let path = "/memory/" + fixture
    for (what, counter) in eachReading(of: path, in: memory) {
        #expect(counter.listedAgain.isEmpty, "\(what): \(counter.listedAgain)")
        // It was listed at all: the count is of real questions.
        #expect(counter.fileListings[path] == 1, "\(what) classifies the folder by its files")
    }
}

@Test func anAppKitRecordFileStandsForItsFolderListedOnce() throws {
    let fixture = "appkit/com.apple.Terminal.savedState"
    let counter = ListingCounter(try MemoryFiles(fixtures: fixture))
    let folder = "/memory/" + fixture
    #expect(Validator.validate(path: folder + "/data.data", in: counter).path == folder)
    #expect(counter.listedAgain.isEmpty, "\(counter.listedAgain)")
}

/// What `SavedStateInput` makes of `path`, in a word and the folder it names.
private func classified(_ path: String, in files: some FileSource) -> String {
    switch SavedStateInput(path, in: files) {
    case .standardInput: "standard input"
    case .file(let path): "file \(path)"
    case .uikitFolder(let path): "UIKit \(path)"
    case .namedFolder(let path): "named \(path)"
    case .appKit(let appKit): "AppKit \(appKit.folder)" + (appKit.file.map { " by \($0)" } ?? "")
    case .folderToSearch(let path): "search \(path)"
    case .appBuild(let path): "app \(path)"
    }
}

@Test func eachKindOfPathIsClassifiedByNameAndContents() throws {
    var files = try MemoryFiles(
        fixtures: "archives/com.example.TabBar.savedState", "archives/com.example.Scenes.savedState",
        "appkit/com.googlecode.iterm2.savedState")
    files.contents["/memory/only/com.example.Named.savedState/SCENE/data.data"] = [0]
    let tabBar = "/memory/archives/com.example.TabBar.savedState",
        scenes = "/memory/archives/com.example.Scenes.savedState"
    let iterm = "/memory/appkit/com.googlecode.iterm2.savedState", named = "/memory/only/com.example.Named.savedState"
    let rows: [(path: String, expected: String, line: Int)] = [
        ("-", "standard input", #line),
        (tabBar, "UIKit \(tabBar)", #line),
        (tabBar + "/data.data", "file \(tabBar)/data.data", #line),
        (scenes, "UIKit \(scenes)", #line),
        (iterm, "AppKit \(iterm)", #line),
        (iterm + "/windows.plist", "AppKit \(iterm) by \(iterm)/windows.plist", #line),
        (iterm + "/data.data", "AppKit \(iterm) by \(iterm)/data.data", #line),
        (named, "named \(named)", #line),
        ("/memory/archives", "search /memory/archives", #line),
        ("/memory/none.data", "file /memory/none.data", #line),
    ]
    for row in rows {
        #expect(classified(row.path, in: files) == row.expected, "line \(row.line)")
    }
    #expect(SavedStateInput(tabBar, in: files).archiveFile(in: files) == tabBar + "/data.data")
    #expect(SavedStateInput(named, in: files).archiveFile(in: files) == named + "/data.data")
    #expect(SavedStateInput(scenes, in: files).archiveFile(in: files) == scenes + "/data.data")
    #expect(SavedStateInput("/memory/archives", in: files).archiveFile(in: files) == "/memory/archives")
    #expect(
        !SavedStateInput(named, in: files).isSavedStateFolder && SavedStateInput(iterm, in: files).isSavedStateFolder)
}
