import Testing

@testable import RestoreKit

/// `BuildComparison` on the pairs of Fixtures/apps/breaking (README.md there says what each pair
/// changes): each finds what its one change breaks, in both directions, and the pairs that change
/// nothing find nothing.
@Suite struct BuildComparisonTests {
    static let files = Result { try MemoryFiles(fixtures: "apps/breaking", "apps/migration") }

    static func comparison(_ pair: String, reversed: Bool = false) throws -> BuildComparison {
        let files = try Self.files.get()
        let old = try AppBuild(contentsOf: "/memory/apps/breaking/\(pair)/Old.app", in: files)
        let new = try AppBuild(contentsOf: "/memory/apps/breaking/\(pair)/New.app", in: files)
        return reversed ? BuildComparison(old: new, new: old) : BuildComparison(old: old, new: new)
    }

    static func rules(_ comparison: BuildComparison) -> [String] {
        comparison.findings.map { "\($0.rule.rawValue) \($0.path ?? "-")" }
    }

    @Test(arguments: [
        ("identifier-removed", ["storyboard-identifier-not-in-app Detail"]),
        ("storyboard-renamed", ["storyboard-not-in-app Settings"]),
        ("opt-in-dropped", ["app-not-opted-in -"]),
    ])
    func aRestorationChangeIsAnError(pair: String, expected: [String]) throws {
        let comparison = try Self.comparison(pair)
        #expect(Self.rules(comparison) == expected)
        #expect(comparison.findings.allSatisfy { $0.severity == .error })
    }

    /// The change undone is a change of its own: back to a storyboard identifier or a storyboard
    /// the other build lacks; opting in again breaks nothing.
    @Test(arguments: [
        ("identifier-removed", ["storyboard-identifier-not-in-app Detail"]),
        ("storyboard-renamed", ["storyboard-not-in-app Settings"]),
        ("opt-in-dropped", []),
    ])
    func theChangeUndone(pair: String, expected: [String]) throws {
        #expect(Self.rules(try Self.comparison(pair, reversed: true)) == expected)
    }

    @Test(arguments: ["same", "toolchain"])
    func aPairThatChangesNothingFindsNothing(pair: String) throws {
        let comparison = try Self.comparison(pair)
        #expect(Self.rules(comparison) == [])
        #expect(Self.rules(try Self.comparison(pair, reversed: true)) == [])
        // OLD saves screens, and each is judged.
        #expect(!comparison.written.screens.isEmpty)
    }

    @Test func everyBuildComparedWithItselfFindsNothing() throws {
        let files = try Self.files.get()
        for name in files.subfolders(of: "/memory/apps/migration") where name.hasSuffix(".app") {
            guard let build = try? AppBuild(contentsOf: "/memory/apps/migration/\(name)", in: files) else { continue }
            let found = BuildComparison(old: build, new: build).findings.filter { $0.rule != .buildCannotShow }
            #expect(found.isEmpty, "\(name): \(found.map(\.message))")
        }
    }

