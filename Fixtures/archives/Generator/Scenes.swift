// Scene-based state (iOS 13+): KnownSceneSessions/data.data and one folder per scene, in the
// layout and with the keys of docs/format.md, "Scene state" (decompiled iOS 26.1
// `-[UISceneSession encodeWithCoder:]`, `-[UISceneConfiguration encodeWithCoder:]`,
// `_UISceneUserActivityManager`).
import Foundation

/// Stands in for UIKit's `UISceneSession`, encoding what it encodes, in its order; renamed after encoding.
final class SceneSessionStandIn: NSObject, NSCoding {
    let identifier: String, role: String, configuration: SceneConfigurationStandIn?
    init(
        _ identifier: String, role: String = "UIWindowSceneSessionRoleApplication",
        configuration: SceneConfigurationStandIn?
    ) {
        self.identifier = identifier
        self.role = role
        self.configuration = configuration
    }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        // Only apps that adopt the scene life cycle encode the configuration.
        if let configuration { coder.encode(configuration, forKey: "_UISceneSessionSceneConfiguration") }
        coder.encode(role as NSString, forKey: "_UISceneSessionRole")
        coder.encode(identifier as NSString, forKey: "_UISceneSessionPersistentIdentifier")
    }
}

/// Stands in for `UISceneConfiguration`: one from the Info.plist encodes its name and role only;
/// one made in code encodes the rest (nil values as `$null`, as NSKeyedArchiver writes them).
final class SceneConfigurationStandIn: NSObject, NSCoding {
    let name: String?, role: String, sceneClass: String?, delegateClass: String?
    let storyboard: String?, delegateWrapper: String?
    init(name: String, role: String = "UIWindowSceneSessionRoleApplication") {
        (self.name, self.role, sceneClass, delegateClass) = (name, role, nil, nil)
        (storyboard, delegateWrapper) = (nil, nil)
    }
    init(
        role: String = "UIWindowSceneSessionRoleApplication", sceneClass: String, delegateClass: String,
        storyboard: String? = nil, delegateWrapper: String? = nil
    ) {
        (name, self.role, self.sceneClass, self.delegateClass) = (nil, role, sceneClass, delegateClass)
        (self.storyboard, self.delegateWrapper) = (storyboard, delegateWrapper)
    }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        if let name {
            coder.encode(name as NSString, forKey: "_UISceneConfigurationName")
            coder.encode(role as NSString, forKey: "_UISceneConfigurationSessionRole")
            return
        }
        coder.encode("42" as NSString, forKey: "_UISceneConfigurationEncodingBundleVersion")
        coder.encode("1.4" as NSString, forKey: "_UISceneConfigurationEncodingBundleShortVersionString")
        coder.encode(false, forKey: "_UISceneConfigurationFromPlist")
        coder.encode(role as NSString, forKey: "_UISceneConfigurationSessionRole")
        coder.encode(sceneClass.map { $0 as NSString }, forKey: "_UISceneConfigurationSceneClassName")
        coder.encode(delegateClass.map { $0 as NSString }, forKey: "_UISceneConfigurationDelegateClassName")
        coder.encode(storyboard.map { $0 as NSString }, forKey: "_UISceneConfigurationStoryboardName")
        coder.encode(nil as NSString?, forKey: "_UISceneConfigurationStoryboardBundleID")
        coder.encode(delegateWrapper.map { $0 as NSString }, forKey: "_UISceneConfigurationSceneDelegateWrapperKey")
        coder.encode(nil as NSString?, forKey: "_UISceneConfigurationBridgingIDKey")
        coder.encode(false, forKey: "_UISceneConfigurationCanBeAppliedToInternalScenesKey")
    }
}

let sceneRenames: [String: [String]] = [
    "\(module).SceneSessionStandIn": ["UISceneSession", "NSObject"],
    "\(module).SceneConfigurationStandIn": ["UISceneConfiguration", "NSObject"],
]

/// `KnownSceneSessions/data.data`: a plain plist dictionary, persistent identifier → a keyed archive
/// whose `CanvasRestorationCanvasDefinitionKey` is the session.
func knownSessions(_ sessions: [SceneSessionStandIn], damaged: Set<String> = []) -> Data {
    var table: [String: Data] = [:]
    for session in sessions {
        var data = renameClasses(
            archive { $0.encode(session, forKey: "CanvasRestorationCanvasDefinitionKey") }, extra: sceneRenames)
        if damaged.contains(session.identifier) { data = data.dropLast(12) }
        table[session.identifier] = data
    }
    return try! PropertyListSerialization.data(fromPropertyList: table as NSDictionary, format: .binary, options: 0)
}

/// A scene's `data.data`: a plain plist dictionary with its restoration activity's type, title and
/// userInfo in a secure keyed archive.
func sceneActivity(type: String?, title: String?, userInfo: NSDictionary) -> Data {
    let userInfoArchive = archive(secure: true) {
        $0.encode(userInfo, forKey: "CanvasRestorationUserActivityUserInfoKey")
    }
    var activity: [String: Any] = ["CanvasRestorationUserActivityUserInfoDataKey": userInfoArchive]
    if let type { activity["CanvasRestorationUserActivityTypeKey"] = type }
    if let title { activity["CanvasRestorationUserActivityTitleKey"] = title }
    return try! PropertyListSerialization.data(fromPropertyList: activity as NSDictionary, format: .binary, options: 0)
}

/// `userInfo.data` or `internalUserInfo.data`: the dictionary itself, as a plain binary plist.
func plainDictionary(_ dictionary: NSDictionary) -> Data {
    try! PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
}

let defaultConfiguration = SceneConfigurationStandIn(name: "Default Configuration")
