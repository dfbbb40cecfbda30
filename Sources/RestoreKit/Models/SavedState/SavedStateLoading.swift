/// Loading archives through a file source, with the files UIKit keeps beside them.
extension KeyedArchive {
    /// Reads and decodes the keyed archive in the file `path`.
    public init(file path: String, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options())
        throws(SavedStateError)
    {
        try self.init(contents: try SavedStateError.contents(of: path, in: files), of: path, options: options)
    }

    /// Decodes `bytes`, the contents of the file `path`, as a keyed archive.
    init(contents bytes: [UInt8], of path: String, options: KeyedArchive.Options) throws(SavedStateError) {
        do {
            try self.init(bytes: bytes, options: options)
        } catch {
            throw SavedStateError(path: path, reason: .notKeyedArchive(error))
        }
    }

    /// Reads the file `path` as a keyed archive, or, when it starts with `NIBArchive`, as a NIBArchive
    /// nib in its keyed-archive form; a nib folder (`Name.nib/`) stands for the file UIKit reads in it.
    package init(fileOrNib path: String, in files: some FileSource, options: Options = Options())
        throws(SavedStateError)
    {
        let file = files.isFolder(path) ? CompiledNib.fileUIKitReads(inFolder: path, in: files) ?? path : path
        let bytes = try SavedStateError.contents(of: file, in: files)
        guard NIBArchive.hasMagic(bytes) else {
            try self.init(contents: bytes, of: file, options: options)
            return
        }
        do {
            try self.init(nib: try NIBArchive(bytes: bytes), options: options)
        } catch let error as NibError {
            throw SavedStateError(
                path: file,
                reason: .notKeyedArchive(
                    KeyedArchiveError(.malformedObject, at: "", "not a readable NIBArchive: " + error.description)))
        } catch let error as KeyedArchiveError {
            throw SavedStateError(path: file, reason: .notKeyedArchive(error))
        } catch {
            throw SavedStateError(path: file, reason: .unreadableFile(error))
        }
        byteCount = bytes.count
    }
}

extension SavedStateError {
    /// The contents of the file `path`, or an error naming it.
    static func contents(of path: String, in files: some FileSource) throws(SavedStateError) -> [UInt8] {
        do {
            return try files.contents(of: path)
        } catch {
            throw SavedStateError(path: path, reason: .unreadableFile(error))
        }
    }
}

extension RestorationArchive {
    /// Reads the restoration archive in the file `path`, with the `restorationInfo.plist` of the
    /// folder it is in; a keyed archive of another kind is an error.
    public init(file path: String, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options())
        throws(SavedStateError)
    {
        try self.init(contents: try SavedStateError.contents(of: path, in: files), of: path, options: options)
        restorationInfo = files.folder(of: path).flatMap {
            SavedStateFolder.plist(named: "restorationInfo.plist", in: $0, files)
        }.map(RestorationInfo.init)
    }

    /// Reads the restoration archive in `bytes`, the contents of the file `path` (which names it
    /// in the error; nothing is read from it); a keyed archive of another kind is an error.
    package init(contents bytes: [UInt8], of path: String, options: KeyedArchive.Options = KeyedArchive.Options())
        throws(SavedStateError)
    {
        self.init(archive: try KeyedArchive(contents: bytes, of: path, options: options), options: options)
        guard isRestorationArchive else {
            throw SavedStateError(path: path, reason: .notRestorationArchive(topKeys: topKeysDescription))
        }
    }
}

extension SavedStateFolder {
    /// What a path to UIKit saved state holds: a `.savedState` folder's archive and scene state,
    /// or an archive file's, with the folder it is in when that holds scene state too.
    ///
    /// - Returns: the archive (nil for a folder without `data.data`), the folder (nil for an
    ///   archive file in a folder without scene state), and the `inprogress.data` beside the archive.
    package static func read(
        _ path: String, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options()
    )
        throws(SavedStateError) -> LoadedSavedState
    {
        try read(SavedStateInput(path, in: files), in: files, options: options)
    }

    /// What `input`, classified already, holds: as `read(_:in:options:)`.
    package static func read(
        _ input: SavedStateInput, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options()
    )
        throws(SavedStateError) -> LoadedSavedState
    {
        let path = input.path
        // A folder is saved state by its name or by what UIKit keeps at its top; any other
        // folder's subfolders are not taken for scenes.
        let isFolder: Bool
        switch input {
        case .folderToSearch: throw SavedStateError(path: path, reason: .notSavedStateFolder)
        case .appBuild: throw SavedStateError(path: path, reason: .appBuild)
        case .uikitFolder, .namedFolder: isFolder = true
        case .appKit(let appKit): isFolder = appKit.file == nil
        case .standardInput, .file: isFolder = false
        }
        let folderPath = isFolder ? path : files.folder(of: path)
        let hasScenes = folderPath.map { knownSessionsFile(in: $0, files) != nil } ?? false
        let folder =
            isFolder || hasScenes ? folderPath.map { SavedStateFolder(path: $0, in: files, options: options) } : nil
        if isFolder, let folder, folder.isEmpty {
            throw SavedStateError(path: path, reason: .notSavedStateFolder)
        }
        guard let folder else {
            // A file on its own: the files UIKit keeps beside it are read from its folder.
            let archive = try RestorationArchive(file: path, in: files, options: options)
            let marker = files.folder(of: path).flatMap { plist(named: "inprogress.data", in: $0, files) }.map(
                InProgressMarker.init)
            return LoadedSavedState(archive: archive, marker: marker)
        }
        // The folder has read restorationInfo.plist and inprogress.data already; its archive is
        // the file given, or its data.data.
        let archive = try (isFolder ? folder.archivePath : path).map { file throws(SavedStateError) in
            var archive = try RestorationArchive(
                contents: try SavedStateError.contents(of: file, in: files), of: file, options: options)
            archive.restorationInfo = folder.restorationInfo
            return archive
        }
        return LoadedSavedState(archive: archive, folder: folder, marker: folder.marker)
    }
}
