/// What an iOS app can be given to restore, as `restorectl push` puts it into the app's
/// container: an archive, or a UIKit saved-state folder copied whole.
package enum RestorableInput: Equatable, Sendable {
    /// An archive file, or `-`: its bytes must hold a restoration archive
    /// (`RestorationArchive(contents:of:)`), which the copy is checked for.
    case archive(String)
    /// A folder holding `data.data` or known scene sessions; its `data.data`, when it has one,
    /// must hold a restoration archive.
    case folder(String)

    /// What a folder's copy leaves out: UIKit counts a launch that did not finish restoring in
    /// `inprogress.data`, and gives up on the archive after a few; it belongs to the old state,
    /// not to the one put in.
    package static let leftOut = "inprogress.data"

    /// What `input` gives UIKit to restore, or why it gives nothing: macOS saved state
    /// (`appKitSavedState`), or a folder that is no UIKit saved state, whatever its name
    /// (`notSavedStateFolder`). A file is taken as it is: reading it says what it holds.
    package init(_ input: SavedStateInput) throws(SavedStateError) {
        switch input {
        case .standardInput, .file:
            self = .archive(input.path)
        case .appKit(let appKit):
            guard appKit.file != nil else { throw SavedStateError(path: input.path, reason: .appKitSavedState) }
            self = .archive(input.path)
        case .uikitFolder(let path):
            self = .folder(path)
        case .namedFolder, .folderToSearch:
            throw SavedStateError(path: input.path, reason: .notSavedStateFolder)
        case .appBuild:
            throw SavedStateError(path: input.path, reason: .appBuild)
        }
    }
}
