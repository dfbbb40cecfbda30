/// `validate --app`: what a saved-state folder as a whole needs of the build: its name.
extension Validator {
    /// `bundle-identifier-mismatch` for a folder named `<bundle-id>.savedState`; none without
    /// `app`. The scene sessions against the build are the migration check's (`appMigrationFindings`).
    static func appFolderFindings(_ folder: SavedStateFolder, expectations: ValidationExpectations)
        -> [ValidationFinding]
    {
        guard let app = expectations.app, let (named, expected) = otherBundleIdentifier(folder, build: app.build) else {
            return []
        }
        return [
            ValidationFinding(
                .bundleIdentifierMismatch,
                "the folder is named for \(named), the build's CFBundleIdentifier is \(expected): UIKit restores from the folder named for the running app's bundle identifier, so this build never reads this one"
            )
        ]
    }

    /// The bundle identifier a `<bundle-id>.savedState` folder is named for and the build's, when
    /// they differ: the build never reads the folder. Nil for a folder of another name (a loose
    /// archive has no name to compare) or a build without `CFBundleIdentifier`.
    static func otherBundleIdentifier(_ folder: SavedStateFolder, build: AppBuild) -> (named: String, build: String)? {
        guard SavedStateFolder.isNamedSavedState(folder.path), let expected = build.info.bundleIdentifier else {
            return nil
        }
        let named = SavedStateFolder.bundleIdentifier(of: folder.path)
        return named == expected ? nil : (named, expected)
    }
}
