import Foundation
import Testing

/// Issue 53, item 9: an Xcode container download (`NAME.xcappdata`, Devices and Simulators'
/// "Download Container", the usual way saved state is shared) is read by `dump` and `explain` as
/// `validate` reads it: the saved state below `AppData/Library/Saved Application State`.
struct XcodeContainerTests {
    /// A package laid out as Xcode writes one, holding copies of `savedStates` (fixtures).
    static func package(_ savedStates: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("restorectl-\(UUID())")
        let package = root.appendingPathComponent("Example 2026-11-29.xcappdata")
        let folder = package.appendingPathComponent("AppData/Library/Saved Application State")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<plist version=\"1.0\"><dict/></plist>".utf8).write(
            to: package.appendingPathComponent("AppDataInfo.plist"))
        for savedState in savedStates {
            let source = URL(fileURLWithPath: Tool.fixture(savedState))
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(source.lastPathComponent))
        }
        return package
    }

    @Test func dumpAndExplainReadThePackagesSavedState() throws {
        let package = try Self.package(["archives/com.example.TabBar.savedState"])
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let inside = package.path + "/AppData/Library/Saved Application State/com.example.TabBar.savedState"
        for command in [["dump"], ["dump", "--format", "json"], ["explain"]] {
            let given = try Tool.run(command + [package.path])
            let direct = try Tool.run(command + [inside])
            #expect(given.status == direct.status, "\(command): \(given.error)")
            #expect(given.text == direct.text, "\(command)")
        }
        #expect(try Tool.run(["validate", package.path]).status == 0)
    }

    @Test func aPackageWithSeveralSavedStatesNamesThem() throws {
        let package = try Self.package([
            "archives/com.example.TabBar.savedState", "archives/com.example.Scenes.savedState",
        ])
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let dump = try Tool.run(["dump", package.path])
        #expect(dump.status == 3)
        #expect(dump.error.contains("is a folder of 2 saved states"), "\(dump.error)")
    }
}
