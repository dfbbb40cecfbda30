#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import RestoreKit

/// The file system as RestoreKit reads saved state from it; `-` is standard input, a file in no
/// folder. One instance serves one command (one thread): it keeps every folder listing it made,
/// so that classifying a folder (its files) and reading it (its subfolders, its files again)
/// list it once, and what a listing says of a name is not asked of the file system again.
struct PlatformFiles: FileSource, FileStatusSource {
    private let memory = Memory()

    /// A file source that knows `listings` already (a walk's listings of the folders it found), and lists any other folder when asked.
    init(knowing listings: [String: DirectoryWalker.Listing] = [:]) {
        memory.listings = listings
    }

    func contents(of path: String) throws(FileError) -> [UInt8] {
        if let read = memory.whole, read.path == path {
            // The file was read whole for its first bytes a moment ago: one read serves both.
            memory.whole = nil
            return read.bytes
        }
        // What open would say of a name the folder's listing does not hold.
        if entry(path) == .absent { throw FileError.absent }
        return try readFile(path)
    }

    func prefix(of path: String, count: Int) -> [UInt8]? {
        // Asked again before the contents are read (a dump probes the file, then its part): the
        // bytes kept serve, where the file was read whole a second time.
        if let read = memory.whole, read.path == path { return Array(read.bytes.prefix(count)) }
        guard path != "-", entry(path) != .absent,
            let read = readFileStart(path, count: count, wholeUpTo: Self.wholeReadLimit)
        else { return nil }
        // Kept for `contents(of:)`: the first bytes are read to decide how to read the rest.
        if read.isWhole { memory.whole = (path, read.bytes) }
        return Array(read.bytes.prefix(count))
    }

    /// A file whose first bytes are asked for is read whole up to this size, and kept for the
    /// read of its contents that follows (a `data.data` is probed for AppKit's records first).
    static let wholeReadLimit = 1 << 18

    func isFile(_ path: String) -> Bool {
        switch entry(path) {
        case .file: true
        case .folder, .absent: false
        case .unknown: path != "-" && DirectoryWalker.isFile(path)
        }
    }

    func isFolder(_ path: String) -> Bool {
        switch entry(path) {
        case .folder: true
        case .file, .absent: false
        case .unknown: path != "-" && DirectoryWalker.isFolder(path)
        }
    }

    func subfolders(of path: String) -> [String] { listing(of: path).folders }

    func files(in path: String) -> [String] { listing(of: path).files }

    /// The folder's entries, listed once however often this instance is asked; none when it cannot be listed.
    private func listing(of path: String) -> DirectoryWalker.Listing {
        if let listing = listing(named: path) { return listing }
        guard !memory.unlistable.contains(path), let listing = try? DirectoryWalker.list(path) else {
            memory.unlistable.insert(path)
            return DirectoryWalker.Listing()
        }
        memory.listings[path] = listing
        return listing
    }

    func folder(of path: String) -> String? { path == "-" ? nil : restorectl.folder(of: path) }

    func status(of path: String) -> FileStatus? { path == "-" || entry(path) == .absent ? nil : statusByStat(path) }

    /// What the listings made so far say `path` is, symbolic links followed as `stat` follows them.
    ///
    /// Compared byte by byte (a name in another Unicode normal form is another file to the file
    /// system), and without hashing: an instance knows a folder or two, and hashing the path
    /// and its parents cost more than the `stat` calls this saves.
    private func entry(_ path: String) -> KnownEntry {
        let slash = UInt8(ascii: "/")
        for (folder, listing) in memory.listings where startsWithBytes(path.utf8, folder.utf8) {
            var rest = path.utf8.dropFirst(folder.utf8.count)
            if rest.isEmpty { return .folder }
            guard rest.first == slash else { continue }
            rest = rest.dropFirst()
            let name = rest.prefix { $0 != slash }
            let isName = { (entry: String) in startsWithBytes(entry.utf8, name, whole: true) }
            let isBelow = name.endIndex != rest.endIndex
            if listing.folders.contains(where: isName) {
                if !isBelow { return .folder }
            } else if listing.files.contains(where: isName) {
                if !isBelow { return .file }
            } else if !listing.others.contains(where: isName)
                && !listing.unreadable.contains(where: { isName($0.name) })
            {
                // Nothing by that name, and so nothing below it either (ENOENT).
                return .absent
            }
            // Below a file, a link, an entry the listing could not examine, or a folder another listing may know.
        }
        return .unknown
    }

    /// The listing made of the folder `path`, spelled byte for byte as it is (a `String` key
    /// matches another normal form too).
    private func listing(named path: String) -> DirectoryWalker.Listing? {
        guard let index = memory.listings.index(forKey: path),
            startsWithBytes(memory.listings[index].key.utf8, path.utf8, whole: true)
        else { return nil }
        return memory.listings[index].value
    }
}

/// Whether the bytes of `bytes` begin with those of `prefix` (or, `whole`, are those): one
/// `memcmp` for the bytes of native strings, which compare a byte at a time otherwise.
private func startsWithBytes(_ bytes: some Collection<UInt8>, _ prefix: some Collection<UInt8>, whole: Bool = false)
    -> Bool
{
    let compared = bytes.withContiguousStorageIfAvailable { bytes in
        prefix.withContiguousStorageIfAvailable { prefix in
            (whole ? bytes.count == prefix.count : bytes.count >= prefix.count)
                && (prefix.isEmpty || memcmp(bytes.baseAddress!, prefix.baseAddress!, prefix.count) == 0)
        }
    }
    if let compared = compared ?? nil { return compared }
    return whole ? bytes.elementsEqual(prefix) : bytes.starts(with: prefix)
}

/// What a listing says of a path: a folder, a regular file, nothing by that name, or nothing
/// certain (a symbolic link, an entry it could not examine, a folder not listed).
private enum KnownEntry {
    case folder, file, absent, unknown
}

extension FileError: CustomStringConvertible {
    /// The message, as RestoreKit describes a file source's error.
    var description: String { message }
}

/// What a `PlatformFiles` keeps: the listings it made (and the folders it could not list), by
/// folder, and the last file read whole for its first bytes; an instance is used by one thread.
private final class Memory {
    var listings: [String: DirectoryWalker.Listing] = [:]
    var unlistable: Set<String> = []
    var whole: (path: String, bytes: [UInt8])?
}
