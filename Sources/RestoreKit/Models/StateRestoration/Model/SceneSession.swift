/// The keys of an archived `UISceneSession` and its `UISceneConfiguration` (decompiled iOS 26.1
/// `-[UISceneSession encodeWithCoder:]`, `-[UISceneConfiguration encodeWithCoder:]`).
enum SceneSessionKey {
    /// The session's persistent identifier, the name of its scene folder.
    public static let persistentIdentifier = "_UISceneSessionPersistentIdentifier"
    /// The session's role, e.g. `UIWindowSceneSessionRoleApplication`.
    public static let role = "_UISceneSessionRole"
    /// Written only by apps that adopt the scene life cycle.
    public static let configuration = "_UISceneSessionSceneConfiguration"

    /// A configuration from the Info.plist stores only its name and role; one made in code, the rest.
    public static let configurationName = "_UISceneConfigurationName"
    /// The configuration's session role.
    public static let configurationRole = "_UISceneConfigurationSessionRole"
    /// The `UIScene` subclass's name.
    public static let sceneClass = "_UISceneConfigurationSceneClassName"
    /// The scene delegate class's name.
    public static let delegateClass = "_UISceneConfigurationDelegateClassName"
    /// The storyboard's name, `$null` when there is none.
    public static let storyboardName = "_UISceneConfigurationStoryboardName"
    /// The name of the class that wraps the scene delegate (SwiftUI's), `$null` when there is none.
    public static let delegateWrapperClass = "_UISceneConfigurationSceneDelegateWrapperKey"
    /// The app's `CFBundleVersion` when the configuration was encoded.
    public static let bundleVersion = "_UISceneConfigurationEncodingBundleVersion"
    /// The app's `CFBundleShortVersionString` when the configuration was encoded.
    public static let bundleShortVersion = "_UISceneConfigurationEncodingBundleShortVersionString"
    /// Whether the configuration came from the Info.plist (a bool).
    public static let fromInfoPlist = "_UISceneConfigurationFromPlist"
}

/// A `UISceneSession` as archived in `KnownSceneSessions/data.data`: what could be read of it, and
/// the archive itself.
public struct SceneSession: Sendable {
    /// `_UISceneSessionPersistentIdentifier`.
    public private(set) var persistentIdentifier: String?
    /// `_UISceneSessionRole`.
    public private(set) var role: String?
    /// The session's scene configuration, nil when the archive stores none.
    package private(set) var configuration: SceneConfiguration?
    /// The archive's `$top`, for everything else it holds.
    public private(set) var archive: KeyedArchive

    /// The configuration's name, when it has one (only configurations from the Info.plist do).
    public var configurationName: String? { configuration?.name }
    /// The configuration's scene delegate class, when stored.
    public var delegateClass: String? { configuration?.delegateClass }

    /// Reads a session from the keyed archive `KnownSceneSessions` stores for it: the
    /// `UISceneSession` under `$top`'s `CanvasRestorationCanvasDefinitionKey`.
    package init(archive: KeyedArchive) {
        self.archive = archive
        let session = archive[SceneKey.sessionDefinition]?.object
        persistentIdentifier = session?[SceneSessionKey.persistentIdentifier]?.string
        role = session?[SceneSessionKey.role]?.string
        configuration = session?[SceneSessionKey.configuration]?.object.map { SceneConfiguration(object: $0) }
    }
}

/// A `UISceneConfiguration` as archived: every member is nil when the archive does not store it.
package struct SceneConfiguration: Sendable, Equatable {
    /// The name of a configuration from the Info.plist (`UISceneConfigurationName`).
    package var name: String?
    /// The session role the configuration is for.
    package var role: String?
    /// The `UIScene` subclass's name (configurations made in code).
    package var sceneClass: String?
    /// The scene delegate class's name (configurations made in code).
    package var delegateClass: String?
    /// The storyboard's name (configurations made in code that have one).
    package var storyboardName: String?
    /// The name of the class wrapping the scene delegate (configurations made in code that have one).
    package var delegateWrapperClass: String?
    /// The app's `CFBundleVersion` when a configuration made in code was encoded.
    package var bundleVersion: String?
    /// The app's `CFBundleShortVersionString` then.
    package var bundleShortVersion: String?
    /// `_UISceneConfigurationFromPlist`: whether the configuration came from the Info.plist.
    package var fromInfoPlist: Bool?

    /// Reads the configuration's fields by their exact keys.
    package init(object: ArchiveObject) {
        func text(_ key: String) -> String? { object[key]?.string }
        name = text(SceneSessionKey.configurationName)
        role = text(SceneSessionKey.configurationRole)
        sceneClass = text(SceneSessionKey.sceneClass)
        delegateClass = text(SceneSessionKey.delegateClass)
        storyboardName = text(SceneSessionKey.storyboardName)
        delegateWrapperClass = text(SceneSessionKey.delegateWrapperClass)
        bundleVersion = text(SceneSessionKey.bundleVersion)
        bundleShortVersion = text(SceneSessionKey.bundleShortVersion)
        fromInfoPlist = object[SceneSessionKey.fromInfoPlist]?.primitive.flatMap(RestorationArchive.bool)
    }
}
