import Foundation
import Testing

/// `restorectl explain SAVED --app APP` on Fixtures/apps/migration through the binary: each row
/// of the spec's table and each route, in text and JSON, both ways; the same verdict as
/// `validate --app` (MigrationRuleTests checks validate's side of the same pairings).
struct ExplainAppTests {
    static func savedState(_ folder: String) -> String {
        Tool.fixture("apps/migration/archives/\(folder)/com.example.Migration.savedState")
    }

    static func app(_ name: String) -> String { Tool.fixture("apps/migration/\(name)") }

    /// The text view, the JSON document and the exit status (the same for both).
    static func explain(_ folder: String, _ app: String) throws -> (
        status: Int32, text: String, document: [String: Any]
    ) {
        let text = try Tool.run(["explain", "--app", self.app(app), savedState(folder)])
        let json = try Tool.run(["explain", "--format", "json", "--app", self.app(app), savedState(folder)])
        #expect(text.status == json.status, "\(text.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        return (text.status, text.text, document)
    }

    /// One pairing: the scene's outcome in the build (nil: none checked), each object's outcome
    /// in the build (empty: none checked), a line of the text view, the exit status.
    struct Row: Sendable, CustomTestStringConvertible {
        var folder: String
        var app: String
        var scene: String?
        var objects: [String] = []
        var text: String
        var status: Int32
        var testDescription: String { "\(folder) in \(app)" }
    }

