/// Reading a macOS (AppKit) `.savedState` folder through a file source: `windows.plist` and the
/// record file and window snapshots beside it.
extension AppKitSavedState {
    /// The record file; `window_N.data` files beside it are window snapshots, not records.
    static let recordFileName = "data.data"

    /// Reads the folder's window list and record files.
    package init(
        folder: String, in files: some FileSource,
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) throws(AppKitFolderError) {
        try self.init(folder: folder, fileNames: files.files(in: folder), in: files, options: options)
    }

    /// Reads the window list and record files of the folder `SavedStateInput` classified, from
    /// the listing that classified it.
    package init(
        _ input: SavedStateInput.AppKitFolder, in files: some FileSource,
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) throws(AppKitFolderError) {
        try self.init(folder: input.folder, fileNames: input.fileNames, in: files, options: options)
    }

    /// Reads the window list and record file of `folder`, whose files are `fileNames`, and lists
    /// its snapshots and its files' times.
    init(folder: String, fileNames: [String], in files: some FileSource, options: KeyedArchive.Options)
        throws(AppKitFolderError)
    {
        var windowList: [UInt8]?
        var recordFiles: [(name: String, bytes: [UInt8])] = []
        var snapshots: [AppKitSnapshot] = []
        var name = Self.windowListName
        do {
            if files.isFile(folder + "/" + name) { windowList = try files.contents(of: folder + "/" + name) }
            if files.isFile(folder + "/" + Self.recordFileName) {
                name = Self.recordFileName
                recordFiles.append((name, try files.contents(of: folder + "/" + name)))
            }
            for snapshot in Self.snapshotFiles(fileNames) {
                name = snapshot.name
                // Only the size is wanted; a file source that cannot say it reads the file.
                let size =
                    try files.fileStatus(of: folder + "/" + name)?.size ?? files.contents(of: folder + "/" + name).count
                snapshots.append(AppKitSnapshot(file: name, windowNumber: snapshot.number, size: size))
            }
        } catch {
            throw .unreadableFile(name, error)
        }
        do {
            try self.init(windowList: windowList, recordFiles: recordFiles, snapshots: snapshots, options: options)
        } catch {
            throw .unreadableWindowList(error)
        }
        let names = (windowList == nil ? [] : [Self.windowListName]) + recordFiles.map(\.name) + snapshots.map(\.file)
        self.files = names.compactMap { name in files.fileStatus(of: folder + "/" + name).map { (name, $0) } }
    }

    /// The bundle identifier of the app whose saved state `folder` is: the folder's name, or, for
    /// a macOS 15 folder named by UUID, the app `ApplicationMapping.plist` beside it gives that
    /// UUID (`ApplicationMapping.appIdentifier(for:in:)`). A mapping that cannot be read, or
    /// does not name the UUID, leaves the UUID.
    package static func bundleIdentifier(of folder: String, in files: some FileSource) -> String {
        let name = SavedStateFolder.bundleIdentifier(of: folder)
        guard let parent = files.folder(of: folder.hasSuffix("/") ? String(folder.dropLast()) : folder),
            let bytes = try? files.contents(of: parent + "/" + ApplicationMapping.fileName),
            let mapping = try? PropertyList.read(bytes).value
        else { return name }
        return ApplicationMapping.appIdentifier(for: name, in: mapping) ?? name
    }

    /// The `window_N.data` files among a folder's `fileNames`, by N.
    static func snapshotFiles(_ fileNames: [String]) -> [(name: String, number: Int)] {
        fileNames.compactMap { name in windowNumber(name).map { (name, $0) } }.sorted { $0.1 < $1.1 }
    }

    /// N of `window_N.data`.
    static func windowNumber(_ name: String) -> Int? {
        guard name.hasPrefix("window_"), name.hasSuffix(".data") else { return nil }
        return Int(name.dropFirst("window_".count).dropLast(".data".count))
    }
}

/// Why an AppKit saved-state folder could not be read.
package enum AppKitFolderError: KindedError, Sendable, CustomStringConvertible {
    /// A file of the folder (its name) could not be read; the error is the file source's.
    case unreadableFile(String, any Error)
    /// `windows.plist` is not a list of windows.
    case unreadableWindowList(AppKitStateError)

    /// `unreadableInput`, whatever the file.
    package var failureKind: FailureKind { .unreadableInput }

    /// `windows.plist: permission denied`: the file and what is wrong with it.
    package var description: String {
        switch self {
        case .unreadableFile(let name, let error): "\(name): \(error)"
        case .unreadableWindowList(let error): error.description
        }
    }
}
