import Foundation
import Testing

/// `dump APP` shows what a build declares that a user's device keeps a reference to (issue 55):
/// the URL schemes, activity types and quick actions of its Info.plist and its App Intents
/// metadata, understood or why not, in text, JSON and XML (Fixtures/apps/intents, its generate.py).
private func intents(_ name: String) -> String { Tool.fixture("apps/intents/" + name) }

@Test func theTextShowsTheDeclaredListsAndEachMetadataFile() throws {
    let result = try Tool.run(["dump", intents("Intents.app")])
    #expect(result.status == 0, "\(result.error)")
    let app = intents("Intents.app")
    for expected in [
        "  URL schemes (CFBundleURLTypes): \"intents\", \"intents-dev\", \"second\"",
        "  user activity types (NSUserActivityTypes): \"com.example.Intents.note\", \"OpenNoteIntent\"",
        "  quick actions (UIApplicationShortcutItems): 3",
        "    type \"com.example.Intents.compose\", title \"Compose\"",
        "    type \"com.example.Intents.search\", title (none)",
        "    type (none), title \"Wrong type\"",
        "App Intents metadata (7)",
        "  \(app)/Metadata.appintents/extract.actionsdata (app): version 1, generator \"xcode-tools\" \"17E6107\"; 3 actions, 1 entity, 1 query, 1 enum",
        "    action \"TTROpenSmartListAppIntent\" (\"Intents.OpenAnyListAppIntent\")",
        "    action \"ComposeIntent\" (\"Intents.ComposeIntent\"), node identifier \"LegacyComposeIntent\"",
        "    entity \"NoteEntity\" (\"Intents.NoteEntity\"), default query \"Intents.NoteEntityQuery\"",
        "    version.json: version \"3.0\", tools \"17E6107\"",
        "  \(app)/Frameworks/Broken.framework/Metadata.appintents/extract.actionsdata (framework Broken): not understood: line 37, column 8: a string is not closed",
        "  \(app)/Frameworks/Future.framework/Metadata.appintents/extract.actionsdata (framework Future): not understood: version: 2 is not a version this reads (it reads 1)",
        "  \(app)/Frameworks/Kit.framework/Metadata.appintents/extract.actionsdata (framework Kit): not understood: actions: expected an object, found an array",
        "    action \"Evil\\u001b]0;pwned\\u0007\" (\"Newer.EvilIntent\")",
        "    members not known here, not read: \"appIntentsPackages\"",
        "  \(app)/PlugIns/Widgets.appex/Metadata.appintents/extract.actionsdata (extension Widgets): version 1, generator \"xcode-tools\" \"17E6107\"; 1 action, 0 entities, 0 queries, 0 enums",
        "    version.json: (none)",
    ] {
        #expect(result.text.split(separator: "\n").contains(Substring(expected)), "\(expected)")
    }
    #expect(!result.text.contains("\u{1B}") && !result.text.contains("\u{07}"))
}

@Test func theJSONAndXMLCarryTheListsAndTheMetadata() throws {
    let result = try Tool.run(["dump", "--format", "json", intents("Intents.app")])
    #expect(result.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(document["urlSchemes"] as? [String] == ["intents", "intents-dev", "second"])
    #expect(document["userActivityTypes"] as? [String] == ["com.example.Intents.note", "OpenNoteIntent"])
    let items = try #require(document["shortcutItems"] as? [[String: Any]])
    #expect(items.map { $0["type"] as? String } == ["com.example.Intents.compose", "com.example.Intents.search", nil])
    #expect(items.map { $0["title"] as? String } == ["Compose", nil, "Wrong type"])
    let files = try #require(document["appIntents"] as? [[String: Any]])
    try #require(files.count == 7)
    #expect(files.map { $0["framework"] as? String } == [nil, "Broken", "Empty", "Future", "Kit", "Newer", nil])
    #expect(files.map { $0["extension"] as? String } == [nil, nil, nil, nil, nil, nil, "Widgets"])
    #expect(files.map { $0["understood"] as? Bool } == [true, false, false, false, false, true, true])
    #expect(files[4]["error"] as? String == "actions: expected an object, found an array")
    #expect(files[4]["version"] is NSNull && (files[4]["actions"] as? [Any])?.isEmpty == true)
    let main = files[0]
    #expect(Array(main.keys).count == 13)
    #expect(
        (main["actions"] as? [[String: Any]])?.map { $0["nodeIdentifier"] as? String } == [
            "OpenNoteIntent", "TTROpenSmartListAppIntent", "LegacyComposeIntent",
        ])
    #expect(
        (main["entities"] as? [[String: Any]])?.first?["defaultQueryIdentifier"] as? String == "Intents.NoteEntityQuery"
    )
    #expect(main["queries"] as? [String] == ["NoteEntityQuery"] && main["enums"] as? [String] == ["Priority"])
    #expect((main["generator"] as? [String: Any])?["version"] as? String == "17E6107")
    #expect((main["versionFile"] as? [String: Any])?["toolsVersion"] as? String == "17E6107")
    #expect(files[5]["unknownMembers"] as? [String] == ["appIntentsPackages"])
    #expect(files[6]["versionFile"] is NSNull)

    let xml = try Tool.run(["dump", "--format", "xml", intents("Intents.app")])
    #expect(xml.status == 0)
    let list = try #require(
        try PropertyListSerialization.propertyList(from: xml.output, format: nil) as? [String: Any])
    #expect(list["urlSchemes"] as? [String] == ["intents", "intents-dev", "second"])
    #expect((list["appIntents"] as? [[String: Any]])?.count == 7)
}

@Test func anIPAShowsTheMetadataOfItsApp() throws {
    func appIntents(_ path: String) throws -> [[String: Any]] {
        let result = try Tool.run(["dump", "--format", "json", path])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        return try #require(document["appIntents"] as? [[String: Any]])
    }
    let fromIPA = try appIntents(intents("Intents.ipa"))
    let fromApp = try appIntents(intents("Intents.app"))
    #expect(fromIPA.count == 7)
    for (ipa, app) in zip(fromIPA, fromApp) {
        var ipa = ipa
        var app = app
        #expect(
            (ipa.removeValue(forKey: "path") as? String)?.hasPrefix(intents("Intents.ipa") + "/Payload/Intents.app/")
                == true)
        app.removeValue(forKey: "path")
        #expect(
            try JSONSerialization.data(withJSONObject: ipa, options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: app, options: .sortedKeys))
    }
}
