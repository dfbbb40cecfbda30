/// Scene-based state (iOS 13+), kept beside or instead of the view-controller archive:
/// `KnownSceneSessions/data.data` and, per scene, `<identifier>/data.data` with the scene's
/// restoration activity, plus `userInfo.data` and `internalUserInfo.data`.
enum SceneKey {
    /// The `$top` key of a known session's archive: the `UISceneSession`.
    public static let sessionDefinition = "CanvasRestorationCanvasDefinitionKey"
    /// The restoration activity's type.
    public static let activityType = "CanvasRestorationUserActivityTypeKey"
    /// The restoration activity's title.
    public static let activityTitle = "CanvasRestorationUserActivityTitleKey"
    /// Data holding a keyed archive of the activity's userInfo.
    public static let activityUserInfoData = "CanvasRestorationUserActivityUserInfoDataKey"
    /// The userInfo: that archive's `$top` key, or inline in older saves.
    public static let activityUserInfo = "CanvasRestorationUserActivityUserInfoKey"
    /// The persistent identifier UIKit gives the scene of an app launched for testing.
    public static let testLaunchIdentifier = "TestApplicationState"
}

/// A scene's restoration activity (`NSUserActivity`): its type, title and decoded userInfo.
public struct SceneActivity: Sendable {
    /// The activity type, `com.example.viewing`.
    public package(set) var type: String?
    /// The activity's title, when it has one.
    public package(set) var title: String?
    /// The userInfo archive's `$top` (`CanvasRestorationUserActivityUserInfoKey`), or why it is unreadable.
    public package(set) var userInfo: Result<KeyedArchive, KeyedArchiveError>?
    /// Whether `data.data` holds the userInfo inline (`CanvasRestorationUserActivityUserInfoKey`, a
    /// dictionary), as older saves do; UIKit uses it as it is.
    package var hasInlineUserInfo = false

    /// Reads a scene's `data.data`: a property-list dictionary, or a keyed archive with the same keys.
    package init(bytes: [UInt8], options: KeyedArchive.Options = KeyedArchive.Options()) throws(KeyedArchiveError) {
        let fields = try SavedScene.dictionary(bytes, options: options)
        let value = { (key: String) in fields.last { $0.key == key }?.value }
        type = value(SceneKey.activityType)?.string
        title = value(SceneKey.activityTitle)?.string
        userInfo = value(SceneKey.activityUserInfoData)?.nestedArchive(options: options)
        hasInlineUserInfo = value(SceneKey.activityUserInfo)?.primitive?.dictionaryValue != nil
    }

    /// The state of a SwiftUI scene, when this is one (type `com.apple.SwiftUI.stateRestoration`)
    /// and its userInfo is a readable dictionary.
    package var swiftUI: SwiftUIScene? { SwiftUIScene(self) }
}

/// One scene of a `.savedState` folder: its known session, its folder's files, or both.
public struct SavedScene: Sendable {
    /// The scene's persistent identifier, which names its folder.
    public package(set) var identifier: String
    /// From `KnownSceneSessions`; nil when no session is known for the folder.
    public package(set) var session: Result<SceneSession, KeyedArchiveError>?
    /// Whether the scene has a folder of its own.
    package var hasFolder: Bool
    /// From the folder's `data.data`; nil when there is none.
    public package(set) var activity: Result<SceneActivity, KeyedArchiveError>?
    /// `userInfo.data`: the session's userInfo dictionary (see `dictionary(_:options:)`); nil when absent.
    public package(set) var userInfo: Result<[ArchiveField], KeyedArchiveError>?
    /// `internalUserInfo.data`: UIKit's own userInfo of the session, read the same way.
    package var internalUserInfo: Result<[ArchiveField], KeyedArchiveError>?

    /// Whether this is the state of an app launched for testing (`TestApplicationState`).
    package var isTestLaunch: Bool { identifier == SceneKey.testLaunchIdentifier }

    /// A scene with nothing read yet.
    package init(identifier: String, session: Result<SceneSession, KeyedArchiveError>? = nil, hasFolder: Bool = false) {
        self.identifier = identifier
        self.session = session
        self.hasFolder = hasFolder
    }
}

extension SavedScene {
    /// Reads a scene file that holds a dictionary: a plain property-list dictionary, as UIKit writes
    /// `data.data`, `userInfo.data` and `internalUserInfo.data`, its entries inline; or, as older or
    /// hand-made files may have, a keyed archive, its `$top`.
    package static func dictionary(_ bytes: [UInt8], options: KeyedArchive.Options = KeyedArchive.Options())
        throws(KeyedArchiveError) -> [ArchiveField]
    {
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: options.propertyList).value
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
        guard let dictionary = plist.dictionaryValue else {
            throw KeyedArchiveError(.notKeyedArchive, at: "", "\(plist.kindNameWithArticle), not a dictionary")
        }
        if dictionary["$archiver"] != nil {
            return try KeyedArchive(plist: plist, options: options).top
        }
        return dictionary.entries.map { ArchiveField($0.key, .inline($0.value)) }
    }
}

/// Reading `KnownSceneSessions/data.data`: a dictionary of persistent identifier → session archive.
package enum KnownSceneSessions {
    /// The folder of a `.savedState` that holds the table, as `KnownSceneSessions/data.data`.
    static let folderName = "KnownSceneSessions"
    /// What iOS 13 betas called the folder; read the same way when `folderName` is absent.
    static let betaFolderName = "KnownCanvasDefinitions"
    /// Both names of the folder, the current first: a folder that holds either holds scene state,
    /// whatever it is called itself.
    package static let folderNames = [folderName, betaFolderName]

    /// Reads each session of the file, in file order. Throws when the file is not a property-list
    /// dictionary; an entry that is not data holding a session archive gets its own error instead.
    package static func read(_ bytes: [UInt8], options: KeyedArchive.Options = KeyedArchive.Options())
        throws(KeyedArchiveError) -> [(identifier: String, session: Result<SceneSession, KeyedArchiveError>)]
    {
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: options.propertyList).value
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
        guard let table = plist.dictionaryValue else {
            throw KeyedArchiveError(
                .notKeyedArchive, at: "",
                "KnownSceneSessions is \(plist.kindNameWithArticle), not a dictionary of sessions")
        }
        return table.entries.map { entry in
            guard let bytes = entry.value.dataValue else {
                return (
                    entry.key,
                    .failure(
                        KeyedArchiveError(
                            .notKeyedArchive, at: "",
                            "\(entry.value.kindNameWithArticle), not data holding a session archive"))
                )
            }
            do throws(KeyedArchiveError) {
                return (entry.key, .success(SceneSession(archive: try KeyedArchive(bytes: bytes, options: options))))
            } catch {
                return (entry.key, .failure(error))
            }
        }
    }
}
