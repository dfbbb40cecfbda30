/// Validating what a path names, as `restorectl validate` does for each file and folder.
extension Validator {
    /// Validates an AppKit saved state (the folder or one of its files) by its records, a file
    /// as a restoration archive, or a UIKit saved-state folder by its `data.data` and then,
    /// unless that is unreadable, its scenes. A file is checked whatever it holds: one that is
    /// empty, cut short or no archive at all is a finding, never passed over.
    ///
    /// - Returns: the file or folder the findings are about (an AppKit folder for one of its
    ///   files, the `data.data` of a UIKit folder that has one) and the findings.
    package static func validate(path: String, in files: some SavedStateFileSource,
                                expectations: ValidationExpectations = ValidationExpectations(),
                                options: KeyedArchive.Options = KeyedArchive.Options()) -> (path: String, findings: [ValidationFinding]) {
        validate(SavedStateInput(path, in: files), in: files, expectations: expectations, options: options)
    }

    /// Validates what `input` names, classified already: as `validate(path:in:expectations:options:)`.
    package static func validate(_ input: SavedStateInput, in files: some SavedStateFileSource,
                                expectations: ValidationExpectations = ValidationExpectations(),
                                options: KeyedArchive.Options = KeyedArchive.Options()) -> (path: String, findings: [ValidationFinding]) {
        let path = input.path
        switch input {
        case .appKit(let appKit):
            // macOS saved state has no UIKit metadata or identifier paths: only its records are checked.
            do {
                return (appKit.folder, try AppKitSavedState(appKit, in: files, options: options).findings)
            } catch {
                return (appKit.folder, [ValidationFinding(.unreadableFile, error.description)])
            }
        case .standardInput, .file:
            return archiveFindings(file: path, in: files, expectations: expectations, options: options)
        case .appBuild:
            return (path, [ValidationFinding(.unreadableFile, SavedStateError(path: path, reason: .appBuild).description)])
        case .uikitFolder, .namedFolder, .folderToSearch:
            break
        }
        // A saved-state folder: its data.data, when it has one, then its scenes.
        let folder = SavedStateFolder(path: path, in: files, options: options)
        var outcome = (path: path, findings: [ValidationFinding]())
        if let archivePath = folder.archivePath {
            // The folder is no AppKit saved state (asked above): its data.data is an archive.
            outcome = archiveFindings(file: archivePath, in: files, expectations: expectations, options: options)
        }
        if !outcome.findings.contains(where: \.rule.meansUnreadable) {
            outcome.findings += validateScenes(folder.scenes, knownSessionsError: folder.knownSessionsError)
            outcome.findings += appFolderFindings(folder, expectations: expectations)
        }
        return outcome
    }

    /// The findings of the restoration archive in `file`.
    static func archiveFindings(file: String, in files: some SavedStateFileSource, expectations: ValidationExpectations,
                                options: KeyedArchive.Options) -> (path: String, findings: [ValidationFinding]) {
        do {
            return (file, validate(bytes: try files.contents(of: file), expectations: expectations, options: options))
        } catch {
            return (file, [ValidationFinding(.unreadableFile, "\(error)")])
        }
    }
}
