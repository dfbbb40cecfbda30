// Fixtures for `restorectl explain` (Fixtures/explain/): one archive per kind of outcome, built
// as UIKit builds them (Archiving.swift), covering every route UIKit tries and every reason it
// skips an object or drops a scene's activity (docs/format.md, "What UIKit
// does at restore" and "SwiftUI scenes and `@SceneStorage`").
import Foundation

func writeExplainFixtures(base: Root, to folder: String) {
    // Every route: storyboard (restored), restoration class of a view controller and of a view,
    // app delegate and registered object, a storyboard without identifier, a view without class.
    var routes = Root()
    routes.bundleVersion = "5.0"
    routes.objects = [
        Preserved(
            path: "Root", className: "UINavigationController", storyboard: StoryboardProxy("Main"),
            storyboardIdentifier: "RootNavigation"
        ) { coder in
            coder.encode(children(["Root/:[0]:/Settings", "Root/:[1]:/List"]), forKey: "kUIViewControllerChildrenKey")
        },
        Preserved(
            path: "Root/:[0]:/Settings", className: "Example.SettingsViewController",
            storyboard: StoryboardProxy(
                "Settings",
                bundlePath: "/private/var/containers/Bundle/Application/Example.app/Frameworks/SettingsUI.framework"),
            storyboardIdentifier: "SettingsScreen"),
        Preserved(
            path: "Root/:[0]:/Settings/headerView", className: "Example.HeaderView", isViewController: false,
            restorationClass: "Example.HeaderRestorer"),
        Preserved(path: "Root/:[0]:/Settings/footerView", className: "Example.FooterView", isViewController: false),
        Preserved(
            path: "Root/:[1]:/List", className: "Example.ListViewController", restorationClass: "Example.ListRestorer"),
        Preserved(
            path: "Root/:[1]:/List/:[0]:/Detail", className: "Example.DetailViewController",
            storyboard: StoryboardProxy("Main"), storyboardIdentifier: "Detail"),
        Preserved(
            path: "Root/:[1]:/List/:[0]:/Detail/:[0]:/Composer", className: "Example.ComposerViewController",
            storyboard: StoryboardProxy("Main")),
    ]
    write(rootArchive(routes), to: "\(folder)/routes.savedState/data.data")

    // Every reason UIKit skips an object: no coder data (with a child skipped with it), a value
    // that is not data, coder data that is no archive, an unlisted object, an ancestor never
    // preserved (with a child skipped with it); and a path listed twice.
    var skips = Root()
    skips.objects = [
        Preserved(
            path: "Root", className: "UINavigationController", storyboard: StoryboardProxy("Main"),
            storyboardIdentifier: "RootNavigation"),
        Preserved(path: "Root/:[0]:/Missing/:[0]:/Child", className: "Example.ChildViewController"),
        Preserved(
            path: "Root/:[2]:/Cut", className: "Example.CutViewController", coderBytes: Data("not an archive".utf8)),
        Preserved(path: "Root/:[3]:/Unlisted", className: "Example.UnlistedViewController", listed: false),
        Preserved(path: "Root/:[4]:/Unnamed/:[0]:/Orphan", className: "Example.OrphanViewController"),
        Preserved(path: "Root/:[4]:/Unnamed/:[0]:/Orphan/:[0]:/Below", className: "Example.BelowViewController"),
    ]
    skips.extraListedPaths = ["Root/:[0]:/Missing", "Root/:[1]:/NotData", "Root"]
    skips.extras = { archiver in archiver.encode("not data" as NSString, forKey: "Root/:[1]:/NotData") }
    write(rootArchive(skips), to: "\(folder)/skips.savedState/data.data")

    // No tries left: UIKit deletes the archive before it asks for any object.
    write(rootArchive(base), to: "\(folder)/tries-exhausted.savedState/data.data")
    write(
        try! PropertyListSerialization.data(
            fromPropertyList: ["kRestorationTriesLeft": 0, "kRestorationExtended": false] as NSDictionary,
            format: .binary, options: 0),
        to: "\(folder)/tries-exhausted.savedState/inprogress.data")

    // An app on the scene life cycle: its session stores a configuration, so UIKit ignores the root list.
    let scene = "7D3C2B1A-0000-4000-8000-000000000001"
    write(rootArchive(base), to: "\(folder)/scene-life-cycle.savedState/data.data")
    write(
        knownSessions([SceneSessionStandIn(scene, configuration: defaultConfiguration)]),
        to: "\(folder)/scene-life-cycle.savedState/KnownSceneSessions/data.data")
    write(
        sceneActivity(type: "com.example.browsing", title: nil, userInfo: ["query": "restoration"] as NSDictionary),
        to: "\(folder)/scene-life-cycle.savedState/\(scene)/data.data")

    // Every scene outcome: restored, none saved, and each reason UIKit drops an activity.
    let activities = "\(folder)/activities.savedState"
    let restored = "A0000000-0000-4000-8000-000000000001", noActivity = "A0000000-0000-4000-8000-000000000002"
    let noUserInfo = "A0000000-0000-4000-8000-000000000003", undecodable = "A0000000-0000-4000-8000-000000000004"
    let noType = "A0000000-0000-4000-8000-000000000005", unreadable = "A0000000-0000-4000-8000-000000000006"
    let noSession = "A0000000-0000-4000-8000-000000000007", damagedSession = "A0000000-0000-4000-8000-000000000008"
    write(
        knownSessions(
            [restored, noActivity, noUserInfo, undecodable, noType, unreadable, damagedSession].map {
                SceneSessionStandIn($0, configuration: defaultConfiguration)
            }, damaged: [damagedSession]), to: "\(activities)/KnownSceneSessions/data.data")
    write(
        sceneActivity(type: "com.example.viewing", title: "Viewing", userInfo: ["itemID": 7] as NSDictionary),
        to: "\(activities)/\(restored)/data.data")
    write(plainDictionary(["lastTab": 1]), to: "\(activities)/\(noActivity)/userInfo.data")
    write(
        plainDictionary(["CanvasRestorationUserActivityTypeKey": "com.example.viewing"]),
        to: "\(activities)/\(noUserInfo)/data.data")
    write(
        plainDictionary([
            "CanvasRestorationUserActivityTypeKey": "com.example.viewing",
            "CanvasRestorationUserActivityUserInfoDataKey": archive(secure: true) {
                $0.encode(["itemID": 7] as NSDictionary, forKey: "CanvasRestorationUserActivityUserInfoKey")
            }.dropLast(16),
        ]),
        to: "\(activities)/\(undecodable)/data.data")
    write(
        sceneActivity(type: nil, title: "No type", userInfo: ["itemID": 7] as NSDictionary),
        to: "\(activities)/\(noType)/data.data")
    write(
        sceneActivity(type: "com.example.viewing", title: nil, userInfo: ["itemID": 7] as NSDictionary).dropLast(8),
        to: "\(activities)/\(unreadable)/data.data")
    write(
        sceneActivity(type: "com.example.viewing", title: nil, userInfo: ["itemID": 7] as NSDictionary),
        to: "\(activities)/\(noSession)/data.data")
    write(
        sceneActivity(type: "com.example.viewing", title: nil, userInfo: ["itemID": 7] as NSDictionary),
        to: "\(activities)/\(damagedSession)/data.data")
}