    @Test(
        "each row of the spec's table, both ways",
        arguments: [
            Row(
                folder: "legacy", app: "NoOptIn.app", objects: Array(repeating: "skipped", count: 8),
                text: "skipped (the build has not opted in)", status: 1),
            Row(
                folder: "legacy", app: "DeprecatedOptIn.app",
                text: "The app delegate implements application:shouldRestoreApplicationState:, so the build opts in",
                status: 0),
            Row(
                folder: "legacy", app: "Legacy.app",
                objects: [
                    "restored", "restored", "restored", "ifAppProvides", "ifAppProvides", "ifAppProvides",
                    "ifAppProvides", "unknown",
                ],
                text: "1. NavigationController: restored", status: 0),
            Row(
                folder: "legacy", app: "Scenes.app", objects: Array(repeating: "skipped", count: 8),
                text: "skipped (the build adopts the scene life cycle)", status: 0),
            Row(
                folder: "legacy", app: "EmptyManifest.app", text: "The build does not adopt the scene life cycle",
                status: 0),
            Row(
                folder: "legacy", app: "EmptyRoles.app", text: "The build does not adopt the scene life cycle",
                status: 0),
            Row(
                folder: "legacy", app: "DiscardSelector.app",
                text: "No screen saved in data.data comes back in this build: it adopts the scene life cycle", status: 0
            ),
            Row(
                folder: "renamed-identifier", app: "Legacy.app", objects: ["restored", "restored", "raises"],
                text: "3. NavigationController/:[1]:/Detail: raises: the app crashes", status: 1),
            Row(
                folder: "scene-with-legacy", app: "Scenes.app", scene: "normal", text: "in the build: a normal scene",
                status: 0),
            Row(
                folder: "scene-code-old-delegate", app: "Scenes.app", scene: "wrongDelegate",
                text: "delegate UIKit instantiates: OldSceneDelegate (the build's for the role is SceneDelegate)",
                status: 1),
            Row(
                folder: "scene-code-matching", app: "Scenes.app", scene: "normal",
                text: "delegate UIKit instantiates: SceneDelegate (the build's for the role)", status: 0),
            Row(
                folder: "scene-code-swiftui", app: "EmbeddedSwiftUI.app", scene: "wrongDelegate",
                text: "the wrong delegate: an empty or black window", status: 1),
            Row(
                folder: "scene-code-swiftui-mangled", app: "EmbeddedSwiftUI.app", scene: "wrongDelegate",
                text: "the wrong delegate: an empty or black window", status: 1),
            Row(
                folder: "scene-code-swiftui", app: "SwiftUI.app", scene: "normal",
                text: "delegate UIKit instantiates: SwiftUI.AppSceneDelegate", status: 0),
            Row(
                folder: "scene-code-swiftui", app: "Scenes.app", scene: "wrongDelegateIfLoaded",
                text: "it resolves only if the system happens to load SwiftUI", status: 0),
            Row(
                folder: "scene-other-role", app: "Scenes.app", scene: "noDelegate",
                text: "in the build: no delegate: a black screen", status: 1),
            Row(
                folder: "scene-other-role", app: "ConnectSelector.app", scene: "normal",
                text: "app delegate asked (application:configurationForConnectingSceneSession:options:): yes", status: 0
            ),
            Row(
                folder: "scene-named-renamed", app: "Scenes.app", scene: "fallback",
                text: "configuration UIKit ends up with: Default Configuration", status: 0),
            Row(
                folder: "scene-named-default", app: "Scenes.app", scene: "normal",
                text: "configuration UIKit ends up with: Default Configuration", status: 0),
            Row(
                folder: "scene-code-gone", app: "Scenes.app", scene: "normal",
                text: "RemovedSceneDelegate resolves nowhere in this build", status: 0),
            Row(
                folder: "scene-code-old-scene-class", app: "SceneClass.app", scene: "wrongSceneClass",
                text: "scene class: OldCanvasScene (the build's for the role is CanvasScene)", status: 1),
            Row(
                folder: "scene-code-scene-class", app: "SceneClass.app", scene: "normal",
                text: "scene class: CanvasScene (the build's for the role)", status: 0),
            Row(
                folder: "scene-code-wrapper-gone", app: "Scenes.app", scene: "normal",
                text: "delegate wrapper GoneDelegateWrapper resolves nowhere in this build", status: 0),
            Row(
                folder: "scene-named-default", app: "Legacy.app", scene: "ignored",
                text: "the stored configuration is ignored (the build is no scene app)", status: 0),
            // A SwiftUI App build (issue 53): a scene app through SwiftUI's own app delegate.
            Row(
                folder: "legacy", app: "SwiftUIApp.app", objects: Array(repeating: "skipped", count: 8),
                text: "its executable starts with SwiftUI's App.main()", status: 0),
            Row(
                folder: "legacy", app: "SwiftUIAppBare.app", objects: Array(repeating: "skipped", count: 8),
                text: "skipped (the build adopts the scene life cycle)", status: 0),
            Row(
                folder: "scene-code-swiftui", app: "SwiftUIApp.app", scene: "normal",
                text: "delegate UIKit instantiates: SwiftUI.AppSceneDelegate (the build's for the role)", status: 0),
            Row(
                folder: "scene-code-swiftui-mangled", app: "SwiftUIAppEncrypted.app", scene: "normal",
                text: "(the build's for the role)", status: 0),
            Row(
                folder: "scene-code-matching", app: "SwiftUIApp.app", scene: "wrongDelegate",
                text:
                    "delegate UIKit instantiates: SceneDelegate (the build's for the role is SwiftUI.AppSceneDelegate)",
                status: 1),
            // Unknown is not a fact (issue 53): an encrypted or absent executable tells nothing of its methods.
            Row(
                folder: "scene-other-role", app: "LegacyEncrypted.app", scene: "unknown",
                text: "Whether the build adopts the scene life cycle cannot be told", status: 0),
            Row(
                folder: "scene-other-role", app: "LegacyNoExecutable.app", scene: "unknown",
                text: "Migration is missing", status: 0),
            Row(
                folder: "renamed-identifier", app: "LegacyEncrypted.app", objects: ["unknown", "unknown", "unknown"],
                text: "3. NavigationController/:[1]:/Detail: cannot tell", status: 0),
            // A renamed app module is no system module (issue 53).
            Row(
                folder: "scene-code-renamed-module", app: "Scenes.app", scene: "normal",
                text: "OldModule.SceneDelegate resolves nowhere in this build", status: 0),
        ])
    func row(_ row: Row) throws {
        let (status, text, document) = try Self.explain(row.folder, row.app)
        #expect(status == row.status)
        #expect(text.contains(row.text), "\(text)")
        #expect(document["losesState"] as? Bool == (row.status == 1))
        let build = try #require(document["build"] as? [String: Any])
        #expect(build["fails"] as? Bool == (row.status == 1))
        #expect(build["app"] as? String == Self.app(row.app))
        if let scene = row.scene {
            let scenes = try #require(document["scenes"] as? [[String: Any]])
            #expect((scenes.first?["build"] as? [String: Any])?["outcome"] as? String == scene)
        }
        let objects = try #require(document["objects"] as? [[String: Any]])
        let outcomes = objects.prefix(row.objects.count).map { ($0["build"] as? [String: Any])?["outcome"] as? String }
        #expect(outcomes == row.objects.map { $0 })
    }

