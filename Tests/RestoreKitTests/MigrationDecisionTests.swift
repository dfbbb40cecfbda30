import Foundation
@testable import RestoreKit
import Testing

/// The dry run against a build and `validate --app`'s migration rules, on Fixtures/apps/migration
/// (builds from clang-19/lld-19, saved state from NSKeyedArchiver): each row of the spec's table
/// "Scene sessions across builds" and each route of the restore order, both ways, the dry run's
/// outcome and the validate finding read from one decision and agreeing
/// (docs/format.md).
struct MigrationDecisionTests {
    static let root = "/memory/apps/migration"

    static func files() throws -> MemoryFiles { try MemoryFiles(fixtures: "apps/migration") }

    static func build(_ app: String, in files: MemoryFiles) throws -> AppBuild {
        try AppBuild.read(at: "\(root)/\(app)", in: files)
    }

    static func savedState(_ folder: String) -> String { "\(root)/archives/\(folder)/com.example.Migration.savedState" }

    /// The dry run of `folder` against `app`, and validate's migration findings for the same input.
    static func run(_ folder: String, _ app: String) throws -> (
        dryRun: DryRun, findings: [ValidationFinding], all: [ValidationFinding]
    ) {
        let files = try files()
        let build = try build(app, in: files)
        let saved = try SavedStateFolder.read(savedState(folder), in: files)
        let app = AppCheck(build)
        let dryRun = DryRun(saved, app: app)
        var expectations = ValidationExpectations()
        expectations.app = app
        let all = Validator.validate(path: savedState(folder), in: files, expectations: expectations).findings
        return (dryRun, all.filter { $0.rule.check == .appMigration }, all)
    }

    /// `report --app` hands validation the dry run it made (`judged`): the migration's findings are
    /// that dry run's, the same as validation's own, and not made again.
    @Test func validationTakesTheDryRunItIsGiven() throws {
        let files = try Self.files()
        let saved = try SavedStateFolder.read(Self.savedState("legacy"), in: files)
        var expectations = ValidationExpectations()
        expectations.app = AppCheck(try Self.build("Scenes.app", in: files))
        let own = Validator.checked(.uikit(saved), expectations: expectations)
        #expect(own.groups.contains { $0.check == .appMigration })
        // A dry run without the build settles nothing: the migration finds nothing, the rest the same.
        let unsettled = Validator.checked(.uikit(saved), expectations: expectations, judged: DryRun(saved))
        #expect(unsettled.groups.map(\.check) == own.groups.map(\.check).filter { $0 != .appMigration })
        let judged = DryRun(saved, app: expectations.app)
        #expect(Validator.validate(.uikit(saved), expectations: expectations, judged: judged) == own.findings)
    }

    // MARK: the build's facts

    @Test(arguments: [
        ("Legacy.app", false, true as Bool?), ("NoOptIn.app", false, false), ("DeprecatedOptIn.app", false, true),
        ("EmptyManifest.app", false, true), ("EmptyRoles.app", false, true), ("Scenes.app", true, true),
        ("ConnectSelector.app", true, true), ("DiscardSelector.app", true, true), ("SwiftUI.app", true, false),
        ("EmbeddedSwiftUI.app", true, true),
        // SwiftUI's App: its adaptor opts in or not; encrypted, its entry point still tells (the symbol table).
        ("SwiftUIApp.app", true, true), ("SwiftUIAppBare.app", true, false), ("SwiftUIAppEncrypted.app", true, nil),
        // Unknown is not a fact: no configuration, and the methods cannot be read.
        ("LegacyEncrypted.app", nil, nil), ("LegacyNoExecutable.app", nil, nil),
    ])
    func whetherABuildIsASceneAppAndOptsIn(_ app: String, _ sceneApp: Bool?, _ optsIn: Bool?) throws {
        let build = try Self.build(app, in: Self.files())
        #expect(build.isSceneApp == sceneApp, "\(build.sceneAppReasons)")
        #expect(build.optsInToRestoration == optsIn)
    }

