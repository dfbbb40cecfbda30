import Foundation
import Testing

let scenesFolder = Tool.fixture("archives/com.example.Scenes.savedState")
let sceneWithUserInfo = "6C1A0D7E-0F5B-4C8E-9A55-3B7E1C2D4F60"

func scene(_ document: [String: Any], _ identifier: String) -> [String: Any]? {
    (document["scenes"] as? [[String: Any]])?.first { $0["identifier"] as? String == identifier }
}

@Test func sessionsAreReadByUIKitsExactKeys() throws {
    let document = try dumpJSON(scenesFolder)
    let fromInfoPlist = try #require(scene(document, sceneWithUserInfo))
    #expect(fromInfoPlist["configurationName"] as? String == "Default Configuration")
    #expect(fromInfoPlist["delegateClass"] is NSNull, "an Info.plist configuration stores only its name and role")
    let madeInCode = try #require(scene(document, "B2E4F6A8-1C3D-4E5F-8A9B-0C1D2E3F4A5B"))
    #expect(
        madeInCode["configurationName"] is NSNull,
        "a configuration made in code has no name, so no class name stands in for it")
    let configuration = try #require(madeInCode["configuration"] as? [String: Any])
    #expect(configuration["sceneClass"] as? String == "UIWindowScene")
    #expect(configuration["delegateClass"] as? String == "Example.InspectorSceneDelegate")
    #expect(configuration["storyboardName"] is NSNull)
    #expect(configuration["bundleVersion"] as? String == "42")
    #expect(configuration["bundleShortVersion"] as? String == "1.4")
    #expect(configuration["fromInfoPlist"] as? Bool == false)
}

@Test func theStoredDelegateWrapperAndStoryboardAreShown() throws {
    let folder = Tool.fixture("apps/migration/archives/scene-code-wrapper-gone/com.example.Migration.savedState")
    let session = try #require((try dumpJSON(folder)["scenes"] as? [[String: Any]])?.first)
    let configuration = try #require(session["configuration"] as? [String: Any])
    #expect(configuration["delegateWrapperClass"] as? String == "GoneDelegateWrapper")
    #expect(try Tool.run(["dump", folder]).text.contains("delegate wrapper GoneDelegateWrapper"))
    let storyboard = Tool.fixture("apps/migration/archives/scene-code-scene-class/com.example.Migration.savedState")
    let stored = try #require((try dumpJSON(storyboard)["scenes"] as? [[String: Any]])?.first)
    #expect((stored["configuration"] as? [String: Any])?["storyboardName"] as? String == "Main")
    #expect((stored["configuration"] as? [String: Any])?["delegateWrapperClass"] is NSNull)
}

@Test func userInfoFilesArePlainDictionariesOrOlderKeyedArchives() throws {
    let plain = try #require(scene(try dumpJSON(scenesFolder), sceneWithUserInfo))
    #expect(plain["userInfo"] as? [String: Int] == ["lastTab": 2])
    #expect(plain["internalUserInfo"] as? [String: Int] == ["UISceneSessionVersion": 1])
    let both = try dumpJSON(Tool.fixture("archives/com.example.Both.savedState"))
    let archived = try #require(scene(both, sceneWithUserInfo))
    #expect(
        archived["userInfo"] as? [String: [String: Int]] == ["root": ["lastTab": 1]], "a keyed archive shows its $top")
}

@Test func aTestLaunchsStateIsNamedAsSuch() throws {
    let both = try dumpJSON(Tool.fixture("archives/com.example.Both.savedState"))
    #expect(scene(both, "TestApplicationState")?["testLaunch"] as? Bool == true)
    #expect(scene(both, sceneWithUserInfo)?["testLaunch"] as? Bool == false)
    #expect(
        try Tool.run(["dump", Tool.fixture("archives/com.example.Both.savedState")]).text.contains(
            "  TestApplicationState (test launch, "))
}

@Test func knownCanvasDefinitionsOfIOS13BetasReadLikeKnownSceneSessions() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("com.example.Beta.savedState")
    try FileManager.default.copyItem(atPath: scenesFolder, toPath: copy.path)
    try FileManager.default.moveItem(
        at: copy.appendingPathComponent("KnownSceneSessions"), to: copy.appendingPathComponent("KnownCanvasDefinitions")
    )
    let beta = try dumpJSON(copy.path), current = try dumpJSON(scenesFolder)
    let scenes = try #require(beta["scenes"] as? [[String: Any]])
    #expect(scenes.count == 2)
    #expect(scenes.allSatisfy { $0["knownSession"] as? Bool == true }, "the folder is not taken for a scene")
    #expect(NSArray(array: scenes) == NSArray(array: current["scenes"] as? [Any] ?? []))
    #expect(try Tool.run(["validate", "--strict", copy.path]).status == 0)
}

/// A scene file that is there but cannot be read is not a file that is absent: the scene's state
/// would not come back, and validate says so (a folder in the file's place stands for a file
/// the process may not read: the tests run as root, which reads any file).
@Test(arguments: [
    "KnownSceneSessions/data.data", "SCENE/data.data", "SCENE/userInfo.data", "SCENE/internalUserInfo.data",
])
func aSceneFileThatCannotBeReadFailsValidate(_ name: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let saved = folder.appendingPathComponent("com.example.Scenes.savedState")
    try FileManager.default.copyItem(atPath: Tool.fixture("archives/com.example.Scenes.savedState"), toPath: saved.path)
    let clean = try Tool.run(["validate", saved.path])
    #expect(clean.status == 0, "\(clean.text)")
    let scene = try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted().first {
        $0 != "KnownSceneSessions"
    }!
    let file = saved.appendingPathComponent(name.replacingOccurrences(of: "SCENE", with: scene))
    try? FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let result = try Tool.run(["validate", saved.path])
    #expect(result.status == 1, "\(name): \(result.text)")
    #expect(result.text.contains("is a folder, not a file [scene-unreadable]"), "\(name): \(result.text)")
}
