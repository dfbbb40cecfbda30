import RestoreKit

/// The file system as RestoreKit reads saved state from it; `-` is standard input, a file in no
/// folder. One instance serves one command (one thread): it keeps every folder listing it made,
/// so that classifying a folder (its files) and reading it (its subfolders, its files again)
/// list it once.
struct PlatformFiles: SavedStateFileSource, FileStatusSource {
    private let listings = Listings()

    /// A file source that knows `listings` already (a walk's listings of the folders it found), and lists any other folder when asked.
    init(knowing listings: [String: DirectoryWalker.Listing] = [:]) {
        self.listings.byFolder = listings
    }

    func contents(of path: String) throws -> [UInt8] { try readFile(path) }

    func prefix(of path: String, count: Int) -> [UInt8]? {
        path == "-" ? nil : readFilePrefix(path, count: count)
    }

    func isFile(_ path: String) -> Bool { path != "-" && DirectoryWalker.isFile(path) }

    func isFolder(_ path: String) -> Bool { path != "-" && DirectoryWalker.isFolder(path) }

    func subfolders(of path: String) -> [String] { listing(of: path).folders }

    func files(in path: String) -> [String] { listing(of: path).files }

    /// The folder's entries, listed once however often this instance is asked; none when it cannot be listed.
    private func listing(of path: String) -> DirectoryWalker.Listing {
        if let listing = listings.byFolder[path] { return listing }
        let listing = (try? DirectoryWalker.list(path)) ?? DirectoryWalker.Listing()
        listings.byFolder[path] = listing
        return listing
    }

    func folder(of path: String) -> String? { path == "-" ? nil : restorectl.folder(of: path) }

    func status(of path: String) -> FileStatus? { path == "-" ? nil : statusByStat(path) }
}

extension FileError: CustomStringConvertible {
    /// The message, as RestoreKit describes a file source's error.
    var description: String { message }
}

/// The listings a `PlatformFiles` made, by folder; an instance is used by one thread.
private final class Listings {
    var byFolder: [String: DirectoryWalker.Listing] = [:]
}
