/// The dry run settled by a build: what UIKit will do with saved state when this build runs
/// (docs/format.md, "What UIKit does at restore", "Opting in", "Scene
/// sessions across builds"). One decision, two views: `explain --app` shows it (`DryRun.build`),
/// `validate --app` reports its findings (`ValidationCheck.appMigration`).
///
/// An app's test reads it from ``DryRun/build``: ``objects`` and ``scenes`` each with the outcome
/// the user sees.
public struct BuildDecision: Sendable {
    /// Whether the build adopts the scene life cycle, as UIKit decides it: a role of its scene
    /// manifest has a configuration, its app delegate implements the scene connect or discard
    /// selector (an empty manifest does not count), or its entry point is SwiftUI's `App`. UIKit
    /// then restores no view controller of `data.data`: only the scenes' restoration activities
    /// come back. False also when the build cannot tell (its executable is encrypted, missing or
    /// unreadable, and its manifest has no configuration): its statements say so.
    public var isSceneApp: Bool { sceneApp == true }
    /// Whether the build adopts the scene life cycle; nil when it cannot tell (`AppBuild.isSceneApp`).
    package let sceneApp: Bool?
    /// Why it is a scene app (`AppBuild.sceneAppReasons`); empty when it is not.
    package let sceneAppReasons: [String]
    /// Whether the app delegate implements a restore selector; nil when no app delegate class was found.
    package let optsIn: Bool?
    /// What the build decides for the archive as a whole, in sentences.
    package internal(set) var statements: [DryRunStatement] = []
    /// Each object of the archive, in the dry run's order (the listed ones in restore order,
    /// then those UIKit never asks for), judged against the build.
    public internal(set) var objects: [ObjectInBuild] = []
    /// Each scene with a readable session, in the folder's order, judged against the build.
    public internal(set) var scenes: [SceneInBuild] = []
    /// The findings `validate --app` reports for it, in order: the archive's, then each scene's.
    package internal(set) var findings: [ValidationFinding] = []

    /// The object with the identifier path `path`, judged against the build; nil when the
    /// archive holds none.
    public func object(at path: String) -> ObjectInBuild? {
        objects.first { $0.path == path }
    }

    /// The view controllers of `data.data` that do not come back only because the build adopts
    /// the scene life cycle (by design: UIKit takes the root list as empty): the screens an old
    /// build saved that the new one loses unless each scene restores them itself.
    package private(set) var screensLostToScenes: [String] = []

    /// Whether UIKit raises for an object: the app crashes at launch.
    package var crashes: Bool { objects.contains { $0.outcome == .raises } }

    /// Whether the build certainly loses an object: UIKit skips it (not counting the legacy root
    /// list a scene app drops by design).
    package var losesObjects: Bool { objects.contains { $0.outcome == .skipped && $0.fails } }

    /// Whether a scene gets the wrong delegate or scene class, or none.
    package var breaksScenes: Bool { scenes.contains { $0.outcome.fails } }

    /// Whether the build says the app crashes, a scene gets the wrong delegate or scene class, or
    /// none, or state is certainly lost (not counting the legacy root list a scene app drops by
    /// design): `explain --app` exits 1 then.
    package var fails: Bool { crashes || losesObjects || breaksScenes }

    /// The decision for `dryRun`'s objects and `folder`'s scenes against `app`'s build.
    init(app: AppCheck, dryRun: DryRun, archive: RestorationArchive?, folder: SavedStateFolder?) {
        let build = app.build
        sceneApp = build.isSceneApp
        sceneAppReasons = build.sceneAppReasons
        optsIn = build.optsInToRestoration
        if let folder, let (named, expected) = Validator.otherBundleIdentifier(folder, build: build) {
            // Said before any verdict: everything below is what the build would do if it read the folder.
            statements.append(
                DryRunStatement(
                    .uikit,
                    "This build never reads this saved state: the folder is named for \(named), and the build's CFBundleIdentifier is \(expected) (UIKit restores from the folder named for the running app). What follows is what the build would do with it if it did."
                ))
        }
        archiveStatements(build: build, hasObjects: !dryRun.objects.isEmpty)
        if let archive {
            objects = ObjectInBuild.judge(
                dryRun.objects, archive: archive, check: app, sceneApp: sceneApp,
                notOptedIn: sceneApp == false && optsIn == false)
        }
        if isSceneApp, dryRun.discarded == nil {
            screensLostToScenes = dryRun.objects.filter { $0.order != nil && $0.isViewController != false }.map(\.path)
        }
        classesUnknownFinding(build: build, dryRun: dryRun, folder: folder)
        archiveFindings(build: build, dryRun: dryRun)
        for scene in folder?.scenes ?? [] {
            guard case .success(let session)? = scene.session else { continue }
            let decided = SceneInBuild(identifier: scene.identifier, session: session, build: build, sceneApp: sceneApp)
            scenes.append(decided)
            findings += decided.findings
        }
    }

