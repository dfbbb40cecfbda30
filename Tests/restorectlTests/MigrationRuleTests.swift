import Foundation
import Testing

/// `validate --app`'s migration rules on Fixtures/apps/migration through the command line: each
/// rule on the build and saved state that break it, none on the matching ones. The library-level
/// table, with the dry run's outcome beside each finding, is RestoreKitTests' MigrationDecisionTests.

/// The rules the migration fixtures cover.
let migrationRules: Set = [
    "app-not-opted-in", "scene-app-ignores-legacy-state", "scene-delegate-not-used", "scene-class-not-used",
    "scene-role-not-in-app",
    "scene-class-framework-not-linked", "scene-class-not-resolved", "scene-sessions-ignored", "app-classes-unknown",
]

/// The migration builds and the saved-state folders each is checked against, for the rule-check test.
func migrationRuns() throws -> [(app: String, savedState: String)] {
    let root = Tool.fixture("apps/migration")
    // The builds UIKit state restoration does not apply to are refused: NotUIKitBuildTests.
    let apps = try FileManager.default.contentsOfDirectory(atPath: root)
        .filter { $0.hasSuffix(".app") && !["AppKit.app", "Watch.app"].contains($0) }.sorted()
    let folders = try FileManager.default.contentsOfDirectory(atPath: root + "/archives").sorted()
    return apps.flatMap { app in
        folders.map { ("\(root)/\(app)", "\(root)/archives/\($0)/com.example.Migration.savedState") }
    }
}

@Test(arguments: [
    ("legacy", "NoOptIn.app", ["app-not-opted-in"], 1),
    ("legacy", "Legacy.app", ["restoration-class-not-in-app"], 1), // GoneRestorer, route 1 passed over
    ("legacy", "Scenes.app", ["scene-app-ignores-legacy-state"], 0),
    ("scene-code-old-delegate", "Scenes.app", ["scene-delegate-not-used"], 1),
    ("scene-code-matching", "Scenes.app", [], 0),
    ("scene-code-swiftui", "EmbeddedSwiftUI.app", ["scene-delegate-not-used"], 1),
    ("scene-code-swiftui", "SwiftUI.app", [], 0),
    ("scene-code-swiftui", "Scenes.app", ["scene-class-framework-not-linked"], 0),
    ("scene-other-role", "Scenes.app", ["scene-role-not-in-app"], 1),
    ("scene-other-role", "ConnectSelector.app", [], 0),
    ("scene-named-renamed", "Scenes.app", ["scene-configuration-not-in-app"], 0),
    ("scene-named-default", "Scenes.app", [], 0),
    ("scene-code-gone", "Scenes.app", ["scene-class-not-resolved"], 0),
    ("scene-code-old-scene-class", "SceneClass.app", ["scene-class-not-used"], 1),
    ("scene-code-scene-class", "SceneClass.app", [], 0),
    ("scene-code-not-a-scene", "SceneClass.app", ["scene-class-not-resolved"], 0),
    ("scene-code-storyboard-gone", "Scenes.app", ["scene-class-not-resolved"], 0),
    ("scene-code-wrapper-gone", "Scenes.app", ["scene-class-not-resolved"], 0),
    ("scene-named-default", "Legacy.app", ["scene-sessions-ignored"], 0),
    // Issue 53: a SwiftUI App build is a scene app; unknown is not a fact; a renamed module resolves nowhere.
    ("legacy", "SwiftUIApp.app", ["scene-app-ignores-legacy-state"], 0),
    ("scene-code-swiftui", "SwiftUIApp.app", [], 0),
    ("scene-code-matching", "SwiftUIApp.app", ["scene-delegate-not-used"], 1),
    ("scene-code-swiftui", "SwiftUIAppEncrypted.app", ["app-classes-unknown"], 0),
    ("scene-other-role", "LegacyEncrypted.app", ["app-classes-unknown"], 0),
    ("scene-other-role", "LegacyNoExecutable.app", ["app-classes-unknown"], 0),
    ("renamed-identifier", "LegacyEncrypted.app", ["app-classes-unknown"], 0),
    ("renamed-identifier", "Legacy.app", ["storyboard-identifier-not-in-app", "restoration-class-not-in-app"], 1),
    ("scene-code-renamed-module", "Scenes.app", ["scene-class-not-resolved"], 0),
])
func migrationRuleOnTheCommandLine(_ folder: String, _ app: String, _ rules: [String], _ status: Int32) throws {
    let savedState = Tool.fixture("apps/migration/archives/\(folder)/com.example.Migration.savedState")
    let (exit, lines) = try validateJSON(["--app", Tool.fixture("apps/migration/\(app)"), savedState])
    // A known session without a scene folder is a note of the scene checks (these folders hold sessions only).
    #expect(
        lines.first?.findings.map(\.rule).filter { $0 != "session-without-scene" } == rules,
        "\(lines.first?.findings.map(\.message) ?? [])")
    #expect(exit == status)
}
