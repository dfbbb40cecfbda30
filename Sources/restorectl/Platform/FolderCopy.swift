#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension OpenFolder {
    /// Copies everything in `source` into this folder, which must not hold those names yet.
    ///
    /// Files keep their permission bits and are flushed to disk, as are the folders made. A
    /// symbolic link, device, pipe or socket anywhere in `source` stops the copy with its path:
    /// a saved-state folder holds none, and following one planted there could copy any file the
    /// user can read into an app, or out of it. Top-level names in `skipping` are left out.
    func copyContents(of source: OpenFolder, skipping: Set<String> = [], depth: Int = 0) throws(FileError) {
        guard depth < OpenFolder.maximumDepth else {
            throw FileError(message: "\(source.path) is nested too deeply to copy")
        }
        let listing = try source.listing()
        if let (name, message) = listing.unreadable.first {
            throw FileError(message: "\(source.pathOf(name)): \(message)")
        }
        if let name = listing.others.first(where: { !skipping.contains($0) }) {
            let what = source.kind(of: name) == S_IFLNK ? "a symbolic link" : "not a file or folder"
            throw FileError(message: "\(source.pathOf(name)) is \(what); nothing was copied")
        }
        for name in listing.files where !skipping.contains(name) {
            try copyFile(name, from: source)
        }
        for name in listing.folders where !skipping.contains(name) {
            let from = try source.folder(name)
            let to = try folder(name, create: true)
            try to.copyContents(of: from, depth: depth + 1)
            try to.flush()
        }
    }

    /// Copies the regular file `name` of `source` here.
    func copyFile(_ name: String, from source: OpenFolder) throws(FileError) {
        try checkName(name)
        // O_NONBLOCK: a FIFO put in place of the file between the listing and here must not hang.
        let input = openat(source.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else { throw FileError(message: "\(source.pathOf(name)) " + openErrorMessage(errno)) }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else {
            throw FileError(message: "\(source.pathOf(name)): " + systemErrorMessage(errno))
        }
        let bytes: [UInt8]
        do {
            bytes = try readAll(input, regularOnly: true)
        } catch {
            throw FileError(message: "\(source.pathOf(name)) " + error.message)
        }
        try writeFile(name, bytes: bytes, mode: status.st_mode & 0o777)
    }

    /// Creates the file `name` here with `bytes`, flushed to disk; an existing `name` is an error.
    /// A file that fails halfway is left for the caller, which removes the folder it is building.
    func writeFile(_ name: String, bytes: [UInt8], mode: mode_t) throws(FileError) {
        try checkName(name)
        let output = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard output >= 0 else {
            throw FileError(message: "cannot create \(pathOf(name)): " + systemErrorMessage(errno))
        }
        var failure: String?
        if !writeFully(output, bytes) { failure = "cannot write \(pathOf(name)): " + systemErrorMessage(errno) }
        #if RESTORECTL_FAULT_INJECTION
            // As a full disk would: the tests check that the app's saved state is left as it was.
            if failure == nil && faultInjected("write") {
                failure = "cannot write \(pathOf(name)): " + systemErrorMessage(ENOSPC)
            }
        #endif
        if failure == nil && (fchmod(output, mode) != 0 || !flushToDisk(output)) {
            failure = "cannot finish \(pathOf(name)): " + systemErrorMessage(errno)
        }
        if close(output) != 0 && failure == nil {
            failure = "cannot close \(pathOf(name)): " + systemErrorMessage(errno)
        }
        if let failure { throw FileError(message: failure) }
    }
}
