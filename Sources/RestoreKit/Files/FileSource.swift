/// Read-only access to files, so that RestoreKit can read a `.savedState` folder, an app build or
/// a nib without doing I/O itself: a command-line tool implements it on the file system, a test
/// in memory.
///
/// Paths are the caller's own (RestoreKit only appends `/` and a name to them); listings are
/// names, not paths. Nothing is written.
public protocol FileSource {
    /// The whole file at `path`; throws why it cannot be read, an error RestoreKit keeps and
    /// describes with `String(describing:)`.
    func contents(of path: String) throws -> [UInt8]
    /// The first `count` bytes of the file at `path` (fewer when it is shorter), or nil when it
    /// cannot be read. A default reads the whole file.
    func prefix(of path: String, count: Int) -> [UInt8]?
    /// Whether `path` is a regular file.
    func isFile(_ path: String) -> Bool
    /// Whether `path` is a folder.
    func isFolder(_ path: String) -> Bool
    /// The names of the folders in the folder `path`, sorted; none when it cannot be listed.
    func subfolders(of path: String) -> [String]
    /// The names of the regular files in the folder `path`, sorted; none when it cannot be listed.
    func files(in path: String) -> [String]
    /// The folder that holds the file at `path`, or nil when it is in none (standard input).
    func folder(of path: String) -> String?
}

extension FileSource {
    /// The first `count` bytes, from the whole file.
    public func prefix(of path: String, count: Int) -> [UInt8]? {
        (try? contents(of: path)).map { Array($0.prefix(count)) }
    }
}
