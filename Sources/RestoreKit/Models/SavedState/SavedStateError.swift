/// Why the saved state a path names could not be read, and which file or folder it was.
public struct SavedStateError: Error, KindedError, Sendable, CustomStringConvertible {
    /// What is wrong with the file or folder.
    public enum Reason: Sendable {
        /// The file source could not read the file; its error.
        case unreadableFile(any Error)
        /// The file is not a keyed archive.
        case notKeyedArchive(KeyedArchiveError)
        /// A keyed archive, but not a state restoration archive: it has these `$top` keys
        /// (`RestorationArchive.topKeysDescription`).
        case notRestorationArchive(topKeys: String)
        /// A folder with neither `data.data` nor known scene sessions.
        case notSavedStateFolder
        /// macOS (AppKit) saved state where UIKit's is wanted: an iOS app cannot restore it.
        case appKitSavedState
        /// An app build (a `.app` or `.xcarchive` folder) where saved state is wanted.
        case appBuild
    }

    /// The file or folder, as the file source names it.
    public package(set) var path: String
    /// What is wrong with it.
    public package(set) var reason: Reason

    /// `unreadableInput`, whatever the reason.
    package var failureKind: FailureKind { .unreadableInput }

    /// An error about `path`.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Whether the error is about a folder that is saved state neither by what it holds nor by
    /// its name (`SavedStateInput.folderToSearch`): a folder given where a file was wanted.
    package var isPlainFolder: Bool {
        guard case .notSavedStateFolder = reason else { return false }
        return !SavedStateFolder.isNamedSavedState(path)
    }

    /// What is wrong, without the path: `holds neither data.data nor KnownSceneSessions: not a
    /// saved-state folder`.
    public var description: String {
        switch reason {
        case .unreadableFile(let error): "\(error)"
        case .notKeyedArchive(let error): error.description
        case .notRestorationArchive(let topKeys): RestorationArchive.notRestorationArchive(topKeys: topKeys)
        case .notSavedStateFolder: "holds neither data.data nor KnownSceneSessions: not a saved-state folder"
        case .appKitSavedState: "is a macOS (AppKit) saved state; an iOS app cannot restore it"
        case .appBuild: "is an app build, not saved state; dump shows what it offers to restoration"
        }
    }
}
