#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One entry of a folder to write: its path inside the folder, by components, and its bytes (a
/// folder when `isFolder`).
struct FolderEntry {
    var components: [String]
    var bytes: [UInt8]
    var isFolder: Bool
}

/// Writes a new folder at `path` with `entries`, all or nothing: the folder is built in a fresh
/// temporary folder beside `path` (made by `mkdtemp`, so nothing else sits in it), every file
/// flushed to disk, then renamed into place. `path` must not exist: not as a folder, a file, or
/// a symbolic link, which is never followed. A failure removes what was made.
func writeNewFolder(_ path: String, _ entries: [FolderEntry]) throws(FileError) {
    var status = stat()
    guard lstat(path, &status) != 0 else {
        throw FileError(
            message:
                "already exists; create makes a new folder and never writes into an existing one or through a link (remove it first)"
        )
    }
    let parent = folder(of: path)
    let base = path.split(separator: "/").last.map(String.init) ?? path
    var template = Array((parent + "/." + base + ".restorectl-XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
        throw FileError(message: "cannot create a temporary folder beside it: " + systemErrorMessage(errno))
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let mask = currentUmask()
    var made: [(path: String, isFolder: Bool)] = []
    func fail(_ message: String) -> FileError {
        for entry in made.reversed() { _ = entry.isFolder ? rmdir(entry.path) : unlink(entry.path) }
        rmdir(temporary)
        return FileError(message: message)
    }
    func makeFolder(_ folderPath: String) -> Bool {
        if mkdir(folderPath, 0o777 & ~mask) == 0 {
            made.append((folderPath, true))
            return true
        }
        var existing = stat()
        return errno == EEXIST && lstat(folderPath, &existing) == 0 && existing.st_mode & S_IFMT == S_IFDIR
    }
    for entry in entries {
        var current = temporary
        for component in entry.components.dropLast() {
            current += "/" + component
            guard makeFolder(current) else {
                throw fail("cannot create \(current.dropFirst(temporary.count + 1)): " + systemErrorMessage(errno))
            }
        }
        let name = entry.components.joined(separator: "/")
        let target = temporary + "/" + name
        if entry.isFolder {
            guard makeFolder(target) else { throw fail("cannot create \(name): " + systemErrorMessage(errno)) }
            continue
        }
        // O_EXCL and O_NOFOLLOW: a file made by this call, never one a link points at.
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666 & ~mask)
        guard descriptor >= 0 else { throw fail("cannot create \(name): " + systemErrorMessage(errno)) }
        made.append((target, false))
        let written = writeFully(descriptor, entry.bytes) && flushToDisk(descriptor)
        let code = errno
        guard close(descriptor) == 0, written else {
            throw fail("cannot write \(name): " + systemErrorMessage(written ? errno : code))
        }
    }
    guard chmod(temporary, 0o777 & ~mask) == 0 else {
        throw fail("cannot set permissions: " + systemErrorMessage(errno))
    }
    guard rename(temporary, path) == 0 else {
        throw fail("cannot put the folder in place: " + systemErrorMessage(errno))
    }
}
