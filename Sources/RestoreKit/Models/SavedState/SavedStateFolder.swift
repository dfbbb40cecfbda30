/// A UIKit `<bundle-id>.savedState` folder: the view-controller archive, when there is one, and
/// the scene state of a scene-based app, read through a file source.
public struct SavedStateFolder: Sendable {
    /// The folder, as the file source names it.
    public package(set) var path: String
    /// `data.data`, when the folder has one; read on its own (see `RestorationArchive(file:in:options:)`).
    public package(set) var archivePath: String?
    /// The scenes of `KnownSceneSessions` in file order, then the scene folders it does not name.
    public package(set) var scenes: [SavedScene] = []
    /// Set when `KnownSceneSessions/data.data` exists but cannot be read.
    package var knownSessionsError: KeyedArchiveError?
    /// `inprogress.data`, when the folder has a readable one.
    public package(set) var marker: InProgressMarker?
    /// `restorationInfo.plist`, when the folder has a readable one.
    public package(set) var restorationInfo: RestorationInfo?

    /// The name of the view-controller archive in a saved-state folder (and of one copied out of it).
    package static let archiveName = "data.data"

    /// The ending of a saved-state folder's name: `<bundle-id>.savedState`.
    package static let nameSuffix = ".savedState"

    /// Whether the last component of `path`, trailing slashes aside, is a saved-state folder's
    /// name (`<bundle-id>.savedState`).
    package static func isNamedSavedState(_ path: String) -> Bool {
        PathNameSuffix.lastComponent(of: path, hasSuffix: nameSuffix)
    }

    /// Where the known sessions file of the folder at `path` may be, in either spelling.
    static func knownSessionsFiles(in path: String) -> [String] {
        KnownSceneSessions.folderNames.map { "\(path)/\($0)/\(archiveName)" }
    }

    /// The known sessions file of the folder at `path`, in either spelling, or nil.
    static func knownSessionsFile(in path: String, _ files: some FileSource) -> String? {
        knownSessionsFiles(in: path).first(where: files.isFile)
    }

    /// Whether `path` is a saved-state folder by what it holds: UIKit's (a `data.data`, or a known
    /// scene sessions folder, whatever it holds: an unreadable sessions file is the folder's to
    /// report) or AppKit's (a window list, `window_N.data` files, or a `data.data` of records);
    /// `SavedStateInput.isSavedStateFolder`.
    package static func isSavedState(_ path: String, in files: some FileSource) -> Bool {
        SavedStateInput(path, in: files).isSavedStateFolder
    }

    /// The bundle identifier a folder's name gives: the name without `.savedState`.
    package static func bundleIdentifier(of path: String) -> String {
        let name = PathNameSuffix.lastComponent(of: path).map(String.init) ?? path
        return name.hasSuffix(nameSuffix) ? String(name.dropLast(nameSuffix.count)) : name
    }

    /// Reads everything but the view-controller archive itself. Scene files that are there but
    /// cannot be read (a folder in a file's place, no permission) or decoded keep their error;
    /// `inprogress.data` and `restorationInfo.plist` that cannot be read count as absent, as UIKit
    /// counts them.
    public init(path: String, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options()) {
        self.path = path
        archivePath = files.isFile(path + "/" + Self.archiveName) ? path + "/" + Self.archiveName : nil
        marker = Self.plist(named: "inprogress.data", in: path, files).map(InProgressMarker.init)
        restorationInfo = Self.plist(named: "restorationInfo.plist", in: path, files).map(RestorationInfo.init)
        var scenes: [SavedScene] = []
        switch Self.knownSessionsFiles(in: path).lazy.compactMap({ Self.contents(of: $0, files) }).first {
        case .success(let bytes)?:
            do {
                scenes = try KnownSceneSessions.read(bytes, options: options).map {
                    SavedScene(identifier: $0.identifier, session: $0.session)
                }
            } catch {
                knownSessionsError = error
            }
        case .failure(let error)?: knownSessionsError = error
        case nil: break
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
            switch Self.contents(of: folder + "/" + Self.archiveName, files) {
            case .success(let bytes)?:
                do { scenes[index].activity = .success(try SceneActivity(bytes: bytes, options: options)) } catch {
                    scenes[index].activity = .failure(error)
                }
            case .failure(let error)?: scenes[index].activity = .failure(error)
            case nil: break
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

    static func dictionary(_ file: String, _ files: some FileSource, options: KeyedArchive.Options) -> Result<
        [ArchiveField], KeyedArchiveError
    >? {
        switch Self.contents(of: file, files) {
        case .success(let bytes)?:
            do { return .success(try SavedScene.dictionary(bytes, options: options)) } catch { return .failure(error) }
        case .failure(let error)?: return .failure(error)
        case nil: return nil
        }
    }

    /// The bytes of a scene file: nil when there is none, the reason when something is there
    /// that cannot be read, which is not the same as no file (a state that never restores).
    static func contents(of file: String, _ files: some FileSource) -> Result<[UInt8], KeyedArchiveError>? {
        if files.isFolder(file) {
            return .failure(KeyedArchiveError(.unreadableFile, at: "", "is a folder, not a file"))
        }
        guard files.isFile(file) else { return nil }
        do {
            return .success(try files.contents(of: file))
        } catch {
            return .failure(KeyedArchiveError(.unreadableFile, at: "", "cannot be read: \(error)"))
        }
    }

    /// A small property list UIKit keeps beside the archive. Like UIKit, which goes on without
    /// one it cannot read, an unreadable file counts as absent, and so does anything but a
    /// regular file: a FIFO by that name would make the read wait for a writer for ever.
    static func plist(named name: String, in folder: String, _ files: some FileSource) -> PropertyListValue? {
        guard case .success(let bytes)? = contents(of: folder + "/" + name, files) else { return nil }
        return try? PropertyList.read(bytes).value
    }
}
