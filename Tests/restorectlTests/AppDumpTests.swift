import Foundation
import RestoreKit
import Testing

/// `dump APP` on Fixtures/apps/bundles: exit statuses, warnings, the JSON document's parts that
/// do not come from the Mach-O and nib readers, and other commands refusing an app build.
enum AppBundles {
    static func path(_ name: String) -> String { Tool.fixture("apps/bundles/" + name) }
}

@Test func dumpOfABundleIsExitZeroWithAWarningPerUnreadExecutable() throws {
    let result = try Tool.run(["dump", AppBundles.path("Example.app")])
    #expect(result.status == 0, "\(result.error)")
    let warnings = result.error.split(separator: "\n")
    #expect(warnings.count == 4 && warnings.allSatisfy { $0.contains(": warning: ") }, "\(result.error)")
    #expect(
        warnings[2]
            == "restorectl: \(AppBundles.path("Example.app"))/Frameworks/Bare.framework/Bare: warning: missing: the bundle has no such file; its classes are unknown"
    )
    for expected in [
        "bundle identifier: \"com.example.Example\"", "version: \"1.2\", build (CFBundleVersion) \"42\"",
        "device families: iPhone (1), iPad (2), family 7", "minimum OS: \"16.0\"",
        "\"Default Configuration\" for \"UIWindowSceneSessionRoleApplication\", delegate Example.SceneDelegate (_TtC7Example13SceneDelegate), storyboard \"Main\"",
        "\"Onboarding\" in Kit.framework/en.lproj: ", "Frameworks/Bare.framework/Bare (framework Bare): missing",
    ] {
        #expect(result.text.contains(expected), "\(expected)")
    }
}

@Test func dumpJSONOfAnArchiveNamesItsAppAndEveryPart() throws {
    let result = try Tool.run(["dump", "--format", "json", AppBundles.path("Example.app")])
    #expect(result.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(document["kind"] as? String == "app" && document["layout"] as? String == "flat")
    #expect(document["bundleIdentifier"] as? String == "com.example.Example")
    let storyboards = try #require(document["storyboards"] as? [[String: Any]])
    #expect(storyboards.map { $0["name"] as? String } == ["LaunchScreen", "Main", "Main", "Settings", "Onboarding"])
    #expect(storyboards.map { $0["localization"] as? String } == [nil, "Base", "fr", nil, "en"])
    #expect(storyboards.map { $0["framework"] as? String } == [nil, nil, nil, "Kit", "Kit"])
    let executables = try #require(document["executables"] as? [[String: Any]])
    #expect(executables.map { $0["role"] as? String } == ["main", "debugDylib", "framework", "framework"])
    #expect(executables.map { $0["state"] as? String } == ["unreadable", "unreadable", "missing", "unreadable"])
    #expect(document["classListComplete"] as? Bool == false)
    let manifest = try #require(document["sceneManifest"] as? [String: Any])
    #expect(
        (manifest["configurations"] as? [[String: Any]])?.map { $0["name"] as? String } == [
            "Default Configuration", "Inspector", "External",
        ])
    let archived = try Tool.run(["dump", "--format", "json", AppBundles.path("Placeholder.xcarchive/")])
    let archive = try #require(try JSONSerialization.jsonObject(with: archived.output) as? [String: Any])
    #expect(
        archive["bundle"] as? String == AppBundles.path("Placeholder.xcarchive/")
            + "/Products/Applications/Archived.app")
    #expect(archive["bundleIdentifier"] as? String == "com.example.Archived")
}

@Test func aPathThatIsNoBundleIsExitThreeWithOneLine() throws {
    for (name, message) in [
        ("ArrayInfo.app", "ArrayInfo.app/Info.plist: holds an array, not a dictionary: not an app's Info.plist"),
        ("NoInfo.app", "NoInfo.app: has neither Info.plist nor Contents/Info.plist: not an app bundle"),
        ("Empty.xcarchive", "Empty.xcarchive: holds no Products/Applications/*.app: not an app archive"),
        (
            "Two.xcarchive",
            "Two.xcarchive: holds 2 apps in Products/Applications (One.app, Two.app): give the one to read"
        ),
    ] {
        for format in ["text", "json"] {
            let result = try Tool.run(["dump", "--format", format, AppBundles.path(name)])
            #expect(result.status == 3, "\(name)")
            #expect(result.output.isEmpty)
            #expect(result.error == "restorectl: " + Tool.fixture("apps/bundles") + "/" + message + "\n")
        }
    }
    let cut = try Tool.run(["dump", AppBundles.path("CutInfo.app")])
    #expect(
        cut.status == 3 && cut.error.contains("CutInfo.app/Info.plist: is no property list: ")
            && cut.error.contains(" at offset 0x"))
}

@Test func rawAndPathAreUsageErrorsForAnAppBuild() throws {
    for options in [["--raw"], ["--path", "Root"]] {
        let result = try Tool.run(["dump"] + options + [AppBundles.path("Example.app")])
        #expect(result.status == 2, "\(options)")
        #expect(result.error.contains("an app build (.app, .xcarchive, .ipa) has neither"))
    }
}

@Test func commandsThatReadSavedStateRefuseAnAppBuildByName() throws {
    // (paths, get and the editors read one archive file: a folder is refused as a folder.)
    for command in [["explain"], ["snapshot"], ["report", "-o", "-"], ["diff", AppBundles.path("Mac.app")]] {
        let result = try Tool.run(command + [AppBundles.path("Example.app")])
        #expect(result.status == 3, "\(command)")
        #expect(
            result.error.contains("is an app build, not saved state; dump shows what it offers to restoration"),
            "\(command): \(result.error)")
    }
}

@Test func hostileStringsOfTheBundleAreEscapedInTheText() throws {
    let result = try Tool.run(["dump", AppBundles.path("Hostile.app")])
    #expect(result.status == 0)
    #expect(!result.text.contains("\u{1B}") && !result.text.contains("\u{202E}"))
    #expect(result.text.contains("\"com.example.\\u001b[31mred\"") && result.text.contains("\"evil\\u202etxt\""))
    #expect(result.error.contains("warning: no main executable"))
}