    @Test("each route judged against the build, in text and JSON")
    func routes() throws {
        let (_, text, document) = try Self.explain("legacy", "Legacy.app")
        let objects = try #require(document["objects"] as? [[String: Any]])
        func routes(_ path: String) -> [String] {
            let object = objects.first { $0["path"] as? String == path }
            let routes = (object?["build"] as? [String: Any])?["routes"] as? [[String: Any]] ?? []
            return routes.map { "\($0["route"] as? String ?? "?")=\($0["verdict"] as? String ?? "?")" }
        }
        #expect(
            // Legacy.app's main storyboard makes it at launch (issue 53).
            routes("NavigationController") == ["appDelegate=appDecides", "registered=gives", "storyboard=gives"])
        #expect(
            routes("NavigationController/:[2]:/Restored") == [
                "restorationClass=appDecides", "appDelegate=appDecides", "registered=cannotTell",
            ])
        #expect(
            routes("NavigationController/:[3]:/Plain") == [
                "restorationClass=passesOver", "appDelegate=appDecides", "registered=cannotTell",
            ])
        #expect(
            routes("NavigationController/:[4]:/Gone") == [
                "restorationClass=passesOver", "appDelegate=appDecides", "registered=cannotTell",
            ])
        #expect(routes("NavigationController/Model") == ["restorationClass=appDecides", "registered=cannotTell"])
        #expect(routes("NavigationController/Registered") == ["registered=cannotTell"])
        #expect(text.contains("[UIKit] storyboard: gives it: The build's storyboard Main has the identifier Master"))
        #expect(
            text.contains(
                "[app]   restoration class: the app's code decides: The build's class RestorerViewController conforms to UIViewControllerRestoration"
            ))
        #expect(
            text.contains(
                "[UIKit] restoration class: passes over: The build's class PlainRestorer does not conform to UIViewControllerRestoration"
            ))
        #expect(text.contains("[UIKit] restoration class: passes over: The build has no class GoneRestorer"))
        #expect(text.contains("[app]   registered object: cannot tell"))
        #expect(text.contains("build \(Self.app("Legacy.app"))"))
        // The app delegate route passes over in a build whose delegate lacks the method.
        let (_, _, discard) = try Self.explain("legacy", "DeprecatedOptIn.app")
        let first = try #require((discard["objects"] as? [[String: Any]])?.first?["build"] as? [String: Any])
        #expect((first["routes"] as? [[String: Any]])?.first?["verdict"] as? String == "passesOver")
    }

    @Test("a renamed storyboard identifier raises: the app crashes, in text and JSON, exit 1")
    func renamedIdentifierRaises() throws {
        let (status, text, document) = try Self.explain("renamed-identifier", "Legacy.app")
        #expect(status == 1)
        #expect(text.contains("NavigationController/:[1]:/Detail: raises: the app crashes"))
        #expect(
            text.contains(
                "[UIKit] storyboard: raises: storyboard \"Main\" in the app's main bundle has no view controller with the storyboard identifier \"DetailRenamed\""
            ))
        #expect(text.contains("UIKit raises: the app will crash."))
        let detail = try #require(
            (document["objects"] as? [[String: Any]])?.first {
                $0["path"] as? String == "NavigationController/:[1]:/Detail"
            })
        let build = try #require(detail["build"] as? [String: Any])
        #expect(build["outcome"] as? String == "raises")
        // With --app the object's own outcome is the build's verdict (issue 53); the files alone say restored.
        #expect(detail["outcome"] as? String == "raises")
        #expect(detail["archiveOutcome"] as? String == "restored")
        #expect((build["routes"] as? [[String: Any]])?.last?["verdict"] as? String == "raises")
        // The matching build: the identifier is there, nothing raises.
        let (matching, matchingText, _) = try Self.explain("legacy", "Legacy.app")
        #expect(matching == 0)
        #expect(!matchingText.contains("raises: the app crashes"))
    }

    @Test(
        "explain --app exits 1 exactly when validate --app reports an error of the migration or storyboard rules",
        arguments: try migrationRuns())
    func sameVerdictAsValidate(_ run: (app: String, savedState: String)) throws {
        let rules = migrationRules.union([
            "scene-configuration-not-in-app", "storyboard-not-in-app", "storyboard-identifier-not-in-app",
        ])
        let (_, lines) = try validateJSON(["--app", run.app, run.savedState])
        let errors = lines.flatMap(\.findings).filter { $0.severity == "error" && rules.contains($0.rule) }
        let explain = try Tool.run(["explain", "--app", run.app, run.savedState])
        #expect(explain.status == (errors.isEmpty ? 0 : 1), "\(errors.map(\.message))")
    }

    @Test(
        "a bad APP: the one line and status validate --app gives", arguments: ["no-such.app", "README.md", "archives"])
    func badApp(_ name: String) throws {
        let app = Tool.fixture("apps/migration/\(name)")
        let explain = try Tool.run(["explain", "--app", app, Self.savedState("legacy")])
        let validate = try Tool.run(["validate", "--app", app, Self.savedState("legacy")])
        #expect(explain.status == 3)
        #expect(explain.status == validate.status)
        #expect(explain.error == validate.error)
        #expect(explain.error.split(separator: "\n").count == 1)
        #expect(explain.text.isEmpty)
    }

    @Test("without --app the document has no build member")
    func noBuildWithoutApp() throws {
        let json = try Tool.run(["explain", "--format", "json", Self.savedState("legacy")])
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        #expect(document["build"] == nil)
        #expect((document["objects"] as? [[String: Any]])?.contains { $0["build"] != nil } == false)
        #expect(!(try Tool.run(["explain", Self.savedState("legacy")]).text.contains("in the build")))
    }

    @Test("--app with --bundle-id: the simulator's saved state against the build; XML as JSON")
    func appWithBundleID() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        try tree.container("PHONE-MIGRATION", on: SimulatorTree.phone, app: "com.example.Migration")
        let saved = tree.container("PHONE-MIGRATION", on: SimulatorTree.phone).appendingPathComponent(
            "Library/Saved Application State")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.savedState("scene-code-old-delegate"),
            toPath: saved.appendingPathComponent("com.example.Migration.savedState").path)
        let arguments = [
            "--app", Self.app("Scenes.app"), "--bundle-id", "com.example.Migration", "--device", "iPhone 16",
        ]
        let text = try Tool.run(["explain"] + arguments, environment: tree.environment)
        #expect(text.status == 1, "\(text.error)")
        #expect(text.text.contains("in the build: the wrong delegate: an empty or black window"))
        let xml = try Tool.run(["explain", "--format", "xml"] + arguments, environment: tree.environment)
        #expect(xml.status == 1)
        #expect(xml.text.contains("<key>build</key>"))
        #expect(xml.text.contains("<string>wrongDelegate</string>"))
    }
}