    @Test func aMoveToScenesLosesEveryScreenOnceAndSaysWhich() throws {
        let comparison = try Self.comparison("legacy-to-scenes-handled")
        let lost = comparison.findings.filter { $0.rule == .sceneAppIgnoresLegacyState }
        #expect(lost.count == 1)
        #expect(lost.first?.severity == .warning)
        #expect(lost.first?.message.contains("3 screens") == true)
        // Back to the legacy life cycle, the scenes' sessions are kept and their configurations ignored.
        #expect(
            Self.rules(try Self.comparison("legacy-to-scenes-handled", reversed: true)) == [
                "scene-sessions-ignored UISceneConfigurations/UIWindowSceneSessionRoleApplication/Default Configuration"
            ])
    }

    static let sceneRole = "UIWindowSceneSessionRoleApplication"

    /// Each pair that changes what reaches the app finds it, a warning each; the change undone
    /// finds nothing of it.
    @Test(arguments: [
        ("restoration-class-removed", ["restoration-class-removed RestorerViewController"]),
        ("url-scheme", ["url-scheme-removed CFBundleURLTypes/example-share"]),
        ("activity-type", ["activity-type-removed NSUserActivityTypes/com.example.browse"]),
        ("quick-action", ["quick-action-removed UIApplicationShortcutItems/com.example.search"]),
        ("intent-removed", ["app-intent-removed Metadata.appintents/actions/OpenNoteIntent"]),
        ("entity-removed", ["app-entity-removed Metadata.appintents/entities/TagEntity"]),
        ("intents-not-understood", ["app-intents-not-understood Metadata.appintents/extract.actionsdata"]),
        ("intents-unreadable", ["app-intents-not-understood Metadata.appintents/extract.actionsdata"]),
        (
            "configuration-renamed",
            ["scene-configuration-not-in-app UISceneConfigurations/\(sceneRole)/Default Configuration"]
        ),
        (
            "legacy-to-scenes",
            [
                "scene-app-ignores-legacy-state -", "entry-point-not-received SceneDelegate/scene:openURLContexts:",
                "entry-point-not-received SceneDelegate/scene:continueUserActivity:",
                "entry-point-not-received SceneDelegate/windowScene:performActionForShortcutItem:completionHandler:",
                "app-delegate-method-not-called SceneDelegate/sceneDidBecomeActive:",
                "app-delegate-method-not-called SceneDelegate/sceneWillResignActive:",
                "app-delegate-method-not-called SceneDelegate/sceneDidEnterBackground:",
                "app-delegate-method-not-called SceneDelegate/sceneWillEnterForeground:",
                "app-delegate-method-not-called SceneDelegate/stateRestorationActivityForScene:",
            ]
        ),
        ("legacy-to-scenes-handled", ["scene-app-ignores-legacy-state -"]),
        // The counterparts in a category count as the class's own.
        ("legacy-to-scenes-category", ["scene-app-ignores-legacy-state -"]),
        (
            "legacy-to-scenes-unrestored",
            [
                "scene-app-ignores-legacy-state -",
                "app-delegate-method-not-called SceneDelegate/stateRestorationActivityForScene:",
            ]
        ),
        // SwiftUI's scene delegate forwards to what no build shows: said once, never "nothing receives".
        ("swiftui-app", ["scene-app-ignores-legacy-state -", "build-cannot-show -"]),
    ])
    func aChangeOfWhatReachesTheAppIsAWarning(pair: String, expected: [String]) throws {
        let comparison = try Self.comparison(pair)
        #expect(Self.rules(comparison) == expected)
        #expect(comparison.findings.allSatisfy { $0.severity == ($0.rule == .buildCannotShow ? .note : .warning) })
        // Undone, what was removed comes back and scenes go: none of it is found again, and no
        // entry point stops arriving (a file not understood is not understood either way).
        let undone = try Self.comparison(pair, reversed: true)
        #expect(!undone.findings.contains { $0.rule.check == .comparedEntryPoints })
        if !pair.hasPrefix("intents-") { #expect(!Self.rules(undone).contains(where: expected.contains)) }
    }

    /// A URL scheme is matched whatever its case, in NEW and among OLD's own.
    @Test func aSchemeIsOneWhateverItsCase() throws {
        let files = try Self.files.get()
        var old = try AppBuild(contentsOf: "/memory/apps/breaking/url-scheme/Old.app", in: files)
        var new = old
        old.info.urlSchemes = ["Example-Share", "example-share", "example"]
        new.info.urlSchemes = ["EXAMPLE"]
        #expect(
            Self.rules(BuildComparison(old: old, new: new)) == ["url-scheme-removed CFBundleURLTypes/Example-Share"])
    }

    @Test func aColdLaunchIsSaidAsFarAsTheBuildShows() throws {
        let url = try #require(
            try Self.comparison("legacy-to-scenes").findings.first { $0.rule == .entryPointNotReceived })
        #expect(url.message.contains("\"example\""))
        #expect(url.message.contains("At a cold launch only scene:willConnectToSession:options:"))
    }

    @Test func aRenamedConfigurationFallsBackSilently() throws {
        let comparison = try Self.comparison("configuration-renamed")
        #expect(comparison.findings.map(\.rule) == [.sceneConfigurationNotInApp])
        #expect(comparison.findings.first?.severity == .warning)
    }
}
