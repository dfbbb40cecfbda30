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
    var bytes = [UInt8]()
    var chunk = 1 << 16
    if (status.st_mode & S_IFMT) == S_IFREG && status.st_size > 0 {
        // Regular files report their size; read them in one buffer of that size.
        chunk = Int(status.st_size) + 1
    }
    while true {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: chunk))
        let count = bytes.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress! + start, chunk)
        }
        if count < 0 {
            if errno == EINTR { bytes.removeSubrange(start...); continue }
            throw FileError(message: systemErrorMessage(errno))
        }
        bytes.removeSubrange((start + count)...)
        if count == 0 { return bytes }
        chunk = max(chunk, 1 << 16)
    }
}

/// Replaces `path` with `bytes` atomically: a temporary file in the same folder is written,
/// flushed to disk and renamed over the original, so a failure at any point leaves the
/// original intact and no temporary file behind. `-` writes to standard output.
func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    if path == "-" {
        guard writeFully(1, bytes) else { throw FileError(message: systemErrorMessage(errno)) }
        return
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array(((folder.isEmpty ? "" : folder) + "/." + name + ".restorectl-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
        throw FileError(message: "cannot create a temporary file beside it: " + systemErrorMessage(errno))
    }
    let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var existing = stat()
    // Keep the original's permissions; a new file gets the usual 0666 less the umask.
    let mode: mode_t
    if stat(path, &existing) == 0 {
        mode = existing.st_mode & 0o7777
    } else {
        let mask = umask(0)
        umask(mask)
        mode = 0o666 & ~mask
    }
    func fail(_ what: String) -> FileError {
        let message = what + ": " + systemErrorMessage(errno)
        close(descriptor)
        unlink(temporaryPath)
        return FileError(message: message)
    }
    // RESTORECTL_FAULT_INJECTION=write makes the write fail halfway, as a full disk would; the
    // tests use it to check that a failed write leaves the original and no temporary file.
    if let fault = getenv("RESTORECTL_FAULT_INJECTION"), String(decoding: UnsafeRawBufferPointer(start: fault, count: strlen(fault)), as: UTF8.self) == "write" {
        _ = writeFully(descriptor, Array(bytes.prefix(bytes.count / 2)))
        errno = ENOSPC
        throw fail("cannot write")
    }
    guard writeFully(descriptor, bytes) else { throw fail("cannot write") }
    guard fchmod(descriptor, mode) == 0 else { throw fail("cannot set permissions") }
    guard fsync(descriptor) == 0 else { throw fail("cannot flush to disk") }
    guard close(descriptor) == 0 else {
        let message = "cannot close: " + systemErrorMessage(errno)
        unlink(temporaryPath)
        throw FileError(message: message)
    }
    guard rename(temporaryPath, path) == 0 else {
        let message = "cannot replace: " + systemErrorMessage(errno)
        unlink(temporaryPath)
        throw FileError(message: message)
    }
}
