/// One preserved object judged against a build: each route UIKit tries for it
/// (docs/format.md, "What UIKit does at restore", "Each object"), settled by
/// the build wherever the build can settle it, and what comes of it.
public struct ObjectInBuild: Sendable {
    /// What comes of the object in this build.
    public enum Outcome: String, Sendable {
        /// UIKit gives it back: the build's main storyboard made it at launch (an object already
        /// registered), or the storyboard route gives it (unless an earlier app route gives it first).
        case restored
        /// UIKit certainly does not restore it (`reason` says why).
        case skipped
        /// UIKit raises for it unless an earlier route gives it first: the app crashes.
        /// `NSInvalidArgumentException` for a storyboard or storyboard identifier the build's main
        /// bundle lacks (where UIKit looks after an update whatever bundle path was saved),
        /// `NSInternalInconsistencyException` for a scene whose nib the storyboard does not hold.
        case raises
        /// Only the app's code gives it back: a conforming restoration class, the app delegate.
        case ifAppProvides
        /// Kept for what no build can tell: only an object the app registers itself under the path gives it.
        case unknown
    }

    /// Why it is skipped.
    public enum Reason: String, Sendable {
        /// UIKit deletes the archive first (no tries left, major version not 2).
        case archiveDiscarded
        /// The build has not opted in (no restore selector): UIKit restores nothing from data.data.
        case notOptedIn
        /// The build is a scene app: UIKit takes the root list as empty.
        case sceneLifeCycle
        /// The files alone say so (not listed, no coder, an ancestor not preserved...): `DryRunObject.reason`.
        case savedState
        /// No route gives it in this build.
        case noRoute
        /// The nearest preserved object above it is skipped or raises.
        case parentNotRestored
    }

    /// The identifier path.
    public let path: String
    /// What comes of it.
    public internal(set) var outcome: Outcome
    /// Why it is skipped; nil when it is not.
    public internal(set) var reason: Reason?
    /// The routes UIKit tries, in its order, each judged; empty when it is skipped before any.
    package internal(set) var routes: [RouteInBuild] = []
    /// What decides the outcome, in sentences.
    package internal(set) var statements: [DryRunStatement] = []

    /// What decides the outcome, as `restorectl explain --app` says it: one paragraph, for a
    /// test's failure message.
    public var explanation: String {
        statements.map(\.text).joined(separator: " ")
    }

    /// How much the outcome matters, as `validate --app` grades the rule that reports it: an error
    /// when UIKit raises for the object (`storyboard-not-in-app`) or skips it (`app-not-opted-in`),
    /// a warning for a view controller the scene life cycle drops by design
    /// (`scene-app-ignores-legacy-state`), a note when only the app's code can tell; nil when it
    /// is restored.
    package var severity: ValidationRule.Severity? {
        switch outcome {
        case .restored: nil
        case .raises: .error
        case .skipped: reason == .sceneLifeCycle ? .warning : .error
        case .ifAppProvides, .unknown: .note
        }
    }

    /// Whether the app crashes for the object or certainly loses it (an error): `explain --app`
    /// exits 1 then (docs/cli.md, "explain").
    package var fails: Bool { severity == .error }

    init(path: String, outcome: Outcome, reason: Reason? = nil) {
        self.path = path
        self.outcome = outcome
        self.reason = reason
    }

