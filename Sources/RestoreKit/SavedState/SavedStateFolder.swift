/// A UIKit `<bundle-id>.savedState` folder: the view-controller archive, when there is one, and
/// the scene state of a scene-based app, read through a file source.
public struct SavedStateFolder: Sendable {
    /// The folder, as the file source names it.
    public var path: String
    /// `data.data`, when the folder has one; read on its own (see `RestorationArchive(file:in:options:)`).
    public var archivePath: String?
    /// The scenes of `KnownSceneSessions` in file order, then the scene folders it does not name.
    public var scenes: [SavedScene] = []
    /// Set when `KnownSceneSessions/data.data` exists but cannot be read.
    package var knownSessionsError: KeyedArchiveError?
    /// `inprogress.data`, when the folder has a readable one.
    public var marker: InProgressMarker?
    /// `restorationInfo.plist`, when the folder has a readable one.
    public var restorationInfo: RestorationInfo?

    /// The name of the view-controller archive in a saved-state folder (and of one copied out of it).
    package static let archiveName = "data.data"

    /// The known sessions file of the folder at `path`, in either spelling, or nil.
    static func knownSessionsFile(in path: String, _ files: some SavedStateFileSource) -> String? {
        KnownSceneSessions.folderNames.map { "\(path)/\($0)/\(archiveName)" }.first(where: files.isFile)
    }

    /// Whether `path` looks like a saved-state folder: a `data.data`, known scene sessions, or
    /// AppKit's window list.
    public static func isSavedState(_ path: String, in files: some SavedStateFileSource) -> Bool {
        files.isFile(path + "/" + archiveName) || knownSessionsFile(in: path, files) != nil
            || AppKitSavedState.isSavedState(path, in: files)
    }

    /// The bundle identifier a folder's name gives: the name without `.savedState`.
    package static func bundleIdentifier(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".savedState") ? String(name.dropLast(".savedState".count)) : name
    }

    /// Reads everything but the view-controller archive itself; files that cannot be read count
    /// as absent, and scene files that cannot be decoded keep their error.
    public init(path: String, in files: some SavedStateFileSource, options: KeyedArchive.Options = KeyedArchive.Options()) {
        self.path = path
        archivePath = files.isFile(path + "/" + Self.archiveName) ? path + "/" + Self.archiveName : nil
        marker = Self.plist(named: "inprogress.data", in: path, files).map(InProgressMarker.init)
        restorationInfo = Self.plist(named: "restorationInfo.plist", in: path, files).map(RestorationInfo.init)
        var scenes: [SavedScene] = []
        if let file = Self.knownSessionsFile(in: path, files), let bytes = try? files.contents(of: file) {
            do {
                scenes = try KnownSceneSessions.read(bytes, options: options).map { SavedScene(identifier: $0.identifier, session: $0.session) }
            } catch {
                knownSessionsError = error
            }
        }
        let folders = files.subfolders(of: path).filter { !KnownSceneSessions.folderNames.contains($0) }
        for name in folders {
            if let index = scenes.firstIndex(where: { $0.identifier == name }) {
                scenes[index].hasFolder = true
            } else {
                scenes.append(SavedScene(identifier: name, hasFolder: true))
            }
        }
        for index in scenes.indices where scenes[index].hasFolder {
            let folder = path + "/" + scenes[index].identifier
            if let bytes = try? files.contents(of: folder + "/" + Self.archiveName) {
                do { scenes[index].activity = .success(try SceneActivity(bytes: bytes, options: options)) } catch { scenes[index].activity = .failure(error) }
            }
            scenes[index].userInfo = Self.dictionary(folder + "/userInfo.data", files, options: options)
            scenes[index].internalUserInfo = Self.dictionary(folder + "/internalUserInfo.data", files, options: options)
        }
        self.scenes = scenes
    }

    /// Whether the folder holds nothing of UIKit's: no archive and no scene state.
    package var isEmpty: Bool {
        archivePath == nil && scenes.isEmpty && knownSessionsError == nil
    }

    static func dictionary(_ file: String, _ files: some SavedStateFileSource, options: KeyedArchive.Options) -> Result<[ArchiveField], KeyedArchiveError>? {
        guard let bytes = try? files.contents(of: file) else { return nil }
        do { return .success(try SavedScene.dictionary(bytes, options: options)) } catch { return .failure(error) }
    }

    /// A small property list UIKit keeps beside the archive. Like UIKit, which goes on without
    /// one it cannot read, an unreadable file counts as absent.
    static func plist(named name: String, in folder: String, _ files: some SavedStateFileSource) -> PropertyListValue? {
        guard let bytes = try? files.contents(of: folder + "/" + name) else { return nil }
        return try? PropertyList.read(bytes).value
    }
}
