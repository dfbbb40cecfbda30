// Fixtures for `validate --app` (Fixtures/apps/archives/): saved state of the generated app
// Fixtures/apps/Example.app and ExampleScenes.app (their classes in Fixtures/apps/macho, its storyboards in
// Fixtures/apps/nib), one archive that matches the build and one per rule, each changed from the
// matching one in exactly the way that breaks that rule. Built as UIKit builds archives
// (Archiving.swift; docs/format.md).
import Foundation

/// Stands in for an app class of the generated build that adopts NSSecureCoding (renamed to its
/// runtime name after encoding, as Foundation on Linux ignores setClassName).
final class SecureRecordStandIn: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    override init() {}
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) { coder.encode("draft" as NSString, forKey: "title") }
}

/// Stands in for an app class that adopts NSCoding only.
final class LegacyRecordStandIn: NSObject, NSCoding {
    override init() {}
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) { coder.encode(3, forKey: "revision") }
}

/// The app's saved state as the generated build would save it, with one thing changed by `change`.
struct AppSavedState {
    static let navigation = "NavigationController"
    static let master = "\(navigation)/:[0]:/Master"
    var detail = "\(navigation)/:[1]:/Detail"
    static let settings = "\(navigation)/:[2]:/Settings"
    static let kit = "\(navigation)/:[3]:/KitHome"

    var detailClass = "_TtC7Example20DetailViewController"
    var detailStoryboard = "Main"
    var detailIdentifier = "Detail"
    var detailRecord: NSObject = SecureRecordStandIn()
    var settingsRestorationClass = "SettingsViewController"
    var settingsHasStoryboard = true
    /// Whether it holds KitHome, saved from the storyboard of the app's framework Kit with that
    /// framework's bundle path: after an update UIKit looks for the storyboard in the main bundle,
    /// which lacks it, and raises (issue 53); no archive that matches the build holds it.
    var hasFrameworkStoryboard = false
    /// The configuration the scene session stores; nil writes no scene sessions (an app on the
    /// classic life cycle, whose objects UIKit restores from the root list).
    var sceneConfiguration: String? = nil

    var root: Root {
        var root = Root()
        root.bundleVersion = "5.0"
        let detailPath = detail
        let kitPaths = hasFrameworkStoryboard ? [Self.kit] : []
        root.objects = [
            Preserved(
                path: Self.navigation, className: "UINavigationController", storyboard: StoryboardProxy("Main"),
                storyboardIdentifier: "UINavigationController-Nav-12-abc"
            ) { coder in
                coder.encode(
                    children([Self.master, detailPath, Self.settings] + kitPaths),
                    forKey: "kUIViewControllerChildrenKey")
            },
            Preserved(
                path: Self.master, className: "_TtC7Example20MasterViewController", storyboard: StoryboardProxy("Main"),
                storyboardIdentifier: "Master"),
            Preserved(
                path: detail, className: detailClass, storyboard: StoryboardProxy(detailStoryboard),
                storyboardIdentifier: detailIdentifier
            ) { [detailRecord] coder in
                coder.encode(detailRecord, forKey: "record")
            },
            Preserved(
                path: Self.settings, className: "SettingsViewController", restorationClass: settingsRestorationClass,
                storyboard: settingsHasStoryboard ? StoryboardProxy("Settings") : nil,
                storyboardIdentifier: settingsHasStoryboard ? "Settings" : nil),
        ]
        guard hasFrameworkStoryboard else { return root }
        root.objects.append(
            Preserved(
                path: Self.kit, className: "KitViewController",
                storyboard: StoryboardProxy(
                    "Kit",
                    bundlePath:
                        "/private/var/containers/Bundle/Application/6F1D2C3B-0000-4000-8000-00000000000A/Example.app/Frameworks/Kit.framework"
                ),
                storyboardIdentifier: "KitHome"))
        return root
    }
}

func writeAppArchives(to folder: String) {
    let scene = "E0000000-0000-4000-8000-000000000001"
    // Each archive in a folder of its own, named for the app as UIKit names it, so that only the
    // rule's own archive differs from the matching one.
    func save(_ state: AppSavedState, as name: String, bundleIdentifier: String = "com.example.Example") {
        let savedState = "\(folder)/\(name)/\(bundleIdentifier).savedState"
        write(rootArchive(state.root), to: "\(savedState)/data.data")
        guard let configuration = state.sceneConfiguration else { return }
        write(
            knownSessions([SceneSessionStandIn(scene, configuration: SceneConfigurationStandIn(name: configuration))]),
            to: "\(savedState)/KnownSceneSessions/data.data")
        write(
            sceneActivity(type: "com.example.browsing", title: nil, userInfo: ["item": 42] as NSDictionary),
            to: "\(savedState)/\(scene)/data.data")
    }
    let matching = AppSavedState()
    save(matching, as: "matching")
    var changed = matching
    changed.detailStoryboard = "Onboarding"
    save(changed, as: "storyboard-not-in-app")
    changed = matching
    changed.hasFrameworkStoryboard = true
    save(changed, as: "storyboard-in-framework")
    changed = matching
    changed.detailIdentifier = "Composer"
    save(changed, as: "storyboard-identifier-not-in-app")
    changed = matching
    changed.settingsRestorationClass = "SettingsRestorer"
    changed.settingsHasStoryboard = false
    save(changed, as: "restoration-class-not-in-app")
    changed = matching
    changed.settingsRestorationClass = "SettingsRestorer"
    save(changed, as: "restoration-class-not-in-app-with-storyboard")
    changed = matching
    changed.detailClass = "_TtC7Example23DetailViewControllerOld"
    save(changed, as: "saved-class-not-in-app")
    // The same app on the scene life cycle (Fixtures/apps/ExampleScenes.app, with a scene manifest):
    // UIKit takes the root list as empty, and the scene's configuration is what must match.
    changed = matching
    changed.sceneConfiguration = "Default Configuration"
    save(changed, as: "scenes-matching")
    changed.sceneConfiguration = "Legacy Configuration"
    save(changed, as: "scene-configuration-not-in-app")
    save(matching, as: "bundle-identifier-mismatch", bundleIdentifier: "com.example.Other")
    changed = matching
    changed.detailRecord = LegacyRecordStandIn()
    save(changed, as: "insecure-coded-class")
    changed = matching
    changed.detail = "\(AppSavedState.navigation)/:[1]:/DetailScreen"
    save(changed, as: "restoration-identifier-mismatch")
}
