import Foundation
import Testing

/// `diff` of two saved-state folders compares their SwiftUI scenes' `@SceneStorage` values too.
struct SceneStorageDiffTests {
    static let folder = Tool.fixture("swiftui/com.example.SwiftUI.savedState")
    static let main = "7D3F2A10-5B6C-4D8E-9F01-23456789ABCD"
    static let note = "8E4A3B21-6C7D-4E9F-A012-3456789ABCDE"

    /// A copy of the SwiftUI fixture to perturb with restorectl.
    static func copy() throws -> String {
        let copy = try Tool.temporaryFolder().appendingPathComponent("com.example.SwiftUI.savedState").path
        try FileManager.default.copyItem(atPath: folder, toPath: copy)
        return copy
    }

    /// Runs restorectl for a change to `copy`, which must succeed.
    static func perturb(_ arguments: [String]) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.error)")
    }

    @Test func theSameFolderHasNoDifferences() throws {
        let result = try Tool.run(["diff", Self.folder, Self.folder])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text == "no differences\n")
        let json = try Tool.run(["diff", "--format", "json", Self.folder, try Self.copy()])
        #expect(json.status == 0)
        let scenes = try #require(
            (try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["scenes"] as? [String: Any])
        #expect(scenes.keys.sorted() == ["added", "changed", "removed"])
        #expect((scenes["changed"] as? [Any])?.isEmpty == true)
    }

    @Test func oneKeySetIsExactlyTheChangeNamed() throws {
        let copy = try Self.copy()
        try Self.perturb(["set", copy, "--scene", "1", "selectedTab", "5"])
        let result = try Tool.run(["diff", Self.folder, copy])
        #expect(result.status == 1)
        #expect(
            result.text == """
                SwiftUI scene \(Self.main) (sceneID "main")
                  ~ selectedTab: 2 → 5

                """)
    }

    @Test func aKeyRemovedAndATypeChangedAreNamed() throws {
        let copy = try Self.copy()
        try Self.perturb(["remove", copy, "--scene", Self.note, "draft"])
        try Self.perturb(["set", copy, "--scene", "1", "zoom", "wide", "--type", "string"])
        let result = try Tool.run(["diff", Self.folder, copy])
        #expect(result.status == 1)
        #expect(
            result.text == """
                SwiftUI scene \(Self.main) (sceneID "main")
                  ~ zoom: 1.25 (Double) → "wide" (String)
                SwiftUI scene \(Self.note) (sceneID "note", sceneType "Example.Note.ID")
                  - draft: "Buy milk"

                """)
        let reversed = try Tool.run(["diff", copy, Self.folder])
        #expect(reversed.text.contains("  + draft: \"Buy milk\"\n"))
    }

    /// A later save gives the scenes new identifiers: matched by sceneID and sceneType instead.
    @Test func scenesOfAnotherSaveAreMatchedByPosition() throws {
        let copy = try Self.copy()
        try Self.perturb(["set", copy, "--scene", "1", "selectedTab", "5"])
        let renamed = "99999999-0000-0000-0000-000000000000"
        try FileManager.default.moveItem(atPath: "\(copy)/\(Self.main)", toPath: "\(copy)/\(renamed)")
        let result = try Tool.run(["diff", Self.folder, copy])
        #expect(result.status == 1)
        #expect(
            result.text == """
                SwiftUI scene \(Self.main) → \(renamed) (sceneID "main")
                  ~ selectedTab: 2 → 5

                """)
    }

    @Test func aSceneOnlyInOneIsAddedOrRemoved() throws {
        let copy = try Self.copy()
        try FileManager.default.removeItem(atPath: "\(copy)/\(Self.note)")
        let result = try Tool.run(["diff", Self.folder, copy])
        #expect(result.status == 1)
        #expect(
            result.text
                == "SwiftUI scenes removed\n  - \(Self.note) (sceneID \"note\", sceneType \"Example.Note.ID\")\n")
        #expect(try Tool.run(["diff", copy, Self.folder]).text.hasPrefix("SwiftUI scenes added\n  + \(Self.note)"))
    }

    @Test func theJSONDocumentNamesEachChange() throws {
        let copy = try Self.copy()
        try Self.perturb(["set", copy, "--scene", "1", "selectedTab", "5"])
        try Self.perturb(["set", copy, "--scene", "1", "Sidebar/newKey", "x"])
        try Self.perturb(["remove", copy, "--scene", "1", "legacyLayout"])
        let result = try Tool.run(["diff", "--format", "json", Self.folder, copy])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(document["equal"] as? Bool == false)
        #expect((document["objects"] as? [Any])?.isEmpty == true)
        let scenes = try #require(document["scenes"] as? [String: Any])
        let changed = try #require(scenes["changed"] as? [[String: Any]])
        #expect(changed.count == 1)
        let scene = try #require(changed.first)
        #expect(scene["identifier"] as? String == Self.main)
        #expect(scene["newIdentifier"] is NSNull)
        #expect(scene["sceneID"] as? String == "main")
        #expect(scene["sceneValue"] is NSNull)
        let added = try #require(scene["added"] as? [[String: Any]])
        #expect(added.count == 1)
        #expect(added.first?["key"] as? String == "Sidebar/newKey")
        #expect(added.first?["domain"] as? String == "Sidebar")
        #expect(added.first?["type"] as? String == "String")
        #expect(added.first?["value"] as? String == "x")
        #expect((scene["removed"] as? [[String: Any]])?.map { $0["key"] as? String } == ["legacyLayout"])
        let change = try #require((scene["changed"] as? [[String: Any]])?.first)
        #expect(change["key"] as? String == "selectedTab")
        #expect((change["old"] as? [String: Any])?["value"] as? Int == 2)
        #expect((change["new"] as? [String: Any])?["type"] as? String == "Int")
        #expect((change["new"] as? [String: Any])?["value"] as? Int == 5)
    }

    /// Two archive files in folders without scene state: the document has no `scenes` member.
    @Test func twoArchiveFilesHaveNoScenesMember() throws {
        let file = Tool.fixture("archives/com.example.TabBar.savedState/data.data")
        let result = try Tool.run(["diff", "--format", "json", file, file])
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        #expect(document.keys.sorted() == ["added", "equal", "extra", "metadata", "objects", "removed"])
    }
}
