#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file written in pieces and put in place only when complete.
///
/// For a regular file, `commit` flushes a temporary file from the same folder to disk and renames
/// it over the destination, so a failure at any point leaves the original intact and no temporary
/// file behind. The replacement keeps the original's permission bits, and its owner and group
/// where the process may set them. A symbolic link is followed: its target is replaced and the
/// link stays. An existing file without write permission is refused unless `force` is set.
/// What cannot be replaced is written in place: standard output (`-`), a name that stands for a
/// descriptor (`/dev/stdout`, `/dev/fd/N`: see `descriptorNamed(by:)`), devices, pipes and
/// sockets. What is written to them is held until `commit`, so that output refused halfway leaves
/// nothing behind there either, unless the writer can no longer refuse once it writes
/// (`holdsStandardOutput` false: `convert`, whose input is checked whole first), which then
/// streams to them.
final class AtomicFile {
    /// The destination as given, for messages.
    let name: String
    /// Where the bytes go: a regular file's destination with symbolic links resolved; else the name given.
    private let path: String
    private var descriptor: Int32 = -1
    private var temporaryPath = ""
    private var mode: mode_t = 0o644
    private var owner: (uid_t, gid_t)?
    /// Standard output, a descriptor, a device or a pipe, written in place at `commit`.
    private var inPlace = false
    /// Whether standard output gets each write at once rather than all at `commit`.
    private var writesThrough = false
    private var held: [UInt8] = []
    /// The temporary file's reserved blocks and writeback.
    private var writeAhead = WriteAhead()

    /// Whether the bytes go to a terminal (and so would be shown, not kept).
    var goesToTerminal: Bool { inPlace && isTerminal(descriptor) }

