#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import RestoreKit

/// Finds `<bundle-id>.savedState` folders below a folder, as in an app container
/// (`Library/Saved Application State/`) or the iOS Simulator's `Devices/<id>/data/Containers/...`.
///
/// The walk is iterative and does not follow symbolic links, so a link cycle cannot trap it.
enum DirectoryWalker {
    /// Whether `path` is a folder (following a link given directly).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` exists as a regular file.
    static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// What a walk below a folder met. Names and places decide what it is, never contents: a
    /// `data.data` is an archive to check whether or not it can be read.
    struct Walk {
        /// Every saved-state folder, sorted: one named `*.savedState`, or one that holds scene
        /// state (`KnownSceneSessions`) whatever its name. The walk does not go inside them.
        var savedStateFolders: [String] = []
        /// Every `data.data` outside a saved-state folder, sorted: a copied-out archive.
        var looseArchives: [String] = []
        /// Folders that could not be listed, and saved-state folders that are symbolic links or
        /// special files, with the reason, in the order met.
        var unreadable: [(path: String, message: String)] = []
        /// Each `data.data` outside a saved-state folder that is a symbolic link or special file,
        /// which the walk does not read, with the reason.
        var unreadableArchives: [(path: String, message: String)] = []
        /// The listing the walk made of each saved-state folder, which reading it uses again
        /// (`PlatformFiles(knowing:)`) rather than listing the folder a second time.
        var listings: [String: Listing] = [:]
        /// Folders whose names are equal as strings but not in bytes (another Unicode normal
        /// form), whose listings `listings` cannot tell apart.
        private var ambiguous: Set<String> = []

        /// Keeps the listing of the saved-state folder `folder` in `listings`, unless another
        /// folder's name is the same string: the listing found by the name could then be the
        /// other's, and each folder is listed again when read.
        mutating func keep(_ listing: Listing, of folder: String) {
            guard !ambiguous.contains(folder) else { return }
            guard listings[folder] == nil else {
                listings[folder] = nil
                ambiguous.insert(folder)
                return
            }
            listings[folder] = listing
        }
    }

    /// Walks the folders below `root` without following symbolic links.
    static func walk(_ root: String) throws(FileError) -> Walk {
        guard isFolder(root) else {
            var status = stat()
            if stat(root, &status) != 0 { throw FileError(message: systemErrorMessage(errno)) }
            throw FileError(message: "is not a folder")
        }
        var walk = Walk()
        var pending: [(folder: String, listed: Result<Listing, FileError>?)] = [
            (root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root, nil)
        ]
        while let (folder, listed) = pending.popLast() {
            let listing: Listing
            do {
                listing = try (listed ?? Result { () throws(FileError) in try list(folder) }).get()
            } catch {
                walk.unreadable.append((folder, error.message))
                continue
            }
            if SavedStateInput.isSavedStateFolder(folder, subfolders: listing.folders) {
                walk.savedStateFolders.append(folder)
                walk.keep(listing, of: folder)
                continue
            }
            walk.unreadable += listing.unreadable.map { (folder + "/" + $0.name, $0.message) }
            for name in listing.others
            where SavedStateFolder.isNamedSavedState(name) || name == SavedStateFolder.archiveName {
                let path = folder + "/" + name
                let entry = (path, notFollowedMessage(path))
                if name == SavedStateFolder.archiveName {
                    walk.unreadableArchives.append(entry)
                } else {
                    walk.unreadable.append(entry)
                }
            }
            if listing.files.contains(SavedStateFolder.archiveName) {
                walk.looseArchives.append(folder + "/" + SavedStateFolder.archiveName)
            }
            pending += withListings(listing.folders.map { folder + "/" + $0 })
        }
        walk.savedStateFolders.sort()
        walk.looseArchives.sort()
        return walk
    }

    /// `folders`, each with its listing when it is saved state by its name and there are many
    /// such: those are listed on all cores, and the walk takes each as it comes to it, in its own
    /// order, and goes no further inside. An app container's `Saved Application State` holds one
    /// per app, a CI artifact folder thousands, and listing them one by one kept the other core
    /// idle meanwhile. (Kept beside its folder, not by name: two names the file system tells
    /// apart may be equal as strings, in another Unicode normal form.)
    static func withListings(_ folders: [String]) -> [(folder: String, listed: Result<Listing, FileError>?)] {
        var result = folders.map { (folder: $0, listed: Result<Listing, FileError>?.none) }
        let named = folders.indices.filter { SavedStateFolder.isNamedSavedState(folders[$0]) }
        // A few are listed as the walk meets them: starting threads costs more.
        guard named.count >= 16 else { return result }
        let listings = parallelMap(named) { index in Result { () throws(FileError) in try list(folders[index]) } }
        for (index, listing) in zip(named, listings) { result[index].listed = listing }
        return result
    }

    /// Why the walk passes over `path`, which is neither a regular file nor a folder.
    static func notFollowedMessage(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return systemErrorMessage(errno) }
        return (status.st_mode & S_IFMT) == S_IFLNK ? openErrorMessage(ELOOP) : "is not a regular file or folder"
    }

    /// The names of the folders in `folder`, sorted; none when it cannot be listed.
    static func subfolders(of folder: String) -> [String] {
        (try? list(folder))?.folders ?? []
    }
}
