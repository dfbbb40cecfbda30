#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder held open by descriptor, and the folders below it reached by name without following
/// symbolic links: what `push` and `pull` write through, so that a link planted in a container
/// or a source cannot send a write, a copy or a removal anywhere else.
final class OpenFolder {
    let descriptor: Int32
    /// The path it was reached by, for messages.
    let path: String

    /// Opens a folder the user named; a symbolic link given here is followed, as the user chose it.
    init(_ path: String) throws(FileError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
        self.descriptor = descriptor
        self.path = path
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The path of `name` in this folder, for messages.
    func pathOf(_ name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// What `name` is, without following a link; nil when there is nothing by that name.
    func kind(of name: String) -> mode_t? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Opens the folder `name` in this one; a symbolic link there is refused. With `create`, a
    /// missing folder is made first (mode 0755 less the umask).
    func folder(_ name: String, create: Bool = false) throws(FileError) -> OpenFolder {
        try checkName(name)
        if create && mkdirat(descriptor, name, 0o755) != 0 && errno != EEXIST {
            throw FileError(message: "cannot create \(pathOf(name)): " + systemErrorMessage(errno))
        }
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else {
            let code = errno
            // O_DIRECTORY on a link gives ENOTDIR on some systems, ELOOP on others: say which it is.
            if kind(of: name) == S_IFLNK {
                throw FileError(message: "\(pathOf(name)) is a symbolic link (not followed)")
            }
            throw FileError(message: "\(pathOf(name)): " + systemErrorMessage(code))
        }
        return OpenFolder(descriptor: child, path: pathOf(name))
    }

    /// The entries of this folder by kind, sorted; symbolic links are among `others`.
    func listing() throws(FileError) -> DirectoryWalker.Listing {
        try DirectoryWalker.list(descriptor: descriptor, path: path)
    }

    /// Flushes the folder's entries (names created, renamed, removed) to disk.
    func flush() throws(FileError) {
        guard flushToDisk(descriptor) else {
            throw FileError(message: "cannot flush \(path) to disk: " + systemErrorMessage(errno))
        }
    }

    /// Renames `name` to `newName` in this folder; a folder or file of that name already there is
    /// an error, never replaced.
    func rename(_ name: String, to newName: String) throws(FileError) {
        // renameat would silently replace an empty folder; a name that is taken is refused first.
        // What appears between the check and the rename is an empty folder at worst (a full one
        // makes renameat fail), since nothing else is written there.
        guard kind(of: newName) == nil else { throw FileError(message: "\(pathOf(newName)) already exists") }
        guard renameat(descriptor, name, descriptor, newName) == 0 else {
            throw FileError(message: "cannot rename \(pathOf(name)) to \(newName): " + systemErrorMessage(errno))
        }
    }

    /// Removes `name` and, when it is a folder, everything in it; symbolic links are removed, not followed.
    func remove(_ name: String, depth: Int = 0) throws(FileError) {
        guard let kind = kind(of: name) else { return }
        if kind == S_IFDIR {
            guard depth < OpenFolder.maximumDepth else {
                throw FileError(message: "\(pathOf(name)) is nested too deeply to remove")
            }
            let inside = try folder(name)
            let listing = try inside.listing()
            for entry in listing.folders + listing.files + listing.others + listing.unreadable.map(\.name) {
                try inside.remove(entry, depth: depth + 1)
            }
        }
        guard unlinkat(descriptor, name, kind == S_IFDIR ? AT_REMOVEDIR : 0) == 0 else {
            throw FileError(message: "cannot remove \(pathOf(name)): " + systemErrorMessage(errno))
        }
    }

    /// Folders nested deeper than this are refused when copying or removing: a saved-state folder
    /// is three levels deep, and each level holds a descriptor.
    static let maximumDepth = 64
}

/// Refuses a name that could reach outside the folder it is used in.
func checkName(_ name: String) throws(FileError) {
    if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.utf8.contains(0) {
        throw FileError(message: "'\(name)' is not a plain file name")
    }
}
