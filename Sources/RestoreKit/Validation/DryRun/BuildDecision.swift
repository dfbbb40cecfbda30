/// The dry run settled by a build: what UIKit will do with saved state when this build runs
/// (docs/format.md, "What UIKit does at restore", "Opting in", "Scene
/// sessions across builds"). One decision, two views: `explain --app` shows it (`DryRun.build`),
/// `validate --app` reports its findings (`ValidationCheck.appMigration`).
///
/// An app's test reads it from ``DryRun/build``: ``objects`` and ``scenes`` each with the outcome
/// the user sees.
public struct BuildDecision: Sendable {
    /// Whether the build adopts the scene life cycle, as UIKit decides it: a role of its scene
    /// manifest has a configuration, or its app delegate implements the scene connect or discard
    /// selector (an empty manifest does not count). UIKit then restores no view controller of
    /// `data.data`: only the scenes' restoration activities come back.
    public let isSceneApp: Bool
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

    /// Whether the build says the app crashes (UIKit raises for an object), a scene gets the
    /// wrong delegate or scene class, or none, or state is certainly lost (not counting the
    /// legacy root list a scene app drops by design): `explain --app` exits 1 then.
    package var fails: Bool {
        objects.contains { $0.outcome == .raises || ($0.outcome == .skipped && $0.reason != .sceneLifeCycle) }
            || scenes.contains { $0.outcome.fails }
    }

    /// The decision for `dryRun`'s objects and `folder`'s scenes against `build`.
    init(build: AppBuild, dryRun: DryRun, archive: RestorationArchive?, folder: SavedStateFolder?) {
        isSceneApp = build.isSceneApp
        sceneAppReasons = build.sceneAppReasons
        optsIn = build.optsInToRestoration
        archiveStatements(build: build, hasObjects: !dryRun.objects.isEmpty)
        if let archive {
            objects = ObjectInBuild.judge(
                dryRun.objects, archive: archive, build: build, sceneApp: isSceneApp,
                notOptedIn: !isSceneApp && optsIn == false)
        }
        archiveFindings(build: build, dryRun: dryRun)
        for scene in folder?.scenes ?? [] {
            guard case .success(let session)? = scene.session else { continue }
            let decided = SceneInBuild(
                identifier: scene.identifier, session: session, build: build, sceneApp: isSceneApp)
            scenes.append(decided)
            findings += decided.findings
        }
    }

    /// Whether the build is a scene app and opts in, in sentences.
    private mutating func archiveStatements(build: AppBuild, hasObjects: Bool) {
        if isSceneApp {
            statements.append(
                DryRunStatement(
                    .uikit,
                    "The build adopts the scene life cycle (\(sceneAppReasons.joined(separator: "; "))): UIKit takes the legacy root list as empty, so no view controller of data.data comes back; what restores is each scene's restoration activity."
                ))
        } else {
            statements.append(
                DryRunStatement(
                    .uikit,
                    "The build does not adopt the scene life cycle (no role of its scene manifest has a configuration, and its app delegate implements neither \(AppBuild.sceneSelectors.joined(separator: " nor "))): UIKit restores the objects of the root list."
                ))
        }
        switch optsIn {
        case true?:
            let implemented = AppBuild.restoreSelectors.filter { build.appDelegateImplements($0) == true }
            statements.append(
                DryRunStatement(
                    .uikit,
                    "The app delegate implements \(implemented.joined(separator: " and ")): the build opts in to state restoration."
                ))
        case false?:
            statements.append(
                DryRunStatement(
                    .uikit,
                    "The app delegate implements neither \(AppBuild.restoreSelectors.joined(separator: " nor ")): the build has not opted in, and UIKit restores nothing from data.data."
                ))
        case nil:
            statements.append(
                DryRunStatement(
                    .app,
                    "No app delegate class was found in the build: whether it opts in to state restoration cannot be told."
                ))
        }
    }

    /// `app-not-opted-in` and `scene-app-ignores-legacy-state`, once for the archive.
    private mutating func archiveFindings(build: AppBuild, dryRun: DryRun) {
        guard dryRun.discarded == nil else { return }
        let viewControllers = dryRun.objects.filter { $0.order != nil && $0.isViewController != false }.map(\.path)
        let listed = dryRun.objects.filter { $0.order != nil }.map(\.path)
        if isSceneApp, !viewControllers.isEmpty {
            findings.append(
                ValidationFinding(
                    .sceneAppIgnoresLegacyState,
                    "the build adopts the scene life cycle (\(sceneAppReasons.joined(separator: "; "))): UIKit takes the root list of data.data as empty, so its \(viewControllers.count) preserved view controller(s) (\(Self.shortList(viewControllers))) do not come back; only the scenes' restoration activities restore"
                ))
        } else if !isSceneApp, optsIn == false, !listed.isEmpty {
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
