import Foundation
import RestoreKit
import Testing

/// Saved state read from memory: RestoreKit reads folders only through a `FileSource`,
/// so a test (or an app) can hand it files from anywhere.
typealias MemoryFiles = MemoryFileSource

extension MemoryFileSource {
    /// The fixture folder `name` (below Fixtures/), its files kept under `/memory/NAME/...`.
    init(fixtures names: String...) throws {
        self.init()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        for name in names {
            let folder = root.appendingPathComponent(name)
            let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let relative as String in enumerator where !relative.hasPrefix(".") {
                var isFolder: ObjCBool = false
                let url = folder.appendingPathComponent(relative)
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                contents["/memory/\(name)/\(relative)"] = Array(try Data(contentsOf: url))
            }
        }
    }
}

@Test func aSceneFolderIsReadFromMemory() throws {
    let files = try MemoryFiles(fixtures: "archives/com.example.Scenes.savedState")
    let path = "/memory/archives/com.example.Scenes.savedState"
    #expect(SavedStateFolder.isSavedState(path, in: files))
    let folder = SavedStateFolder(path: path, in: files)
    #expect(folder.archivePath == nil)
    #expect(folder.knownSessionsError == nil)
    #expect(
        folder.scenes.map(\.identifier).sorted() == [
            "6C1A0D7E-0F5B-4C8E-9A55-3B7E1C2D4F60", "B2E4F6A8-1C3D-4E5F-8A9B-0C1D2E3F4A5B",
        ])
    #expect(folder.scenes.allSatisfy { $0.hasFolder })
    let withUserInfo = try #require(folder.scenes.first { $0.identifier.hasPrefix("6C1A") })
    #expect(withUserInfo.userInfo != nil && withUserInfo.internalUserInfo != nil)
    #expect(SavedStateFolder.bundleIdentifier(of: path) == "com.example.Scenes")
}

@Test func anArchiveIsLoadedFromMemoryWithTheFilesBesideIt() throws {
    let files = try MemoryFiles(fixtures: "archives/com.example.TabBar.savedState")
    let path = "/memory/archives/com.example.TabBar.savedState"
    let saved = try SavedStateFolder.read(path, in: files)
    let archive = try #require(saved.archive)
    #expect(archive.metadata.bundleVersion == "1.2.2.198")
    #expect(archive.restorationInfo != nil)
    #expect(saved.marker?.triesLeft != nil)
    // The same archive, by its file: no scene state, so no folder, but the marker beside it.
    let byFile = try SavedStateFolder.read(path + "/data.data", in: files)
    #expect(
        byFile.folder == nil && byFile.archive?.objects.count == archive.objects.count && byFile.marker == saved.marker)
    let validated = Validator.validate(path: path, in: files)
    #expect(validated.path == path + "/data.data")
    #expect(validated.findings.map(\.rule) == Validator.validate(archive).map(\.rule))
}

@Test func aFileTheSourceCannotReadKeepsTheSourcesError() throws {
    var files = try MemoryFiles(fixtures: "appkit/com.googlecode.iterm2.savedState")
    let folder = "/memory/appkit/com.googlecode.iterm2.savedState"
    guard case .appKit(let appKit) = SavedStateInput(folder + "/windows.plist", in: files) else {
        Issue.record("not AppKit"); return
    }
    #expect(appKit.folder == folder)
    #expect(try AppKitSavedState(folder: folder, in: files).windows.isEmpty == false)
    #expect(throws: SavedStateError.self) { try RestorationArchive(file: folder + "/none.data", in: files) }
    do {
        _ = try RestorationArchive(file: folder + "/none.data", in: files)
    } catch {
        guard case .unreadableFile(let underlying) = error.reason else { Issue.record("\(error.reason)"); return }
        #expect((underlying as? MemoryFiles.Missing)?.path == folder + "/none.data")
        #expect(error.description == "no such file in memory")
    }
    // A window list that is no list: the AppKit reader's own error, kept.
    files.contents[folder + "/windows.plist"] = Array("<plist><string>x</string></plist>".utf8)
    #expect(throws: AppKitFolderError.self) { try AppKitSavedState(folder: folder, in: files) }
}

@Test func bytesThatHoldAnotherKeyedArchiveAreNoRestorationArchive() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let other = Array(
        try Data(contentsOf: fixtures.appendingPathComponent("real/foundation-NSIndexPath-ManyIndices.archive")))
    #expect(throws: SavedStateError.self) { try RestorationArchive(contents: other, of: "other.archive") }
    do {
        _ = try RestorationArchive(contents: other, of: "other.archive")
        Issue.record("read as a restoration archive")
    } catch {
        guard case .notRestorationArchive = error.reason else { Issue.record("\(error.reason)"); return }
        #expect(error.path == "other.archive")
        #expect(error.description == "a keyed archive, but not a state restoration archive ($top has root)")
    }
    do {
        _ = try RestorationArchive(contents: [], of: "empty.data")
        Issue.record("read an empty file")
    } catch {
        guard case .notKeyedArchive = error.reason else { Issue.record("\(error.reason)"); return }
        #expect(error.description == "file is empty")
    }
    let tabBar = Array(
        try Data(contentsOf: fixtures.appendingPathComponent("archives/com.example.TabBar.savedState/data.data")))
    #expect(try RestorationArchive(contents: tabBar, of: "data.data").objects.count == 6)
}

@Test func aFolderWithoutSavedStateIsAnErrorThatSaysSo() throws {
    var files = MemoryFiles()
    files.contents["/memory/empty/notes.txt"] = Array("x".utf8)
    #expect(!SavedStateFolder.isSavedState("/memory/empty", in: files))
    #expect(throws: SavedStateError.self) { try SavedStateFolder.read("/memory/empty", in: files) }
}

@Test func aKnownClassesListSkipsBlankLinesAndCommentsAndTrimsSpaces() {
    let list = Array(
        "# the app's classes\r\n  Example.FeedViewController\t\r\n\n_TtC7Example18FeedViewController\n  # indented comment\nUIKitOwn \n"
            .utf8)
    #expect(
        ValidationExpectations.knownClasses(inList: list) == [
            "Example.FeedViewController", "_TtC7Example18FeedViewController", "UIKitOwn",
        ])
}

@Test func theBookkeepingEntriesOfRemovedObjectsAreFirstRespondersThenTheClassMap() throws {
    let files = try MemoryFiles(fixtures: "archives/com.example.TabBar.savedState")
    let archive = try RestorationArchive(file: "/memory/archives/com.example.TabBar.savedState/data.data", in: files)
    let stack = "TabController/:[1]:/NavigationController"
    let removed = Set(archive.objects.map(\.path).filter { IdentifierPath.isWithin($0, stack) })
    let entries = archive.bookkeepingEntries(naming: removed)
    #expect(entries.map(\.key) == [RestorationKey.firstResponders, RestorationKey.classMap, RestorationKey.classMap])
    #expect(
        entries.map(\.path) == [
            stack + "/:[1]:/DetailViewController", stack + "/:[0]:/SettingsViewController",
            stack + "/:[1]:/DetailViewController",
        ])
    #expect(archive.bookkeepingEntries(naming: []).isEmpty)
}