    @Test func theEntryPointIsReadFromTheSymbolTableEvenEncrypted() throws {
        let files = try Self.files()
        for app in ["SwiftUIApp.app", "SwiftUIAppBare.app", "SwiftUIAppEncrypted.app"] {
            #expect(try Self.build(app, in: files).startsSwiftUIApp == true, "\(app)")
        }
        for app in ["Legacy.app", "SwiftUI.app", "LegacyEncrypted.app"] {
            #expect(try Self.build(app, in: files).startsSwiftUIApp == false, "\(app)")
        }
        #expect(try Self.build("LegacyNoExecutable.app", in: files).startsSwiftUIApp == nil)
        let swiftUI = try Self.build("SwiftUIApp.app", in: files)
        #expect(swiftUI.sceneDelegateClass(role: AppBuild.applicationRole) == "SwiftUI.AppSceneDelegate")
        // SwiftUI's app delegate implements the connect selector; the rest are the adaptor's.
        #expect(swiftUI.appDelegateImplements(AppBuild.connectSelector) == true)
        #expect(swiftUI.appDelegateImplements("application:didDiscardSceneSessions:") == false)
    }

    @Test func emptyManifestsDoNotCountButHaveAManifest() throws {
        let files = try Self.files()
        for app in ["EmptyManifest.app", "EmptyRoles.app"] {
            let build = try Self.build(app, in: files)
            #expect(build.info.sceneManifest != nil && build.sceneAppReasons.isEmpty, "\(app)")
        }
        #expect(
            try Self.build("DiscardSelector.app", in: files).sceneAppReasons == [
                "its app delegate implements application:didDiscardSceneSessions:"
            ])
    }

    @Test func linkedSystemFrameworksComeFromTheLoadCommandsOfTheAppAndItsFrameworks() throws {
        let files = try Self.files()
        let swiftUI = try Self.build("SwiftUI.app", in: files)
        #expect(
            swiftUI.executables.first?.slices.first?.linkedDylibs == [
                MachOLinkedDylib(kind: .load, path: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI")
            ])
        #expect(swiftUI.linkedFrameworks == ["SwiftUI"])
        let embedded = try Self.build("EmbeddedSwiftUI.app", in: files)
        #expect(embedded.executables.last?.slices.first?.linkedDylibs.map(\.kind) == [.weak])
        #expect(embedded.linkedFrameworks == ["SwiftUI"])
        let legacy = try Self.build("Legacy.app", in: files)
        #expect(legacy.linkedFrameworks.isEmpty)
        #expect(legacy.resolution(ofClass: "SwiftUI.AppSceneDelegate") == .systemModuleNotLinked("SwiftUI"))
        #expect(swiftUI.resolution(ofClass: "_TtC7SwiftUI16AppSceneDelegate") == .systemModuleLinked("SwiftUI"))
        #expect(legacy.resolution(ofClass: "OldSceneDelegate") == .inBuild)
        #expect(legacy.resolution(ofClass: "RemovedSceneDelegate") == .nowhere)
        // A module no linked system framework provides is the app's own, renamed: it resolves nowhere.
        #expect(legacy.resolution(ofClass: "OldModule.SceneDelegate") == .nowhere)
        #expect(
            try Self.build("LegacyEncrypted.app", in: files).resolution(ofClass: "OldModule.SceneDelegate") == .unknown)
        #expect(legacy.resolution(ofClass: "UIWindowScene") == .systemModuleLinked("UIKit"))
    }

    @Test func aSceneClassIsAUIKitSceneOrDerivesFromOne() throws {
        let build = try Self.build("SceneClass.app", in: Self.files())
        #expect(build.isSceneClass("UIWindowScene") == true)
        #expect(build.isSceneClass("UIScene") == true)
        #expect(build.isSceneClass("CanvasScene") == true)
        #expect(build.isSceneClass("NotAScene") == false)
        #expect(build.isSceneClass("UIViewController") == false)
        #expect(build.isSceneClass("SwiftUI.SomeScene") == nil)
        #expect(build.sceneClass(role: "UIWindowSceneSessionRoleApplication") == "CanvasScene")
        #expect(
            try Self.build("Scenes.app", in: Self.files()).sceneClass(role: "UIWindowSceneSessionRoleApplication")
                == nil)
    }

    @Test func theStoredConfigurationUIKitEndsUpWith() throws {
        let scenes = try Self.build("Scenes.app", in: Self.files())
        let role = "UIWindowSceneSessionRoleApplication"
        guard case .found(let found) = scenes.configurationForStored(name: "Default Configuration", role: role) else {
            Issue.record("not found"); return
        }
        #expect(found.delegateClassName == "SceneDelegate")
        guard case .fallback(let first) = scenes.configurationForStored(name: "Old Configuration", role: role) else {
            Issue.record("no fallback"); return
        }
        #expect(first.name == "Default Configuration")
        #expect(
            scenes.configurationForStored(
                name: "Default Configuration", role: "UIWindowSceneSessionRoleExternalDisplayNonInteractive") == .none)
        #expect(scenes.sceneDelegateClass(role: role) == "SceneDelegate")
        #expect(try Self.build("ConnectSelector.app", in: Self.files()).sceneDelegateClass(role: role) == nil)
    }

    // MARK: scene sessions: each row of the spec's table, both ways

    struct SceneRow: Sendable, CustomTestStringConvertible {
        let folder: String, app: String
        let outcome: SceneInBuild.Outcome
        let rules: [String]
        var asksAppDelegate = false
        var testDescription: String { "\(folder) in \(app)" }
    }

    static let sceneRows: [SceneRow] = [
        // A stored delegate class that resolves but is not the build's: an empty or black window.
        SceneRow(
            folder: "scene-code-old-delegate", app: "Scenes.app", outcome: .wrongDelegate,
            rules: ["scene-delegate-not-used"]),
        SceneRow(folder: "scene-code-matching", app: "Scenes.app", outcome: .normal, rules: []),
        SceneRow(folder: "scene-code-old-delegate", app: "ConnectSelector.app", outcome: .normal, rules: []), // the app's code decides
        SceneRow(
            folder: "scene-code-swiftui", app: "EmbeddedSwiftUI.app", outcome: .wrongDelegate,
            rules: ["scene-delegate-not-used"]),
        SceneRow(
            folder: "scene-code-swiftui-mangled", app: "EmbeddedSwiftUI.app", outcome: .wrongDelegate,
            rules: ["scene-delegate-not-used"]),
        SceneRow(folder: "scene-code-swiftui", app: "SwiftUI.app", outcome: .normal, rules: []),
        SceneRow(folder: "scene-code-swiftui-mangled", app: "SwiftUI.app", outcome: .normal, rules: []),
        // A system module's class the build does not link: only if the system happens to load it.
        SceneRow(
            folder: "scene-code-swiftui", app: "Scenes.app", outcome: .wrongDelegateIfLoaded,
            rules: ["scene-class-framework-not-linked"]),
        // A stored role without a configuration, no connect selector: a black screen.
        SceneRow(folder: "scene-other-role", app: "Scenes.app", outcome: .noDelegate, rules: ["scene-role-not-in-app"]),
        SceneRow(
            folder: "scene-named-renamed", app: "DiscardSelector.app", outcome: .noDelegate,
            rules: ["scene-role-not-in-app"]),
        SceneRow(
            folder: "scene-other-role", app: "ConnectSelector.app", outcome: .normal, rules: [], asksAppDelegate: true),
        // A stored Info.plist name the manifest lacks: the first configuration of the role, silently.
        SceneRow(
            folder: "scene-named-renamed", app: "Scenes.app", outcome: .fallback,
            rules: ["scene-configuration-not-in-app"]),
        SceneRow(folder: "scene-named-default", app: "Scenes.app", outcome: .normal, rules: []),
        SceneRow(
            folder: "scene-named-renamed", app: "ConnectSelector.app", outcome: .normal, rules: [],
            asksAppDelegate: true),
        // A stored scene class that resolves but is not the UISceneClassName the build's manifest
        // names (SceneClass.app: CanvasScene): an empty or black window. UIKit's own UIWindowScene too.
        SceneRow(
            folder: "scene-code-old-scene-class", app: "SceneClass.app", outcome: .wrongSceneClass,
            rules: ["scene-class-not-used"]),
        SceneRow(
            folder: "scene-code-matching", app: "SceneClass.app", outcome: .wrongSceneClass,
            rules: ["scene-class-not-used"]),
        SceneRow(folder: "scene-code-scene-class", app: "SceneClass.app", outcome: .normal, rules: []),
        // A stored class that resolves nowhere: the flag, the app delegate asked, a normal scene.
        SceneRow(folder: "scene-code-gone", app: "Scenes.app", outcome: .normal, rules: ["scene-class-not-resolved"]),
        SceneRow(
            folder: "scene-code-gone", app: "ConnectSelector.app", outcome: .normal,
            rules: ["scene-class-not-resolved"], asksAppDelegate: true),
        SceneRow(
            folder: "scene-code-gone", app: "DiscardSelector.app", outcome: .noDelegate,
            rules: ["scene-class-not-resolved", "scene-role-not-in-app"]),
        // The same for a scene class the build lacks or that is no UIScene, a storyboard not in
        // the build and a delegate wrapper class that resolves nowhere.
        SceneRow(
            folder: "scene-code-scene-class", app: "Scenes.app", outcome: .normal, rules: ["scene-class-not-resolved"]),
        SceneRow(
            folder: "scene-code-not-a-scene", app: "SceneClass.app", outcome: .normal,
            rules: ["scene-class-not-resolved"]),
        SceneRow(
            folder: "scene-code-storyboard-gone", app: "Scenes.app", outcome: .normal,
            rules: ["scene-class-not-resolved"]),
        SceneRow(
            folder: "scene-code-wrapper-gone", app: "Scenes.app", outcome: .normal,
            rules: ["scene-class-not-resolved"]),
        // A build that is no scene app: stored configurations ignored, nothing visible.
        SceneRow(
            folder: "scene-named-default", app: "Legacy.app", outcome: .ignored, rules: ["scene-sessions-ignored"]),
        SceneRow(
            folder: "scene-named-default", app: "EmptyManifest.app", outcome: .ignored,
            rules: ["scene-sessions-ignored"]),
        SceneRow(
            folder: "scene-code-old-delegate", app: "EmptyRoles.app", outcome: .ignored,
            rules: ["scene-sessions-ignored"]),
    ]

    @Test(arguments: sceneRows)
    func eachSceneSessionAgainstTheBuild(_ row: SceneRow) throws {
        let (dryRun, findings, _) = try Self.run(row.folder, row.app)
        let decision = try #require(dryRun.build)
        let scene = try #require(decision.scenes.first)
        #expect(decision.scenes.count == 1)
        #expect(scene.outcome == row.outcome, "\(scene.statements.map(\.text))")
        #expect(scene.asksAppDelegate == row.asksAppDelegate)
        #expect(findings.map(\.rule.rawValue) == row.rules, "\(findings.map(\.message))")
        // One decision, two views.
        #expect(decision.findings == findings)
        let fails = [.wrongDelegate, .wrongSceneClass, .noDelegate].contains(row.outcome)
        #expect(dryRun.losesState == fails)
        #expect(findings.contains { $0.severity == .error } == fails)
    }

    @Test func theSceneDecisionNamesConfigurationAndDelegate() throws {
        let fallback = try #require(Self.run("scene-named-renamed", "Scenes.app").dryRun.build?.scenes.first)
        #expect(
            fallback.configuration == "Default Configuration" && fallback.delegateClass == "SceneDelegate"
                && !fallback.asksAppDelegate)
        let message = try #require(Self.run("scene-named-renamed", "Scenes.app").findings.first?.message)
        #expect(
            message.contains("\"Old Configuration\"") && message.contains("\"Default Configuration\"")
                && message.contains("asks nobody"))
        let wrong = try #require(Self.run("scene-code-swiftui", "EmbeddedSwiftUI.app").dryRun.build?.scenes.first)
        #expect(wrong.delegateClass == "SwiftUI.AppSceneDelegate" && wrong.buildDelegateClass == "SceneDelegate")
        let appDecides = try #require(Self.run("scene-code-swiftui", "SwiftUI.app").dryRun.build?.scenes.first)
        #expect(appDecides.buildDelegateClass == nil)
        #expect(appDecides.statements.contains { $0.basis == .app && $0.text.contains("the app's code decides") })
        let oldScene = try #require(Self.run("scene-code-old-scene-class", "SceneClass.app").dryRun.build?.scenes.first)
        #expect(oldScene.sceneClass == "OldCanvasScene" && oldScene.buildSceneClass == "CanvasScene")
        #expect(oldScene.delegateClass == "SceneDelegate" && oldScene.buildDelegateClass == "SceneDelegate")
        let notAScene = try #require(Self.run("scene-code-not-a-scene", "SceneClass.app").dryRun.build?.scenes.first)
        #expect(notAScene.resolutionError && notAScene.sceneClass == "CanvasScene")
        #expect(notAScene.explanation.contains("NotAScene is no subclass of UIScene"), "\(notAScene.explanation)")
        let wrapper = try #require(Self.run("scene-code-wrapper-gone", "Scenes.app").dryRun.build?.scenes.first)
        #expect(wrapper.explanation.contains("delegate wrapper GoneDelegateWrapper resolves nowhere"))
        let storyboard = try #require(Self.run("scene-code-storyboard-gone", "Scenes.app").dryRun.build?.scenes.first)
        #expect(storyboard.explanation.contains("storyboard Gone is not in this build"))
        let black = try #require(Self.run("scene-other-role", "Scenes.app").dryRun.build?.scenes.first)
        #expect(black.configuration == nil && black.delegateClass == nil && black.resolutionError)
    }

    // MARK: the legacy archive: opting in, the scene life cycle, each route

    struct ObjectRow: Sendable, CustomTestStringConvertible {
        let folder: String, app: String, path: String
        let outcome: ObjectInBuild.Outcome
        var reason: ObjectInBuild.Reason? = nil
        var routes: [RouteInBuild.Verdict] = []
        var testDescription: String { "\(path) of \(folder) in \(app)" }
    }

    static let objectRows: [ObjectRow] = [
        // Route 3: the main storyboard's initial view controller, registered at launch (issue 53).
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController", outcome: .restored,
            routes: [.appDecides, .gives, .gives]),
        // Route 4, the storyboard, after the app delegate (which implements the selector) and a registered object.
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController/:[1]:/Detail", outcome: .restored,
            routes: [.appDecides, .cannotTell, .gives]),
        ObjectRow(
            folder: "renamed-identifier", app: "Legacy.app", path: "NavigationController/:[1]:/Detail",
            outcome: .raises, routes: [.appDecides, .cannotTell, .raises]),
        // Route 1: a conforming restoration class decides alone.
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController/:[2]:/Restored", outcome: .ifAppProvides,
            routes: [.appDecides, .appDecides, .cannotTell]),
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController/Model", outcome: .ifAppProvides,
            routes: [.appDecides, .cannotTell]),
        // Route 1 passed over (not conforming; no such class), then route 2: the app delegate.
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController/:[3]:/Plain", outcome: .ifAppProvides,
            routes: [.passesOver, .appDecides, .cannotTell]),
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController/:[4]:/Gone", outcome: .ifAppProvides,
            routes: [.passesOver, .appDecides, .cannotTell]),
        // Without the app delegate's method: only route 3, which no build can tell.
        ObjectRow(
            folder: "legacy", app: "DeprecatedOptIn.app", path: "NavigationController/:[4]:/Gone", outcome: .unknown,
            routes: [.passesOver, .passesOver, .cannotTell]),
        ObjectRow(
            folder: "legacy", app: "Legacy.app", path: "NavigationController/Registered", outcome: .unknown,
            routes: [.cannotTell]),
        // No restore selector: nothing comes back.
        ObjectRow(
            folder: "legacy", app: "NoOptIn.app", path: "NavigationController", outcome: .skipped, reason: .notOptedIn),
        ObjectRow(
            folder: "legacy", app: "NoOptIn.app", path: "NavigationController/:[2]:/Restored", outcome: .skipped,
            reason: .notOptedIn),
        // A scene build: the root list is taken as empty.
        ObjectRow(
            folder: "legacy", app: "Scenes.app", path: "NavigationController", outcome: .skipped,
            reason: .sceneLifeCycle),
        ObjectRow(
            folder: "legacy", app: "ConnectSelector.app", path: "NavigationController/:[1]:/Detail", outcome: .skipped,
            reason: .sceneLifeCycle),
        // An empty manifest does not make a scene app.
        ObjectRow(
            folder: "legacy", app: "EmptyManifest.app", path: "NavigationController/:[1]:/Detail", outcome: .restored,
            routes: [.appDecides, .cannotTell, .gives]),
        ObjectRow(
            folder: "legacy", app: "EmptyRoles.app", path: "NavigationController", outcome: .restored,
            routes: [.appDecides, .gives, .gives]),
    ]

    @Test(arguments: objectRows)
    func eachObjectAgainstTheBuild(_ row: ObjectRow) throws {
        let decision = try #require(Self.run(row.folder, row.app).dryRun.build)
        let object = try #require(decision.objects.first { $0.path == row.path })
        #expect(object.outcome == row.outcome, "\(object.statements.map(\.text))")
        #expect(object.reason == row.reason)
        #expect(object.routes.map(\.verdict) == row.routes)
    }

    struct ArchiveRow: Sendable, CustomTestStringConvertible {
        let folder: String, app: String
        let rules: [String]
        let losesState: Bool
        var testDescription: String { "\(folder) in \(app)" }
    }

    static let archiveRows: [ArchiveRow] = [
        ArchiveRow(folder: "legacy", app: "Legacy.app", rules: [], losesState: false),
        ArchiveRow(folder: "legacy", app: "DeprecatedOptIn.app", rules: [], losesState: false),
        ArchiveRow(folder: "legacy", app: "EmptyManifest.app", rules: [], losesState: false),
        ArchiveRow(folder: "legacy", app: "NoOptIn.app", rules: ["app-not-opted-in"], losesState: true),
        // The legacy view controllers a scene build drops by design: a warning, and no exit 1 alone.
        ArchiveRow(folder: "legacy", app: "Scenes.app", rules: ["scene-app-ignores-legacy-state"], losesState: false),
        ArchiveRow(
            folder: "legacy", app: "ConnectSelector.app", rules: ["scene-app-ignores-legacy-state"], losesState: false),
        // A scene app that has not opted in drops the list anyway: reported once, as the scene app's.
        ArchiveRow(folder: "legacy", app: "SwiftUI.app", rules: ["scene-app-ignores-legacy-state"], losesState: false),
        ArchiveRow(
            folder: "scene-with-legacy", app: "Scenes.app", rules: ["scene-app-ignores-legacy-state"], losesState: false
        ),
        ArchiveRow(
            folder: "scene-with-legacy", app: "Legacy.app", rules: ["scene-sessions-ignored"], losesState: false),
        ArchiveRow(folder: "renamed-identifier", app: "Legacy.app", rules: [], losesState: true),
    ]

    @Test(arguments: archiveRows)
    func eachArchiveAgainstTheBuild(_ row: ArchiveRow) throws {
        let (dryRun, findings, _) = try Self.run(row.folder, row.app)
        #expect(findings.map(\.rule.rawValue) == row.rules, "\(findings.map(\.message))")
        #expect(dryRun.build?.findings == findings)
        #expect(dryRun.losesState == row.losesState)
    }

    @Test func aRenamedStoryboardIdentifierRaisesInBothViews() throws {
        let (dryRun, _, all) = try Self.run("renamed-identifier", "Legacy.app")
        let detail = try #require(dryRun.build?.objects.first { $0.path == "NavigationController/:[1]:/Detail" })
        #expect(detail.outcome == .raises)
        #expect(detail.routes.last?.text.contains("NSInvalidArgumentException") == true)
        let finding = try #require(all.first { $0.path == "NavigationController/:[1]:/Detail" })
        #expect(finding.rule == .storyboardIdentifierNotInApp && finding.severity == .error)
        // The matching build: restored, and no finding.
        let (matching, _, none) = try Self.run("legacy", "Legacy.app")
        #expect(matching.build?.objects.first { $0.path == "NavigationController/:[1]:/Detail" }?.outcome == .restored)
        // Only GoneRestorer, the fixture of route 1 passed over, is missing from the build.
        #expect(none.map(\.rule) == [.restorationClassNotInApp], "\(none.map(\.message))")
    }

    @Test func aBuildThatHasNotOptedInNamesTheSelectorsItLacks() throws {
        let (dryRun, findings, _) = try Self.run("legacy", "NoOptIn.app")
        #expect(findings.first?.message.contains("application:shouldRestoreSecureApplicationState:") == true)
        #expect(findings.first?.message.contains("application:shouldRestoreApplicationState:") == true)
        #expect(dryRun.objects.allSatisfy { $0.outcome == .skipped && $0.reason == .notOptedIn })
        #expect(dryRun.statements.contains { $0.text.contains("has not opted in") })
    }
}

