import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// Input that broke the scene-storage commands, diff's and explain's text, and the report's
/// window drawing when they were new (found in review): each fails cleanly now.
struct HostileSceneInputTests {
    static let swiftUI = Tool.fixture("swiftui/com.example.SwiftUI.savedState")

    /// A copy of the SwiftUI fixture in a new folder.
    static func copy(in folder: URL, named name: String) throws -> String {
        let destination = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: swiftUI), to: destination)
        return destination.path
    }

    /// `--scene` with Int.min trapped on `position - 1`; every number out of range is one line, exit 2.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1", "99999999999999999999"])
    func aScenePositionOutOfRangeIsNoScene(_ selector: String) throws {
        let result = try Tool.run(["get", Self.swiftUI, "--scene", selector])
        #expect(result.status == 2, "\(result.error)")
        #expect(
            result.error.hasPrefix("restorectl: ") && result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
    }

    /// A line feed in a key came out raw in diff's and snapshot's lines, where it made a line of
    /// the file's own: a fake "SwiftUI scenes removed" section.
    @Test func aLineFeedFromAFileStartsNoLineOfItsOwn() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.copy(in: folder, named: "A.savedState"), b = try Self.copy(in: folder, named: "B.savedState")
        let fake = "zoom\nSwiftUI scenes removed\n  - FAKE"
        #expect(try Tool.run(["set", b, "--scene", "1", fake, "2"]).status == 0)
        let diff = try Tool.run(["diff", a, b])
        #expect(diff.status == 1)
        #expect(!diff.text.split(separator: "\n").contains("  - FAKE"), "\(diff.text)")
        #expect(diff.text.contains("zoom\\u{a}SwiftUI scenes removed\\u{a}  - FAKE"), "\(diff.text)")
        let golden = folder.appendingPathComponent("golden.json").path
        #expect(try Tool.run(["snapshot", a, "--record", golden]).status == 0)
        let check = try Tool.run(["snapshot", b, "--check", golden])
        #expect(check.status == 1)
        #expect(!check.text.split(separator: "\n").contains("  - FAKE"), "\(check.text)")
    }

    /// A scene's data.data holding the userInfo key twice: reading took the last entry, writing
    /// the first, so `set` said it set a value that nothing then read. A repeated key is refused.
    @Test func aRepeatedActivityKeyIsRefusedNotEditedWhereNobodyReads() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try Self.copy(in: folder, named: "C.savedState")
        let scene = try #require(
            try FileManager.default.contentsOfDirectory(atPath: copy).sorted().first { $0.contains("-") })
        let file = URL(fileURLWithPath: copy).appendingPathComponent(scene + "/data.data")
        // Foundation writes the XML; the key and its data are then given twice, as no writer would.
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
        var xml = String(
            decoding: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0),
            as: UTF8.self)
        let key = "<key>CanvasRestorationUserActivityUserInfoDataKey</key>"
        let start = try #require(xml.range(of: key))
        let end = try #require(xml.range(of: "</data>", range: start.upperBound..<xml.endIndex))
        xml.insert(contentsOf: String(xml[start.lowerBound..<end.upperBound]) + "\n", at: start.lowerBound)
        try Data(xml.utf8).write(to: file)
        let before = try Data(contentsOf: file)
        let result = try Tool.run(["set", copy, "--scene", "1", "zoom", "9"])
        #expect(result.status == 3, "\(result.error)")
        #expect(result.error.contains("more than once"), "\(result.error)")
        #expect(try Data(contentsOf: file) == before)
    }

    /// Frame numbers near Double's limits overflowed to infinity in the SVG's attributes.
    @Test func aFrameThatOverflowsIsNotDrawn() throws {
        let list: [[String: Any]] = [
            ["NSTitle": "huge", "NSWindowFrame": "1e308 -1e308 1e308 1e308 -1e308 0 1512 944"],
            ["NSTitle": "ok", "NSWindowFrame": "80 120 900 700 0 0 1512 944"],
        ]
        let windowList = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
        let state = try AppKitSavedState(windowList: Array(windowList), recordFiles: [])
        var out = HTMLOutput()
        HTMLWindowDrawing().write(state.windows, into: &out)
        #expect(!out.html.contains("inf") && !out.html.contains("nan"))
        #expect(out.html.contains(">ok</text>") && !out.html.contains(">huge<"))
    }
}
