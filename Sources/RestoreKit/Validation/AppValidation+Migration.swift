/// `validate --app`: the UIScene migration and opting in, read from the same decision
/// `explain --app` shows (`BuildDecision`): one decision, two views.
extension Validator {
    /// The findings of the dry run of `archive` and `folder` against the build; none without `app`.
    static func appMigrationFindings(
        archive: RestorationArchive?, folder: SavedStateFolder?, expectations: ValidationExpectations
    ) -> [ValidationFinding] {
        guard let app = expectations.app, archive != nil || folder != nil else { return [] }
        return DryRun(archive: archive, folder: folder, marker: nil, app: app).build?.findings ?? []
    }
}
