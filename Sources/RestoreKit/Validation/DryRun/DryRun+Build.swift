/// The dry run settled by a build (`explain --app`): the decision, and what it changes in the
/// files-only model (the scene life cycle the build decides, objects a build that has not opted
/// in never restores).
extension DryRun {
    /// Decides against `build` and applies what the build settles to the archive's statements and objects.
    mutating func settle(by build: AppBuild, archive: RestorationArchive?, folder: SavedStateFolder?) {
        let decision = BuildDecision(build: build, dryRun: self, archive: archive, folder: folder)
        if hasArchive {
            // The build, not the folder, says whether the app is on the scene life cycle.
            statements.removeLast()
            statements += decision.statements
        }
        for (index, object) in decision.objects.enumerated() where object.reason == .notOptedIn && index < objects.count {
            objects[index].skip(.notOptedIn, "The build has not opted in (its app delegate implements neither application:shouldRestoreSecureApplicationState: nor application:shouldRestoreApplicationState:): UIKit restores nothing from data.data.")
        }
        self.build = decision
    }
}
