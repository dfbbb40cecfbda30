/// Scene-based state (iOS 13+), kept beside or instead of the view-controller archive:
/// `KnownSceneSessions/data.data` and, per scene, `<identifier>/data.data` with the scene's
/// restoration activity, plus `userInfo.data` and `internalUserInfo.data`.
public enum SceneKey {
    public static let sessionDefinition = "CanvasRestorationCanvasDefinitionKey"
    public static let activityType = "CanvasRestorationUserActivityTypeKey"
    public static let activityTitle = "CanvasRestorationUserActivityTitleKey"
    public static let activityUserInfoData = "CanvasRestorationUserActivityUserInfoDataKey"
    public static let activityUserInfo = "CanvasRestorationUserActivityUserInfoKey"
}

/// A `UISceneSession` as archived: what could be read of it, and the archive itself.
public struct SceneSession: Sendable {
    public var persistentIdentifier: String?
    public var role: String?
    public var configurationName: String?
    public var delegateClass: String?
    /// The archive's `$top`, for everything else it holds.
    public var archive: KeyedArchive

    /// Reads a session from the keyed archive `KnownSceneSessions` stores for it. UIKit's own
    /// field names are not public: each field is looked for under the names of its property.
    public init(archive: KeyedArchive) {
        self.archive = archive
        let session = archive[SceneKey.sessionDefinition]?.object ?? archive.top.first?.value.object
        func text(_ object: ArchiveObject?, _ names: [String]) -> String? {
            guard let object else { return nil }
            for name in names {
                if let value = object.fields.first(where: { $0.key.lowercased().hasSuffix(name.lowercased()) })?.value.string { return value }
            }
            return nil
        }
        persistentIdentifier = text(session, ["persistentIdentifier"])
        role = text(session, ["role"])
        let configuration = session?.fields.first { $0.key.lowercased().hasSuffix("configuration") }?.value.object
        configurationName = text(configuration, ["name"])
        delegateClass = text(configuration, ["delegateClassName", "delegateClass"])
    }
}

/// A scene's restoration activity (`NSUserActivity`): its type, title and decoded userInfo.
public struct SceneActivity: Sendable {
    public var type: String?
    public var title: String?
    /// The userInfo archive's `$top` (`CanvasRestorationUserActivityUserInfoKey`), or why it is unreadable.
    public var userInfo: Result<KeyedArchive, KeyedArchiveError>?

    /// Reads a scene's `data.data`: a property-list dictionary, or a keyed archive with the same keys.
    public init(bytes: [UInt8], options: KeyedArchive.Options = KeyedArchive.Options()) throws(KeyedArchiveError) {
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: options.propertyList).value
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
        let fields: [ArchiveField]
        if plist.dictionaryValue?["$archiver"] != nil {
            fields = try KeyedArchive(plist: plist, options: options).top
        } else if let dictionary = plist.dictionaryValue {
            fields = dictionary.entries.map { ArchiveField($0.key, .inline($0.value)) }
        } else {
            throw KeyedArchiveError(.notKeyedArchive, at: "", "the scene's data.data is \(plist.kindNameWithArticle), not a dictionary")
        }
        let value = { (key: String) in fields.last { $0.key == key }?.value }
        type = value(SceneKey.activityType)?.string
        title = value(SceneKey.activityTitle)?.string
        userInfo = value(SceneKey.activityUserInfoData)?.nestedArchive(options: options)
    }
}

/// One scene of a `.savedState` folder: its known session, its folder's files, or both.
public struct SavedScene: Sendable {
    public var identifier: String
    /// From `KnownSceneSessions`; nil when no session is known for the folder.
    public var session: Result<SceneSession, KeyedArchiveError>?
    /// Whether the scene has a folder of its own.
    public var hasFolder: Bool
    /// From the folder's `data.data`; nil when there is none.
    public var activity: Result<SceneActivity, KeyedArchiveError>?
    public var userInfo: Result<KeyedArchive, KeyedArchiveError>?
    public var internalUserInfo: Result<KeyedArchive, KeyedArchiveError>?

    public init(identifier: String, session: Result<SceneSession, KeyedArchiveError>? = nil, hasFolder: Bool = false) {
        self.identifier = identifier
        self.session = session
        self.hasFolder = hasFolder
    }
}

/// Reading `KnownSceneSessions/data.data`: a dictionary of persistent identifier → session archive.
public enum KnownSceneSessions {
    public static func read(_ bytes: [UInt8], options: KeyedArchive.Options = KeyedArchive.Options()) throws(KeyedArchiveError) -> [(identifier: String, session: Result<SceneSession, KeyedArchiveError>)] {
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: options.propertyList).value
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
        guard let table = plist.dictionaryValue else {
            throw KeyedArchiveError(.notKeyedArchive, at: "", "KnownSceneSessions is \(plist.kindNameWithArticle), not a dictionary of sessions")
        }
        return table.entries.map { entry in
            guard let bytes = entry.value.dataValue else {
                return (entry.key, .failure(KeyedArchiveError(.notKeyedArchive, at: "", "\(entry.value.kindNameWithArticle), not data holding a session archive")))
            }
            do throws(KeyedArchiveError) {
                return (entry.key, .success(SceneSession(archive: try KeyedArchive(bytes: bytes, options: options))))
            } catch {
                return (entry.key, .failure(error))
            }
        }
    }
}
