/// Reading a macOS (AppKit) `.savedState` folder through a file source: `windows.plist` and the
/// record files beside it.
extension AppKitSavedState {
    /// The record file AppKit writes today; older versions wrote `window_N.data` files.
    static let recordFileName = "data.data"

    /// Whether `folder` holds AppKit saved state: a `windows.plist`, `window_N.data` files, or a
    /// `data.data` of AppKit records rather than a keyed archive.
    public static func isSavedState(_ folder: String, in files: some SavedStateFileSource) -> Bool {
        // One listing answers the first two questions, and whether there is a data.data to look into.
        let names = files.files(in: folder)
        if names.contains(windowListName) || names.contains(where: { windowNumber($0) != nil }) { return true }
        guard names.contains(recordFileName) else { return false }
        return files.prefix(of: folder + "/" + recordFileName, count: 8).map(startsWithRecord) ?? false
    }

    /// The AppKit folder `path` names: the folder itself, or the folder of one of its files; nil
    /// when it names no AppKit saved state.
    package static func folder(for path: String, in files: some SavedStateFileSource) -> String? {
        if files.isFolder(path) { return isSavedState(path, in: files) ? path : nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let isOwnFile = name == recordFileName || name == windowListName || windowNumber(name) != nil
        guard isOwnFile, let parent = files.folder(of: path) else { return nil }
        return isSavedState(parent, in: files) ? parent : nil
    }

    /// Reads the folder's window list and record files.
    public init(folder: String, in files: some SavedStateFileSource,
                options: KeyedArchive.Options = KeyedArchive.Options()) throws(AppKitFolderError) {
        var windowList: [UInt8]?
        var recordFiles: [(name: String, bytes: [UInt8])] = []
        var name = Self.windowListName
        do {
            if files.isFile(folder + "/" + name) { windowList = try files.contents(of: folder + "/" + name) }
            let names = (files.isFile(folder + "/" + Self.recordFileName) ? [Self.recordFileName] : []) + Self.oldStyleRecordFiles(in: folder, files)
            for recordName in names {
                name = recordName
                recordFiles.append((recordName, try files.contents(of: folder + "/" + recordName)))
            }
        } catch {
            throw .unreadableFile(name, error)
        }
        do {
            try self.init(windowList: windowList, recordFiles: recordFiles, options: options)
        } catch {
            throw .unreadableWindowList(error)
        }
    }

    /// The bundle identifier of the app whose saved state `folder` is: the folder's name, or, for
    /// a macOS 15 folder named by UUID, the signing identifier `ApplicationMapping.plist` beside
    /// it gives that UUID.
    package static func bundleIdentifier(of folder: String, in files: some SavedStateFileSource) -> String {
        let name = SavedStateFolder.bundleIdentifier(of: folder)
        guard let parent = files.folder(of: folder.hasSuffix("/") ? String(folder.dropLast()) : folder),
              let bytes = try? files.contents(of: parent + "/" + ApplicationMapping.fileName),
              let mapping = try? PropertyList.read(bytes).value else { return name }
        return ApplicationMapping.signingIdentifier(for: name, in: mapping) ?? name
    }

    /// `window_N.data` files, by N.
    static func oldStyleRecordFiles(in folder: String, _ files: some SavedStateFileSource) -> [String] {
        files.files(in: folder).compactMap { name in windowNumber(name).map { (name, $0) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// N of `window_N.data`.
    static func windowNumber(_ name: String) -> Int? {
        guard name.hasPrefix("window_"), name.hasSuffix(".data") else { return nil }
        return Int(name.dropFirst("window_".count).dropLast(".data".count))
    }
}

/// Why an AppKit saved-state folder could not be read.
public enum AppKitFolderError: Error, Sendable, CustomStringConvertible {
    /// A file of the folder (its name) could not be read; the error is the file source's.
    case unreadableFile(String, any Error)
    /// `windows.plist` is not a list of windows.
    case unreadableWindowList(AppKitStateError)

    /// `unreadableInput`, whatever the file.
    public var failureKind: FailureKind { .unreadableInput }

    /// `windows.plist: permission denied`: the file and what is wrong with it.
    public var description: String {
        switch self {
        case .unreadableFile(let name, let error): "\(name): \(error)"
        case .unreadableWindowList(let error): error.description
        }
    }
}
