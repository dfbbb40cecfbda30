// Saved state for the Routes builds of Fixtures/apps/migration (README.md there; issue 53): what an
// app whose main storyboard is Tabs.storyboardc saved, against builds whose entry chain makes the
// tab bar controller, its navigation controller and root, and the Settings tab at launch (route 3),
// or does not (no main storyboard); a framework's storyboard saved with its bundle path; scenes
// whose nib is missing or damaged, or whose view controller lost its restoration identifier.
import Foundation

func writeRouteArchives(to folder: String) {
    let bundle = "com.example.Migration.savedState"
    let tabs = "TabController"
    let navigation = "\(tabs)/:[0]:/NavigationController"
    let feed = "\(navigation)/:[0]:/FeedViewController"
    let settings = "\(tabs)/:[1]:/Settings"

    // The entry chain as the app saved it, under the names of `storyboard` (the build's, Tabs and
    // Settings, or ones an older build had), and `pushed` on the navigation stack after the root.
    func saved(storyboard: String, settingsStoryboard: String, pushed: [Preserved] = []) -> Root {
        var root = Root()
        root.bundleVersion = "6.0"
        root.objects = [
            Preserved(
                path: tabs, className: "UITabBarController", storyboard: StoryboardProxy(storyboard),
                storyboardIdentifier: "UITabBarController-Tab-1-abc"
            ) { coder in
                coder.encode(children([navigation, settings]), forKey: "kUIViewControllerChildrenKey")
                coder.encode(PathProxy(navigation), forKey: "kTabBarSelectedViewControllerKey")
            },
            // Made by the tab bar controller's nib without a storyboard identifier of its own: no
            // storyboard route (UIKit saves no identifier for it).
            Preserved(path: navigation, className: "UINavigationController", storyboard: StoryboardProxy(storyboard)) {
                coder in
                coder.encode(children([feed] + pushed.map(\.path)), forKey: "kUIViewControllerChildrenKey")
            },
            Preserved(
                path: feed, className: "UIViewController", storyboard: StoryboardProxy(storyboard),
                storyboardIdentifier: "Feed"),
            Preserved(
                path: settings, className: "UIViewController", storyboard: StoryboardProxy(settingsStoryboard),
                storyboardIdentifier: "Settings"),
        ]
        root.objects += pushed
        return root
    }
    func pushed(_ identifier: String, storyboard: String = "Tabs", bundlePath: String? = nil) -> Preserved {
        Preserved(
            path: "\(navigation)/:[1]:/\(identifier)", className: "UIViewController",
            storyboard: StoryboardProxy(storyboard, bundlePath: bundlePath), storyboardIdentifier: identifier)
    }
    func save(_ root: Root, as name: String) {
        write(rootArchive(root), to: "\(folder)/\(name)/\(bundle)/data.data")
    }
    // Saved by a build whose storyboards were OldTabs and OldSettings: the entry chain comes back
    // by route 3 where the build's main storyboard makes it; a view controller pushed from OldTabs
    // raises.
    save(saved(storyboard: "OldTabs", settingsStoryboard: "OldSettings"), as: "entry-chain-renamed")
    save(
        saved(
            storyboard: "OldTabs", settingsStoryboard: "OldSettings", pushed: [pushed("Detail", storyboard: "OldTabs")]),
        as: "entry-chain-renamed-pushed")
    // KitHome from the storyboard of the app's framework Kit, saved with the framework's bundle path.
    save(
        saved(
            storyboard: "Tabs", settingsStoryboard: "Settings",
            pushed: [
                pushed(
                    "KitHome", storyboard: "Kit",
                    bundlePath:
                        "/private/var/containers/Bundle/Application/4B1E9C2D-0000-4000-8000-00000000000B/Migration.app/Frameworks/Kit.framework"
                )
            ]), as: "framework-storyboard")
    save(saved(storyboard: "Tabs", settingsStoryboard: "Settings", pushed: [pushed("Profile")]), as: "missing-nib")
    save(saved(storyboard: "Tabs", settingsStoryboard: "Settings", pushed: [pushed("Broken")]), as: "damaged-nib")
    save(
        saved(storyboard: "Tabs", settingsStoryboard: "Settings", pushed: [pushed("Compose")]),
        as: "no-restoration-identifier")
    // The navigation controller (no storyboard route of its own) saved with a restoration class the
    // build no longer has: UIKit passes over it and finds the one the main storyboard made (route 3).
    var goneClass = saved(storyboard: "Tabs", settingsStoryboard: "Settings")
    goneClass.objects[1].restorationClass = "GoneNavigationRestorer"
    save(goneClass, as: "entry-chain-gone-class")
}
