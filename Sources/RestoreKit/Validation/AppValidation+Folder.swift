/// `validate --app`: what a saved-state folder as a whole needs of the build: its name, and its
/// scene sessions' configurations.
extension Validator {
    /// `bundle-identifier-mismatch` for a folder named `<bundle-id>.savedState`, then
    /// `scene-configuration-not-in-app` for each known session; none without `app`.
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
        let names = app.build.sceneConfigurationNames
        let manifest =
            app.build.info.sceneManifest == nil
            ? "its Info.plist has no UIApplicationSceneManifest"
            : "its scene manifest has "
                + (names.isEmpty ? "no named configuration" : names.map { "\"\($0)\"" }.joined(separator: ", "))
        for scene in folder.scenes {
            guard case .success(let session)? = scene.session, let name = session.configurationName,
                !names.contains(name)
            else { continue }
            let delegate = AppCheck.delegateClause(app.configuresScenes, "it")
            findings.append(
                ValidationFinding(
                    .sceneConfigurationNotInApp, path: scene.identifier,
                    "the session's scene configuration \"\(name)\" is not in the app: \(manifest); UIKit cannot find it by name in Info.plist; only the app delegate's application(_:configurationForConnecting:options:) can still supply one in code, and \(delegate)"
                ))
        }
        return findings
    }
}
