/// `validate --app`: the UIScene migration and opting in, read from the same decision
/// `explain --app` shows (`BuildDecision`): one decision, two views.
extension Validator {
    /// The findings of the dry run of `archive` and `folder` against the build (`judged`, when the
    /// caller made it already); none without `app`.
    static func appMigrationFindings(
        archive: RestorationArchive?, folder: SavedStateFolder?, expectations: ValidationExpectations,
        judged: DryRun? = nil
    ) -> [ValidationFinding] {
        guard let app = expectations.app, archive != nil || folder != nil else { return [] }
        if let judged { return judged.build?.findings ?? [] }
        // Without `inprogress.data`, which validate does not check (docs/cli.md): the saved state
        // as the build reads it.
        return DryRun(LoadedSavedState(archive: archive, folder: folder), app: app).build?.findings ?? []
    }
}
