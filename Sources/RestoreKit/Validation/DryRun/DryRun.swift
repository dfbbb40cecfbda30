/// What UIKit will do with saved state at the next launch, before the app runs: `restorectl
/// explain`'s model. It follows the order decompiled UIKit (iOS 26.1) restores in
/// (`_restoreState`, `_UISceneUserActivityManager`; docs/format.md, "What
/// UIKit does at restore"): the archive as a whole, then each object in
/// `kRootRestorationIdentifiersKey` order, then each scene's restoration activity.
///
/// Built once; every output format writes it (`json(file:)` for the document formats). Each
/// statement says whose behaviour it describes: UIKit's own, which the files decide, or the app's
/// code, which they cannot show.
///
/// An app's test makes one against a build with ``init(contentsOf:in:build:deviceIdiom:)`` and
/// asks ``losesState`` and ``build``'s outcome per object and scene (see
/// <doc:CheckingSavedStateAgainstABuild>).
public struct DryRun: Sendable {
    /// Why UIKit deletes the archive without restoring anything from it.
    package enum Discard: String, Sendable {
        /// `inprogress.data` has no tries left (and `UIStateRestorationDeveloperMode` is not set).
        case noTriesLeft
        /// `kUIStateRestorationArchiveMajorVersionKey` is not 2.
        case unsupportedVersion
    }

    /// What UIKit does with the archive as a whole, in the order it does it; empty without one.
    package internal(set) var statements: [DryRunStatement] = []
    /// Set when UIKit deletes the archive before it asks for any object.
    package internal(set) var discarded: Discard?
    /// Whether the app adopts the scene life cycle (its scene sessions store a scene
    /// configuration), which makes UIKit ignore the root list; nil when the files cannot tell.
    package private(set) var sceneLifeCycle: Bool?
    /// The archive's objects: the listed ones in restore order, then those it never asks for.
    package internal(set) var objects: [DryRunObject] = []
    /// The folder's scenes, in `SavedStateFolder.scenes` order.
    package private(set) var scenes: [DryRunScene] = []
    /// Whether the input had a view-controller archive (`data.data`).
    package let hasArchive: Bool
    /// What the build it was given decides, per object and per scene (`explain --app`); nil only
    /// for a dry run of the files alone, which `restorectl explain` makes without `--app`.
    public internal(set) var build: BuildDecision?

    /// The dry run of what `SavedStateFolder.read` returned.
    ///
    /// - Parameters:
    ///   - deviceIdiom: the `UIUserInterfaceIdiom` of the device the app will restore on, when
    ///     known; UIKit compares it with the archive's (a difference leaves one try).
    ///   - app: the build the app will run, as the checks see it (its entry chain found once for
    ///     every saved state judged against it), which settles the routes and the scene life
    ///     cycle (`build`); without one the files alone tell.
    package init(_ saved: LoadedSavedState, deviceIdiom: Int? = nil, app: AppCheck? = nil) {
        let archive = saved.archive, folder = saved.folder, marker = saved.marker
        let build = app?.build
        hasArchive = archive != nil
        // A build settles it, or says it cannot; without one the folder tells what it can.
        sceneLifeCycle = build.map(\.isSceneApp) ?? Self.sceneLifeCycle(folder)
        if let archive {
            statements = archiveStatements(
                archive, marker: marker, deviceIdiom: deviceIdiom, optsIn: build?.optsInToRestoration)
            objects = DryRunObject.walk(archive, discarded: discarded, sceneLifeCycle: sceneLifeCycle == true)
        }
        if let folder {
            scenes = folder.scenes.map { DryRunScene($0, knownSessionsUnreadable: folder.knownSessionsError != nil) }
        }
        if let app { settle(by: app, archive: archive, folder: folder) }
    }

    /// Whether UIKit will certainly lose saved state, or the app will not come back as it was:
    /// UIKit deletes the archive, skips an object, or drops a scene's activity; in the build, it
    /// raises for an object (the app crashes at launch) or gives a scene the wrong delegate or
    /// none. `restorectl explain` exits 1 then.
    ///
    /// The view controllers a build on the scene life cycle does not restore by design (their
    /// ``ObjectInBuild/reason`` is ``ObjectInBuild/Reason/sceneLifeCycle``) do not count, nor do
    /// objects only the app's code can give back (``ObjectInBuild/Outcome/ifAppProvides``,
    /// ``ObjectInBuild/Outcome/unknown``): false is "nothing is certainly lost"; that every
    /// object comes back is each object's ``ObjectInBuild/outcome`` being
    /// ``ObjectInBuild/Outcome/restored``.
    public var losesState: Bool { certainlyLoses || build?.fails == true }

    /// Whether UIKit will certainly lose saved state, the crash and the scenes a build breaks
    /// aside: it deletes the archive, skips an object (by the files alone or in the build; not
    /// the legacy root list the scene life cycle drops by design) or drops a scene's activity.
    package var certainlyLoses: Bool {
        discarded != nil || objects.contains(where: \.fails) || scenes.contains { $0.outcome.fails }
            || build?.losesObjects == true
    }

    /// Whether the folder tells: a session with a scene configuration is the scene life cycle's
    /// (UIKit encodes one only for apps that adopt it); readable sessions without any, not; no
    /// sessions (or none readable), unknown.
    static func sceneLifeCycle(_ folder: SavedStateFolder?) -> Bool? {
        let sessions = folder?.scenes.compactMap { try? $0.session?.get() } ?? []
        guard !sessions.isEmpty else { return nil }
        return sessions.contains { $0.configuration != nil }
    }
}

/// Whose behaviour a statement of the dry run describes.
package enum DryRunBasis: String, Sendable {
    /// UIKit's own: what it does with what the files hold (decompiled iOS 26.1).
    case uikit
    /// The app's code: what only the app decides (a class, a delegate method, a registration).
    case app
}

/// One sentence of the dry run, and whose behaviour it describes.
package struct DryRunStatement: Sendable, Equatable {
    /// UIKit's behaviour, or the app's code.
    package var basis: DryRunBasis
    /// The sentence.
    package var text: String

    /// A statement of `basis`.
    package init(_ basis: DryRunBasis, _ text: String) {
        self.basis = basis
        self.text = text
    }
}
