import RestoreKit

/// A `<bundle-id>.savedState` folder: the view-controller archive, when there is one, and the
/// scene state of a scene-based app.
struct SavedStateFolder: Sendable {
    var path: String
    /// `data.data`, when the folder has one.
    var archivePath: String?
    var scenes: [SavedScene] = []
    /// Set when `KnownSceneSessions/data.data` exists but cannot be read.
    var knownSessionsError: KeyedArchiveError?
    var marker: InProgressMarker?
    var restorationInfo: RestorationInfo?

    static let knownSessionsFolder = "KnownSceneSessions"
    /// What iOS 13 betas called `KnownSceneSessions`; read the same way when that is absent.
    static let knownCanvasesFolder = "KnownCanvasDefinitions"

    /// The known sessions file of the folder at `path`, in either spelling, or nil.
    static func knownSessionsFile(in path: String) -> String? {
        [knownSessionsFolder, knownCanvasesFolder].map { "\(path)/\($0)/data.data" }.first(where: DirectoryWalker.isFile)
    }

    /// Whether `path` looks like a saved-state folder: a data.data, known scene sessions, or
    /// AppKit's window list.
    static func isSavedState(_ path: String) -> Bool {
        DirectoryWalker.isFile(path + "/data.data") || knownSessionsFile(in: path) != nil
            || AppKitFolder.isAppKitState(path)
    }

    /// Reads everything but the view-controller archive itself, which the commands read their way.
    init(path: String, options: KeyedArchive.Options) {
        self.path = path
        archivePath = DirectoryWalker.isFile(path + "/data.data") ? path + "/data.data" : nil
        marker = ArchiveLoading.inProgressMarker(besideArchive: path + "/data.data")
        restorationInfo = ArchiveLoading.restorationInfo(besideArchive: path + "/data.data")
        var scenes: [SavedScene] = []
        if let file = Self.knownSessionsFile(in: path), let bytes = try? readFile(file) {
            do {
                scenes = try KnownSceneSessions.read(bytes, options: options).map { SavedScene(identifier: $0.identifier, session: $0.session) }
            } catch {
                knownSessionsError = error
            }
        }
        let folders = DirectoryWalker.subfolders(of: path).filter { $0 != Self.knownSessionsFolder && $0 != Self.knownCanvasesFolder }
        for name in folders {
            if let index = scenes.firstIndex(where: { $0.identifier == name }) {
                scenes[index].hasFolder = true
            } else {
                scenes.append(SavedScene(identifier: name, hasFolder: true))
            }
        }
        for index in scenes.indices where scenes[index].hasFolder {
            let folder = path + "/" + scenes[index].identifier
            if let bytes = try? readFile(folder + "/data.data") {
                do { scenes[index].activity = .success(try SceneActivity(bytes: bytes, options: options)) } catch { scenes[index].activity = .failure(error) }
            }
            scenes[index].userInfo = Self.dictionary(folder + "/userInfo.data", options: options)
            scenes[index].internalUserInfo = Self.dictionary(folder + "/internalUserInfo.data", options: options)
        }
        self.scenes = scenes
    }

    static func dictionary(_ file: String, options: KeyedArchive.Options) -> Result<[ArchiveField], KeyedArchiveError>? {
        guard let bytes = try? readFile(file) else { return nil }
        do { return .success(try SavedScene.dictionary(bytes, options: options)) } catch { return .failure(error) }
    }

    var sceneFindings: [ValidationFinding] {
        Validator.validateScenes(scenes, knownSessionsError: knownSessionsError)
    }
}
