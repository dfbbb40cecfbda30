import Foundation
import RestoreKit
import Testing

/// `SavedStateSummary`, what `restorectl find` lists, made from folders in memory.
struct SavedStateSummaryTests {
    @Test func aUIKitFolderIsSummarisedByItsArchiveMarkerAndScenes() throws {
        let files = try MemoryFiles(
            fixtures: "archives/com.example.TabBar.savedState", "archives/com.example.Scenes.savedState")
        let tabBar = SavedStateSummary(folder: "/memory/archives/com.example.TabBar.savedState", in: files)
        #expect(tabBar.kind == .uikit)
        #expect(tabBar.file == "/memory/archives/com.example.TabBar.savedState/data.data")
        #expect(tabBar.bundleIdentifier == "com.example.TabBar")
        #expect(tabBar.metadata?.bundleVersion == "1.2.2.198" && tabBar.metadata?.idiom == "phone")
        #expect(tabBar.objectCount == 6 && tabBar.sceneCount == 0 && tabBar.windowCount == nil)
        #expect(tabBar.marker?.triesLeft == 1)
        #expect(tabBar.saved.map { ReferenceDate.iso8601($0) } == "2014-05-02T14:51:00Z")
        #expect(tabBar.failure == nil)

        let scenes = SavedStateSummary(folder: "/memory/archives/com.example.Scenes.savedState", in: files)
        #expect(scenes.file == nil && scenes.metadata == nil && scenes.objectCount == nil && scenes.saved == nil)
        #expect(scenes.sceneCount == 2)
    }

    @Test func anAppKitFolderIsSummarisedByItsWindowsAndHasNoSaveTime() throws {
        let files = try MemoryFiles(fixtures: "appkit/com.apple.Terminal.savedState")
        let summary = SavedStateSummary(folder: "/memory/appkit/com.apple.Terminal.savedState", in: files)
        #expect(summary.kind == .appkit)
        #expect(summary.file == "/memory/appkit/com.apple.Terminal.savedState/data.data")
        #expect(summary.bundleIdentifier == "com.apple.Terminal")
        #expect(summary.metadata?.bundleVersion == "455")
        #expect(summary.windowCount == 3 && summary.titles == ["user — -zsh — 80×24", "user — make test — 120×40"])
        #expect(
            summary.sceneCount == nil && summary.objectCount == nil && summary.saved == nil && summary.failure == nil)
    }

    @Test func anUnreadableArchiveIsSummarisedWithTheDecodersError() throws {
        var files = MemoryFiles()
        files.contents["/memory/com.example.Broken.savedState/data.data"] = Array("bplist00garbage".utf8)
        let summary = SavedStateSummary(folder: "/memory/com.example.Broken.savedState", in: files)
        guard case .archive(let error)? = summary.failure, case .notKeyedArchive = error.reason else {
            Issue.record("\(String(describing: summary.failure))")
            return
        }
        #expect(
            summary.failure?.description
                == "truncated: the file is 15 bytes, shorter than the smallest binary property list (41) at offset 0xf")
        #expect(summary.objectCount == nil && summary.sceneCount == 0)
    }

    @Test func theJSONFormPutsTheClientsLocationAfterTheBundleIdentifier() throws {
        let files = try MemoryFiles(fixtures: "archives/com.example.TabBar.savedState")
        let summary = SavedStateSummary(folder: "/memory/archives/com.example.TabBar.savedState", in: files)
        guard case .object(let members) = summary.json(location: [("device", .null)]) else {
            Issue.record("not an object")
            return
        }
        #expect(
            members.map(\.0) == [
                "folder", "kind", "file", "bundleId", "device", "bundleVersion", "systemVersion", "idiom", "idiomValue",
                "timestamp", "saved", "objects", "scenes", "windows", "titles", "inProgress", "error",
            ])
        #expect(members.first { $0.0 == "saved" }?.1 == .string("2014-05-02T14:51:00Z"))
        #expect(members.first { $0.0 == "objects" }?.1 == .integer(PropertyListInteger(6)))
    }
}
