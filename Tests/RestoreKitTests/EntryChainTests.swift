import Foundation
@testable import RestoreKit
import Testing

/// The main storyboard's entry chain (issue 53): the restoration identifier paths a build's main
/// storyboard makes at launch (Fixtures/apps/migration's Routes builds, whose Tabs.storyboardc
/// NibChildrenTests reads).
struct EntryChainTests {
    static func build(_ app: String) throws -> AppBuild {
        try AppBuild.read(at: "/memory/apps/migration/\(app)", in: MemoryFiles(fixtures: "apps/migration"))
    }

    @Test func theMainStoryboardMakesTheEntryChainAtLaunch() throws {
        let paths: Set = [
            "TabController", "TabController/NavigationController",
            "TabController/NavigationController/FeedViewController",
            "TabController/Settings",
        ]
        #expect(try Self.build("Routes.app").mainStoryboardRestorationPaths == paths)
        #expect(try Self.build("RoutesFixed.app").mainStoryboardRestorationPaths == paths)
        #expect(try Self.build("RoutesNoMainStoryboard.app").mainStoryboardRestorationPaths.isEmpty)
        // Legacy.app's Main: a navigation controller whose nib makes no child.
        #expect(try Self.build("Legacy.app").mainStoryboardRestorationPaths == ["NavigationController"])
    }

    @Test func onlyWhatEveryLocalizationMakesAndEveryReadableNibSettles() throws {
        var build = try Self.build("RoutesFixed.app")
        // A second copy (another localization) whose navigation controller has no restoration identifier.
        var copy = try #require(build.storyboards.first { $0.name == "Tabs" })
        copy.location.localization = "fr"
        var storyboard = try copy.contents.get()
        let entry = try #require(storyboard.scenes.firstIndex { $0.identifier == storyboard.entryPointIdentifier })
        var contents = try storyboard.scenes[entry].contents.get()
        contents.viewControllers[1].restorationIdentifier = nil
        storyboard.scenes[entry].contents = .success(contents)
        copy.contents = .success(storyboard)
        build.storyboards.append(copy)
        #expect(build.mainStoryboardRestorationPaths == ["TabController", "TabController/Settings"])
        // The referenced storyboard cannot be read: its view controller is not settled.
        build.storyboards = build.storyboards.map { storyboard in
            var changed = storyboard
            if changed.name == "Settings" { changed.contents = .failure(NibError(at: 0, "refused")) }
            return changed
        }
        #expect(build.mainStoryboardRestorationPaths == ["TabController"])
    }

    @Test func aChildListThatNamesItsOwnContainerEnds() throws {
        var build = try Self.build("RoutesFixed.app")
        let index = try #require(build.storyboards.firstIndex { $0.name == "Tabs" })
        var storyboard = try build.storyboards[index].contents.get()
        let entry = try #require(storyboard.scenes.firstIndex { $0.identifier == storyboard.entryPointIdentifier })
        var contents = try storyboard.scenes[entry].contents.get()
        // Every controller lists the tab bar controller and itself, twice: a walk without bounds never ends.
        for position in contents.viewControllers.indices {
            contents.viewControllers[position].children += Array(
                repeating: [.viewController(0), .viewController(position)], count: 2
            ).flatMap { $0 }
        }
        storyboard.scenes[entry].contents = .success(contents)
        build.storyboards[index].contents = .success(storyboard)
        let paths = build.mainStoryboardRestorationPaths
        #expect(paths.contains("TabController/NavigationController/FeedViewController"))
        #expect(paths.count <= ScreenWalk.maximumControllers)
        #expect(paths.allSatisfy { $0.split(separator: "/").count <= ScreenWalk.maximumDepth })
    }
}
