import Foundation
import Testing
import RestoreKit

/// Reading app bundles (Fixtures/apps/bundles, made by its generate.py with plistlib): layouts,
/// Info.plist, where storyboards and executables are found, and what is no bundle. The fixtures'
/// executables and storyboards are placeholders no reader accepts: what they hold is tested on
/// models built in memory (AppBuildQuestionTests).
private let root = "/memory/apps/bundles"

private func bundles() throws -> MemoryFiles { try MemoryFiles(fixtures: "apps/bundles") }

private func outcome(_ executable: AppExecutable) -> String {
    switch executable.outcome {
    case .read: "read"
    case .missing: "missing"
    case .unreadable: "unreadable"
    }
}

@Test func anIOSBundleIsReadWithItsInfoPlistStoryboardsFrameworksAndExecutables() throws {
    let build = try AppBuild.read(at: root + "/Example.app", in: try bundles())
    #expect(build.layout == .flat && build.bundlePath == build.path)
    let info = build.info
    #expect(info.bundleIdentifier == "com.example.Example" && info.version == "42" && info.shortVersion == "1.2")
    #expect(
        info.executableName == "Example" && info.minimumSystemVersion == "16.0" && info.mainStoryboardName == "Main")
    #expect(info.deviceFamilies.map(\.number) == [1, 2, 7])
    #expect(info.deviceFamilies.map(\.name) == ["iPhone", "iPad", nil])
    let manifest = try #require(info.sceneManifest)
    #expect(manifest.supportsMultipleScenes == true)
    #expect(
        manifest.configurations.map(\.role) == [
            "UIWindowSceneSessionRoleApplication", "UIWindowSceneSessionRoleApplication",
            "UIWindowSceneSessionRoleExternalDisplayNonInteractive",
        ])
    #expect(build.sceneConfigurationNames == ["Default Configuration", "Inspector", "External"])
    #expect(
        manifest.configurations[0].delegateClassName == "_TtC7Example13SceneDelegate"
            && manifest.configurations[0].storyboardName == "Main")
    #expect(manifest.configurations[1].sceneClassName == "UIWindowScene")

    // The main bundle's first, its own before its lproj folders'; then each framework's.
    let placed = build.storyboards.map { [$0.name, $0.location.framework ?? "-", $0.location.localization ?? "-"] }
    #expect(
        placed == [
            ["LaunchScreen", "-", "-"], ["Main", "-", "Base"], ["Main", "-", "fr"], ["Settings", "Kit", "-"],
            ["Onboarding", "Kit", "en"],
        ])
    #expect(build.storyboards[1].path == root + "/Example.app/Base.lproj/Main.storyboardc")
    #expect(build.frameworks.map(\.name) == ["Bare", "Kit"])
    #expect(build.frameworks.map(\.bundleIdentifier) == [nil, "com.example.Kit"])

    #expect(build.executables.map(\.role) == [.main, .debugDylib, .framework("Bare"), .framework("Kit")])
    #expect(
        build.executables.map(\.path) == [
            root + "/Example.app/Example", root + "/Example.app/Example.debug.dylib",
            root + "/Example.app/Frameworks/Bare.framework/Bare",
            root + "/Example.app/Frameworks/Kit.framework/KitBinary",
        ])
    // Placeholders no Mach-O reader takes, and a framework without its executable.
    #expect(build.executables.map(outcome) == ["unreadable", "unreadable", "missing", "unreadable"])
}

@Test func storyboardsAreFoundByNameInTheMainBundleOrAFramework() throws {
    let build = try AppBuild.read(at: root + "/Example.app", in: try bundles())
    #expect(build.storyboards(named: "Main").map { $0.location.localization } == ["Base", "fr"])
    #expect(build.storyboards(named: "Settings").isEmpty)
    #expect(build.storyboards(named: "Settings", framework: "Kit").count == 1)
    #expect(build.storyboards(named: "Settings", bundleIdentifier: "com.example.Kit").count == 1)
    #expect(build.storyboards(named: "Main", bundleIdentifier: "com.example.Example").count == 2)
    #expect(build.storyboards(named: "Main", bundleIdentifier: nil).count == 2)
    #expect(build.storyboards(named: "Settings", bundleIdentifier: "com.example.Other").isEmpty)
}

@Test func unreadableExecutablesLeaveTheClassesUnknownNotAbsent() throws {
    let build = try AppBuild.read(at: root + "/Example.app", in: try bundles())
    #expect(!build.classListIsComplete)
    #expect(build.classPresence("Example.ViewController") == .unknown)
    #expect(build.appDelegateImplements("application:shouldSaveSecureApplicationState:") == nil)
}

