// Scene-based state (iOS 13+): KnownSceneSessions/data.data and one folder per scene, in the
// layout ../shared/spec/restoration-archive.md describes. UIKit's own encoding of UISceneSession
// is not public; these stand-ins encode what a session holds under the names of its properties.
import Foundation

/// Stands in for UIKit's `UISceneSession`; renamed after encoding.
final class SceneSessionStandIn: NSObject, NSCoding {
    let identifier: String, role: String, configuration: SceneConfigurationStandIn
    init(_ identifier: String, role: String = "UIWindowSceneSessionRoleApplication", configuration: SceneConfigurationStandIn) {
        self.identifier = identifier
        self.role = role
        self.configuration = configuration
    }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(identifier as NSString, forKey: "persistentIdentifier")
        coder.encode(role as NSString, forKey: "role")
        coder.encode(configuration, forKey: "configuration")
    }
}

/// Stands in for `UISceneConfiguration`.
final class SceneConfigurationStandIn: NSObject, NSCoding {
    let name: String, delegateClass: String
    init(name: String, delegateClass: String) { self.name = name; self.delegateClass = delegateClass }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(name as NSString, forKey: "name")
        coder.encode(delegateClass as NSString, forKey: "delegateClass")
        coder.encode("UIWindowScene" as NSString, forKey: "sceneClass")
    }
}

let sceneRenames: [String: [String]] = [
    "\(module).SceneSessionStandIn": ["UISceneSession", "NSObject"],
    "\(module).SceneConfigurationStandIn": ["UISceneConfiguration", "NSObject"],
]

/// `KnownSceneSessions/data.data`: persistent identifier → a keyed archive of the session.
func knownSessions(_ sessions: [SceneSessionStandIn], damaged: Set<String> = []) -> Data {
    var table: [String: Data] = [:]
    for session in sessions {
        var data = renameClasses(archive { $0.encode(session, forKey: "CanvasRestorationCanvasDefinitionKey") }, extra: sceneRenames)
        if damaged.contains(session.identifier) { data = data.dropLast(12) }
        table[session.identifier] = data
    }
    return try! PropertyListSerialization.data(fromPropertyList: table as NSDictionary, format: .binary, options: 0)
}

/// A scene's `data.data`: its restoration activity's type, title and archived userInfo.
func sceneActivity(type: String?, title: String?, userInfo: NSDictionary) -> Data {
    let userInfoArchive = archive { $0.encode(userInfo, forKey: "CanvasRestorationUserActivityUserInfoKey") }
    var activity: [String: Any] = ["CanvasRestorationUserActivityUserInfoDataKey": userInfoArchive]
    if let type { activity["CanvasRestorationUserActivityTypeKey"] = type }
    if let title { activity["CanvasRestorationUserActivityTitleKey"] = title }
    return try! PropertyListSerialization.data(fromPropertyList: activity as NSDictionary, format: .binary, options: 0)
}

let defaultConfiguration = SceneConfigurationStandIn(name: "Default Configuration", delegateClass: "Example.SceneDelegate")
