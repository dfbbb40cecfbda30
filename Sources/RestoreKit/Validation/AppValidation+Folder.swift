/// `validate --app`: what a saved-state folder as a whole needs of the build: its name.
extension Validator {
    /// `bundle-identifier-mismatch` for a folder named `<bundle-id>.savedState`; none without
    /// `app`. The scene sessions against the build are the migration check's (`appMigrationFindings`).
    static func appFolderFindings(_ folder: SavedStateFolder, expectations: ValidationExpectations)
        -> [ValidationFinding]
    {
        guard let app = expectations.app else { return [] }
        var findings: [ValidationFinding] = []
        if SavedStateFolder.isNamedSavedState(folder.path), let expected = app.build.info.bundleIdentifier {
            let named = SavedStateFolder.bundleIdentifier(of: folder.path)
            if named != expected {
                findings.append(
                    ValidationFinding(
                        .bundleIdentifierMismatch,
                        "the folder is named for \(named), the build's CFBundleIdentifier is \(expected): UIKit restores from the folder named for the running app's bundle identifier, so this build never reads this one"
                    ))
            }
        }
        return findings
    }
}
