import Testing
import RestoreKit

/// The questions the app checks ask of a build, on builds made in memory: which classes it
/// defines (Swift names either way), the app delegate's restoration selectors, encryption.
enum MemoryBuild {
    static func definition(
        _ name: String, superclass: String? = "NSObject", methods: [String] = [], protocols: [String] = []
    ) -> ObjCClassDefinition {
        ObjCClassDefinition(
            name: name, superclassName: superclass, instanceMethods: methods, classMethods: [], protocols: protocols)
    }

    static func slice(_ classes: [ObjCClassDefinition], architecture: String = "arm64", encrypted: Bool = false)
        -> MachOSlice
    {
        MachOSlice(
            architecture: architecture, fileOffset: 0, size: 4096, isEncrypted: encrypted,
            classes: encrypted ? [] : classes)
    }

    static let main = [
        definition(
            "_TtC7Example11AppDelegate", superclass: "_TtC7Example15BaseAppDelegate",
            methods: ["application:didFinishLaunchingWithOptions:", "application:shouldSaveSecureApplicationState:"],
            protocols: ["UIApplicationDelegate"]),
        definition("_TtC7Example15BaseAppDelegate", methods: ["application:shouldRestoreSecureApplicationState:"]),
        definition("_TtC7Example20DetailViewController", superclass: "UIViewController"),
        definition("LegacyListController", superclass: "UITableViewController"),
    ]

    /// A build of `executables`, with nothing else read.
    static func build(_ executables: [AppExecutable], storyboards: [AppStoryboard] = [], info: AppBundleInfo? = nil)
        -> AppBuild
    {
        AppBuild(
            path: "/apps/Example.app", bundlePath: "/apps/Example.app", layout: .flat,
            info: info
                ?? AppBundleInfo(
                    bundleIdentifier: "com.example.Example", version: "42", shortVersion: "1.2",
                    executableName: "Example"),
            storyboards: storyboards, frameworks: [], executables: executables)
    }

    static func image(_ role: AppExecutable.Role, _ name: String, _ slices: [MachOSlice]) -> AppExecutable {
        AppExecutable(role: role, path: "/apps/Example.app/" + name, outcome: .read(slices))
    }
}

@Test func classesAreFoundByRuntimeNameAndBySwiftName() {
    let build = MemoryBuild.build([
        MemoryBuild.image(
            .main, "Example",
            [MemoryBuild.slice(MemoryBuild.main), MemoryBuild.slice(MemoryBuild.main, architecture: "x86_64")])
    ])
    #expect(build.classListIsComplete)
    // Each class once, though both slices define it.
    #expect(
        build.classes.map(\.displayName) == [
            "Example.AppDelegate", "Example.BaseAppDelegate", "Example.DetailViewController", "LegacyListController",
        ])
    #expect(build.classes.map(\.image) == Array(repeating: "Example", count: 4))
    #expect(build.classPresence("_TtC7Example20DetailViewController") == .defined)
    #expect(build.classPresence("Example.DetailViewController") == .defined)
    #expect(build.classPresence("LegacyListController") == .defined)
    #expect(build.classPresence("Example.RemovedViewController") == .absent)
    #expect(build.classPresence("Example.detailViewController") == .absent)
    #expect(build.definition(ofClass: "Example.DetailViewController")?.superclassName == "UIViewController")
}

@Test func theAppDelegateImplementsWhatItsMethodListsAndItsSuperclassesHold() throws {
    let build = MemoryBuild.build([MemoryBuild.image(.main, "Example", [MemoryBuild.slice(MemoryBuild.main)])])
    let delegate = try #require(build.appDelegates.first)
    #expect(build.appDelegates.count == 1 && delegate.appClass.displayName == "Example.AppDelegate")
    #expect(
        delegate.implementedSelectors == [
            "application:shouldSaveSecureApplicationState:", "application:shouldRestoreSecureApplicationState:",
        ])
    #expect(build.appDelegateImplements("application:shouldSaveSecureApplicationState:") == true)
    #expect(build.appDelegateImplements("application:shouldRestoreSecureApplicationState:") == true)
    #expect(build.appDelegateImplements("application:shouldSaveApplicationState:") == false)
    #expect(build.appDelegateImplements("application:didFinishLaunchingWithOptions:") == true)
}

@Test func aSuperclassCycleEndsTheWalk() {
    let looping = [
        MemoryBuild.definition("A", superclass: "B", protocols: ["UIApplicationDelegate"]),
        MemoryBuild.definition("B", superclass: "A", methods: ["application:shouldSaveSecureApplicationState:"]),
    ]
    let build = MemoryBuild.build([MemoryBuild.image(.main, "Example", [MemoryBuild.slice(looping)])])
    #expect(build.appDelegates.map(\.implementedSelectors) == [["application:shouldSaveSecureApplicationState:"]])
}

@Test func selectorNamesOutsideAMethodListProveNothing() {
    // A class that names the selectors only as a protocol it adopts implements none of them.
    let build = MemoryBuild.build([
        MemoryBuild.image(
            .main, "Example",
            [
                MemoryBuild.slice([
                    MemoryBuild.definition("AppDelegate", methods: ["window"], protocols: ["UIApplicationDelegate"])
                ])
            ])
    ])
    #expect(build.appDelegates.map(\.implementedSelectors) == [[]])
    #expect(build.appDelegateImplements("application:shouldSaveSecureApplicationState:") == false)
}

@Test func anEncryptedImageMakesAbsentClassesUnknown() {
    let framework = MemoryBuild.image(
        .framework("Kit"), "Frameworks/Kit.framework/Kit", [MemoryBuild.slice([MemoryBuild.definition("KitView")])])
    let encrypted = MemoryBuild.build([
        MemoryBuild.image(.main, "Example", [MemoryBuild.slice(MemoryBuild.main, encrypted: true)]), framework,
    ])
    #expect(encrypted.encryptedExecutables.map(\.fileName) == ["Example"])
    #expect(!encrypted.classListIsComplete)
    #expect(encrypted.classPresence("KitView") == .defined)
    #expect(encrypted.classPresence("Example.DetailViewController") == .unknown)
    #expect(encrypted.appDelegateImplements("application:shouldSaveSecureApplicationState:") == nil)
    let missing = MemoryBuild.build([
        AppExecutable(role: .main, path: "/apps/Example.app/Example", outcome: .missing), framework,
    ])
    #expect(missing.classPresence("Example.DetailViewController") == .unknown)
    #expect(MemoryBuild.build([]).classPresence("KitView") == .unknown)
}

@Test func storyboardIdentifiersComeFromTheReadStoryboard() {
    let scene = StoryboardScene(
        identifier: "Detail", nibName: "Detail-view",
        contents: .success(NibContents(viewControllers: [], externalReferences: [])))
    let read = AppStoryboard(
        name: "Main", path: "/apps/Example.app/Base.lproj/Main.storyboardc",
        location: AppBundleLocation(localization: "Base"),
        contents: .success(CompiledStoryboard(name: "Main", entryPointIdentifier: "Detail", scenes: [scene])))
    let unreadable = AppStoryboard(
        name: "Settings", path: "/apps/Example.app/Settings.storyboardc", location: AppBundleLocation(),
        contents: .failure(NibError(at: 12, "bad")))
    let build = MemoryBuild.build([], storyboards: [read, unreadable])
    #expect(build.storyboards(named: "Main").first?.identifiers == ["Detail"])
    #expect(build.storyboards(named: "Settings").first?.identifiers == nil)
}
