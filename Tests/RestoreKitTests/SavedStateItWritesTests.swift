import Testing

@testable import RestoreKit

/// What a build can save (`AppBuild.savableScreens`) and the saved state made of it
/// (`SavedStateItWrites`), which `BuildComparison` judges against the next build.
@Suite struct SavedStateItWritesTests {
    static func build(_ app: String) throws -> AppBuild {
        try EntryChainTests.build(app)
    }

    @Test func everyStoryboardSceneWithARestorationIdentifierIsAScreen() throws {
        let screens = try Self.build("Legacy.app").savableScreens
        #expect(
            screens == [
                // The main storyboard's chain first, as UIKit registers it at launch.
                SavableScreen(
                    path: "NavigationController", className: "UINavigationController", storyboard: "Main",
                    framework: nil, storyboardIdentifier: "UINavigationController-Nav-12-abc"),
                SavableScreen(
                    path: "Detail", className: "_TtC7Example20DetailViewController", storyboard: "Main",
                    framework: nil, storyboardIdentifier: "Detail"),
                SavableScreen(
                    path: "Master", className: "_TtC7Example20MasterViewController", storyboard: "Main",
                    framework: nil, storyboardIdentifier: "Master"),
            ])
    }

    @Test func childrenReferencesAndFrameworksAreScreensToo() throws {
        let screens = try Self.build("Routes.app").savableScreens
        let byPath = Dictionary(screens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // A child the tab bar controller's nib makes, with the storyboard identifier its nib gives it.
        #expect(byPath["TabController/NavigationController/FeedViewController"]?.storyboardIdentifier == "Feed")
        // A reference's target, made from the storyboard it names.
        #expect(byPath["TabController/Settings"]?.storyboard == "Settings")
        #expect(byPath["TabController/Settings"]?.storyboardIdentifier == "Settings")
        // A framework's scene, rooted at itself.
        #expect(byPath["KitHome"]?.framework == "Kit")
        // No restoration identifier: no screen; an unreadable nib: none either.
        #expect(!screens.contains { $0.storyboardIdentifier == "Compose" || $0.storyboardIdentifier == "Broken" })
        #expect(Set(screens.map(\.path)).count == screens.count)
    }

    @Test func theScreensAreSavedAsABuildSavesThemAndReadBack() throws {
        let build = try Self.build("Legacy.app")
        let saved = SavedStateItWrites(build)
        #expect(saved.refused.isEmpty)
        try #require(saved.written.count == 1)
        let archive = try #require(saved.written[0].state.archive)
        #expect(archive.objects.map(\.path) == ["NavigationController", "Detail", "Master"])
        #expect(
            archive.objects.map(\.storyboard?.identifier) == ["UINavigationController-Nav-12-abc", "Detail", "Master"])
        // Judged against the build that wrote it, every screen comes back.
        let dryRun = DryRun(saved.written[0].state, app: AppCheck(build))
        #expect(dryRun.build?.objects.map(\.outcome) == [.restored, .restored, .restored])
    }

    @Test func twoScreensUnderOnePathGoToTwoSavedStates() throws {
        let build = try Self.build("Routes.app")
        let saved = SavedStateItWrites(build)
        let paths = saved.written.map { $0.state.archive?.objects.map(\.path) ?? [] }
        #expect(paths.allSatisfy { Set($0).count == $0.count })
        #expect(paths.flatMap { $0 }.count == saved.screens.count)
    }

    @Test(arguments: [
        ("NoOptIn.app", 0), ("Scenes.app", 0), ("LegacyEncrypted.app", 0), ("SwiftUIApp.app", 0), ("Legacy.app", 3),
    ])
    func onlyALegacyBuildThatOptsInSavesScreens(app: String, screens: Int) throws {
        #expect(SavedStateItWrites(try Self.build(app)).screens.count == screens)
    }

    @Test func aSceneBuildSavesASessionPerConfiguration() throws {
        let scenes = SavedStateItWrites(try Self.build("Scenes.app"))
        let sessions = try #require(scenes.written.first?.state.folder?.scenes)
        #expect(sessions.map { try? $0.session?.get().configuration?.name } == ["Default Configuration"])
        let swiftUI = SavedStateItWrites(try Self.build("SwiftUIApp.app"))
        let made = try #require(swiftUI.written.first?.state.folder?.scenes)
        #expect(made.map { try? $0.session?.get().configuration?.delegateClass } == ["SwiftUI.AppSceneDelegate"])
        #expect(SavedStateItWrites(try Self.build("NoOptIn.app")).written.isEmpty)
    }
}
