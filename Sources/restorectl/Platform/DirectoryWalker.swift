#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `<bundle-id>.savedState` folders below a folder, as in an app container
/// (`Library/Saved Application State/`) or the iOS Simulator's `Devices/<id>/data/Containers/...`.
///
/// The walk is iterative and does not follow symbolic links, so a link cycle cannot trap it.
enum DirectoryWalker {
    /// Whether `path` is a folder (following a link given directly).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` exists as a regular file.
    static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Every `.savedState` folder at or below `root`, sorted by path.
    static func savedStateFolders(below root: String) throws(FileError) -> [String] {
        guard isFolder(root) else {
            var status = stat()
            if stat(root, &status) != 0 { throw FileError(message: systemErrorMessage(errno)) }
            throw FileError(message: "is not a folder")
        }
        var found: [String] = []
        var pending = [root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root]
        while let folder = pending.popLast() {
            if folder.hasSuffix(".savedState") {
                found.append(folder)
                continue
            }
            pending += subfolders(of: folder).map { folder + "/" + $0 }
        }
        return found.sorted()
    }

    /// The names of the folders directly inside `folder`, sorted; links are not followed.
    static func subfolders(of folder: String) -> [String] {
        entries(of: folder, type: S_IFDIR)
    }

    /// The names of the regular files directly inside `folder`, sorted; links are not followed.
    static func files(in folder: String) -> [String] {
        entries(of: folder, type: S_IFREG)
    }

    private static func entries(of folder: String, type: mode_t) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            var status = stat()
            if name != ".", name != "..", lstat(folder + "/" + name, &status) == 0, (status.st_mode & S_IFMT) == type {
                names.append(name)
            }
        }
        return names.sorted()
    }

    /// The bundle identifier a `.savedState` folder is named after.
    static func bundleIdentifier(ofSavedState folder: String) -> String {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return name.hasSuffix(".savedState") ? String(name.dropLast(".savedState".count)) : name
    }
}
