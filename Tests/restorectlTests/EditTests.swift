import Foundation
import RestoreKit
import Testing

let feedPath = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
let detailPath = "TabController/:[1]:/NavigationController/:[1]:/DetailViewController"

/// A scratch copy of the TabBar fixture (with its inprogress.data) in a fresh folder.
func scratchCopy() throws -> (folder: URL, file: URL) {
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("data.data")
    try FileManager.default.copyItem(atPath: tabBar, toPath: file.path)
    return (folder, file)
}

func rootArchive(_ url: URL) throws -> KeyedArchive {
    try KeyedArchive(bytes: Array(try Data(contentsOf: url)))
}

/// Every `$top` value's data bytes, by key: the objects' coders as stored.
func coderBytes(_ archive: KeyedArchive) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    for field in archive.top { if let bytes = field.value.dataBytes { result[field.key] = bytes } }
    return result
}

@Test func setChangesOneKeyAndLeavesEveryOtherCoderByteIdentical() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try rootArchive(file)
    let result = try Tool.run(["set", file.path, feedPath, "selectedIndex", "5", "--type", "integer"])
    #expect(result.status == 0, "\(result.error)")
    #expect(try Tool.run(["get", file.path, feedPath, "selectedIndex"]).text == "5\n")
    let after = try rootArchive(file)
    #expect(after.top.map(\.key) == before.top.map(\.key), "$top keeps its order")
    let oldCoders = coderBytes(before), newCoders = coderBytes(after)
    for (key, bytes) in oldCoders where key != feedPath {
        #expect(newCoders[key] == bytes, "\(key) changed")
    }
    #expect(newCoders[feedPath] != oldCoders[feedPath])
    // The edited coder keeps its other keys, in order, and the integer stays inline.
    let oldCoder = try KeyedArchive(bytes: try #require(oldCoders[feedPath]))
    let newCoder = try KeyedArchive(bytes: try #require(newCoders[feedPath]))
    #expect(newCoder.top.map(\.key) == oldCoder.top.map(\.key))
    #expect(newCoder["selectedIndex"] == .inline(.int(5)))
    #expect(RestorationArchive(archive: after).metadata == RestorationArchive(archive: before).metadata)
}

@Test func setMetadataKeepsTheArchivesSpelling() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.data")
    let mail = Tool.fixture("archives/com.example.Mail.savedState/data.data")
    let result = try Tool.run(["set", mail, "--meta", "idiom", "phone", "-o", out.path])
    #expect(result.status == 0, "\(result.error)")
    let archive = try rootArchive(out)
    #expect(archive["UIApplicationStateRestorationUserInterfaceIdiomKey"] == .inline(.int(0)))
    #expect(archive["UIApplicationStateRestorationUserInterfaceIdiom"] == nil)
    #expect(coderBytes(archive) == coderBytes(try rootArchive(URL(fileURLWithPath: mail))))
}

@Test func removeTakesTheSubtreeAndKeepsListAndClassMapConsistent() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stack = "TabController/:[1]:/NavigationController"
    let result = try Tool.run(["remove", file.path, stack])
    #expect(result.status == 0)
    #expect(result.error == "restorectl: \(file.path): warning: `TabController` still refers to removed `\(stack)`\n")
    #expect(
        try Tool.run(["paths", file.path]).text
            == "TabController\nTabController/:[0]:/NavigationController\n\(feedPath)\n")
    let view = RestorationArchive(archive: try rootArchive(file))
    #expect(view.listedPaths == ["TabController", "TabController/:[0]:/NavigationController", feedPath])
    #expect(view.classMap.isEmpty, "both class-map entries were below the removed path")
    // What is left validates, but for the references the contract says remove leaves.
    let validate = try Tool.run(["validate", file.path])
    #expect(validate.status == 1)
    // Each finding's line, then what to change (help:).
    #expect(
        validate.text.split(separator: "\n").allSatisfy {
            $0.hasSuffix("[dangling-reference]") || $0.hasPrefix("    help: ")
        })
}

