import RestoreKit

/// The text view of a folder's scenes: each scene's session, restoration activity and userInfo.
struct SceneTextRenderer {
    var values = ArchiveTextRenderer()

    init(options: KeyedArchive.Options) {
        values.options = options
    }

    mutating func render(_ folder: SavedStateFolder) {
        guard !folder.scenes.isEmpty || folder.knownSessionsError != nil else { return }
        values.line("", indent: 0)
        values.line("scenes (\(folder.scenes.count))", indent: 0)
        if let error = folder.knownSessionsError {
            values.line("KnownSceneSessions/data.data unreadable: \(error)", indent: 1)
        }
        for scene in folder.scenes {
            var notes: [String] = []
            switch scene.session {
            case .success(let session)?:
                if let role = session.role { notes.append(role) }
                if let name = session.configurationName { notes.append("configuration \"\(name)\"") }
                if let delegate = session.delegateClass { notes.append("delegate \(delegate)") }
            case .failure?: notes.append("session unreadable")
            case nil: notes.append("no known session")
            }
            if !scene.hasFolder { notes.append("no scene folder") }
            values.line("\(scene.identifier) (\(notes.joinedText(separator: ", ")))", indent: 1)
            if case .failure(let error)? = scene.session { values.line("session: \(error)", indent: 3) }
            switch scene.activity {
            case .success(let activity)?:
                let title = activity.title.map { " " + ArchiveTextRenderer.quoted($0) } ?? ""
                values.line("activity \(activity.type ?? "(no type)")\(title)", indent: 3)
                archive(activity.userInfo, label: "userInfo")
            case .failure(let error)?:
                values.line("data.data unreadable: \(error)", indent: 3)
            case nil:
                break
            }
            archive(scene.userInfo, label: "session userInfo (userInfo.data)")
            archive(scene.internalUserInfo, label: "internal userInfo (internalUserInfo.data)")
        }
    }

    mutating func archive(_ result: Result<KeyedArchive, KeyedArchiveError>?, label: String) {
        switch result {
        case .success(let archive)?:
            values.line(label, indent: 3)
            values.renderFields(archive.top, indent: 4, nesting: 1)
        case .failure(let error)?:
            values.line("\(label) unreadable: \(error)", indent: 3)
        case nil:
            break
        }
    }
}
