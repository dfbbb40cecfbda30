import Foundation
import Testing

/// The rules the SwiftUI scene fixture covers (`swiftUIActivityRulesEachFindTheirProblem`).
let swiftUISceneRules: Set = ["activity-without-userinfo", "unexpected-userinfo-class"]

private let swiftUIFolder = Tool.fixture("swiftui/com.example.SwiftUI.savedState")
private let mainScene = "7D3F2A10-5B6C-4D8E-9F01-23456789ABCD"

@Test func swiftUIActivityRulesEachFindTheirProblem() throws {
    let result = try Tool.run(["validate", "--format", "json", Tool.fixture("rules/swiftui.savedState")])
    #expect(result.status == 1)
    let line = try #require(result.text.split(separator: "\n").first)
    let findings = try #require(
        (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
    let byScene = Dictionary(
        findings.map { ($0["path"] as? String ?? "", $0["rule"] as? String ?? "") },
        uniquingKeysWith: { first, _ in first })
    #expect(findings.count == 3)
    #expect(byScene["A1000000-0000-0000-0000-000000000001"] == "activity-without-userinfo")
    #expect(byScene["A2000000-0000-0000-0000-000000000002"] == "scene-unreadable")
    #expect(byScene["A3000000-0000-0000-0000-000000000003"] == "unexpected-userinfo-class")
    #expect(try Tool.run(["validate", "--strict", swiftUIFolder]).status == 0)
}

@Test func dumpListsEverySceneStorageKeyWithItsTypeAndValue() throws {
    let text = try Tool.run(["dump", swiftUIFolder]).text
    for line in [
        "sceneID \"main\"", "\"selectedTab\" (Int) = 2", "\"showInspector\" (Bool) = true", "\"zoom\" (Double) = 1.25",
        "\"searchText\" (String) = \"restoration\"", "\"thumbnail\" (Data) = 6 bytes: 89 50 4e 47 0d 0a",
        "\"lastLink\" (URL) = https://example.com/notes/7", "\"lastOpened\" (Date) = 2025-11-05T01:46:40Z",
        "\"Sidebar/expandedSection\" (String, domain \"Sidebar\") = \"Recents\"",
        "\"selection\" (JSON) = {\"id\":7,\"entity\":\"Note\"}",
        "sceneType \"Example.Note.ID\"", "sceneValue (JSON) = {\"id\":7}",
    ] {
        #expect(text.contains(line), "\(line)")
    }
    #expect(
        !text.contains("\"com.apple.SwiftUI.sceneID\""), "the metadata keys are apart from the @SceneStorage values")
}

/// Copies the SwiftUI fixture into a fresh folder and returns the copy's path.
private func editableCopy() throws -> String {
    let folder = try Tool.temporaryFolder().appendingPathComponent("com.example.SwiftUI.savedState")
    try FileManager.default.copyItem(atPath: swiftUIFolder, toPath: folder.path)
    return folder.path
}

@Test func settingOneKeyChangesOnlyThatKeyInTheDump() throws {
    let copy = try editableCopy()
    let before = try Tool.run(["dump", copy]).text
    let set = try Tool.run(["set", copy, "--scene", "1", "selectedTab", "5"])
    #expect(set.status == 0, "\(set.error)")
    let after = try Tool.run(["dump", copy]).text
    let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
    #expect(
        changed.map { "\($0.0) -> \($0.1)" } == [
            "          \"selectedTab\" (Int) = 2 ->           \"selectedTab\" (Int) = 5"
        ])
    #expect(try Tool.run(["get", copy, "--scene", mainScene, "selectedTab"]).text == "5\n")
}

