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
    }

    /// Walks the folders below `root` without following symbolic links.
    static func walk(_ root: String) throws(FileError) -> Walk {
        guard isFolder(root) else {
            var status = stat()
            if stat(root, &status) != 0 { throw FileError(message: systemErrorMessage(errno)) }
            throw FileError(message: "is not a folder")
        }
        var walk = Walk()
        var pending = [root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root]
        while let folder = pending.popLast() {
            let listing: Listing
            do {
                listing = try list(folder)
            } catch {
                walk.unreadable.append((folder, error.message))
                continue
            }
            if SavedStateInput.isSavedStateFolder(folder, subfolders: listing.folders) {
                walk.savedStateFolders.append(folder)
                walk.listings[folder] = listing
                continue
            }
            walk.unreadable += listing.unreadable.map { (folder + "/" + $0.name, $0.message) }
            for name in listing.others where SavedStateFolder.isNamedSavedState(name) || name == SavedStateFolder.archiveName {
                let path = folder + "/" + name
                let entry = (path, notFollowedMessage(path))
                if name == SavedStateFolder.archiveName { walk.unreadableArchives.append(entry) } else { walk.unreadable.append(entry) }
            }
            if listing.files.contains(SavedStateFolder.archiveName) { walk.looseArchives.append(folder + "/" + SavedStateFolder.archiveName) }
            pending += listing.folders.map { folder + "/" + $0 }
        }
        walk.savedStateFolders.sort()
        walk.looseArchives.sort()
        return walk
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

    struct Listing: Sendable {
        var folders: [String] = []
        var files: [String] = []
        /// Symbolic links, devices, pipes and sockets: never followed or read.
        var others: [String] = []
        /// Entries whose kind could not be told, with the reason.
        var unreadable: [(name: String, message: String)] = []
    }

    /// The subfolders and regular files of `folder`, sorted; symbolic links are neither.
    static func list(_ folder: String) throws(FileError) -> Listing {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(message: "cannot list folder: " + systemErrorMessage(errno)) }
        defer { close(descriptor) }
        return try list(descriptor: descriptor, path: folder)
    }

    /// The entries of the open folder `descriptor` (named `path` in messages), sorted by kind.
    static func list(descriptor: Int32, path: String) throws(FileError) -> Listing {
        // fdopendir takes the descriptor over: give it a copy, read from the start.
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw FileError(message: "cannot list folder: " + systemErrorMessage(errno))
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var listing = Listing()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            // Relative to the open folder: works below any depth, where a full path may be too long.
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                listing.unreadable.append((name, systemErrorMessage(errno)))
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: listing.folders.append(name)
            case S_IFREG: listing.files.append(name)
            default: listing.others.append(name)
            }
        }
        listing.folders.sort()
        listing.files.sort()
        listing.others.sort()
        return listing
    }
}
