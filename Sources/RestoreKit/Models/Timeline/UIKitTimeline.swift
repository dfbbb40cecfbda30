/// The facts of iOS (UIKit) saved state: the archive's save time, its objects' dates, URLs and
/// bookmarks, and each scene's session, activity, title, `@SceneStorage` values and userInfo.
enum UIKitTimeline {
    /// A `.savedState` folder: its archive, then its scenes.
    static func add(folder path: String, in files: some FileSource, to facts: inout TimelineFacts) {
        let folder = SavedStateFolder(path: path, in: files, options: facts.options.archive)
        if let archive = folder.archivePath { add(archive: archive, in: files, to: &facts) }
        if let error = folder.knownSessionsError {
            let source = SavedStateFolder.knownSessionsFile(in: path, files) ?? path
            facts.add(facts.fact(.unreadable, source: source, value: error.description))
        }
        for scene in folder.scenes { add(scene, folder: path, in: files, to: &facts) }
    }

    /// The archive `path` (`data.data`): when it was saved, and the facts of its objects' state.
    static func add(archive path: String, in files: some FileSource, to facts: inout TimelineFacts) {
        let archive: RestorationArchive
        do {
            archive = try RestorationArchive(
                contents: try SavedStateError.contents(of: path, in: files), of: path, options: facts.options.archive)
        } catch {
            facts.add(facts.fact(.unreadable, source: path, value: error.description))
            return
        }
        let metadata = archive.metadata
        var saved = facts.fact(
            .archiveSaved, source: path,
            value:
                "bundle version \(metadata.bundleVersion ?? "unknown"), system version \(metadata.systemVersion ?? "unknown")"
        )
        saved.key = metadata.keys.timestamp
        facts.add(saved, times: metadata.timestamp.map { [(.archiveSaved, $0)] } ?? [])
        for object in archive.objects {
            guard case .success(let coder)? = object.coder else { continue }
            facts.add(
                ArchiveFact.of(coder, prefix: object.path, options: facts.options.archive),
                like: facts.fact(.url, source: path, value: nil), dateKind: .storedDate)
        }
    }

    static func add(_ scene: SavedScene, folder path: String, in files: some FileSource, to facts: inout TimelineFacts)
    {
        let sessions = SavedStateFolder.knownSessionsFile(in: path, files) ?? path
        let sceneFile = path + "/" + scene.identifier + "/" + SavedStateFolder.archiveName
        switch scene.session {
        case .success(let session)?:
            var row = facts.fact(
                .sceneSession, source: sessions,
                value: "role \(session.role ?? "unknown"), configuration \(session.configurationName ?? "unknown")")
            row.scene = scene.identifier
            facts.add(row)
        case .failure(let error)?:
            var row = facts.fact(.unreadable, source: sessions, value: error.description)
            row.scene = scene.identifier
            facts.add(row)
        case nil: break
        }
        var base = facts.fact(.sceneActivity, source: sceneFile, value: nil)
        base.scene = scene.identifier
        switch scene.activity {
        case .success(let activity)?: add(activity, like: base, to: &facts)
        case .failure(let error)?:
            var row = base
            row.kind = .unreadable
            row.value = error.description
            facts.add(row)
        case nil: break
        }
        for (name, result) in [("userInfo.data", scene.userInfo), ("internalUserInfo.data", scene.internalUserInfo)] {
            var row = base
            row.source = path + "/" + scene.identifier + "/" + name
            switch result {
            case .success(let fields)?:
                facts.add(
                    ArchiveFact.of(fields, prefix: "", options: facts.options.archive), like: row, dateKind: .storedDate
                )
            case .failure(let error)?:
                row.kind = .unreadable
                row.value = error.description
                facts.add(row)
            case nil: break
            }
        }
    }

    /// A scene's restoration activity: its type and title, then its `@SceneStorage` values (a
    /// SwiftUI scene) or the facts of its userInfo.
    static func add(_ activity: SceneActivity, like base: TimelineRow, to facts: inout TimelineFacts) {
        if let type = activity.type {
            var row = base
            row.value = type
            row.key = SceneKey.activityType
            facts.add(row)
        }
        if let title = activity.title {
            var row = base
            row.kind = .sceneTitle
            row.value = title
            row.key = SceneKey.activityTitle
            facts.add(row)
        }
        if let swiftUI = activity.swiftUI {
            for entry in swiftUI.storage { add(entry, like: base, to: &facts) }
        } else if case .success(let userInfo)? = activity.userInfo {
            facts.add(
                ArchiveFact.of(userInfo, prefix: SceneKey.activityUserInfo, options: facts.options.archive), like: base,
                dateKind: .storedDate)
        }
    }

    /// One `@SceneStorage` value: its JSON text, a Date its time, data holding a bookmark a bookmark fact too.
    static func add(_ entry: SceneStorageEntry, like base: TimelineRow, to facts: inout TimelineFacts) {
        var row = base
        row.kind = .sceneStorage
        row.key = entry.key
        row.value = entry.value.json { _ in .string(entry.value.typeName) }.serialized(pretty: false)
        var times: [(TimelineRow.TimeKind, Double)] = []
        if case .date(let seconds) = entry.value { times.append((.storedDate, seconds)) }
        facts.add(row, times: times)
        if case .data(let bytes) = entry.value, let bookmark = ArchiveFact.bookmark(in: bytes, key: entry.key) {
            facts.add([bookmark], like: base, dateKind: .storedDate)
        }
    }
}
