#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written; the message reads after `restorectl: FILE: `.
struct FileError: Error {
    var message: String
}

/// The text of the C library's message for `code`.
func systemErrorMessage(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
}

/// Whether `descriptor` is a terminal.
func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
}

/// Writes every byte to `descriptor`, retrying short and interrupted writes; false on failure.
func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return true }
        var written = 0
        while written < buffer.count {
            let result = write(descriptor, base + written, buffer.count - written)
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return false }
            written += result
        }
        return true
    }
}

/// Reads a whole file, or standard input for `-`.
func readFile(_ path: String) throws(FileError) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileError(message: systemErrorMessage(errno)) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw FileError(message: "is a folder, not a file") }
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
        if chunk.count < 1 << 16 { chunk = [UInt8](repeating: 0, count: 1 << 16) }
    }
}

/// The first `count` bytes of a regular file (fewer when it is shorter), or nil when it cannot be read.
func readFilePrefix(_ path: String, count: Int) -> [UInt8]? {
    guard count > 0 else { return [] }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
        if result < 0 && errno == EINTR { continue }
        if result < 0 { return nil }
        if result == 0 { break }
        filled += result
    }
    return Array(bytes.prefix(filled))
}

/// Replaces `path` with `bytes` atomically: a temporary file in the same folder is written,
/// flushed to disk and renamed over the original, so a failure at any point leaves the
/// original intact and no temporary file behind. `-` writes to standard output.
func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    let file = try AtomicFile(path)
    do {
        try file.write(bytes)
        try file.commit()
    } catch {
        file.abort()
        throw error
    }
}

/// A file written in pieces and put in place only when complete: `commit` renames a flushed
/// temporary file from the same folder over the destination; `abort` removes it. For `-`, the
/// pieces go straight to standard output.
final class AtomicFile {
    let path: String
    private var descriptor: Int32 = -1
    private var temporaryPath = ""
    private var mode: mode_t = 0o644

    /// Whether the destination is a device or pipe, written in place: it cannot be replaced.
    private var isSpecial = false

    init(_ path: String) throws(FileError) {
        self.path = path
        guard path != "-" else {
            descriptor = 1
            return
        }
        var target = stat()
        if stat(path, &target) == 0, (target.st_mode & S_IFMT) != S_IFREG {
            guard (target.st_mode & S_IFMT) != S_IFDIR else { throw FileError(message: "is a folder, not a file") }
            // /dev/null, a terminal or a pipe: write to it; renaming over it would replace the device.
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
            isSpecial = true
            return
        }
        let folder = folder(of: path)
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array(((folder.isEmpty ? "" : folder) + "/." + name + ".restorectl-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileError(message: "cannot create a temporary file beside it: " + systemErrorMessage(errno))
        }
        temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var existing = stat()
        // Keep the original's permissions; a new file gets the usual 0666 less the umask.
        if stat(path, &existing) == 0 {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
    }

    /// Appends bytes to the file.
    func write(_ bytes: [UInt8]) throws(FileError) {
        // RESTORECTL_FAULT_INJECTION=write makes the write fail halfway, as a full disk would; the
        // tests use it to check that a failed write leaves the original and no temporary file.
        if descriptor != 1, !isSpecial, let fault = getenv("RESTORECTL_FAULT_INJECTION"),
           String(decoding: UnsafeRawBufferPointer(start: fault, count: strlen(fault)), as: UTF8.self) == "write" {
            _ = writeFully(descriptor, Array(bytes.prefix(bytes.count / 2)))
            errno = ENOSPC
            throw FileError(message: "cannot write: " + systemErrorMessage(errno))
        }
        guard writeFully(descriptor, bytes) else { throw FileError(message: "cannot write: " + systemErrorMessage(errno)) }
    }

    /// Flushes the file to disk and renames it over the destination.
    func commit() throws(FileError) {
        guard descriptor != 1 else { return }
        if isSpecial {
            close(descriptor)
            descriptor = -1
            return
        }
        guard fchmod(descriptor, mode) == 0 else { throw FileError(message: "cannot set permissions: " + systemErrorMessage(errno)) }
        guard fsync(descriptor) == 0 else { throw FileError(message: "cannot flush to disk: " + systemErrorMessage(errno)) }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw FileError(message: "cannot close: " + systemErrorMessage(errno)) }
        guard rename(temporaryPath, path) == 0 else { throw FileError(message: "cannot replace: " + systemErrorMessage(errno)) }
        temporaryPath = ""
    }

    /// Removes the temporary file; the destination is left as it was.
    func abort() {
        guard descriptor != 1 else { return }
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if !temporaryPath.isEmpty && !isSpecial { unlink(temporaryPath) }
        temporaryPath = ""
    }

    deinit { abort() }
}

/// The folder that holds `path`: the part before its last `/` (empty for a file at the root), or
/// `.` for a bare name.
func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
}