    /// `followsLinks` false refuses a destination that is a symbolic link instead of writing its
    /// target; a name that stands for a descriptor counts as none.
    init(_ destination: String, force: Bool = false, followsLinks: Bool = true, holdsStandardOutput: Bool = true)
        throws(FileError)
    {
        name = destination == "-" ? Console.outputName : destination
        writesThrough = !holdsStandardOutput
        if let named = descriptorNamed(by: destination) {
            path = destination
            // A descriptor of its own, never 0 to 2, which `commit` closes, leaving the process's open.
            descriptor = fcntl(named, F_DUPFD_CLOEXEC, 3)
            guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
            inPlace = true
            return
        }
        var link = stat()
        if !followsLinks && lstat(destination, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK {
            throw FileError(message: "is a symbolic link, which this command does not write through")
        }
        var target = stat()
        let exists = stat(destination, &target) == 0
        // Nothing there (or a link to nothing, which resolvingLinks reports) becomes a regular file.
        switch exists ? target.st_mode & S_IFMT : S_IFREG {
        case S_IFDIR:
            throw FileError.folder
        case S_IFREG:
            path = try resolvingLinks(destination)
        default:
            // /dev/null, a terminal, a pipe: written in place, since renaming over it would
            // replace the device. Opened by the name given: a link to one need not resolve to a
            // path (Linux's /proc/PID/fd/N names `pipe:[…]`).
            path = destination
            descriptor = open(destination, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
            inPlace = true
            return
        }
        if exists {
            if !force && !isWritable(path, target) {
                throw FileError(message: "is read-only (--force replaces it anyway)")
            }
            mode = target.st_mode & 0o7777
            owner = (target.st_uid, target.st_gid)
        } else {
            mode = 0o666 & ~currentUmask()
        }
        let folder = folder(of: path)
        let base = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array(((folder.isEmpty ? "" : folder) + "/." + base + ".restorectl-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileError(message: "cannot create a temporary file beside it: " + systemErrorMessage(errno))
        }
        temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Appends bytes to the file.
    func write(_ bytes: [UInt8]) throws(FileError) {
        try bytes.withUnsafeBufferPointer { (bytes) throws(FileError) in try write(bytes) }
    }

    /// Appends bytes to the file; they are written (or held) before this returns.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileError) {
        if inPlace && !writesThrough {
            held.append(contentsOf: bytes)
            return
        }
        #if RESTORECTL_FAULT_INJECTION
            // Tests build with this flag to check that a write failing halfway, as on a full disk,
            // leaves the original and no temporary file.
            if faultInjected("write") {
                _ = writeFully(descriptor, UnsafeBufferPointer(rebasing: bytes.prefix(bytes.count / 2)))
                throw FileError(message: "cannot write: " + systemErrorMessage(ENOSPC))
            }
        #endif
        if !inPlace { writeAhead.willWrite(bytes.count, to: descriptor) }
        guard writeFully(descriptor, bytes) else {
            throw FileError(message: "cannot write: " + systemErrorMessage(errno))
        }
        if !inPlace { writeAhead.didWrite(bytes.count, to: descriptor) }
    }

    /// Puts the file in place: flushes and renames it over the destination, or writes what is held
    /// to standard output, a device or a pipe.
    func commit() throws(FileError) {
        if inPlace {
            defer { if descriptor >= 0 { close(descriptor) }; descriptor = -1 }
            guard writeFully(descriptor, held) else {
                throw FileError(message: "cannot write: " + systemErrorMessage(errno))
            }
            held = []
            return
        }
        guard writeAhead.trim(descriptor) else {
            throw FileError(message: "cannot write: " + systemErrorMessage(errno))
        }
        guard fchmod(descriptor, mode) == 0 else {
            throw FileError(message: "cannot set permissions: " + systemErrorMessage(errno))
        }
        if let (uid, gid) = owner {
            // Only root may give a file away; anyone may keep their own group. Neither is an error.
            if fchown(descriptor, uid, gid) != 0 { _ = fchown(descriptor, uid_t.max, gid) }
            // chown clears set-user-ID and set-group-ID bits: put them back.
            _ = fchmod(descriptor, mode)
        }
        guard flushToDisk(descriptor) else {
            throw FileError(message: "cannot flush to disk: " + systemErrorMessage(errno))
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw FileError(message: "cannot close: " + systemErrorMessage(errno)) }
        guard rename(temporaryPath, path) == 0 else {
            throw FileError(message: "cannot replace: " + systemErrorMessage(errno))
        }
        temporaryPath = ""
    }

    /// Removes the temporary file, or drops what is held; the destination is left as it was.
    func abort() {
        held = []
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if !temporaryPath.isEmpty { unlink(temporaryPath) }
        temporaryPath = ""
    }

    deinit { abort() }
}

/// Whether the process may write the existing file `path`. Root passes `access(W_OK)` for any
/// file, so a file whose mode grants nobody write permission counts as read-only for root too.
private func isWritable(_ path: String, _ status: stat) -> Bool {
    access(path, W_OK) == 0 && status.st_mode & 0o222 != 0
}

/// `path` with a final symbolic link (and any chain of them) followed to what it names, so that
/// writing replaces the target and keeps the link; `path` itself when it is no link or absent.
func resolvingLinks(_ path: String) throws(FileError) -> String {
    var link = stat()
    guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
        throw FileError(message: "is a symbolic link to nothing: " + systemErrorMessage(errno))
    }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The names a backup of `name` may take, in order: `NAME.orig`, then `NAME.orig.1` to
/// `NAME.orig.9999`. File backups (`set`, `remove`) and folder backups (`push`) both use it.
func backupNames(of name: String) -> LazyMapSequence<Range<Int>, String> {
    (0..<10_000).lazy.map { name + ".orig" + ($0 == 0 ? "" : ".\($0)") }
}

/// Writes `bytes` as a backup of `original` beside it: `ORIGINAL.orig`, or `.orig.1`, `.orig.2`, ...
/// when that exists, never replacing a file. The backup has the original's permission bits and,
/// where the process may set them, its owner and group. Returns the name written.
func writeBackup(_ bytes: [UInt8], of original: String) throws(FileError) -> String {
    let source = try resolvingLinks(original)
    var status = stat()
    guard stat(source, &status) == 0 else { throw FileError(message: systemErrorMessage(errno)) }
    let mode = status.st_mode & 0o7777
    for name in backupNames(of: original) {
        // O_EXCL: created by this call or not at all, so an older backup is never overwritten.
        let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600))
        if descriptor < 0 {
            if errno == EEXIST { continue }
            throw FileError(message: "cannot create \(name): " + systemErrorMessage(errno))
        }
        var failure: String?
        if !writeFully(descriptor, bytes) {
            failure = "cannot write \(name): " + systemErrorMessage(errno)
        } else {
            if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
                _ = fchown(descriptor, uid_t.max, status.st_gid)
            }
            if fchmod(descriptor, mode) != 0 || !flushToDisk(descriptor) {
                failure = "cannot finish \(name): " + systemErrorMessage(errno)
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = "cannot close \(name): " + systemErrorMessage(errno) }
        if let failure {
            unlink(name)
            throw FileError(message: failure)
        }
        return name
    }
    throw FileError(message: "too many backups beside it (\(original).orig to .orig.9999)")
}
