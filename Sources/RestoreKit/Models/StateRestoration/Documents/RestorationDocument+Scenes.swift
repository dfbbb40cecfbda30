/// A document's `scenes`, made into the files UIKit keeps for them: `KnownSceneSessions/data.data`
/// (a plain dictionary of persistent identifier → the session's secure keyed archive) and, per
/// scene, a folder with `data.data` (the restoration activity, a plain dictionary),
/// `userInfo.data` and `internalUserInfo.data` (plain dictionaries).
struct SceneFilesBuilder {
    static let members = [
        "identifier", "testLaunch", "knownSession", "hasFolder", "role", "configurationName",
        "delegateClass", "configuration", "activity", "userInfo", "internalUserInfo", "error",
    ]
    /// File names of the saved-state folder itself, which a scene's folder must not take.
    static let reservedNames = Set(
        (["data.data", "restorationInfo.plist", "inprogress.data"] + KnownSceneSessions.folderNames).map {
            $0.lowercased()
        })

    var reader: RestorationValueReader

    mutating func files(_ scenes: [JSONValue], at location: JSONLocation) throws(JSONDocumentError)
        -> [RestorationDocument.File]
    {
        var sessions: [PropertyListDictionary.Entry] = []
        var folders: [RestorationDocument.File] = []
        var names: Set<String> = []
        var lastFolderOnly: String?
        for (position, json) in scenes.enumerated() {
            let scene = try JSONMembers(json, at: location.appending(position), known: Self.members)
            guard let identifier = try scene.string("identifier") else {
                throw scene.error("identifier", "a scene needs its persistent identifier")
            }
            // The identifier names a folder: nothing in it may lead outside the saved-state folder.
            guard SafeFileName.isSafe(identifier), !Self.reservedNames.contains(identifier.lowercased()) else {
                throw scene.error(
                    "identifier",
                    "cannot be a folder name (empty, `/`, `..`, a control character, or a name the saved-state folder uses)"
                )
            }
            guard names.insert(identifier.lowercased()).inserted else {
                throw scene.error("identifier", "names the folder of an earlier scene")
            }
            if scene.has("testLaunch"), try scene.bool("testLaunch") != (identifier == SceneKey.testLaunchIdentifier) {
                throw scene.error(
                    "testLaunch", "is derived: true exactly for the scene named \(SceneKey.testLaunchIdentifier)")
            }
            if scene["error"] != nil {
                throw scene.error(
                    "error", "the scene's files were unreadable when dumped; there is nothing to write for them")
            }
            let known = try scene.bool("knownSession") ?? true, hasFolder = try scene.bool("hasFolder") ?? true
            // The dump lists known sessions first, then the other folders by name.
            if known {
                guard lastFolderOnly == nil else {
                    throw scene.error("knownSession", "scenes with a known session come before those without")
                }
                sessions.append(.init(key: identifier, value: .data(try session(scene, identifier: identifier))))
            } else {
                guard hasFolder else { throw scene.error("hasFolder", "a scene without a known session is its folder") }
                if let lastFolderOnly, !(lastFolderOnly < identifier) {
                    throw scene.error("identifier", "scenes without a known session come in name order")
                }
                lastFolderOnly = identifier
                for name in ["role", "configuration"] where scene[name] != nil {
                    throw scene.error(name, "belongs to a known session (knownSession is false)")
                }
            }
            let contents = try folder(scene)
            if !hasFolder, let name = ["activity", "userInfo", "internalUserInfo"].first(where: { scene[$0] != nil }) {
                throw scene.error(name, "is a file of the scene's folder (hasFolder is false)")
            }
            if hasFolder {
                folders.append(RestorationDocument.File(components: [identifier], bytes: [], isFolder: true))
                folders += contents.map {
                    RestorationDocument.File(components: [identifier, $0.components[0]], bytes: $0.bytes)
                }
            }
        }
        let table = BinaryPropertyListWriter().write(.dictionary(PropertyListDictionary(sessions)))
        return [RestorationDocument.File(components: [KnownSceneSessions.folderName, "data.data"], bytes: table)]
            + folders
    }

    /// The `UISceneSession` archive: `$top`'s `CanvasRestorationCanvasDefinitionKey`.
    private mutating func session(_ scene: JSONMembers, identifier: String) throws(JSONDocumentError) -> [UInt8] {
        var fields = [ArchiveField(SceneSessionKey.persistentIdentifier, .stored(.string(identifier)))]
        if let role = try scene.string("role") {
            fields.append(ArchiveField(SceneSessionKey.role, .stored(.string(role))))
        }
        var configuration: SceneConfiguration?
        if let json = scene["configuration"] {
            let members = try JSONMembers(
                json, at: scene.location.appending("configuration"), known: Self.configurationKeys.map(\.name))
            var object: [ArchiveField] = []
            for (name, key) in Self.configurationKeys {
                if name == "fromInfoPlist" {
                    if let flag = try members.bool(name) { object.append(ArchiveField(key, .inline(.boolean(flag)))) }
                } else if let text = try members.string(name) {
                    object.append(ArchiveField(key, .stored(.string(text))))
                }
            }
            let archived = ArchiveObject(className: "UISceneConfiguration", fields: object)
            configuration = SceneConfiguration(object: archived)
            fields.append(ArchiveField(SceneSessionKey.configuration, .object(archived)))
        }
        if scene.has("configurationName"), try scene.string("configurationName") != configuration?.name {
            throw scene.error("configurationName", "is derived: the configuration's name")
        }
        if scene.has("delegateClass"), try scene.string("delegateClass") != configuration?.delegateClass {
            throw scene.error("delegateClass", "is derived: the configuration's delegateClass")
        }
        let session = ArchiveValue.object(ArchiveObject(className: "UISceneSession", fields: fields))
        return try reader.encode([ArchiveField(SceneKey.sessionDefinition, session)], at: scene.location)
    }

