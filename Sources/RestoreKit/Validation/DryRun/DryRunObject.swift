/// One preserved object in the dry run: the routes UIKit tries for it, in its order, what each
/// needs, and what comes of it.
package struct DryRunObject: Sendable {
    /// What UIKit does with the object.
    package enum Outcome: String, Sendable {
        /// UIKit's own route (the storyboard) gives it back, given what that route needs.
        case restored
        /// Only the app's code can give it back: a restoration class, the app delegate, an
        /// object the app registered; or it needs a parent that depends on them.
        case ifAppProvides
        /// UIKit certainly does not restore it.
        case skipped
    }

    /// Why UIKit skips an object.
    package enum SkipReason: String, Sendable {
        /// The whole archive is deleted first (`DryRun.discarded`).
        case archiveDiscarded
        /// The app adopts the scene life cycle: UIKit takes the root list as empty.
        case sceneLifeCycle
        /// `kRootRestorationIdentifiersKey` does not list it: UIKit never asks for it.
        case notListed
        /// Listed, but `$top` holds nothing for it: its coder decodes to nil.
        case noCoder
        /// Its `$top` value is not data: UIKit decodes it to nil.
        case coderNotData
        /// Its data is not a keyed archive UIKit can read.
        case unreadableCoder
        /// An ancestor on its path was not preserved at all.
        case ancestorNotPreserved
        /// The nearest preserved object above it is skipped.
        case parentSkipped
        /// The build's app delegate implements no restore selector: UIKit restores nothing from data.data.
        case notOptedIn
    }

    /// The identifier path.
    package let path: String
    /// Its place in UIKit's restore order (1 for the first listed path); nil when not listed.
    package let order: Int?
    /// How many times `kRootRestorationIdentifiersKey` lists it: UIKit asks again for each.
    package let timesListed: Int
    /// `kObjectIsViewControllerKey`: the routes of a view controller differ from a view's; nil
    /// when there is no coder to say (UIKit then tries the routes of an object that is not one).
    package let isViewController: Bool?
    /// The identifier components UIKit hands to the app's code: the path split at `/` without
    /// the `:[n]:` components.
    package let components: [String]
    /// The routes UIKit tries, in its order; empty when it asks for nothing (the object is skipped
    /// before any route).
    package private(set) var routes: [DryRunRoute] = []
    /// What comes of it.
    package private(set) var outcome: Outcome = .ifAppProvides
    /// Why it is skipped; nil when it is not.
    package private(set) var reason: SkipReason?
    /// The path the reason is about: the ancestor that was not preserved, or the skipped object
    /// this one is skipped with.
    package private(set) var because: String?
    /// The objects below it skipped because it is: set on the object whose own reason it is.
    package private(set) var skippedWith: [String] = []
    /// What decides the outcome, in sentences.
    private(set) var verdict: [DryRunStatement] = []
    /// What else UIKit does with it (asks again, cannot use its storyboard), in sentences.
    private(set) var notes: [DryRunStatement] = []
    /// The nearest preserved ancestor, through which `walk` hands an outcome down.
    let parent: String?

    init(_ object: RestorationObject, order: Int?, timesListed: Int) {
        path = object.path
        self.order = order
        self.timesListed = timesListed
        isViewController = object.isViewController
        components = object.restorationIdentifiers
        parent = object.parent
    }

    /// Every object of `archive`, in restore order, then the unlisted ones.
    static func walk(_ archive: RestorationArchive, discarded: DryRun.Discard?, sceneLifeCycle: Bool) -> [DryRunObject]
    {
        var counts: [String: Int] = [:]
        for path in archive.listedPaths { counts[path, default: 0] += 1 }
        var order = 0
        var objects = archive.objects.map { object -> DryRunObject in
            if object.isListed { order += 1 }
            var dryRun = DryRunObject(
                object, order: object.isListed ? order : nil, timesListed: counts[object.path] ?? 0)
            if let discarded {
                dryRun.skip(
                    .archiveDiscarded,
                    discarded == .noTriesLeft
                        ? "UIKit deletes the archive first (no tries left)."
                        : "UIKit deletes the archive first (its major version is not 2).")
            } else if sceneLifeCycle {
                dryRun.skip(
                    .sceneLifeCycle,
                    "The app adopts the scene life cycle: UIKit takes the root list as empty and never asks for this object."
                )
            } else {
                dryRun.decide(object)
            }
            return dryRun
        }
        if discarded == nil && !sceneLifeCycle { handDown(&objects, paths: PathSet(archive.objects.map(\.path))) }
        return objects
    }

    /// The object's own routes and outcome, before its ancestors are taken into account.
    mutating func decide(_ object: RestorationObject) {
        if timesListed > 1 {
            notes.append(
                DryRunStatement(.uikit, "Listed \(timesListed) times: UIKit asks for it each time, with its one coder.")
            )
        }
        guard object.isListed else {
            return skip(.notListed, "kRootRestorationIdentifiersKey does not list it: UIKit never asks for it.")
        }
        switch object.storage {
        case .missing:
            return skip(
                .noCoder, "The archive holds no coder data for it: its coder decodes to nil and UIKit skips it.")
        case .other:
            return skip(.coderNotData, "Its value in the archive is not data: UIKit decodes it to nil and skips it.")
        case .data, .mutableData: break
        }
        if case .failure(let error)? = object.coder {
            return skip(
                .unreadableCoder,
                "Its coder data cannot be read (\(error.description)): UIKit has no coder to restore it from.")
        }
        routes = DryRunRoute.routes(for: object)
        let storyboardRoute = routes.contains { $0.kind == .storyboard }
        if object.restorationClass == nil && storyboardRoute {
            outcome = .restored
            verdict = [
                DryRunStatement(
                    .uikit,
                    "Restored: UIKit instantiates it from its storyboard when neither the app delegate nor an already registered object gives it first."
                )
            ]
        } else {
            outcome = .ifAppProvides
            verdict = [
                DryRunStatement(
                    .app,
                    "Restored only if one of the app's routes gives it; when none does, UIKit skips it and the objects below it."
                )
            ]
        }
        if let storyboard = object.storyboard, !storyboardRoute, isViewController == true {
            let missing = storyboard.identifier == nil ? "no storyboard identifier" : "no storyboard name"
            notes.append(
                DryRunStatement(
                    .uikit,
                    "Its coder names a storyboard but has \(missing): UIKit cannot instantiate it from the storyboard.")
            )
        }
    }

    /// Whether UIKit certainly does not restore it: skipped, but for the legacy root list the
    /// scene life cycle drops by design (`sceneLifeCycle`). `restorectl explain` exits 1 then.
    package var fails: Bool { outcome == .skipped && reason != .sceneLifeCycle }

    /// What decides the outcome, then what else UIKit does with it, in sentences.
    package var statements: [DryRunStatement] { verdict + notes }

    /// Marks the object skipped for `reason`, which replaces what decided its outcome so far.
    mutating func skip(_ reason: SkipReason, _ text: String, because: String? = nil) {
        outcome = .skipped
        self.reason = reason
        self.because = because
        verdict = [DryRunStatement(.uikit, text)]
    }

    /// Hands each object's outcome down to the objects below it, parents first (a parent's path
    /// is shorter): an object is restorable only if every ancestor was preserved and comes back.
    static func handDown(_ objects: inout [DryRunObject], paths: PathSet) {
        let byPath = Dictionary(objects.indices.map { (objects[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        // Where each skipped object's cause is: itself, or the object it is skipped with.
        var cause: [Int: Int] = [:]
        for index in objects.indices.sorted(by: { objects[$0].path.utf8.count < objects[$1].path.utf8.count }) {
            let object = objects[index]
            if object.outcome == .skipped { cause[index] = index; continue }
            let parent = object.parent.flatMap { byPath[$0] }
            // Below a skipped object it is skipped with that one, whatever gap lies between.
            if parent.map({ objects[$0].outcome != .skipped }) ?? true,
                let gap = paths.ancestors(of: object.path).first(where: { !$0.isMember })?.path
            {
                objects[index].skip(
                    .ancestorNotPreserved,
                    "Its ancestor \(gap) was not preserved (no restoration identifier?): UIKit cannot restore it or anything below it.",
                    because: String(gap))
                cause[index] = index
                continue
            }
            guard let parent else { continue }
            switch objects[parent].outcome {
            case .skipped:
                let root = cause[parent] ?? parent
                objects[index].skip(
                    .parentSkipped, "Skipped with \(objects[root].path): UIKit asks for it, but it finds no parent.",
                    because: objects[root].path)
                cause[index] = root
            case .ifAppProvides where object.outcome == .restored:
                objects[index].outcome = .ifAppProvides
                objects[index].verdict.append(
                    DryRunStatement(
                        .app, "It needs its parent \(objects[parent].path), which only the app's code can give back."))
            default: break
            }
        }
        // In restore order, whatever order the walk above took.
        for index in objects.indices {
            if let root = cause[index], root != index { objects[root].skippedWith.append(objects[index].path) }
        }
    }
}
