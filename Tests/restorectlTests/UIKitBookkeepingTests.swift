import Foundation
import Testing

/// `dump --format json` of `file`, as Foundation reads it.
func dumpJSON(_ file: String) throws -> [String: Any] {
    let result = try Tool.run(["dump", "--format", "json", file])
    #expect(result.status == 0, "\(result.error)")
    return try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
}

func object(_ document: [String: Any], _ path: String) -> [String: Any]? {
    (document["objects"] as? [[String: Any]])?.first { $0["path"] as? String == path }
}

let settingsPath = "TabController/:[1]:/NavigationController/:[0]:/SettingsViewController"

@Test func dumpShowsUIKitsRootKeysAndLeavesThemOutOfExtra() throws {
    let document = try dumpJSON(tabBar)
    #expect(document["firstResponders"] as? [String] == [detailPath])
    #expect(
        document["sizeClasses"] as? [String: [String: String]] == [
            "MainWindow": ["horizontal": "compact", "vertical": "regular"]
        ])
    #expect(document["ignoreSnapshot"] as? Bool == false)
    #expect((document["extra"] as? [String: Any]).map { Set($0.keys) } == ["lastOpenedDocument", "launchCount"])
    let text = try Tool.run(["dump", tabBar]).text
    #expect(text.contains("  first responders \(detailPath)\n"))
    #expect(text.contains("  size classes     \"MainWindow\": horizontal compact, vertical regular\n"))
    #expect(text.contains("  ignore snapshot  no (kIgnoreSnapshotKey)\n"))
}

@Test func snapshotFlagComesFromTheArchiveThenRestorationInfoThenNothing() throws {
    #expect(
        try dumpJSON(Tool.fixture("archives/com.example.Mail.savedState/data.data"))["ignoreSnapshot"] as? Bool == true)
    #expect(try dumpJSON(Tool.fixture("archives/com.example.Both.savedState"))["ignoreSnapshot"] is NSNull)
    // The archive's own key wins over restorationInfo.plist.
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = try PropertyListSerialization.data(
        fromPropertyList: ["kIgnoreSnapshotKey": "YES"], format: .xml, options: 0)
    try info.write(to: folder.appendingPathComponent("restorationInfo.plist"))
    #expect(try dumpJSON(file.path)["ignoreSnapshot"] as? Bool == false)
    #expect(try Tool.run(["dump", file.path]).text.contains("  ignore snapshot  no (kIgnoreSnapshotKey)\n"))
}

@Test func storyboardLeavesStateForItsOwnMember() throws {
    let settings = try #require(object(try dumpJSON(tabBar), settingsPath))
    let reference = try #require(settings["storyboard"] as? [String: Any])
    #expect(reference["name"] as? String == "Main")
    #expect(reference["bundlePath"] is NSNull)
    #expect(reference["identifier"] as? String == "Settings")
    let state = try #require(settings["state"] as? [String: Any])
    #expect(!state.keys.contains { $0.hasPrefix("UIStateRestorationViewControllerStoryboard") })
    let mailbox = try #require(
        object(
            try dumpJSON(Tool.fixture("archives/com.example.Mail.savedState/data.data")),
            "Split/:[0]:/Master/:[0]:/Boîte de réception"))
    let storyboard = try #require(mailbox["storyboard"] as? [String: String])
    #expect(storyboard["bundlePath"]?.hasSuffix("MailUI.framework") == true)
    #expect(storyboard["identifier"] == "MailboxList")
    #expect(object(try dumpJSON(tabBar), detailPath)?["storyboard"] is NSNull)
    #expect(
        try Tool.run(["dump", tabBar]).text.contains(
            "restoration class Example.SettingsViewController, storyboard \"Main\", identifier \"Settings\")\n"))
}

@Test func setMetaWritesUIKitsRootKeysAndDiffReportsThem() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (field, value) in [
        ("ignore-snapshot", "true"), ("first-responders", "TabController,\(feedPath)"),
        ("size-class", "MainWindow=regular,compact"),
        ("size-class", "Side Panel=unspecified,regular"),
    ] {
        let result = try Tool.run(["set", file.path, "--meta", field, value])
        #expect(result.status == 0, "\(field): \(result.error)")
    }
    #expect(
        try Tool.run(["remove", file.path, settingsPath, "UIStateRestorationViewControllerStoryboardIdentifier"]).status
            == 0)
    let document = try dumpJSON(file.path)
    #expect(document["ignoreSnapshot"] as? Bool == true)
    #expect(document["firstResponders"] as? [String] == ["TabController", feedPath])
    #expect(
        document["sizeClasses"] as? [String: [String: String]] == [
            "MainWindow": ["horizontal": "regular", "vertical": "compact"],
            "Side Panel": ["horizontal": "unspecified", "vertical": "regular"],
        ])
    let diff = try Tool.run(["diff", tabBar, file.path])
    #expect(diff.status == 1)
    #expect(
        diff.text == """
            metadata
              ~ firstResponders: ["\(detailPath)"] → ["TabController","\(feedPath)"]
              ~ sizeClasses: {"MainWindow":{"horizontal":"compact","vertical":"regular"}} → {"MainWindow":{"horizontal":"regular","vertical":"compact"},"Side Panel":{"horizontal":"unspecified","vertical":"regular"}}
              ~ ignoreSnapshot: false → true
            \(settingsPath)
              ~ storyboard: {"name":"Main","bundlePath":null,"identifier":"Settings"} → {"name":"Main","bundlePath":null,"identifier":null}

            """)
    #expect(
        try Tool.run(["validate", "--strict", file.path]).status == 0, "what set --meta writes is what UIKit writes")
}

@Test(arguments: [
    ["first-responders", "TabController/:[9]:/Nowhere"], ["size-class", "MainWindow=huge,regular"],
    ["size-class", "MainWindow"],
    ["ignore-snapshot", "maybe"],
])
func setMetaRefusesWhatUIKitWouldNotWrite(_ arguments: [String]) throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    let result = try Tool.run(["set", file.path, "--meta"] + arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("restorectl: \(file.path): "))
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: file) == before)
}

@Test func removeDropsRemovedPathsFromTheFirstResponders() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Tool.run(["remove", file.path, detailPath]).status == 0)
    #expect(try dumpJSON(file.path)["firstResponders"] as? [String] == [])
}