    /// Whether the build is a scene app and opts in, in sentences.
    private mutating func archiveStatements(build: AppBuild, hasObjects: Bool) {
        switch sceneApp {
        case true?:
            statements.append(
                DryRunStatement(
                    .uikit,
                    "No screen saved in data.data comes back in this build: it adopts the scene life cycle (\(sceneAppReasons.joined(separator: "; "))), and UIKit then restores only what each scene saved, its restoration activity (UIKit takes the legacy root list as empty)."
                ))
        case nil:
            statements.append(
                DryRunStatement(
                    .app,
                    "Whether the build adopts the scene life cycle cannot be told: its scene manifest has no configuration, and \(build.unknownClassesReason ?? "no app delegate class was found"), so neither its app delegate's methods nor its entry point can be read. A build that adopts it restores no object of data.data; below, each object says what one that does not would do with it."
                ))
        case false?:
            statements.append(
                DryRunStatement(
                    .uikit,
                    "The build does not adopt the scene life cycle (no role of its scene manifest has a configuration, and its app delegate implements neither \(AppBuild.sceneSelectors.joined(separator: " nor "))), so UIKit restores the screens saved in data.data (the objects of its root list)."
                ))
        }
        let swiftUI = build.startsSwiftUIApp == true
        if swiftUI {
            let adaptors = build.appDelegates.map { AppCheck.shown($0.appClass.name) }
            statements.append(
                DryRunStatement(
                    .uikit,
                    "UIKit's app delegate is SwiftUI's own (SwiftUI.AppDelegate): "
                        + (adaptors.isEmpty
                            ? "the app has no delegate adaptor, so nothing but SwiftUI's methods is implemented."
                            : "the app's \(adaptors.joined(separator: ", ")), adopting UIApplicationDelegate, is its @UIApplicationDelegateAdaptor, to which SwiftUI forwards every method it does not implement itself (decompiled SwiftUI: confirmed), so the adaptor's methods count as the app delegate's below.")
                ))
        }
        let delegate = swiftUI ? "The app's delegate adaptor" : "The app delegate"
        switch optsIn {
        case true?:
            let implemented = AppBuild.restoreSelectors.filter { build.appDelegateImplements($0) == true }
            statements.append(
                DryRunStatement(
                    .uikit,
                    "\(delegate) implements \(implemented.joined(separator: " and ")), so the build opts in to state restoration."
                ))
        case false?:
            statements.append(
                DryRunStatement(
                    .uikit,
                    "\(delegate) implements neither \(AppBuild.restoreSelectors.joined(separator: " nor ")), so the build has not opted in and UIKit restores nothing from data.data."
                ))
        case nil:
            let why =
                build.unknownClassesReason.map { "The app delegate's methods cannot be read: \($0)" }
                ?? "No app delegate class was found in the build"
            statements.append(
                DryRunStatement(.app, "\(why): whether it opts in to state restoration cannot be told."))
        }
    }

    /// `app-classes-unknown`, once, when the build's classes cannot all be listed and the saved
    /// state has objects or scene sessions to judge: what depends on them was not judged.
    private mutating func classesUnknownFinding(build: AppBuild, dryRun: DryRun, folder: SavedStateFolder?) {
        guard let reason = build.unknownClassesReason else { return }
        let sessions = folder?.scenes.contains { if case .success? = $0.session { true } else { false } } ?? false
        guard sessions || dryRun.objects.contains(where: { $0.order != nil }) else { return }
        findings.append(
            ValidationFinding(
                .appClassesUnknown,
                "the build's classes cannot all be listed: \(reason); what depends on them (restoration, saved and coded classes, the app delegate's methods, stored scene classes) cannot be told, and was not judged"
            ))
    }

    /// `app-not-opted-in` and `scene-app-ignores-legacy-state`, once for the archive.
    private mutating func archiveFindings(build: AppBuild, dryRun: DryRun) {
        guard dryRun.discarded == nil else { return }
        let listed = dryRun.objects.filter { $0.order != nil }.map(\.path)
        if !screensLostToScenes.isEmpty {
            let count = screensLostToScenes.count
            findings.append(
                ValidationFinding(
                    .sceneAppIgnoresLegacyState,
                    "none of the \(count) screen\(count == 1 ? "" : "s") the old build saved (\(Self.shortList(screensLostToScenes))) \(count == 1 ? "comes" : "come") back, by design of the scene life cycle, which this build adopts (\(sceneAppReasons.joined(separator: "; "))): UIKit takes the root list of data.data as empty, and only each scene's restoration activity restores"
                ))
        } else if sceneApp == false, optsIn == false, !listed.isEmpty {
            findings.append(
                ValidationFinding(
                    .appNotOptedIn,
                    "the build's app delegate implements neither \(AppBuild.restoreSelectors.joined(separator: " nor ")) (nor is the build a scene app): UIKit restores nothing from data.data, and its \(listed.count) preserved object(s) (\(Self.shortList(listed))) are lost without a log"
                ))
        }
    }

    /// Up to three paths, then how many more.
    static func shortList(_ paths: [String]) -> String {
        let shown = paths.prefix(3).joined(separator: ", ")
        return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
    }
}
