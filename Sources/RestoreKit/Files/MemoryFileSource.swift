/// Files held in memory, by path: saved state RestoreKit makes itself (what a build would write,
/// `BuildComparison`), or what a test builds. A folder is every path with a file below it.
package struct MemoryFileSource: FileSource, Sendable {
    /// What reading a file this source does not hold throws.
    package struct Missing: Error, KindedError, CustomStringConvertible {
        /// The path asked for.
        package var path: String
        package var description: String { "no such file in memory" }
        package var failureKind: FailureKind { .unreadableInput }
    }

    /// The files, by path.
    package var contents: [String: [UInt8]]

    /// The files of `contents`.
    package init(_ contents: [String: [UInt8]] = [:]) {
        self.contents = contents
    }

    package func contents(of path: String) throws -> [UInt8] {
        guard let bytes = contents[path] else { throw Missing(path: path) }
        return bytes
    }

    package func isFile(_ path: String) -> Bool { contents[path] != nil }

    package func isFolder(_ path: String) -> Bool { contents.keys.contains { $0.hasPrefix(path + "/") } }

    package func subfolders(of path: String) -> [String] {
        Set(entries(in: path).filter { $0.contains("/") }.map { String($0.prefix { $0 != "/" }) }).sorted()
    }

    package func files(in path: String) -> [String] {
        entries(in: path).filter { !$0.contains("/") }.map(String.init).sorted()
    }

    package func folder(of path: String) -> String? {
        path.lastIndex(of: "/").map { String(path[..<$0]) }
    }

    /// What is below the folder `path`, as paths relative to it.
    private func entries(in path: String) -> [Substring] {
        contents.keys.filter { $0.hasPrefix(path + "/") }.map { $0.dropFirst(path.utf8.count + 1) }
    }
}