@Test func setKeepsTheStoredTypeAndRefusesTextOfAnother() throws {
    let copy = try editableCopy()
    let refused = try Tool.run(["set", copy, "--scene", "1", "showInspector", "maybe"])
    #expect(refused.status == 2, "\(refused.error)")
    #expect(refused.error.contains("'showInspector' holds a Bool"))
    #expect(try Tool.run(["set", copy, "--scene", "1", "zoom", "2"]).status == 0)
    #expect(try Tool.run(["dump", copy]).text.contains("\"zoom\" (Double) = 2"))
    let removed = try Tool.run(["remove", copy, "--scene", "1", "legacyLayout"])
    #expect(removed.status == 0, "\(removed.error)")
    #expect(!(try Tool.run(["dump", copy]).text.contains("legacyLayout")))
    #expect(try Tool.run(["set", copy, "--scene", "9", "zoom", "2"]).error.contains("no scene '9'"))
}

/// Every userInfo archive restorectl writes is one Foundation's NSKeyedUnarchiver reads with
/// secure coding and the property-list classes, as UIKit reads it.
@Test func foundationReadsEveryUserInfoRestorectlWritesWithSecureCoding() throws {
    let copy = try editableCopy()
    let edits: [[String]] = [
        ["selectedTab", "7"], ["showInspector", "false"], ["zoom", "0.5"], ["searchText", "state"],
        ["thumbnail", "AAEC"], ["lastLink", "https://example.org/a"], ["lastOpened", "2026-01-02T03:04:05Z"],
        ["selection", "{\"id\": 9}"], ["brandNew", "text"],
    ]
    for edit in edits {
        let result = try Tool.run(["set", copy, "--scene", "1"] + edit)
        #expect(result.status == 0, "\(edit): \(result.error)")
    }
    #expect(try Tool.run(["remove", copy, "--scene", "2", "draft"]).status == 0)
    for scene in [mainScene, "8E4A3B21-6C7D-4E9F-A012-3456789ABCDE"] {
        let activity = try Data(contentsOf: URL(fileURLWithPath: "\(copy)/\(scene)/data.data"))
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: activity, format: nil) as? [String: Any])
        let archive = try #require(plist["CanvasRestorationUserActivityUserInfoDataKey"] as? Data)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archive)
        unarchiver.requiresSecureCoding = true
        let userInfo =
            unarchiver.decodeObject(
                of: [
                    NSDictionary.self, NSString.self, NSNumber.self, NSData.self, NSDate.self, NSArray.self, NSURL.self,
                ],
                forKey: "CanvasRestorationUserActivityUserInfoKey") as? NSDictionary
        #expect(unarchiver.error == nil, "\(String(describing: unarchiver.error))")
        let values = try #require(userInfo, "scene \(scene)")
        if scene == mainScene {
            #expect(values["selectedTab"] as? Int == 7)
            #expect(values["zoom"] as? Double == 0.5)
            #expect(values["searchText"] as? String == "state")
            #expect(values["thumbnail"] as? Data == Data([0, 1, 2]))
            #expect((values["lastLink"] as? URL)?.absoluteString == "https://example.org/a")
            #expect((values["lastOpened"] as? Date)?.timeIntervalSinceReferenceDate == 789_015_845)
            #expect(values["selection"] as? Data == Data("{\"id\":9}".utf8))
            #expect(values["brandNew"] as? String == "text")
            #expect(values["com.apple.SwiftUI.sceneID"] as? String == "main")
        } else {
            #expect(values["draft"] == nil)
            #expect(values.count == 3)
        }
    }
}

@Test func createWritesBackWhatDumpShowsOfASwiftUISceneAndChecksItsDerivedView() throws {
    let dumped = try Tool.run(["dump", "--format", "json", swiftUIFolder]).text
    let folder = try Tool.temporaryFolder()
    let document = folder.appendingPathComponent("scenes.json"),
        output = folder.appendingPathComponent("Made.savedState").path
    try Data(dumped.utf8).write(to: document)
    #expect(try Tool.run(["create", document.path, "-o", output]).status == 0)
    let again = try Tool.run(["dump", "--format", "json", output]).text
    #expect(again.split(separator: "\n").dropFirst(2).elementsEqual(dumped.split(separator: "\n").dropFirst(2)))
    try Data(dumped.replacingOccurrences(of: "\"value\": 1.25", with: "\"value\": 1.5").utf8).write(to: document)
    let refused = try Tool.run(["create", document.path, "-o", folder.appendingPathComponent("Other.savedState").path])
    #expect(refused.status == 3)
    #expect(refused.error.contains("scenes[0].activity.swiftUI: is derived"))
}