/// The storyboard route's nib restoration identifier, and objects below one that raises, on the
/// app fixtures of Fixtures/apps (Example.app and its saved state).
struct StoryboardRouteInBuildTests {
    static func run(_ folder: String, _ app: String = "Example.app") throws -> (DryRun, [ValidationFinding]) {
        let files = try MemoryFiles(fixtures: "apps/Example.app", "apps/archives")
        let build = try AppBuild.read(at: "/memory/apps/\(app)", in: files)
        let path = "/memory/apps/archives/\(folder)/com.example.Example.savedState"
        let saved = try SavedStateFolder.read(path, in: files)
        var expectations = ValidationExpectations()
        expectations.app = AppCheck(build)
        return (
            DryRun(saved, app: expectations.app),
            Validator.validate(path: path, in: files, expectations: expectations).findings
        )
    }

    @Test func aNibWhoseRestorationIdentifierDiffersIsRestoredAndSaysSo() throws {
        let (dryRun, findings) = try Self.run("restoration-identifier-mismatch")
        let object = try #require(dryRun.build?.objects.first { $0.path == "NavigationController/:[1]:/DetailScreen" })
        #expect(object.outcome == .restored)
        #expect(object.routes.last?.text.contains("has the restoration identifier \"Detail\" in the nib") == true)
        #expect(findings.map(\.rule) == [.restorationIdentifierMismatch])
    }