    /// Each of `objects` (the files-only dry run) judged against `check`'s build, then handed down
    /// from parents to the objects below them.
    static func judge(
        _ objects: [DryRunObject], archive: RestorationArchive, check: AppCheck, sceneApp: Bool?, notOptedIn: Bool
    ) -> [ObjectInBuild] {
        let stored = Dictionary(archive.objects.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var judged = objects.map { dryRun -> ObjectInBuild in
            if dryRun.outcome == .skipped {
                let reason: Reason =
                    switch dryRun.reason {
                    case .archiveDiscarded?: .archiveDiscarded
                    case .sceneLifeCycle?: .sceneLifeCycle
                    case .notOptedIn?: .notOptedIn
                    default: .savedState
                    }
                var object = ObjectInBuild(path: dryRun.path, outcome: .skipped, reason: reason)
                // The scene life cycle's reason is the build's, said once for the archive, not under every object.
                object.statements = reason == .sceneLifeCycle ? [] : dryRun.statements
                return object
            }
            if notOptedIn {
                var object = ObjectInBuild(path: dryRun.path, outcome: .skipped, reason: .notOptedIn)
                object.statements = [
                    DryRunStatement(
                        .uikit,
                        "Not restored: the build's app delegate implements neither \(AppBuild.restoreSelectors.joined(separator: " nor ")), so UIKit restores nothing from data.data."
                    )
                ]
                return object
            }
            guard let object = stored[dryRun.path] else { return ObjectInBuild(path: dryRun.path, outcome: .unknown) }
            return decide(object, build: check.build, check: check)
        }
        handDown(&judged, parents: objects.map(\.parent))
        if sceneApp == nil {
            // What the build decides is unknown; what the files alone decide (a `savedState` skip) stays.
            let decidedByBuild: Set<Reason> = [.noRoute, .parentNotRestored]
            for index in judged.indices
            where judged[index].outcome != .skipped || judged[index].reason.map(decidedByBuild.contains) == true {
                judged[index].outcome = .unknown
                judged[index].reason = nil
                judged[index].statements.insert(
                    DryRunStatement(
                        .app,
                        "Cannot tell: whether UIKit asks for it at all depends on whether the build adopts the scene life cycle, which its unreadable methods would tell. If it does not:"
                    ), at: 0)
            }
        }
        return judged
    }

    /// The routes of `object` in UIKit's order, judged, and the outcome the first route that
    /// certainly decides gives.
    static func decide(_ object: RestorationObject, build: AppBuild, check: AppCheck) -> ObjectInBuild {
        var judged = ObjectInBuild(path: object.path, outcome: .unknown)
        let isViewController = object.isViewController == true
        if let name = object.restorationClass {
            judged.routes.append(RouteInBuild.restorationClass(name, isViewController: isViewController, build: build))
        }
        if isViewController {
            judged.routes.append(
                RouteInBuild.appDelegate(build.appDelegateImplements(RouteInBuild.appDelegateSelector)))
        }
        judged.routes.append(RouteInBuild.registered(check.mainStoryboardMakes(object), build: build))
        if let route = Validator.storyboardRoute(object) {
            judged.routes.append(RouteInBuild.storyboard(object, route: route, check: check))
        }
        var appMayGive = false
        for route in judged.routes {
            switch (route.kind, route.verdict) {
            case (.restorationClass, .appDecides):
                judged.outcome = .ifAppProvides
                judged.statements.append(
                    DryRunStatement(
                        .app,
                        "Restored only if the restoration class's method returns it: found and conforming, it decides alone (nil skips the object)."
                    ))
                return judged
            case (_, .appDecides):
                appMayGive = true
            case (.registered, .gives):
                judged.outcome = .restored
                judged.statements.append(
                    DryRunStatement(
                        .uikit,
                        "Restored: the build's main storyboard already made it at launch under this path, so UIKit takes that one\(appMayGive ? " (unless the app delegate returns another first)" : "") and never comes to its saved storyboard (likely: Apple documents that UIKit finds the view controllers the main storyboard made)."
                    ))
                return judged
            case (.storyboard, .gives):
                judged.outcome = .restored
                judged.statements.append(
                    DryRunStatement(
                        .uikit,
                        "Restored: UIKit instantiates it from the build's storyboard when no earlier route gives it first."
                    ))
                return judged
            case (.storyboard, .raises):
                judged.outcome = .raises
                let raises =
                    "UIKit raises \(route.exception ?? "an exception") for it (the app crashes at launch) unless an earlier route (\(appMayGive ? "the app delegate, " : "")an object already registered) gives it first"
                judged.statements.append(
                    DryRunStatement(
                        .uikit,
                        route.raisesOnlyAfterUpdate
                            ? "Restored while the app is not updated, but after an update (likely: it moves the app) \(raises); the build about to ship is an update."
                            : raises + "."
                    ))
                return judged
            default:
                break
            }
        }
        if appMayGive {
            judged.outcome = .ifAppProvides
            judged.statements.append(
                DryRunStatement(
                    .app,
                    "Restored only if the app delegate's application(_:viewControllerWithRestorationIdentifierPath:coder:) returns it, or an object is already registered under its path; otherwise UIKit skips it and the objects below it."
                ))
        } else {
            judged.outcome = .unknown
            judged.statements.append(
                DryRunStatement(
                    .app,
                    "Kept for what no build can tell: only an object the app itself registers under this path gives it back; otherwise UIKit skips it and the objects below it."
                ))
        }
        return judged
    }

    /// An object below one that is skipped or raises is not restored; below one only the app's
    /// code gives, restored only if it does. `parents` holds each object's nearest preserved ancestor.
    static func handDown(_ objects: inout [ObjectInBuild], parents: [String?]) {
        let byPath = Dictionary(objects.indices.map { (objects[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        for index in objects.indices.sorted(by: { objects[$0].path.utf8.count < objects[$1].path.utf8.count }) {
            guard objects[index].outcome != .skipped, let parent = parents[index].flatMap({ byPath[$0] }) else {
                continue
            }
            let parentPath = objects[parent].path
            switch objects[parent].outcome {
            case .skipped, .raises:
                objects[index].outcome = .skipped
                objects[index].reason = .parentNotRestored
                objects[index].statements = [
                    DryRunStatement(
                        .uikit,
                        "Not restored: its parent \(parentPath) is \(objects[parent].outcome == .raises ? "where UIKit raises" : "skipped"), so it finds no parent."
                    )
                ]
            case .ifAppProvides where objects[index].outcome == .restored,
                .unknown where objects[index].outcome == .restored:
                objects[index].outcome = .ifAppProvides
                objects[index].statements.append(
                    DryRunStatement(.app, "It needs its parent \(parentPath), which only the app's code can give back.")
                )
            default:
                break
            }
        }
    }
}
