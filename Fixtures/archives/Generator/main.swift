// Writes the restoration-archive fixtures. Run by `make fixtures`, which compiles this folder with
// swiftc and runs it with SWIFT_DETERMINISTIC_HASHING=1, so that every run writes the same bytes.
// Each fixture is a `<bundle-id>.savedState` folder as UIKit leaves it; Fixtures/README.md says
// what each one holds.
import Foundation

// A phone app with a tab bar of two navigation stacks; UIKit's key spellings; NSData coders;
// an app delegate's extra keys; `inprogress.data` beside it.
let tab = "TabController"
let feedStack = "\(tab)/:[0]:/NavigationController"
let settingsStack = "\(tab)/:[1]:/NavigationController"
let feed = "\(feedStack)/:[0]:/FeedViewController"
let settings = "\(settingsStack)/:[0]:/SettingsViewController"
let detail = "\(settingsStack)/:[1]:/DetailViewController"
let draft = try! NSKeyedArchiver.archivedData(
    withRootObject: ["draft": "Hello", "cursor": 5] as NSDictionary, requiringSecureCoding: false)

var tabBar = Root()
tabBar.objects = [
    Preserved(path: tab, className: "UITabBarController") { coder in
        coder.encode(children([feedStack, settingsStack]), forKey: "kUIViewControllerChildrenKey")
        coder.encode(PathProxy(settingsStack), forKey: "kTabBarSelectedViewControllerKey")
    },
    Preserved(path: feedStack, className: "UINavigationController") { coder in
        coder.encode(children([feed]), forKey: "kUIViewControllerChildrenKey")
    },
    Preserved(path: feed, className: "Example.FeedViewController") { coder in
        coder.encode(2, forKey: "selectedIndex")
        coder.encode(120.5, forKey: "scrollOffset")
        coder.encode("unread" as NSString, forKey: "filter")
        coder.encode(Date(timeIntervalSinceReferenceDate: 420_734_000) as NSDate, forKey: "lastRefresh")
        coder.encode(
            ["feedTable": viewState(contentOffset: "{0, 240}", selectedRow: 3) as NSData] as NSDictionary,
            forKey: "kViewRestorationDataKey")
    },
    Preserved(path: settingsStack, className: "UINavigationController") { coder in
        coder.encode(children([settings, detail]), forKey: "kUIViewControllerChildrenKey")
    },
    Preserved(
        path: settings, className: "_TtC7Example22SettingsViewController",
        restorationClass: "_TtC7Example22SettingsViewController",
        storyboard: StoryboardProxy("Main"), storyboardIdentifier: "Settings"
    ) { coder in
        coder.encode(false, forKey: "notificationsEnabled")
    },
    Preserved(path: detail, className: "Example.DetailViewController", restorationClass: "Example.DetailRestorer") {
        coder in
        coder.encode(NSUUID(uuidString: "0AD8637A-7584-40CF-8896-BD87B3280C34")!, forKey: "itemID")
        coder.encode(NSURL(string: "https://example.com/items/42")!, forKey: "sourceURL")
        coder.encode(["swift", "uikit"] as NSArray, forKey: "tags")
        coder.encode(["rating": 4, "title": "Restoring state"] as NSDictionary, forKey: "summary")
        coder.encode(draft as NSData, forKey: "draftArchive")
        coder.encode(PathProxy(feed), forKey: "backReference")
    },
]
tabBar.extras = { archiver in
    archiver.encode("Notes/Groceries.txt" as NSString, forKey: "lastOpenedDocument")
    archiver.encode(7, forKey: "launchCount")
}
tabBar.sizeClasses = [("MainWindow", "UIUserInterfaceSizeClassCompact", "UIUserInterfaceSizeClassRegular")]
tabBar.firstResponders = [detail]
tabBar.ignoreSnapshot = false
write(rootArchive(tabBar), to: "\(output)/com.example.TabBar.savedState/data.data")
write(restorationInfo(ignoreSnapshot: false), to: "\(output)/com.example.TabBar.savedState/restorationInfo.plist")
let inProgress = try! PropertyListSerialization.data(
    fromPropertyList: ["kRestorationTriesLeft": 1, "kRestorationExtended": false] as NSDictionary, format: .binary,
    options: 0)
write(inProgress, to: "\(output)/com.example.TabBar.savedState/inprogress.data")

// An iPad split view: the `...Key` metadata spellings of hand-made archives; NSMutableData
// coders; a view-only object; non-ASCII identifiers; a storyboard outside the main bundle; two
// windows' size classes; no snapshot flag in the archive, only in restorationInfo.plist.
let split = "Split"
let master = "\(split)/:[0]:/Master"
let inbox = "\(master)/:[0]:/Boîte de réception"
let detailPane = "\(split)/:[1]:/詳細"
let header = "\(detailPane)/headerView"

