#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open directory stream: the C libraries spell `DIR *` differently.
#if canImport(Darwin)
    private typealias DirectoryStream = UnsafeMutablePointer<DIR>
#else
    private typealias DirectoryStream = OpaquePointer
#endif

extension DirectoryWalker {
    /// A folder's entries by kind, each sorted; what a file source knows of the folder without
    /// asking again (`PlatformFiles(knowing:)`).
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
        // opendir opens and checks the folder in two calls; open, dup and fdopendir took six.
        guard let directory = opendir(folder) else {
            throw FileError(message: "cannot list folder: " + systemErrorMessage(errno))
        }
        defer { closedir(directory) }
        return entries(of: directory, descriptor: dirfd(directory))
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
        return entries(of: directory, descriptor: descriptor)
    }

    /// Reads the entries of `directory`, whose descriptor (or another open on the same folder)
    /// is `descriptor`, and sorts them by kind without following symbolic links.
    ///
    /// The kind comes from the entry itself (`d_type`) once one `fstatat` in the folder has
    /// worked: a folder that can be read but not searched (no x permission) lists its names but
    /// can say nothing else of them, and its entries stay unreadable, as `fstatat` says. A file
    /// system that does not fill in `d_type` is asked by `fstatat`, entry by entry.
    private static func entries(of directory: DirectoryStream, descriptor: Int32) -> Listing {
        var listing = Listing()
        var searchable = false
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var kind = searchable ? kind(ofEntryType: entry.pointee.d_type) : nil
            if kind == nil {
                var status = stat()
                // Relative to the open folder: works below any depth, where a full path may be too long.
                guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                    listing.unreadable.append((name, systemErrorMessage(errno)))
                    continue
                }
                searchable = true
                kind = status.st_mode & S_IFMT
            }
            switch kind {
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

    /// The `st_mode` file type an entry's `d_type` stands for: a folder, a regular file, or
    /// anything else (a link, a device); nil when the file system does not say (`DT_UNKNOWN`).
    private static func kind(ofEntryType type: UInt8) -> mode_t? {
        switch Int32(type) {
        case Int32(DT_UNKNOWN): nil
        case Int32(DT_DIR): S_IFDIR
        case Int32(DT_REG): S_IFREG
        default: S_IFLNK
        }
    }
}
