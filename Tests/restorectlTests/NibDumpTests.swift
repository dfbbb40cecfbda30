import Foundation
import Testing

/// `dump --raw` of a NIBArchive nib (Fixtures/apps/nib, written by generate.py) shows its object
/// graph as it shows a keyed archive's.
private let master = Tool.fixture("apps/nib/Main.storyboardc/Master.nib")

@Test func dumpRawShowsANibArchivesObjectsAndClasses() throws {
    let result = try Tool.run(["dump", "--raw", master])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.text.hasPrefix(
            "\(master): NIBArchive archive, version 9, 27 objects\n  UINibTopLevelObjectsKey (NSArray, 3 elements)\n"))
    for line in [
        "    [2] (UIClassSwapper) $objects[6]\n",
        "      UIClassName (string) = \"_TtC7Example20MasterViewController\"\n",
        "      UIOriginalClassName (string) = \"UITableViewController\"\n",
        "    [3] (UIStoryboardViewControllerPlaceholder) $objects[12]\n",
        "      UIDestination → $objects[6] (UIClassSwapper, shown above)\n",
    ] {
        #expect(result.text.contains(line), "\(line)")
    }
}

@Test func dumpRawOfANibInJSON() throws {
    let result = try Tool.run(["dump", "--raw", "--format", "json", Tool.fixture("apps/nib/cycle.nib")])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(json["archiver"] as? String == "NIBArchive")
    let top = try #require(json["top"] as? [String: Any])
    let first = try #require(top["self"] as? [String: Any])
    #expect(first["$class"] as? String == "NSObject")
    #expect((first["next"] as? [String: Any])?["$class"] as? String == "UIView")
}

@Test func dumpRawOfANibFolderReadsTheFileUIKitReads() throws {
    let folder = try Tool.run(["dump", "--raw", Tool.fixture("apps/nib/Main.storyboardc/Detail.nib")])
    let file = try Tool.run(["dump", "--raw", Tool.fixture("apps/nib/Main.storyboardc/Detail.nib/objects-13.0+.nib")])
    #expect(folder.status == 0 && folder.text.contains("UIRestorationIdentifier (string) = \"Detail\""))
    #expect(folder.text.split(separator: "\n").dropFirst() == file.text.split(separator: "\n").dropFirst())
}

@Test func dumpRawOfADamagedNibIsOneLineAndExit3() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let damaged = folder.appendingPathComponent("damaged.nib")
    try Data(try Data(contentsOf: URL(fileURLWithPath: Tool.fixture("apps/nib/cycle.nib"))).prefix(60)).write(
        to: damaged)
    let result = try Tool.run(["dump", "--raw", damaged.path])
    #expect(result.status == 3)
    #expect(
        result.error
            == "restorectl: \(damaged.path): not a readable NIBArchive: at byte 38: the value table's offset 71 is past the end of the file (60 bytes)\n"
    )
}