var splitView = Root()
splitView.idiom = 1
splitView.systemVersion = "16.7.2"
splitView.bundleVersion = "88"
splitView.keySuffix = "Key"
splitView.timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000.5)
splitView.objects = [
    Preserved(path: split, className: "UISplitViewController", mutableData: true) { coder in
        coder.encode(children([master, detailPane]), forKey: "kUIViewControllerChildrenKey")
        coder.encode(1, forKey: "displayMode")
    },
    Preserved(path: master, className: "UINavigationController", mutableData: true) { coder in
        coder.encode(children([inbox]), forKey: "kUIViewControllerChildrenKey")
    },
    Preserved(
        path: inbox, className: "Mail.MailboxViewController",
        storyboard: StoryboardProxy(
            "Mailbox", bundlePath: "/private/var/containers/Bundle/Application/Mail.app/Frameworks/MailUI.framework"),
        storyboardIdentifier: "MailboxList", mutableData: true
    ) { coder in
        coder.encode("Boîte de réception" as NSString, forKey: "mailboxName")
        coder.encode(["msg-1", "msg-2", "msg-3"] as NSArray, forKey: "visibleMessageIDs")
    },
    Preserved(
        path: detailPane, className: "_TtC4Mail21MessageViewController",
        restorationClass: "_TtC4Mail21MessageViewController", mutableData: true
    ) { coder in
        coder.encode("msg-2" as NSString, forKey: "messageID")
        coder.encode(
            ["body": viewState(contentOffset: "{0, 880}", selectedRow: 0) as NSData] as NSDictionary,
            forKey: "kViewRestorationDataKey")
    },
    Preserved(path: header, className: "Mail.HeaderView", isViewController: false, mutableData: true) { coder in
        coder.encode(true, forKey: "isExpanded")
    },
]
splitView.sizeClasses = [
    ("Main", "UIUserInterfaceSizeClassRegular", "UIUserInterfaceSizeClassRegular"),
    ("Compose", "UIUserInterfaceSizeClassCompact", "UIUserInterfaceSizeClassRegular"),
]
splitView.firstResponders = [inbox, header]
write(rootArchive(splitView), to: "\(output)/com.example.Mail.savedState/data.data")
write(restorationInfo(ignoreSnapshot: true), to: "\(output)/com.example.Mail.savedState/restorationInfo.plist")

// A large archive: a tab bar of 10 navigation stacks of 100 view controllers each (1,011 objects).
var large = Root()
large.bundleVersion = "2024.1"
let stacks = (0..<10).map { "Tabs/:[\($0)]:/Stack\($0)" }
large.objects = [
    Preserved(path: "Tabs", className: "UITabBarController") { coder in
        coder.encode(children(stacks), forKey: "kUIViewControllerChildrenKey")
    }
]
for (stackIndex, stack) in stacks.enumerated() {
    let screens = (0..<100).map { "\(stack)/:[\($0)]:/Screen\($0)" }
    large.objects.append(
        Preserved(path: stack, className: "UINavigationController") { coder in
            coder.encode(children(screens), forKey: "kUIViewControllerChildrenKey")
        })
    for (screenIndex, screen) in screens.enumerated() {
        large.objects.append(
            Preserved(path: screen, className: "Example.ScreenViewController") { coder in
                coder.encode(stackIndex * 100 + screenIndex, forKey: "screenNumber")
                coder.encode("Screen \(screenIndex) of stack \(stackIndex)" as NSString, forKey: "title")
            })
    }
}
write(rootArchive(large), to: "\(output)/com.example.Large.savedState/data.data")

// One fixture per validation rule, each breaking exactly that rule of a small clean archive.
// The expectation rules (bundle-version-mismatch, idiom-mismatch, unknown-class) use the clean
// archive itself with expectations it does not meet; see Tests/restorectlTests/ValidateTests.swift.
func ruleBase() -> Root {
    var root = Root()
    root.bundleVersion = "3.1"
    root.objects = [
        Preserved(path: "Root", className: "UINavigationController") { coder in
            coder.encode(children(["Root/:[0]:/List"]), forKey: "kUIViewControllerChildrenKey")
        },
        Preserved(
            path: "Root/:[0]:/List", className: "Example.ListViewController", restorationClass: "Example.ListRestorer"
        ) { coder in
            coder.encode(4, forKey: "selectedRow")
        },
    ]
    return root
}
let rules = "\(output)/../rules"
write(rootArchive(ruleBase()), to: "\(rules)/clean/data.data")
write(rootArchive(ruleBase()).dropLast(10), to: "\(rules)/malformed-plist/data.data")
write(
    try! PropertyListSerialization.data(
        fromPropertyList: ["$archiver": "NSKeyedArchiver", "$version": 100000, "$top": ["root": "x"]] as NSDictionary,
        format: .binary, options: 0), to: "\(rules)/not-keyed-archive/data.data")
