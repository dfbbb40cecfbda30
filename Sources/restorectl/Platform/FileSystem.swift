#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import RestoreKit

/// Why a file could not be read or written; the message reads after `restorectl: FILE: `.
struct FileError: KindedError {
    var message: String
    /// What the command was doing: reading an input (a file that cannot be read), unless it was
    /// writing an output (`writing`).
    var failureKind: FailureKind = .unreadableInput

    /// The same error, of an output being written: an output that cannot be written.
    var writing: FileError {
        var error = self
        error.failureKind = .cannotWrite
        return error
    }

    /// A folder where a file was wanted: what every command says of a folder it cannot take.
    static let folder = FileError(message: "is a folder, not a file")

    /// What is said of the folder `path` where a file was wanted: a nib folder (`Name.nib/`) is
    /// named as the compiled nib it is, with the command that shows it, and a `.savedState`
    /// folder as saved state (which `convert`, `lint` and `create` do not take).
    static func folder(_ path: String) -> FileError {
        if SavedStateInput.hasNibName(path) { return FileError(message: OtherFileKind.nibFolder.message) }
        return SavedStateFolder.isNamedSavedState(path) ? savedStateFolder : folder
    }

    /// A `.savedState` folder where a file was wanted.
    static let savedStateFolder = FileError(message: "is a saved-state folder, not a file")

    /// Nothing by that name: what opening it says (`ENOENT`).
    static let absent = FileError(message: systemErrorMessage(ENOENT))
}

/// Why nothing can be examined at `path` (`stat`, links followed), in the words opening it would
/// give (`no such file or directory`); nil when something is there.
func unexaminable(_ path: String) -> FileError? {
    var status = stat()
    return stat(path, &status) == 0 ? nil : FileError(message: systemErrorMessage(errno))
}

/// The text of the C library's message for `code`.
func systemErrorMessage(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
}

/// The process's file-creation mask (reading it means setting it: it is put back at once).
func currentUmask() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return mask
}

/// `path` without the slashes that end it, `/` itself excepted: `out/` names the folder `out`.
func withoutTrailingSlashes(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
}

/// Whether `descriptor` is a terminal.
func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
}

/// Writes every byte to `descriptor`, retrying short and interrupted writes; false on failure.
func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { writeFully(descriptor, $0) }
}

/// Writes every byte to `descriptor`, retrying short and interrupted writes; false on failure.
func writeFully(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, base + written, bytes.count - written)
        if result < 0 && errno == EINTR { continue }
        if result <= 0 { return false }
        written += result
    }
    return true
}

/// Reads a whole file, or standard input for `-`.
func readFile(_ path: String) throws(FileError) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileError(message: systemErrorMessage(errno)) }
    // Said here, where the path is known: a nib folder is named as one.
    if (status.st_mode & S_IFMT) == S_IFDIR { throw FileError.folder(path) }
    return try readAll(descriptor, status: status)
}

/// Reads a small regular file from a tree restorectl does not trust (a simulator's property
/// lists): a symbolic link is not followed, and a device, pipe or file larger than `limit` is
/// refused, since reading `/dev/zero` planted as `device.plist` would never end.
func readRegularFile(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO planted in the tree must not wait for a writer.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { throw FileError(message: openErrorMessage(errno)) }
    defer { close(descriptor) }
    return try readAll(descriptor, limit: limit, regularOnly: true)
}

/// The message for a failed `open` with `O_NOFOLLOW`: a link says so, not "too many levels".
func openErrorMessage(_ code: Int32) -> String {
    code == ELOOP ? "is a symbolic link (not followed)" : systemErrorMessage(code)
}

/// Reads what is left of an open file; `limit` bounds the bytes, `regularOnly` refuses anything
/// but a regular file.
func readAll(_ descriptor: Int32, limit: Int = Int.max, regularOnly: Bool = false) throws(FileError) -> [UInt8] {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileError(message: systemErrorMessage(errno)) }
    return try readAll(descriptor, status: status, limit: limit, regularOnly: regularOnly)
}

/// Reads what is left of an open file whose `fstat` is `status`, as `readAll(_:limit:regularOnly:)`.
func readAll(_ descriptor: Int32, status: stat, limit: Int = Int.max, regularOnly: Bool = false) throws(FileError)
    -> [UInt8]
{
    if (status.st_mode & S_IFMT) == S_IFDIR { throw FileError.folder }
    if regularOnly && (status.st_mode & S_IFMT) != S_IFREG { throw FileError(message: "is not a regular file") }
    let tooLarge = FileError(message: "is larger than \(limit) bytes")
    if status.st_size > limit { throw tooLarge }
    var bytes: [UInt8] = []
    if (status.st_mode & S_IFMT) == S_IFREG && status.st_size > 0 {
        // A regular file reports its size: read it straight into an array of that size.
        let size = Int(status.st_size)
        var failure: Int32 = 0
        bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 { break }
                initialized += count
            }
        }
        if failure != 0 { throw FileError(message: systemErrorMessage(failure)) }
    }
    // Streams, and a file that grew since fstat: read on to the end in chunks.
    var chunk: [UInt8] = []
    while true {
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: bytes.isEmpty ? 1 << 16 : 1) }
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count < 0 { throw FileError(message: systemErrorMessage(errno)) }
        if count == 0 { return bytes }
        bytes.append(contentsOf: chunk[..<count])
        if bytes.count > limit { throw tooLarge }
        if chunk.count < 1 << 16 { chunk = [UInt8](repeating: 0, count: 1 << 16) }
    }
}

/// Flushes a file's data to the disk itself; false with `errno` set on failure.
///
/// On Darwin `fsync` only hands the data to the drive, whose cache may still lose it on power
/// failure; `F_FULLFSYNC` asks the drive to write it out. File systems that do not support it
/// (some network and FUSE volumes) refuse it, and then `fsync` is the best there is.
func flushToDisk(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
}

/// The first `count` bytes of a file (fewer when it is shorter), or nil when it cannot be read;
/// a regular file of at most `limit` bytes is read whole (`isWhole`), through the same descriptor,
/// for a caller that reads it whole next.
func readFileStart(_ path: String, count: Int, wholeUpTo limit: Int) -> (bytes: [UInt8], isWhole: Bool)? {
    guard count > 0 else { return ([], false) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && status.st_size <= limit {
        return (try? readAll(descriptor, status: status)).map { ($0, true) }
    }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
        if result < 0 && errno == EINTR { continue }
        if result < 0 { return nil }
        if result == 0 { break }
        filled += result
    }
    return (Array(bytes.prefix(filled)), false)
}

/// The folder that holds `path`: the part before its last `/` (empty for a file at the root), or
/// `.` for a bare name.
func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
}