@Test func removeKeyDropsOneCoderKey() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Tool.run(["remove", file.path, feedPath, "filter"]).status == 0)
    let keys = try Tool.run(["get", file.path, feedPath, "--format", "json"]).text
    #expect(!keys.contains("\"filter\""))
    #expect(keys.contains("\"selectedIndex\""))
}

struct FailedEdit: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { message }
}

@Test(
    "an edit that cannot be made leaves the file untouched",
    arguments: [
        FailedEdit(
            arguments: ["set", "FILE", "No/Such/Path", "key", "v"], status: 2,
            message: "no object at path 'No/Such/Path'"),
        FailedEdit(
            arguments: ["set", "FILE", feedPath, "selectedIndex", "five", "--type", "integer"], status: 2,
            message: "'five' is not an integer"),
        FailedEdit(
            arguments: ["set", "FILE", feedPath, "when", "yesterday", "--type", "date"], status: 2,
            message: "'yesterday' is not an ISO 8601 date like 2014-05-02T14:51:00Z"),
        FailedEdit(
            arguments: ["set", "FILE", "--meta", "idiom", "watch"], status: 2,
            message:
                "`idiom` holds an idiom number: 'watch' is not an idiom (unspecified, phone, pad, tv, carPlay, mac, vision, or a number)"
        ),
        FailedEdit(
            arguments: ["remove", "FILE", feedPath, "noSuchKey"], status: 2,
            message:
                "'\(feedPath)': no key `noSuchKey` in the coder (its keys: scrollOffset, kUIStateRestorationClassNameKey, selectedIndex, kViewRestorationDataKey, kObjectIsViewControllerKey, lastRefresh, kViewControllerViewWasLoadedKey, filter)"
        ),
    ])
func failedEdit(_ row: FailedEdit) throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    let result = try Tool.run(row.arguments.map { $0 == "FILE" ? file.path : $0 })
    #expect(result.status == row.status)
    #expect(result.error.hasPrefix("restorectl: \(file.path): \(row.message)"), "\(result.error)")
    #expect(try Data(contentsOf: file) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["data.data"])
}

@Test func aWriteThatFailsHalfwayLeavesTheOriginalAndNoTemporaryFile() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    let result = try Tool.run(
        ["set", file.path, feedPath, "selectedIndex", "9", "--type", "integer"],
        environment: ["RESTORECTL_FAULT_INJECTION": "write"])
    #expect(result.status == 3)
    #expect(result.error == "restorectl: \(file.path): cannot write: no space left on device\n")
    #expect(try Data(contentsOf: file) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["data.data"])
}

@Test func backupKeepsTheOriginal() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    #expect(
        try Tool.run(["set", file.path, "--meta", "system-version", "18.0", "--backup"]).text
            == "original kept as \(file.path).orig\n")
    #expect(try Data(contentsOf: folder.appendingPathComponent("data.data.orig")) == before)
    #expect(try Data(contentsOf: file) != before)
}

@Test func diffReportsEachKindOfChangeAndExitsOneWhenDifferent() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Tool.run(["diff", tabBar, tabBar]).status == 0)
    _ = try Tool.run(["set", file.path, feedPath, "selectedIndex", "3", "--type", "integer"])
    _ = try Tool.run(["remove", file.path, detailPath])
    _ = try Tool.run(["set", file.path, "--meta", "bundle-version", "1.3"])
    let result = try Tool.run(["diff", tabBar, file.path])
    #expect(result.status == 1)
    #expect(
        result.text == """
            metadata
              ~ bundleVersion: "1.2.2.198" → "1.3"
              ~ firstResponders: ["\(detailPath)"] → []
            paths removed
              - \(detailPath)
            \(feedPath)
              ~ selectedIndex: 2 → 3

            """)
    let json = try Tool.run(["diff", "--format", "json", tabBar, file.path])
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(object["equal"] as? Bool == false)
    #expect(object["removed"] as? [String] == [detailPath])
}