write(breakClassDescription(rootArchive(ruleBase()), className: "NSArray"), to: "\(rules)/bad-reference/data.data")
// A keyed archive UIKit wrote, but an object's own coder rather than the restoration root.
write(ruleBase().objects[1].coder, to: "\(rules)/not-restoration-archive/data.data")
var malformedObject = ruleBase()
malformedObject.objects[1].coderBytes = malformedObject.objects[1].coder.dropLast(40)
write(rootArchive(malformedObject), to: "\(rules)/malformed-object/data.data")
var missingObject = ruleBase()
missingObject.extraListedPaths = ["Root/:[0]:/List/:[0]:/Detail"]
write(rootArchive(missingObject), to: "\(rules)/missing-object/data.data")
var duplicatePath = ruleBase()
duplicatePath.extraListedPaths = ["Root/:[0]:/List"]
write(rootArchive(duplicatePath), to: "\(rules)/duplicate-path/data.data")
var dangling = ruleBase()
dangling.objects[1].state = { coder in coder.encode(PathProxy("Root/:[0]:/List/:[0]:/Gone"), forKey: "detail") }
write(rootArchive(dangling), to: "\(rules)/dangling-reference/data.data")
var orphan = ruleBase()
orphan.objects.append(
    Preserved(path: "Root/:[0]:/List/:[0]:/Unnamed/:[0]:/Deep", className: "Example.DeepViewController"))
orphan.objects.append(
    Preserved(path: "Root/:[0]:/List/:[0]:/Unnamed/:[0]:/Deep/:[0]:/Deeper", className: "Example.DeeperViewController"))
write(rootArchive(orphan), to: "\(rules)/orphan-path/data.data")
var unlisted = ruleBase()
unlisted.objects.append(
    Preserved(path: "Root/:[0]:/List/:[1]:/Extra", className: "Example.ExtraViewController", listed: false))
write(rootArchive(unlisted), to: "\(rules)/unlisted-object/data.data")
var missingMetadata = ruleBase()
missingMetadata.hasSystemVersion = false
write(rootArchive(missingMetadata), to: "\(rules)/missing-metadata/data.data")
var unsupportedVersion = ruleBase()
unsupportedVersion.majorVersion = 3
write(rootArchive(unsupportedVersion), to: "\(rules)/unsupported-archive-version/data.data")
var unsavedResponder = ruleBase()
unsavedResponder.firstResponders = ["Root/:[0]:/List", "Root/:[0]:/List/:[0]:/SearchField"]
write(rootArchive(unsavedResponder), to: "\(rules)/first-responder-not-saved/data.data")
var reserved = ruleBase()
reserved.objects[1].state = { coder in
    coder.encode("3.1" as NSString, forKey: "UIApplicationStateRestorationBundleVersion")
}
write(rootArchive(reserved), to: "\(rules)/reserved-key/data.data")
writeFollowOnFixtures(base: ruleBase(), to: rules)
writeExplainFixtures(base: ruleBase(), to: "\(output)/../explain")
writeAppArchives(to: "\(output)/../apps/archives")
writeMigrationArchives(to: "\(output)/../apps/migration/archives")
writeRouteArchives(to: "\(output)/../apps/migration/archives")
write(
    Data(
        "# The app's classes; UIKit's own need not be listed\nExample.ListViewController\nExample.ListRestorer\n".utf8),
    to: "\(rules)/known-classes.txt")
write(
    Data("# The same app after ListViewController was renamed\nExample.ListScreen\nExample.ListRestorer\n".utf8),
    to: "\(rules)/known-classes-renamed.txt")

// Scene-based apps. Only scenes: two window scenes, one configured from the Info.plist, one made
// in code, each with a restoration activity; the first with the session's userInfo files.
let sceneA = "6C1A0D7E-0F5B-4C8E-9A55-3B7E1C2D4F60", sceneB = "B2E4F6A8-1C3D-4E5F-8A9B-0C1D2E3F4A5B"
let scenesFolder = "\(output)/com.example.Scenes.savedState"
let inspectorConfiguration = SceneConfigurationStandIn(
    sceneClass: "UIWindowScene", delegateClass: "Example.InspectorSceneDelegate")
