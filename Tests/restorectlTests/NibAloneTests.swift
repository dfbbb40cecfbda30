import Foundation
import Testing

/// A compiled nib given alone: `dump` shows it (its top objects and view controllers, read by the
/// storyboard's nib reader); the commands that read property lists or saved state name it, with
/// the command that shows it, in one line and exit 3. They said "text that is not UTF-8 at offset
/// 0x26" of a NIBArchive file and "is a folder, not a file" of a nib folder.
private let master = Tool.fixture("apps/nib/Main.storyboardc/Master.nib")
/// A nib folder as Xcode compiles one for several OS versions: objects-13.0+.nib and runtime.nib.
private let detail = Tool.fixture("apps/nib/Main.storyboardc/Detail.nib")

@Test func dumpOfANibFileShowsItsTopObjectsAndViewControllers() throws {
    let result = try Tool.run(["dump", master])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    #expect(
        result.text == """
            \(master): compiled nib (NIBArchive)
              top objects (3)
                UIProxyObject placeholder "IBFilesOwner"
                UIProxyObject placeholder "UIStoryboardPlaceholder"
                Example.MasterViewController (_TtC7Example20MasterViewController) standing for UITableViewController
              view controllers (1)
                Example.MasterViewController (_TtC7Example20MasterViewController) standing for UITableViewController, restoration identifier "Master", storyboard identifier "Master"

            """, "\(result.text)")
}

@Test func dumpOfANibFolderShowsTheFileUIKitReads() throws {
    let result = try Tool.run(["dump", "--format", "json", detail])
    #expect(result.status == 0, "\(result.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(document["kind"] as? String == "nib")
    #expect(document["format"] as? String == "NIBArchive")
    #expect(document["fileInFolder"] as? String == "objects-13.0+.nib")
    let top = try #require(document["topObjects"] as? [[String: Any]])
    #expect(
        top.map { $0["className"] as? String } == [
            "UIProxyObject", "UIProxyObject", "_TtC7Example20DetailViewController",
        ])
    let controllers = try #require(document["viewControllers"] as? [[String: Any]])
    // runtime.nib's scene has no restoration identifier: "Detail" is objects-13.0+.nib's.
    #expect(controllers.map { $0["restorationIdentifier"] as? String } == ["Detail"])
    #expect(controllers.map { $0["displayName"] as? String } == ["Example.DetailViewController"])
}

@Test func dumpRawOfANibStillShowsItsObjects() throws {
    for nib in [master, detail] {
        let result = try Tool.run(["dump", "--raw", nib])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text.contains(": NIBArchive archive, version 9, "))
        // A nib has no root object by design: no warning that NSKeyedUnarchiver finds none.
        #expect(result.error.isEmpty, "\(result.error)")
    }
}

@Test func commandsThatTakeNoNibNameItWithTheCommandThatShowsIt() throws {
    let rows = [(master, "a compiled nib (NIBArchive)"), (detail, "a compiled nib (a nib folder)")]
    for (nib, kind) in rows {
        let commands =
            InputKindMessageTests.archiveCommands.filter { $0.first != "dump" }
            + [InputKindMessageTests.convert, InputKindMessageTests.lint]
        for command in commands {
            let arguments = command.map { $0 == "@" ? nib : $0 }
            let result = try Tool.run(arguments)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments)")
            #expect(
                result.error
                    == "restorectl: \(nib): \(kind), not a property list or saved state; dump shows it, dump --raw its objects\n",
                "\(arguments)")
        }
        let validate = try Tool.run(["validate", nib])
        #expect(validate.status == 3)
        let said = "\(kind), not a property list or saved state; dump shows it, dump --raw its objects"
        // A file is validated, and fails; a folder is walked, and holds nothing to validate.
        #expect(
            validate.text + validate.error
                == (nib == master ? "\(nib): error: \(said) [malformed-plist]\n" : "restorectl: \(nib): \(said)\n"))
    }
}