    @Test(arguments: ["storyboard-not-in-app", "storyboard-identifier-not-in-app"])
    func aMissingStoryboardOrIdentifierRaisesInBothViews(_ folder: String) throws {
        let (dryRun, findings) = try Self.run(folder)
        let object = try #require(dryRun.build?.objects.first { $0.path == "NavigationController/:[1]:/Detail" })
        #expect(object.outcome == .raises)
        #expect(findings.map(\.rule.rawValue) == [folder])
        #expect(dryRun.losesState)
        // The matching saved state: restored, no finding.
        let (matching, none) = try Self.run("matching")
        #expect(matching.build?.objects.first { $0.path == "NavigationController/:[1]:/Detail" }?.outcome == .restored)
        #expect(none.isEmpty && matching.build?.fails == false)
    }

    @Test func objectsBelowOneThatRaisesAreNotRestored() {
        var objects = [
            ObjectInBuild(path: "A", outcome: .raises), ObjectInBuild(path: "A/:[0]:/B", outcome: .restored),
            ObjectInBuild(path: "C", outcome: .unknown), ObjectInBuild(path: "C/:[0]:/D", outcome: .restored),
        ]
        ObjectInBuild.handDown(&objects, parents: [nil, "A", nil, "C"])
        #expect(objects.map(\.outcome) == [.raises, .skipped, .unknown, .ifAppProvides])
        #expect(objects[1].reason == .parentNotRestored)
    }
}

@Test func theDecisionAsJSONHoldsEachObjectAndScene() throws {
    let (dryRun, _, _) = try MigrationDecisionTests.run("scene-with-legacy", "Scenes.app")
    let decision = try #require(dryRun.build)
    guard case .object(let members) = decision.json else { Issue.record("not an object"); return }
    #expect(
        members.map(\.0) == [
            "sceneApp", "sceneAppReasons", "optsIn", "fails", "statements", "objects", "scenes", "findings",
        ])
    guard case .array(let scenes)? = members.first(where: { $0.0 == "scenes" })?.1,
        case .object(let scene)? = scenes.first
    else {
        Issue.record("no scene"); return
    }
    #expect(scene.first { $0.0 == "outcome" }?.1 == .string("normal"))
    #expect(scene.first { $0.0 == "stored" }?.1 == .object([("name", .string("Default Configuration"))]))
}