private let navigationFolder = Tool.fixture("swiftui/com.example.Navigation.savedState")

@Test func aNavigationPathInSceneStorageShowsItsElementsInPathOrder() throws {
    let text = try Tool.run(["dump", navigationFolder]).text
    for line in [
        #""navigation" (JSON, a NavigationPath of 2) = Swift.Int 3 → Example.Route {"id":7,"title":"Détails"}"#,
        #""navigationText" (String, a NavigationPath of 1) = Swift.String "Inbox""#,
        #""nearMiss" (JSON) = ["Swift.Int","3","Example.Route"]"#,
        #""lastDocument" (Data, bookmark, 708 bytes) = /Users/alice/Invoice.rtf"#,
        #"            volume = "Macintosh HD" 8A829A03-9B24-4085-8051-18978712E4BE at / (file:///)"#,
    ] {
        #expect(text.contains(line), "\(line)\n\(text)")
    }
    let json = try Tool.run(["dump", "--format", "json", navigationFolder]).text
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let scene = try #require((document["scenes"] as? [[String: Any]])?.first)
    let swiftUI = try #require((scene["activity"] as? [String: Any])?["swiftUI"] as? [String: Any])
    let entries = try #require(swiftUI["storage"] as? [[String: Any]])
    let byKey = Dictionary(uniqueKeysWithValues: entries.map { ($0["key"] as? String ?? "", $0) })
    let path = try #require(byKey["navigation"]?["navigationPath"] as? [[String: Any]])
    #expect(path.map { $0["type"] as? String } == ["Swift.Int", "Example.Route"])
    #expect(path.first?["value"] as? Int == 3)
    #expect((path.last?["value"] as? [String: Any])?["title"] as? String == "Détails")
    #expect((byKey["navigationText"]?["navigationPath"] as? [[String: Any]])?.count == 1)
    #expect(byKey["nearMiss"]?["navigationPath"] == nil && byKey["nearMiss"]?["type"] as? String == "JSON")
    let bookmark = try #require(byKey["lastDocument"]?["bookmark"] as? [String: Any])
    #expect(bookmark["path"] as? String == "/Users/alice/Invoice.rtf")
    #expect((bookmark["volume"] as? [String: Any])?["name"] as? String == "Macintosh HD")
    #expect(byKey["lastDocument"]?["type"] as? String == "Data", "the value stays Data, its bytes as they are")
    #expect(byKey["selectedTab"] == nil)
    for key in ["navigation", "navigationText", "nearMiss"] { #expect(byKey[key]?["bookmark"] == nil) }
}

@Test func aDumpWithDerivedStorageMembersIsMadeBackIntoTheSameFolder() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try roundTrip(navigationFolder, into: folder.appendingPathComponent("com.example.Navigation.savedState"))
}

/// The report shows what a `@SceneStorage` value is derived to be, as the JSON document does: the
/// NavigationPath's elements and the bookmark's path and facts; the snapshot holds both members.
@Test func reportAndSnapshotShowANavigationPathAndABookmarkInSceneStorage() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let report = try Tool.run(["report", navigationFolder, "-o", page.path])
    #expect(report.status == 0, "\(report.error)")
    let html = try String(contentsOf: page, encoding: .utf8)
    for text in [
        ">navigationPath<", "&quot;Example.Route&quot;", "&quot;Détails&quot;", ">bookmark<",
        "/Users/alice/Invoice.rtf", "Macintosh HD",
    ] {
        #expect(html.contains(text), "\(text)")
    }
    let snapshot = try Tool.run(["snapshot", navigationFolder])
    #expect(snapshot.status == 0, "\(snapshot.error)")
    #expect(snapshot.text.contains("\"navigationPath\"") && snapshot.text.contains("\"/Users/alice/Invoice.rtf\""))
}
