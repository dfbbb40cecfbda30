/// Validating saved state: what a path names, as `restorectl validate` does for each file and
/// folder, and saved state already read, as `validate` and `report` both check it.
extension Validator {
    /// Saved state as read, what the checks are run over: UIKit's (its restoration archive, its
    /// folder of scene state, or both) or AppKit's.
    package enum SavedState {
        /// UIKit saved state: the archive (nil for a folder without `data.data`) and the folder
        /// whose scenes are checked (nil for an archive on its own); `inprogress.data` is not
        /// checked (docs/cli.md).
        case uikit(LoadedSavedState)
        /// macOS saved state, checked by its records.
        case appKit(AppKitSavedState)
    }

    /// The one validation of saved state already read, which `validate` and `report` call: the
    /// archive's checks, then the folder's scenes and, with `--app`, the folder against the build;
    /// an AppKit saved state's records. `judged` is the dry run of the same saved state against
    /// `expectations.app` made without `inprogress.data` when the caller has it already (the
    /// report's, of a saved state without one): the migration's findings are its build's.
    package static func validate(
        _ state: SavedState, expectations: ValidationExpectations = ValidationExpectations(), judged: DryRun? = nil
    ) -> [ValidationFinding] {
        checked(state, expectations: expectations, judged: judged).findings
    }

    /// `validate(_:expectations:judged:)`'s findings, under the checks that made them.
    package static func checked(
        _ state: SavedState, expectations: ValidationExpectations = ValidationExpectations(), judged: DryRun? = nil
    ) -> FindingsByCheck {
        switch state {
        case .appKit(let appKit):
            // macOS saved state has no UIKit metadata or identifier paths: only its records are checked.
            return FindingsByCheck(.appKitRecords, appKit.findings)
        case .uikit(let saved):
            let archive = saved.archive, folder = saved.folder
            var found = archive.map { checked($0, expectations: expectations) } ?? FindingsByCheck()
            if let folder {
                found.append(.scenes, validateScenes(folder.scenes, knownSessionsError: folder.knownSessionsError))
                found.append(.appFolder, appFolderFindings(folder, expectations: expectations))
            }
            found.append(
                .appMigration,
                appMigrationFindings(archive: archive, folder: folder, expectations: expectations, judged: judged))
            return found
        }
    }

    /// Validates an AppKit saved state (the folder or one of its files) by its records, a file
    /// as a restoration archive, or a UIKit saved-state folder by its `data.data` and then,
    /// unless that is unreadable, its scenes. A file is checked whatever it holds: one that is
    /// empty, cut short or no archive at all is a finding, never passed over.
    ///
    /// - Returns: the file or folder the findings are about (an AppKit folder for one of its
    ///   files, the `data.data` of a UIKit folder that has one) and the findings.
    package static func validate(
        path: String, in files: some FileSource,
        expectations: ValidationExpectations = ValidationExpectations(),
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) -> (path: String, findings: [ValidationFinding]) {
        validate(SavedStateInput(path, in: files), in: files, expectations: expectations, options: options)
    }

    /// Validates the saved state at `path` as `restorectl validate` does: a `.savedState` folder
    /// (its `data.data` and its scenes) or a `data.data` file, read through `files`.
    ///
    /// Nothing is thrown: a file that cannot be read, or is no restoration archive, is a finding
    /// (``ValidationRule/unreadableFile``, ``ValidationRule/notKeyedArchive``...). With
    /// ``ValidationExpectations/init(bundleVersion:idiom:knownClasses:build:)``'s `build`, the
    /// findings are `validate --app`'s: the saved state checked against the build, the UIScene
    /// migration included.
    ///
    /// - Returns: the findings in the order the checks ran; empty when the saved state is clean.
    public static func validate(
        contentsOf path: String, in files: some FileSource,
        expectations: ValidationExpectations = ValidationExpectations()
    ) -> [ValidationFinding] {
        validate(path: path, in: files, expectations: expectations).findings
    }

    /// Validates what `input` names, classified already: as `validate(path:in:expectations:options:)`.
    package static func validate(
        _ input: SavedStateInput, in files: some FileSource,
        expectations: ValidationExpectations = ValidationExpectations(),
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) -> (path: String, findings: [ValidationFinding]) {
        let result = checked(input, in: files, expectations: expectations, options: options)
        return (result.path, result.found.findings)
    }

    /// `validate(_:in:expectations:options:)`'s findings, under the checks that made them: what
    /// cannot be read is found by reading (`ValidationCheck.reading`), the rest by
    /// `checked(_:expectations:)`.
    package static func checked(
        _ input: SavedStateInput, in files: some FileSource,
        expectations: ValidationExpectations = ValidationExpectations(),
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) -> (path: String, found: FindingsByCheck) {
        let path = input.path
        switch input {
        case .appKit(let appKit):
            do {
                return (
                    appKit.folder,
                    checked(
                        .appKit(try AppKitSavedState(appKit, in: files, options: options)), expectations: expectations)
                )
            } catch {
                return (
                    appKit.folder, FindingsByCheck(.reading, [ValidationFinding(.unreadableFile, error.description)])
                )
            }
        case .standardInput, .file:
            return read(file: path, in: files, options: options) { archive in
                checked(.uikit(LoadedSavedState(archive: archive)), expectations: expectations)
            }
        case .appBuild:
            return (
                path,
                FindingsByCheck(
                    .reading,
                    [ValidationFinding(.unreadableFile, SavedStateError(path: path, reason: .appBuild).description)])
            )
        case .uikitFolder, .namedFolder, .folderToSearch:
            break
        }
        // A saved-state folder: its data.data, when it has one, then its scenes, unless that is unreadable.
        let folder = SavedStateFolder(path: path, in: files, options: options)
        guard let archivePath = folder.archivePath else {
            return (path, checked(.uikit(LoadedSavedState(archive: nil, folder: folder)), expectations: expectations))
        }
        // The folder is no AppKit saved state (asked above): its data.data is an archive.
        return read(file: archivePath, in: files, options: options) { archive in
            checked(.uikit(LoadedSavedState(archive: archive, folder: folder)), expectations: expectations)
        }
    }

    /// The restoration archive in `file` checked by `check`, or the finding of why it cannot be read.
    static func read(
        file: String, in files: some FileSource, options: KeyedArchive.Options,
        _ check: (RestorationArchive) -> FindingsByCheck
    ) -> (path: String, found: FindingsByCheck) {
        let bytes: [UInt8]
        do {
            bytes = try files.contents(of: file)
        } catch {
            return (file, FindingsByCheck(.reading, [ValidationFinding(.unreadableFile, "\(error)")]))
        }
        let archive: KeyedArchive
        do {
            archive = try KeyedArchive(bytes: bytes, options: options)
        } catch {
            return (file, FindingsByCheck(.reading, [finding(for: error)]))
        }
        return (file, check(RestorationArchive(archive: archive, options: options)))
    }
}
