/// What a path names, as every command that reads saved state sees it: standard input, a file, a
/// UIKit or macOS (AppKit) saved-state folder, an app build, or another folder to search. Told by names and
/// by what a folder holds at its top, never by decoding an archive: a `data.data` that cannot be
/// read is still its folder's archive, for the reader to report.
///
/// A folder is listed once to classify it (its files, for AppKit's), and an AppKit folder keeps
/// that listing for reading it.
package enum SavedStateInput: Equatable, Sendable {
    /// `-`: an archive read from standard input, which is in no folder.
    case standardInput
    /// A file, or anything else that is no folder (a pipe, a device, nothing at all): reading it
    /// tells an archive from another file, and says why when it cannot.
    case file(String)
    /// A UIKit saved-state folder: one that holds `data.data` or known scene sessions, what
    /// UIKit keeps at a saved-state folder's top, whatever its name.
    case uikitFolder(String)
    /// A folder named `<bundle-id>.savedState` that holds neither `data.data` nor known scene
    /// sessions: saved state by its name alone (its subfolders are taken for scenes), which UIKit
    /// would not restore.
    case namedFolder(String)
    /// macOS (AppKit) saved state: its folder, given itself or by one of its files.
    case appKit(AppKitFolder)
    /// A folder named `*.app` or `*.xcarchive`, or a file named `*.ipa`: an app build (`AppBuild`), which `dump` shows and
    /// no command reads as saved state.
    case appBuild(String)
    /// Any other folder: one to search for saved state (an app container, the Simulator's
    /// devices, a plain folder).
    case folderToSearch(String)

    /// A macOS saved-state folder as classified.
    package struct AppKitFolder: Equatable, Sendable {
        /// The folder.
        package let folder: String
        /// The window list or record file given instead of the folder, when one was.
        package let file: String?
        /// The names of the folder's files: the one listing that classified it, which reading
        /// it uses again.
        let fileNames: [String]
    }

    /// Classifies `path`. An AppKit window list or record file stands for its folder; a
    /// `data.data` of UIKit's stands for itself (`SavedStateFolder.read` finds the scenes beside it).
    package init(_ path: String, in files: some FileSource) {
        guard path != "-" else { self = .standardInput; return }
        guard files.isFolder(path) else {
            // An .ipa is a file: a zip file holding the app.
            if AppBuild.isNamedIPA(path) { self = .appBuild(path); return }
            self = Self.appKitFolder(holding: path, in: files).map(Self.appKit) ?? .file(path)
            return
        }
        // By its name alone, before its files are listed: a bundle is never saved state.
        if AppBuild.isNamedAppBuild(path) { self = .appBuild(path); return }
        let names = files.files(in: path)
        if Self.holdsAppKitState(path, names: names, in: files) {
            self = .appKit(AppKitFolder(folder: path, file: nil, fileNames: names))
        } else if files.isFile(path + "/" + SavedStateFolder.archiveName)
            || KnownSceneSessions.folderNames.contains(where: { files.isFolder(path + "/" + $0) })
        {
            self = .uikitFolder(path)
        } else {
            self = SavedStateFolder.isNamedSavedState(path) ? .namedFolder(path) : .folderToSearch(path)
        }
    }

    /// The path as given.
    package var path: String {
        switch self {
        case .standardInput: "-"
        case .file(let path), .uikitFolder(let path), .namedFolder(let path), .folderToSearch(let path),
            .appBuild(let path):
            path
        case .appKit(let appKit): appKit.file ?? appKit.folder
        }
    }

    /// Whether the path is a saved-state folder by what it holds, UIKit's or AppKit's: what
    /// `find` and `validate` list, and a name alone is not enough for.
    package var isSavedStateFolder: Bool {
        switch self {
        case .uikitFolder: true
        case .appKit(let appKit): appKit.file == nil
        case .standardInput, .file, .namedFolder, .folderToSearch, .appBuild: false
        }
    }

    /// The archive file the path stands for when a single archive is read: a folder's `data.data`
    /// when the folder is saved state by its name or holds one; else the path itself (a folder
    /// for itself, which reading reports as the folder it is).
    package func archiveFile(in files: some FileSource) -> String {
        let archive = path + "/" + SavedStateFolder.archiveName
        switch self {
        case .standardInput, .file, .folderToSearch, .appBuild: return path
        case .appKit(let appKit) where appKit.file != nil: return path
        case .namedFolder: return archive
        case .uikitFolder, .appKit:
            return SavedStateFolder.isNamedSavedState(path) || files.isFile(archive) ? archive : path
        }
    }

    /// The archive file `path` stands for (`archiveFile(in:)`), classifying only a folder: a
    /// file is read as it is, whatever folder it is in.
    package static func archiveFile(for path: String, in files: some FileSource) -> String {
        path == "-" || !files.isFolder(path) ? path : SavedStateInput(path, in: files).archiveFile(in: files)
    }

    /// A part of an app build given on its own, which `dump` shows as it shows that part of
    /// an app (and no command reads as saved state).
    package enum BuildPart: Equatable, Sendable {
        /// A file whose first bytes are a Mach-O or universal header (`MachOFile.isMachO(prefix:)`).
        case machO(String)
        /// A folder named `*.storyboardc`: a compiled storyboard.
        case storyboard(String)
        /// A compiled nib: a file whose first bytes are `NIBArchive`, or a file or folder named `*.nib`
        /// (`CompiledNib.folderFiles`, one nib per OS version).
        case nib(String)
    }

    /// The part of an app build the path is, when it is one: a Mach-O file or a NIBArchive nib by
    /// its first bytes, a compiled storyboard or a nib folder by its folder's name. Asked only by
    /// `dump`, so that the commands that read saved state do not read a prefix of every file for
    /// it (reading one as a property list names these kinds when it fails: `OtherFileKind`).
    package func buildPart(in files: some FileSource) -> BuildPart? {
        switch self {
        case .file(let path):
            // Only a regular file: reading a pipe's first bytes here would take them from its reader.
            guard files.isFile(path), let prefix = files.prefix(of: path, count: NIBArchive.magic.count) else {
                return nil
            }
            if MachOFile.isMachO(prefix: prefix) { return .machO(path) }
            return NIBArchive.hasMagic(prefix) || Self.hasNibName(path) ? .nib(path) : nil
        case .uikitFolder(let path), .namedFolder(let path), .folderToSearch(let path):
            if Self.hasNibName(path) { return .nib(path) }
            return PathNameSuffix.lastComponent(of: path, hasSuffix: ".storyboardc") ? .storyboard(path) : nil
        case .standardInput, .appKit, .appBuild:
            return nil
        }
    }

    /// Whether `path` is named as a compiled nib (`Name.nib`, a file or a folder), as UIKit finds one.
    package static func hasNibName(_ path: String) -> Bool {
        PathNameSuffix.lastComponent(of: path, hasSuffix: ".nib")
    }

    /// Whether a folder met while walking a tree is saved state, judged from its name and its
    /// subfolders alone: named `<bundle-id>.savedState`, or holding known scene sessions. A walk
    /// goes no further inside one.
    package static func isSavedStateFolder(_ path: String, subfolders: [String]) -> Bool {
        SavedStateFolder.isNamedSavedState(path) || subfolders.contains(where: KnownSceneSessions.folderNames.contains)
    }

    /// Whether the folder whose files are `names` holds AppKit saved state: a `windows.plist`,
    /// `window_N.data` files, or a `data.data` of AppKit records rather than a keyed archive.
    static func holdsAppKitState(_ folder: String, names: [String], in files: some FileSource) -> Bool {
        if names.contains(AppKitSavedState.windowListName)
            || names.contains(where: { AppKitSavedState.windowNumber($0) != nil })
        {
            return true
        }
        guard names.contains(AppKitSavedState.recordFileName) else { return false }
        let prefix = files.prefix(of: folder + "/" + AppKitSavedState.recordFileName, count: 8)
        return prefix.map(AppKitSavedState.startsWithRecord) ?? false
    }

    /// The AppKit folder the file `path` belongs to, when it is one of AppKit's files (its window
    /// list or a record file) and its folder holds AppKit saved state.
    static func appKitFolder(holding path: String, in files: some FileSource) -> AppKitFolder? {
        let name = PathNameSuffix.lastComponent(of: path).map(String.init) ?? path
        let isOwnFile =
            name == AppKitSavedState.recordFileName || name == AppKitSavedState.windowListName
            || AppKitSavedState.windowNumber(name) != nil
        guard isOwnFile, let parent = files.folder(of: path) else { return nil }
        let names = files.files(in: parent)
        return holdsAppKitState(parent, names: names, in: files)
            ? AppKitFolder(folder: parent, file: path, fileNames: names) : nil
    }
}
