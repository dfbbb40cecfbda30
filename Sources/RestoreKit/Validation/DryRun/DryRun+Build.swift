/// The dry run settled by a build (`explain --app`): the decision, and what it changes in the
/// files-only model (the scene life cycle the build decides, objects a build that has not opted
/// in never restores).
extension DryRun {
    /// The dry run of the saved state at `path` (a `<bundle-id>.savedState` folder, or a
    /// `data.data` with the files UIKit keeps beside it) against `build`: what UIKit will do with
    /// it when this build runs, as `restorectl explain --app` shows it.
    ///
    /// - Parameters:
    ///   - path: the saved state, as `files` names it.
    ///   - files: the files to read it through.
    ///   - build: the build the app will run, as ``AppBuild/init(contentsOf:in:)`` read it.
    ///   - deviceIdiom: the `UIUserInterfaceIdiom` of the device the app will restore on, when
    ///     known; UIKit compares it with the archive's (a difference leaves one try).
    /// - Throws: ``SavedStateError`` when `path` cannot be read or holds no UIKit saved state.
    public init(contentsOf path: String, in files: some FileSource, build: AppBuild, deviceIdiom: Int? = nil)
        throws(SavedStateError)
    {
        let saved = try SavedStateFolder.read(path, in: files)
        self.init(saved, deviceIdiom: deviceIdiom, app: AppCheck(build))
    }

    /// Decides against `app`'s build and applies what the build settles to the archive's
    /// statements and objects.
    mutating func settle(by app: AppCheck, archive: RestorationArchive?, folder: SavedStateFolder?) {
        let decision = BuildDecision(app: app, dryRun: self, archive: archive, folder: folder)
        if hasArchive {
            // The build, not the folder, says whether the app is on the scene life cycle.
            statements.removeLast()
            statements += decision.statements
        }
        for (index, object) in decision.objects.enumerated() where object.reason == .notOptedIn && index < objects.count
        {
            objects[index].skip(
                .notOptedIn,
                "The build has not opted in (its app delegate implements neither application:shouldRestoreSecureApplicationState: nor application:shouldRestoreApplicationState:): UIKit restores nothing from data.data."
            )
        }
        self.build = decision
    }
}
