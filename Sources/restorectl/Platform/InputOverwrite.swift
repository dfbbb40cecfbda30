#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file or folder as the file system knows it, whatever name, symbolic link or hard link reached it.
struct FileIdentity: Equatable {
    var device: dev_t
    var inode: ino_t

    init(_ status: stat) {
        device = status.st_dev
        inode = status.st_ino
    }

    /// The identity of what `path` names, links followed (`-`: standard input's file), and whether
    /// it is a folder; nil when it cannot be examined.
    static func of(_ path: String) -> (identity: FileIdentity, isFolder: Bool)? {
        var status = stat()
        guard (path == "-" ? fstat(0, &status) : stat(path, &status)) == 0 else { return nil }
        return (FileIdentity(status), status.st_mode & S_IFMT == S_IFDIR)
    }

    /// The identities of the folder `path` and of every folder above it, as the file system
    /// resolves `..` (after a symbolic link: the parent of its target), up to the root.
    static func chain(from path: String) -> [FileIdentity] {
        var chain: [FileIdentity] = [], path = path.isEmpty ? "/" : path
        // Each step lengthens the path by `/..`: a tree deeper than PATH_MAX allows ends the walk.
        while let found = of(path), chain.last != found.identity {
            chain.append(found.identity)
            path += "/.."
        }
        return chain
    }

    /// The chain of the folders that hold what `path` names; a final symbolic link is followed,
    /// as a write through it goes to its target.
    static func folders(holding path: String) -> [FileIdentity] {
        chain(from: folder(of: (try? resolvingLinks(path)) ?? path))
    }
}

/// An output that would land on one of the command's inputs, which is often the only copy of a
/// bug's saved state.
struct InputOverwrite {
    enum Relation {
        /// The output is the input: the same file or folder.
        case same
        /// The output is inside the input folder.
        case inside
        /// The output is a folder to be replaced that holds the input.
        case holds
    }

    /// The input as the command line gives it, or a file or folder read along with one.
    var input: String
    var relation: Relation
    /// The argument `input` is read along with, when it is not itself an argument.
    var readWith: String?

    /// What is said after `restorectl: OUT: `.
    var message: String {
        let name = input == "-" ? "<stdin>" : input
        if let readWith {
            let read = "\(name), which is read with the input \(readWith)"
            switch relation {
            case .same: return "is \(read); refusing to write over it"
            case .inside: return "is inside the folder \(read); refusing to write into it"
            case .holds: return "holds \(read); refusing to replace it"
            }
        }
        switch relation {
        case .same: return "is the input \(name); refusing to write over it"
        case .inside: return "is inside the input folder \(name); refusing to write into it"
        case .holds: return "holds the input \(name); refusing to replace it"
        }
    }

    /// The overwrite of an `output` that is one of `inputs` (by device and inode: through symbolic and hard
    /// links; `-` is standard input's file), lies inside an input folder (the output's folders
    /// compared likewise, so an output not there yet counts, and a folder reached through a link),
    /// or, when `replacesFolder`, holds an input. `inPlace`, an input the command may replace (an
    /// edit's FILE), lets an output that is it through; nil when there is none. What is no file
    /// never overwrites an input: `-`, a name that stands for a descriptor, a pipe, a device or a socket.
    static func find(_ output: String, inputs: [String], inPlace: String? = nil, replacesFolder: Bool = false)
        -> InputOverwrite?
    {
        guard descriptorNamed(by: output) == nil else { return nil }
        var status = stat()
        let exists = stat(output, &status) == 0
        if exists && ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) { return nil }
        let identity = exists ? FileIdentity(status) : nil
        if let identity, let inPlace, FileIdentity.of(inPlace)?.identity == identity { return nil }
        let folders = FileIdentity.folders(holding: output)
        for input in inputs {
            guard let found = FileIdentity.of(input) else { continue }
            if found.identity == identity { return InputOverwrite(input: input, relation: .same) }
            if found.isFolder && folders.contains(found.identity) {
                return InputOverwrite(input: input, relation: .inside)
            }
            if replacesFolder, input != "-", let identity, FileIdentity.folders(holding: input).contains(identity) {
                return InputOverwrite(input: input, relation: .holds)
            }
        }
        return nil
    }
}