@Test func aMacBundleIsReadFromItsContentsFolder() throws {
    let build = try AppBuild.read(at: root + "/Mac.app", in: try bundles())
    #expect(build.layout == .contents)
    #expect(build.info.minimumSystemVersion == "13.0" && build.info.bundleIdentifier == "com.example.Mac")
    #expect(build.info.deviceFamilies.map(\.name) == ["iPad", "Mac"])
    #expect(build.info.sceneManifest == nil && build.sceneConfigurationNames.isEmpty)
    #expect(
        build.storyboards.map(\.path) == [
            root + "/Mac.app/Contents/Resources/Main.storyboardc",
            root + "/Mac.app/Contents/Resources/Base.lproj/Sheet.storyboardc",
        ])
    #expect(build.executables.map(\.path) == [root + "/Mac.app/Contents/MacOS/Mac"])
    #expect(build.executables.map(outcome) == ["missing"])
}

@Test func anArchiveIsReadByItsOnlyApp() throws {
    let build = try AppBuild.read(at: root + "/Placeholder.xcarchive", in: try bundles())
    #expect(build.path == root + "/Placeholder.xcarchive")
    #expect(build.bundlePath == root + "/Placeholder.xcarchive/Products/Applications/Archived.app")
    #expect(build.info.bundleIdentifier == "com.example.Archived")
}

@Test func aHostileExecutableNameNamesNoFile() throws {
    let build = try AppBuild.read(at: root + "/Hostile.app", in: try bundles())
    #expect(build.info.executableName == "../../escape")
    #expect(build.executables.isEmpty && !build.classListIsComplete)
    #expect(build.sceneConfigurationNames == ["evil\u{202E}txt"])
}

/// A path that is no app build, and what the error says.
private struct NotABundle {
    var name: String
    var path: String
    var message: String
    var line: Int
}

@Test func whatIsNoBundleIsOneErrorNamingTheFile() throws {
    let files = try bundles()
    let rows = [
        NotABundle(
            name: "File.app", path: "File.app",
            message: "is no folder: an app build is a .app or .xcarchive folder, or an .ipa file",
            line: #line),
        NotABundle(
            name: "NoInfo.app", path: "NoInfo.app",
            message: "has neither Info.plist nor Contents/Info.plist: not an app bundle", line: #line),
        NotABundle(
            name: "ArrayInfo.app", path: "ArrayInfo.app/Info.plist",
            message: "holds an array, not a dictionary: not an app's Info.plist", line: #line),
        NotABundle(
            name: "Empty.xcarchive", path: "Empty.xcarchive",
            message: "holds no Products/Applications/*.app: not an app archive", line: #line),
        NotABundle(
            name: "Two.xcarchive", path: "Two.xcarchive",
            message: "holds 2 apps in Products/Applications (One.app, Two.app): give the one to read", line: #line),
        NotABundle(
            name: "Missing.app", path: "Missing.app",
            message: "is no folder: an app build is a .app or .xcarchive folder, or an .ipa file", line: #line),
    ]
    for row in rows {
        do {
            _ = try AppBuild.read(at: root + "/" + row.name, in: files)
            Issue.record("\(row.name) was read (line \(row.line))")
        } catch {
            #expect(error == AppBuildError(path: root + "/" + row.path, row.message), "line \(row.line)")
        }
    }
}

@Test func aCutBinaryInfoPlistIsAnErrorWithItsByteOffset() throws {
    let files = try bundles()
    do {
        _ = try AppBuild.read(at: root + "/CutInfo.app", in: files)
        Issue.record("read")
    } catch {
        #expect(error.path == root + "/CutInfo.app/Info.plist")
        #expect(error.message.hasPrefix("is no property list: "))
        #expect(error.message.contains(" at offset 0x"), "\(error.message)")
    }
}

@Test func anAppBuildIsClassifiedByItsNameAndRefusedAsSavedState() throws {
    let files = try bundles()
    #expect(SavedStateInput(root + "/Example.app", in: files) == .appBuild(root + "/Example.app"))
    #expect(SavedStateInput(root + "/Placeholder.xcarchive", in: files) == .appBuild(root + "/Placeholder.xcarchive"))
    // A file named .app is a file, read for what it holds.
    #expect(SavedStateInput(root + "/File.app", in: files) == .file(root + "/File.app"))
    #expect(SavedStateInput(root + "/Example.app", in: files).isSavedStateFolder == false)
    #expect(throws: SavedStateError.self) { try SavedStateFolder.read(root + "/Example.app", in: files) }
    let validated = Validator.validate(path: root + "/Example.app", in: files)
    #expect(validated.findings.map(\.rule) == [.unreadableFile])
    #expect(validated.findings.first?.message.contains("is an app build") == true)
}