    /// The configuration's members and keys, in the order decompiled UIKit encodes them.
    static let configurationKeys: [(name: String, key: String)] = [
        ("name", SceneSessionKey.configurationName), ("bundleVersion", SceneSessionKey.bundleVersion),
        ("bundleShortVersion", SceneSessionKey.bundleShortVersion), ("fromInfoPlist", SceneSessionKey.fromInfoPlist),
        ("role", SceneSessionKey.configurationRole), ("sceneClass", SceneSessionKey.sceneClass),
        ("delegateClass", SceneSessionKey.delegateClass), ("storyboardName", SceneSessionKey.storyboardName),
        ("delegateWrapperClass", SceneSessionKey.delegateWrapperClass),
    ]

    /// `swiftUI`, when given, must be what dump derives from the activity written: a SwiftUI
    /// scene's view of its userInfo.
    static func checkSwiftUI(_ activity: JSONMembers, written bytes: [UInt8]) throws(JSONDocumentError) {
        guard let given = activity["swiftUI"] else { return }
        var renderer = RestorationArchive.jsonRenderer()
        let derived = (try? SceneActivity(bytes: bytes))?.swiftUI.map { $0.json { renderer.render($0, nesting: 1) } }
        guard derived == given else {
            throw activity.error(
                "swiftUI",
                "is derived: a SwiftUI scene's view of its userInfo (type \(SwiftUISceneKey.activityType)), as dump shows it"
            )
        }
    }

    /// The files of the scene's folder, by name.
    private mutating func folder(_ scene: JSONMembers) throws(JSONDocumentError) -> [RestorationDocument.File] {
        var files: [RestorationDocument.File] = []
        if let json = scene["activity"] {
            let activity = try JSONMembers(
                json, at: scene.location.appending("activity"), known: ["type", "title", "userInfo", "swiftUI"])
            var entries: [PropertyListDictionary.Entry] = []
            if let type = try activity.string("type") {
                entries.append(.init(key: SceneKey.activityType, value: .string(type)))
            }
            if let title = try activity.string("title") {
                entries.append(.init(key: SceneKey.activityTitle, value: .string(title)))
            }
            if let userInfo = try activity.object("userInfo") {
                let location = activity.location.appending("userInfo")
                let top = try reader.fields(userInfo, at: location, place: .coderKey, nesting: 1)
                entries.append(
                    .init(key: SceneKey.activityUserInfoData, value: .data(try reader.encode(top, at: location))))
            }
            let bytes = BinaryPropertyListWriter().write(.dictionary(PropertyListDictionary(entries)))
            try Self.checkSwiftUI(activity, written: bytes)
            files.append(RestorationDocument.File(components: ["data.data"], bytes: bytes))
        }
        for (name, file) in [("userInfo", "userInfo.data"), ("internalUserInfo", "internalUserInfo.data")] {
            guard let members = try scene.object(name) else { continue }
            files.append(
                RestorationDocument.File(
                    components: [file], bytes: try dictionaryFile(members, at: scene.location.appending(name))))
        }
        return files
    }

    /// A plain property-list dictionary, as UIKit writes the session's userInfo; a keyed archive of
    /// those keys when a value needs one (a `$ref` or a `{"$class"}` object).
    private mutating func dictionaryFile(_ members: [(String, JSONValue)], at location: JSONLocation)
        throws(JSONDocumentError) -> [UInt8]
    {
        if !Self.needsArchive(.object(members)) {
            let plist = try PropertyListValue.converting(.object(members), at: location) {
                members, location throws(JSONDocumentError) in
                guard members.count == 1, members[0].0 == "$archive" else { return nil }
                return .data(try nestedArchive(members[0].1, at: location.appending("$archive")))
            }
            return BinaryPropertyListWriter().write(plist)
        }
        return try reader.encode(try reader.fields(members, at: location, place: .coderKey, nesting: 1), at: location)
    }

    private mutating func nestedArchive(_ json: JSONValue, at location: JSONLocation) throws(JSONDocumentError)
        -> [UInt8]
    {
        guard case .object(let top) = json else {
            throw JSONDocumentError(location, "a nested archive is an object of its keys")
        }
        return try reader.encode(try reader.fields(top, at: location, place: .coderKey, nesting: 2), at: location)
    }

    /// Whether a value holds what only a keyed archive can: a reference or an object of a class.
    static func needsArchive(_ json: JSONValue) -> Bool {
        var stack = [json]
        while let value = stack.popLast() {
            switch value {
            case .array(let elements): stack += elements
            case .object(let members):
                if members.contains(where: { $0.0 == "$class" }) || (members.count == 1 && members[0].0 == "$ref") {
                    return true
                }
                // A nested archive is an archive of its own, written as data.
                if members.count == 1 && members[0].0 == "$archive" { continue }
                stack += members.map(\.1)
            default: break
            }
        }
        return false
    }
}
