import Foundation
@testable import RestoreKit

/// Fixtures/apps/macho (made by its generate.sh with clang-19 and lld-19), and the classes its
/// Objective-C sources define, written out by hand as the expectation.
enum MachOFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apps/macho")

    /// The path of fixture `name`.
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The classes of Example.m, in the order clang emits them into the class list.
    static let example: [ObjCClassDefinition] = [
        ObjCClassDefinition(
            name: "AppDelegate", superclassName: "UIResponder",
            instanceMethods: [
                "application:didFinishLaunchingWithOptions:", "application:shouldSaveSecureApplicationState:",
                "application:shouldRestoreSecureApplicationState:",
                "application:viewControllerWithRestorationIdentifierPath:coder:",
            ],
            classMethods: [], protocols: ["UIApplicationDelegate"]),
        ObjCClassDefinition(
            name: "SceneDelegate", superclassName: "UIResponder",
            instanceMethods: ["scene:willConnectToSession:options:"],
            classMethods: [], protocols: ["UIWindowSceneDelegate"]),
        ObjCClassDefinition(
            name: "_TtC7Example20MasterViewController", superclassName: "UITableViewController",
            instanceMethods: [], classMethods: [], protocols: []),
        ObjCClassDefinition(
            name: "_TtC7Example20DetailViewController", superclassName: "UIViewController",
            instanceMethods: [], classMethods: [], protocols: []),
        ObjCClassDefinition(
            name: "SettingsViewController", superclassName: "UIViewController", instanceMethods: [],
            classMethods: ["viewControllerWithRestorationIdentifierPath:coder:"],
            protocols: ["UIViewControllerRestoration"]),
        ObjCClassDefinition(
            name: "_TtC7Example12SecureRecord", superclassName: "NSObject",
            instanceMethods: ["encodeWithCoder:", "initWithCoder:"],
            classMethods: ["supportsSecureCoding"], protocols: ["NSSecureCoding"]),
        ObjCClassDefinition(
            name: "LegacyRecord", superclassName: "NSObject", instanceMethods: ["encodeWithCoder:", "initWithCoder:"],
            classMethods: [], protocols: ["NSCoding"]),
    ]

    /// The class of Preview.m (Example.debug.dylib).
    static let preview = [
        ObjCClassDefinition(
            name: "_TtC7Example15PreviewProvider", superclassName: "NSObject",
            instanceMethods: [], classMethods: [], protocols: [])
    ]

    /// The classes of Kit.m.
    static let kit = [
        ObjCClassDefinition(
            name: "KitViewController", superclassName: "UIViewController", instanceMethods: [], classMethods: [],
            protocols: []),
        ObjCClassDefinition(
            name: "KitRecord", superclassName: "NSObject", instanceMethods: ["encodeWithCoder:", "initWithCoder:"],
            classMethods: ["supportsSecureCoding"], protocols: ["NSSecureCoding"]),
    ]
}
