import RestoreKit

/// Reading a macOS (AppKit) `.savedState` folder for the commands: `windows.plist` and the
/// record files beside it.
enum AppKitFolder {
    static let recordFile = "data.data"

    /// Whether `folder` holds AppKit saved state: a `windows.plist`, `window_N.data` files, or a
    /// `data.data` of AppKit records rather than a keyed archive.
    static func isAppKitState(_ folder: String) -> Bool {
        if DirectoryWalker.isFile(folder + "/" + AppKitSavedState.windowListName) { return true }
        if !oldStyleRecordFiles(in: folder).isEmpty { return true }
        return readFilePrefix(folder + "/" + recordFile, count: 8).map(AppKitSavedState.startsWithRecord) ?? false
    }

    /// The AppKit folder `path` names: the folder itself, or the folder of one of its files.
    static func savedStateFolder(for path: String) -> String? {
        guard path != "-" else { return nil }
        if DirectoryWalker.isFolder(path) { return isAppKitState(path) ? path : nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let isOwnFile = name == recordFile || name == AppKitSavedState.windowListName || windowNumber(name) != nil
        let parent = folder(of: path)
        return isOwnFile && isAppKitState(parent) ? parent : nil
    }

    /// Reads the folder, or says which of its files could not be read and why (`windows.plist: ...`).
    static func read(_ folder: String, options: KeyedArchive.Options) -> Result<AppKitSavedState, FileError> {
        var windowList: [UInt8]?
        var recordFiles: [(name: String, bytes: [UInt8])] = []
        let listPath = folder + "/" + AppKitSavedState.windowListName
        var name = AppKitSavedState.windowListName
        do {
            if DirectoryWalker.isFile(listPath) { windowList = try readFile(listPath) }
            let names = (DirectoryWalker.isFile(folder + "/" + recordFile) ? [recordFile] : []) + oldStyleRecordFiles(in: folder)
            for recordName in names {
                name = recordName
                recordFiles.append((recordName, try readFile(folder + "/" + recordName)))
            }
        } catch {
            return .failure(FileError(message: name + ": " + error.message))
        }
        do {
            return .success(try AppKitSavedState(windowList: windowList, recordFiles: recordFiles, options: options))
        } catch {
            return .failure(FileError(message: error.description))
        }
    }

    /// The bundle identifier of the app: the folder's name, or, for a macOS 15 folder named by
    /// UUID, the signing identifier `ApplicationMapping.plist` beside it gives that UUID.
    static func bundleIdentifier(of path: String) -> String {
        let name = DirectoryWalker.bundleIdentifier(ofSavedState: path)
        let parent = folder(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
        guard let bytes = try? readFile(parent + "/" + ApplicationMapping.fileName),
              let mapping = try? PropertyList.read(bytes).value else { return name }
        return ApplicationMapping.signingIdentifier(for: name, in: mapping) ?? name
    }

    /// `window_N.data` files, by N.
    static func oldStyleRecordFiles(in folder: String) -> [String] {
        DirectoryWalker.files(in: folder).compactMap { name in windowNumber(name).map { (name, $0) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// N of `window_N.data`.
    static func windowNumber(_ name: String) -> Int? {
        guard name.hasPrefix("window_"), name.hasSuffix(".data") else { return nil }
        return Int(name.dropFirst("window_".count).dropLast(".data".count))
    }
}
