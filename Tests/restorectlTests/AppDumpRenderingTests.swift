import RestoreKit
import Testing
@testable import restorectl

/// The text and JSON of a build made in memory: what the readers would fill in, rendered, with
/// the bundle's hostile strings escaped.
private let renderedBuild: AppBuild = {
    let delegate = ObjCClassDefinition(
        name: "_TtC7Example11AppDelegate", superclassName: "UIResponder",
        instanceMethods: ["application:shouldSaveSecureApplicationState:"], classMethods: [],
        protocols: ["UIApplicationDelegate"])
    let detail = ObjCClassDefinition(
        name: "_TtC7Example20DetailViewController", superclassName: "UIViewController",
        instanceMethods: [], classMethods: [], protocols: [])
    let evil = ObjCClassDefinition(
        name: "Evil\u{1B}]0;pwned\u{07}", superclassName: nil, instanceMethods: [], classMethods: [], protocols: [])
    let main = AppExecutable(
        role: .main, path: "/apps/Example.app/Example",
        outcome: .read([
            MachOSlice(
                architecture: "arm64", fileOffset: 16384, size: 4096, isEncrypted: false,
                classes: [delegate, detail, evil])
        ]))
    let kit = AppExecutable(
        role: .framework("Kit"), path: "/apps/Example.app/Frameworks/Kit.framework/Kit",
        outcome: .read([
            MachOSlice(architecture: "arm64", fileOffset: 0, size: 4096, isEncrypted: true, classes: [])
        ]))
    let controller = NibViewController(
        className: "_TtC7Example20DetailViewController", originalClassName: "UIViewController",
        storyboardIdentifier: "Detail", restorationIdentifier: "detail\u{202E}")
    let scene = StoryboardScene(
        identifier: "Detail", nibName: "Detail-view",
        contents: .success(
            NibContents(
                viewControllers: [controller],
                externalReferences: [
                    NibExternalReference(
                        storyboardName: "Settings", identifier: nil, bundleIdentifier: "com.example.Kit")
                ])))
    let storyboard = AppStoryboard(
        name: "Main", path: "/apps/Example.app/Base.lproj/Main.storyboardc",
        location: AppBundleLocation(localization: "Base"),
        contents: .success(CompiledStoryboard(name: "Main", entryPointIdentifier: "Detail", scenes: [scene])))
    return AppBuild(
        path: "/apps/Example.app", bundlePath: "/apps/Example.app", layout: .flat,
        info: AppBundleInfo(
            bundleIdentifier: "com.example.Example", version: "42", shortVersion: "1.2", executableName: "Example",
            deviceFamilies: [DeviceFamily(1)], minimumSystemVersion: "16.0", mainStoryboardName: "Main"),
        storyboards: [storyboard],
        frameworks: [
            AppFramework(
                name: "Kit", path: "/apps/Example.app/Frameworks/Kit.framework", bundleIdentifier: "com.example.Kit")
        ],
        executables: [main, kit])
}()

@Test func theTextShowsScenesClassesAndTheDelegatesSelectors() {
    var renderer = AppBuildTextRenderer(style: .plain)
    renderer.render(renderedBuild)
    let lines = renderer.lines
    for expected in [
        "  \"Main\" in Base.lproj: entry point \"Detail\", 1 identifier",
        "    Detail (nib \"Detail-view\")",
        "      Example.DetailViewController (_TtC7Example20DetailViewController) standing for UIViewController, restoration identifier \"detail\\u202e\"",
        "      → storyboard \"Settings\", identifier (its entry point) in bundle \"com.example.Kit\"",
        "  /apps/Example.app/Example (main): arm64 3 classes",
        "  /apps/Example.app/Frameworks/Kit.framework/Kit (framework Kit): arm64 encrypted: classes cannot be listed",
        "  Example.AppDelegate (_TtC7Example11AppDelegate) in Example",
        "    yes application:shouldSaveSecureApplicationState:",
        "    no  application:shouldRestoreSecureApplicationState:",
        "classes (3; incomplete: an image is missing, unreadable or encrypted)",
    ] {
        #expect(lines.contains(expected), "\(expected)\n\(lines.joined(separator: "\n"))")
    }
    // Painted class names are not escaped by the renderer; every line is on its way out.
    let written = lines.map { TerminalText.escaped($0) }.joined(separator: "\n")
    #expect(!written.contains("\u{1B}") && !written.contains("\u{07}") && !written.contains("\u{202E}"))
}

@Test func theJSONHasTheClassesTheDelegateAndUnknownCountsOfEncryptedSlices() throws {
    guard case .object(let members) = renderedBuild.json else { Issue.record("not an object"); return }
    #expect(
        members.map(\.0) == [
            "file", "kind", "bundle", "layout", "bundleIdentifier", "version", "shortVersion", "executable",
            "deviceFamilies", "minimumSystemVersion", "mainStoryboard", "sceneManifest", "urlSchemes",
            "userActivityTypes", "shortcutItems", "storyboards", "frameworks", "appIntents", "executables",
            "classListComplete", "classes", "appDelegates",
        ])
    let document = Dictionary(members, uniquingKeysWith: { first, _ in first })
    #expect(document["classListComplete"] == .boolean(false))
    guard case .array(let executables)? = document["executables"], case .object(let kit) = executables[1],
        case .array(let slices)? = Dictionary(kit, uniquingKeysWith: { a, _ in a })["slices"],
        case .object(let slice) = slices[0]
    else {
        Issue.record("no executables"); return
    }
    #expect(Dictionary(slice, uniquingKeysWith: { a, _ in a })["classCount"] == .null)
    guard case .array(let delegates)? = document["appDelegates"], case .object(let delegate) = delegates[0],
        case .object(let selectors)? = Dictionary(delegate, uniquingKeysWith: { a, _ in a })["selectors"]
    else {
        Issue.record("no delegate"); return
    }
    #expect(selectors.map(\.0) == AppDelegateClass.restorationSelectors)
    #expect(selectors.map(\.1) == [.boolean(true)] + Array(repeating: .boolean(false), count: 6))
    let text = String(decoding: JSONDocumentWriter().bytes(renderedBuild.json), as: UTF8.self)
    #expect(text.contains("\"restorationIdentifier\": \"detail"), "\(text)")
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("\"displayName\": \"Example.DetailViewController\""))
}
