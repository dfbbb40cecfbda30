import RestoreKit

/// The file system as RestoreKit reads saved state from it; `-` is standard input, a file in no
/// folder.
struct PlatformFiles: SavedStateFileSource {
    func contents(of path: String) throws -> [UInt8] { try readFile(path) }

    func prefix(of path: String, count: Int) -> [UInt8]? {
        path == "-" ? nil : readFilePrefix(path, count: count)
    }

    func isFile(_ path: String) -> Bool { path != "-" && DirectoryWalker.isFile(path) }

    func isFolder(_ path: String) -> Bool { path != "-" && DirectoryWalker.isFolder(path) }

    func subfolders(of path: String) -> [String] { DirectoryWalker.subfolders(of: path) }

    func files(in path: String) -> [String] { DirectoryWalker.files(in: path) }

    func folder(of path: String) -> String? { path == "-" ? nil : restorectl.folder(of: path) }
}

extension FileError: CustomStringConvertible {
    /// The message, as RestoreKit describes a file source's error.
    var description: String { message }
}
