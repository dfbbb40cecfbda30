// Saved state for the UIScene migration fixtures (Fixtures/apps/migration, README.md there): what
// an app on the app-delegate life cycle saved (a legacy root list whose objects take each route of
// UIKit's restore order) and what scene apps saved (KnownSceneSessions whose configurations come
// from the Info.plist by name and role, or were made in code with delegate and scene class names,
// as SwiftUI stores its own). Each folder is checked against several builds by the tests.
import Foundation

func writeMigrationArchives(to folder: String) {
    let bundle = "com.example.Migration.savedState"
    let scene = "A0000000-0000-4000-8000-00000000000"
    let navigation = "NavigationController"
    let master = "\(navigation)/:[0]:/Master"

    // The legacy root list: one object per route of the restore order (docs/format.md, "What UIKit
    // does at restore"), against Main.storyboardc of Fixtures/apps/nib.
    func legacy(detailIdentifier: String) -> Root {
        var root = Root()
        root.bundleVersion = "6.0"
        let detail = "\(navigation)/:[1]:/Detail"
        root.objects = [
            // Route 4, the storyboard: restored.
            Preserved(
                path: navigation, className: "UINavigationController", storyboard: StoryboardProxy("Main"),
                storyboardIdentifier: "UINavigationController-Nav-12-abc"
            ) { coder in
                coder.encode(children([master, detail]), forKey: "kUIViewControllerChildrenKey")
            },
            Preserved(
                path: master, className: "_TtC7Example20MasterViewController", storyboard: StoryboardProxy("Main"),
                storyboardIdentifier: "Master"),
            // Route 4 with the identifier the build has (or a renamed one: UIKit raises).
            Preserved(
                path: detail, className: "_TtC7Example20DetailViewController", storyboard: StoryboardProxy("Main"),
                storyboardIdentifier: detailIdentifier),
            // Route 1: a restoration class that conforms (the class's code decides).
            Preserved(
                path: "\(navigation)/:[2]:/Restored", className: "RestorerViewController",
                restorationClass: "RestorerViewController"),
            // Route 1 passed over (the class does not conform), then route 2, the app delegate.
            Preserved(
                path: "\(navigation)/:[3]:/Plain", className: "UIViewController", restorationClass: "PlainRestorer"),
            // Route 1 passed over (no such class), then route 2.
            Preserved(
                path: "\(navigation)/:[4]:/Gone", className: "UIViewController", restorationClass: "GoneRestorer"),
            // An object that is no view controller: its restoration class conforms to UIObjectRestoration.
            Preserved(
                path: "\(navigation)/Model", className: "UIView", isViewController: false,
                restorationClass: "ObjectRestorer"),
            // An object that is no view controller, without a class: only route 3, an object the app registers.
            Preserved(path: "\(navigation)/Registered", className: "UIView", isViewController: false),
        ]
        return root
    }
    write(rootArchive(legacy(detailIdentifier: "Detail")), to: "\(folder)/legacy/\(bundle)/data.data")
    write(
        rootArchive(legacy(detailIdentifier: "DetailRenamed")), to: "\(folder)/renamed-identifier/\(bundle)/data.data")

    // Scene sessions, one folder each: KnownSceneSessions only, as real folders often are.
    func sessions(_ name: String, _ configurations: [(role: String, configuration: SceneConfigurationStandIn?)]) {
        let list = configurations.enumerated().map { index, entry in
            SceneSessionStandIn("\(scene)\(index + 1)", role: entry.role, configuration: entry.configuration)
        }
        write(knownSessions(list), to: "\(folder)/\(name)/\(bundle)/KnownSceneSessions/data.data")
    }
    let application = "UIWindowSceneSessionRoleApplication"
    let external = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    sessions("scene-named-default", [(application, SceneConfigurationStandIn(name: "Default Configuration"))])
    sessions("scene-named-renamed", [(application, SceneConfigurationStandIn(name: "Old Configuration"))])
    sessions(
        "scene-other-role", [(external, SceneConfigurationStandIn(name: "External Configuration", role: external))])
    sessions(
        "scene-code-matching",
        [(application, SceneConfigurationStandIn(sceneClass: "UIWindowScene", delegateClass: "SceneDelegate"))])
    sessions(
        "scene-code-old-delegate",
        [(application, SceneConfigurationStandIn(sceneClass: "UIWindowScene", delegateClass: "OldSceneDelegate"))])
    sessions(
        "scene-code-gone",
        [(application, SceneConfigurationStandIn(sceneClass: "UIWindowScene", delegateClass: "RemovedSceneDelegate"))])
    sessions(
        "scene-code-swiftui",
        [
            (
                application,
                SceneConfigurationStandIn(sceneClass: "UIWindowScene", delegateClass: "SwiftUI.AppSceneDelegate")
            )
        ])
    // A class of the app's own module before a rename: the build neither defines nor links it.
    sessions(
        "scene-code-renamed-module",
        [
            (
                application,
                SceneConfigurationStandIn(sceneClass: "UIWindowScene", delegateClass: "OldModule.SceneDelegate")
            )
        ])
    sessions(
        "scene-code-swiftui-mangled",
        [
            (
                application,
                SceneConfigurationStandIn(sceneClass: "UIWindowScene", delegateClass: "_TtC7SwiftUI16AppSceneDelegate")
            )
        ])
    // Scene classes against SceneClass.app, whose manifest names CanvasScene (UISceneClassName);
    // a storyboard and a delegate wrapper class, stored and resolved at decode time.
    sessions(
        "scene-code-scene-class",
        [
            (
                application,
                SceneConfigurationStandIn(sceneClass: "CanvasScene", delegateClass: "SceneDelegate", storyboard: "Main")
            )
        ])
    sessions(
        "scene-code-old-scene-class",
        [(application, SceneConfigurationStandIn(sceneClass: "OldCanvasScene", delegateClass: "SceneDelegate"))])
    sessions(
        "scene-code-not-a-scene",
        [(application, SceneConfigurationStandIn(sceneClass: "NotAScene", delegateClass: "SceneDelegate"))])
    sessions(
        "scene-code-storyboard-gone",
        [
            (
                application,
                SceneConfigurationStandIn(
                    sceneClass: "UIWindowScene", delegateClass: "SceneDelegate", storyboard: "Gone")
            )
        ])
    sessions(
        "scene-code-wrapper-gone",
        [
            (
                application,
                SceneConfigurationStandIn(
                    sceneClass: "UIWindowScene", delegateClass: "SceneDelegate", delegateWrapper: "GoneDelegateWrapper")
            )
        ])
    // A scene app's folder that still holds the legacy archive of the build before it.
    write(rootArchive(legacy(detailIdentifier: "Detail")), to: "\(folder)/scene-with-legacy/\(bundle)/data.data")
    write(
        knownSessions([
            SceneSessionStandIn("\(scene)1", configuration: SceneConfigurationStandIn(name: "Default Configuration"))
        ]),
        to: "\(folder)/scene-with-legacy/\(bundle)/KnownSceneSessions/data.data")
}
