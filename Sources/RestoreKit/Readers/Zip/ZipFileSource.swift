/// A zip file's entries as a `FileSource`, so that what reads folders (`AppBuild.read`) reads the
/// inside of an `.ipa` the same way: the paths are `root/NAME` for each entry `NAME`, folders
/// included that only the entries' names imply. Each file is inflated when its contents are
/// asked for, and every time.
///
/// A `FileSource` keeps what it cannot read to itself (a reader may keep an unreadable file in
/// its model): `firstError` keeps the first entry that failed, for the caller to refuse the zip
/// file, whose damage is no part of the model.
package final class ZipFileSource: FileSource {
    /// The archive read.
    package let archive: ZipArchive
    /// The path the entries are under.
    package let root: String
    /// Each folder (relative to `root`, `""` the top) with its subfolders and its files' entries.
    private var folders: [String: Folder] = ["": Folder()]
    /// The first entry whose contents could not be read, and why.
    package private(set) var firstError: ZipError?

    /// The names of a folder's subfolders and files.
    private struct Folder {
        var subfolders: Set<String> = []
        var files: [String: Int] = [:]
    }

    /// The entries of `archive` under `root`.
    ///
    /// - Throws: `ZipError` when an entry is a file and a folder at once (`a` and `a/b`).
    package init(_ archive: ZipArchive, root: String) throws(ZipError) {
        self.archive = archive
        self.root = root
        for (index, entry) in archive.entries.enumerated() {
            var components = entry.name.split(separator: "/").map(String.init)
            let fileName = entry.isFolder ? nil : components.removeLast()
            var folder = ""
            for component in components {
                let path = folder.isEmpty ? component : folder + "/" + component
                if folders[folder]?.files[component] != nil { throw conflict(entry, path) }
                folders[folder]?.subfolders.insert(component)
                if folders[path] == nil { folders[path] = Folder() }
                folder = path
            }
            if let fileName {
                let path = folder.isEmpty ? fileName : folder + "/" + fileName
                if folders[path] != nil { throw conflict(entry, path) }
                folders[folder]?.files[fileName] = index
            }
        }
    }

    /// Why `entry` cannot be read as a file system: `path` is a file and a folder.
    private func conflict(_ entry: ZipEntry, _ path: String) -> ZipError {
        ZipError(
            at: entry.centralHeaderOffset,
            "\(ZipEntryName.shown(entry.name)): \"\(escapedForMessage(path))\" is both a file and a folder: refused")
    }

    /// `path` relative to `root`, or nil when it is not under it.
    private func relative(_ path: String) -> String? {
        if path == root { return "" }
        guard path.hasPrefix(root + "/") else { return nil }
        var rest = path.dropFirst(root.count + 1)
        while rest.last == "/" { rest = rest.dropLast() }
        return String(rest)
    }

    /// The folder and name `path` stands for.
    private func split(_ path: String) -> (folder: String, name: String)? {
        guard let relative = relative(path), !relative.isEmpty else { return nil }
        guard let slash = relative.lastIndex(of: "/") else { return ("", relative) }
        return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
    }

    /// The entry of the file at `path`, if it is one.
    private func entryIndex(_ path: String) -> Int? {
        split(path).flatMap { folders[$0.folder]?.files[$0.name] }
    }

    /// The inflated bytes of the file at `path`.
    package func contents(of path: String) throws -> [UInt8] {
        guard let index = entryIndex(path) else { throw ZipFileSourceError.absent }
        do {
            return try archive.contents(of: archive.entries[index])
        } catch {
            if firstError == nil { firstError = error }
            throw error
        }
    }

    /// Whether `path` names a file entry.
    package func isFile(_ path: String) -> Bool { entryIndex(path) != nil }

    /// Whether `path` names a folder, listed or implied.
    package func isFolder(_ path: String) -> Bool { relative(path).map { folders[$0] != nil } ?? false }

    /// The subfolders of the folder `path`, sorted.
    package func subfolders(of path: String) -> [String] {
        relative(path).flatMap { folders[$0] }.map { $0.subfolders.sorted() } ?? []
    }

    /// The files of the folder `path`, sorted.
    package func files(in path: String) -> [String] {
        relative(path).flatMap { folders[$0] }.map { $0.files.keys.sorted() } ?? []
    }

    /// The folder `path` is in.
    package func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}

/// Why a path of a `ZipFileSource` has no contents.
package enum ZipFileSourceError: KindedError, CustomStringConvertible {
    /// No file entry has that name.
    case absent

    /// A file the build names that the `.ipa` lacks is input it cannot read.
    package var failureKind: FailureKind { .unreadableInput }

    /// As a file system says it.
    package var description: String { "no such file in the zip file" }
}