write(
    knownSessions([
        SceneSessionStandIn(sceneA, configuration: defaultConfiguration),
        SceneSessionStandIn(sceneB, configuration: inspectorConfiguration),
    ]),
    to: "\(scenesFolder)/KnownSceneSessions/data.data")
write(
    sceneActivity(
        type: "com.example.viewing", title: "Viewing item 42",
        userInfo: ["itemID": 42, "scrollPosition": 0.5] as NSDictionary),
    to: "\(scenesFolder)/\(sceneA)/data.data")
write(plainDictionary(["lastTab": 2]), to: "\(scenesFolder)/\(sceneA)/userInfo.data")
write(plainDictionary(["UISceneSessionVersion": 1]), to: "\(scenesFolder)/\(sceneA)/internalUserInfo.data")
write(
    sceneActivity(type: "com.example.inspecting", title: nil, userInfo: ["panel": "layers"] as NSDictionary),
    to: "\(scenesFolder)/\(sceneB)/data.data")

// Both kinds: a view-controller archive beside one scene, whose userInfo.data is a keyed archive
// as older or hand-made files have it, and the state of a test launch (TestApplicationState).
let bothFolder = "\(output)/com.example.Both.savedState"
write(rootArchive(ruleBase()), to: "\(bothFolder)/data.data")
write(
    knownSessions([
        SceneSessionStandIn(sceneA, configuration: defaultConfiguration),
        SceneSessionStandIn("TestApplicationState", configuration: defaultConfiguration),
    ]),
    to: "\(bothFolder)/KnownSceneSessions/data.data")
write(
    sceneActivity(type: "com.example.browsing", title: "Browsing", userInfo: ["query": "restoration"] as NSDictionary),
    to: "\(bothFolder)/\(sceneA)/data.data")
write(
    try! NSKeyedArchiver.archivedData(withRootObject: ["lastTab": 1] as NSDictionary, requiringSecureCoding: false),
    to: "\(bothFolder)/\(sceneA)/userInfo.data")
write(
    sceneActivity(type: "com.example.testing", title: nil, userInfo: ["fixture": "empty"] as NSDictionary),
    to: "\(bothFolder)/TestApplicationState/data.data")

// Damaged scenes, one problem each: a session whose archive is cut short (with no folder), a scene
// folder whose data.data is cut short, one whose activity has no type, one no session knows, and
// a readable session without a folder.
let damaged = "\(rules)/scenes.savedState"
let cutSession = "11111111-0000-0000-0000-000000000001", cutScene = "22222222-0000-0000-0000-000000000002"
let untyped = "33333333-0000-0000-0000-000000000003", unknown = "44444444-0000-0000-0000-000000000004"
let folderless = "55555555-0000-0000-0000-000000000005"
write(
    knownSessions(
        [
            SceneSessionStandIn(cutSession, configuration: defaultConfiguration),
            SceneSessionStandIn(cutScene, configuration: defaultConfiguration),
            SceneSessionStandIn(untyped, configuration: defaultConfiguration),
            SceneSessionStandIn(folderless, configuration: defaultConfiguration),
        ], damaged: [cutSession]),
    to: "\(damaged)/KnownSceneSessions/data.data")
write(
    sceneActivity(type: "com.example.viewing", title: nil, userInfo: [:] as NSDictionary).dropLast(8),
    to: "\(damaged)/\(cutScene)/data.data")
write(sceneActivity(type: nil, title: "No type", userInfo: [:] as NSDictionary), to: "\(damaged)/\(untyped)/data.data")
write(
    sceneActivity(type: "com.example.viewing", title: nil, userInfo: [:] as NSDictionary),
    to: "\(damaged)/\(unknown)/data.data")

// Healthy saved state as real iOS devices often hold it: only KnownSceneSessions/data.data, no
// scene folder and no view-controller archive (an app that saves no restoration activity). Two
// sessions, one configured from the Info.plist, one made in code.
write(
    knownSessions([
        SceneSessionStandIn("0F3B5D7A-1111-4222-8333-944455566677", configuration: defaultConfiguration),
        SceneSessionStandIn("9E8D7C6B-AAAA-4BBB-8CCC-DDDEEEFFF000", configuration: inspectorConfiguration),
    ]),
    to: "\(rules)/sessions-only.savedState/KnownSceneSessions/data.data")

// SwiftUI apps: @SceneStorage values in the scenes' activities (SwiftUIScenes.swift).
writeSwiftUIFixtures(to: output, rules: rules)
writeSwiftUINavigationFixture(to: output)

// Attributed strings, index sets, colours and fonts, as objects that stand for a value (Blobs.swift).
writeBlobs(to: "\(output)/blobs/Blobs.archive")
