import RestoreKit

/// What `push` puts into an app's new saved-state folder, read before the container is touched:
/// an archive's bytes, or a saved-state folder held open, whose contents are copied without
/// following a symbolic link.
enum RestorableCopy {
    case archive([UInt8])
    case folder(OpenFolder)

    /// Reads what `restorable` names: the archive's bytes, or the folder opened and its
    /// `data.data` read (no link followed) to be checked before anything is written.
    ///
    /// - Returns: the copy, and the archive to check with the name to report it by (none for a
    ///   folder of scene state only).
    static func read(_ restorable: RestorableInput, name: String) throws(FileError) -> (
        copy: Self, archive: (bytes: [UInt8], name: String)?
    ) {
        switch restorable {
        case .archive(let path):
            let bytes = try readFile(path)
            return (.archive(bytes), (bytes, name))
        case .folder(let path):
            let folder = try OpenFolder(path), archiveName = folder.pathOf(SavedStateFolder.archiveName)
            guard folder.kind(of: SavedStateFolder.archiveName) != nil else { return (.folder(folder), nil) }
            return (.folder(folder), (try readRegularFile(archiveName, limit: Int.max), archiveName))
        }
    }

    /// Writes the archive, or copies the folder's contents but `RestorableInput.leftOut`, into
    /// `new`; returns whether that file was there to leave out.
    func write(into new: OpenFolder) throws(FileError) -> Bool {
        switch self {
        case .archive(let bytes):
            try new.writeFile(SavedStateFolder.archiveName, bytes: bytes, mode: 0o644)
            return false
        case .folder(let folder):
            try new.copyContents(of: folder, skipping: [RestorableInput.leftOut])
            return folder.kind(of: RestorableInput.leftOut) != nil
        }
    }
}
