import Foundation
import Testing

/// Issue 53's storyboard verdicts through the binary, on the Routes builds of Fixtures/apps/migration
/// (Tabs.storyboardc of Fixtures/apps/nib) and the saved state written for them: the main
/// storyboard's entry chain found by route 3, a framework's storyboard after an update, a missing
/// or damaged scene nib, a view controller without its restoration identifier. Each both ways,
/// `explain --app` in text and JSON and `validate --app` in text and JSON, reaching one verdict.
struct RouteVerdictTests {
    /// One pairing: the object's last path component, its outcome in the build, a line of the
    /// explain text, validate's findings (rule, severity, last path component) and the exit status.
    struct Row: Sendable, CustomTestStringConvertible {
        var folder: String
        var app: String
        var object: String
        var outcome: String
        var text: String
        var findings: [String] = []
        var status: Int32
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { "\(folder) in \(app)" }
    }

    static let rows: [Row] = [
        // A restoration class the build lacks on an object the main storyboard makes: route 1 passes
        // over it and route 3 gives the object, so validate says nothing of the class, as explain
        // says restored (review of issue 53).
        Row(
            folder: "entry-chain-gone-class", app: "Routes.app", object: "NavigationController", outcome: "restored",
            text: "2. TabController/:[0]:/NavigationController: restored", status: 0),
        // The main storyboard makes the tab bar controller, its navigation controller and root, and
        // the Settings tab its storyboard reference names: route 3 gives them, whatever storyboard
        // names they were saved with.
        Row(
            folder: "entry-chain-renamed", app: "Routes.app", object: "TabController", outcome: "restored",
            text: "registered object: gives it: The build's main storyboard Tabs makes", status: 0),
        Row(
            folder: "entry-chain-renamed", app: "Routes.app", object: "Settings", outcome: "restored",
            text: "4. TabController/:[1]:/Settings: restored", status: 0),
        Row(
            folder: "entry-chain-renamed", app: "RoutesNoMainStoryboard.app", object: "TabController",
            outcome: "raises",
            text: "1. TabController: raises: the app crashes",
            findings: [
                "storyboard-not-in-app error TabController", "storyboard-not-in-app error FeedViewController",
                "storyboard-not-in-app error Settings",
            ], status: 1),
        // The crash where it is: the view controller pushed from the old storyboard.
        Row(
            folder: "entry-chain-renamed-pushed", app: "Routes.app", object: "Detail", outcome: "raises",
            text: "5. TabController/:[0]:/NavigationController/:[1]:/Detail: raises: the app crashes",
            findings: ["storyboard-not-in-app error Detail"], status: 1),
        Row(
            folder: "entry-chain-renamed-pushed", app: "Routes.app", object: "FeedViewController", outcome: "restored",
            text: "3. TabController/:[0]:/NavigationController/:[0]:/FeedViewController: restored",
            findings: ["storyboard-not-in-app error Detail"], status: 1),
        Row(
            folder: "framework-storyboard", app: "Routes.app", object: "KitHome", outcome: "raises",
            text: "Restored while the app is not updated, but after an update (likely: it moves the app) UIKit raises",
            findings: ["storyboard-not-in-app error KitHome"], status: 1),
        Row(
            folder: "framework-storyboard", app: "RoutesFixed.app", object: "KitHome", outcome: "restored",
            text: "after an update UIKit searches the main bundle", status: 0),
        Row(
            folder: "missing-nib", app: "Routes.app", object: "Profile", outcome: "raises",
            text: "UIKit raises NSInternalInconsistencyException for it (the app crashes at launch)",
            findings: ["storyboard-identifier-not-in-app error Profile"], status: 1),
        Row(
            folder: "missing-nib", app: "RoutesFixed.app", object: "Profile", outcome: "restored",
            text: "5. TabController/:[0]:/NavigationController/:[1]:/Profile: restored", status: 0),
        // A nib that is there but cannot be read: whether UIKit can load it cannot be told.
        Row(
            folder: "damaged-nib", app: "Routes.app", object: "Broken", outcome: "ifAppProvides",
            text:
                "storyboard: cannot tell: The build's storyboard Tabs has the identifier Broken, but its nib cannot be read",
            status: 0),
        Row(
            folder: "damaged-nib", app: "RoutesFixed.app", object: "Broken", outcome: "restored",
            text: "5. TabController/:[0]:/NavigationController/:[1]:/Broken: restored", status: 0),
        Row(
            folder: "no-restoration-identifier", app: "Routes.app", object: "Compose", outcome: "restored",
            text: "has no restoration identifier in the nib, where the path ends in \"Compose\"",
            findings: ["restoration-identifier-mismatch warning Compose"], status: 0),
        Row(
            folder: "no-restoration-identifier", app: "RoutesFixed.app", object: "Compose", outcome: "restored",
            text: "5. TabController/:[0]:/NavigationController/:[1]:/Compose: restored", status: 0),
    ]

    /// A path's last component.
    static func last(_ path: String?) -> String? {
        path?.split(separator: "/").last.map(String.init)
    }

    @Test("explain --app and validate --app, both ways, in text and JSON", arguments: rows)
    func row(_ row: Row) throws {
        let app = ExplainAppTests.app(row.app)
        let saved = ExplainAppTests.savedState(row.folder)
        let (status, text, document) = try ExplainAppTests.explain(row.folder, row.app)
        #expect(status == row.status, sourceLocation: row.sourceLocation)
        #expect(text.contains(row.text), "\(text)", sourceLocation: row.sourceLocation)
        let objects = try #require(document["objects"] as? [[String: Any]])
        let object = try #require(objects.first { Self.last($0["path"] as? String) == row.object })
        #expect(
            (object["build"] as? [String: Any])?["outcome"] as? String == row.outcome,
            sourceLocation: row.sourceLocation)

        let (validateStatus, lines) = try validateJSON(["--app", app, saved])
        let findings = lines.flatMap(\.findings).map { "\($0.rule) \($0.severity) \(Self.last($0.path) ?? "-")" }
        #expect(findings == row.findings, sourceLocation: row.sourceLocation)
        #expect(validateStatus == row.status, sourceLocation: row.sourceLocation)
        let validateText = try Tool.run(["validate", "--app", app, saved])
        #expect(validateText.status == row.status, sourceLocation: row.sourceLocation)
        for finding in row.findings {
            let rule = String(finding.split(separator: " ")[0])
            #expect(validateText.text.contains("[\(rule)]"), "\(validateText.text)", sourceLocation: row.sourceLocation)
        }
    }

    @Test("a view controller without its restoration identifier is a warning: --strict fails on it")
    func noRestorationIdentifierFailsStrict() throws {
        let saved = ExplainAppTests.savedState("no-restoration-identifier")
        #expect(try Tool.run(["validate", "--strict", "--app", ExplainAppTests.app("Routes.app"), saved]).status == 1)
        #expect(
            try Tool.run(["validate", "--strict", "--app", ExplainAppTests.app("RoutesFixed.app"), saved]).status == 0)
    }

    @Test("the routes of an object the main storyboard makes, and of one saved from a framework, in JSON")
    func routesInJSON() throws {
        func routes(_ folder: String, _ app: String, _ last: String) throws -> [String] {
            let objects = try #require(try ExplainAppTests.explain(folder, app).document["objects"] as? [[String: Any]])
            let object = objects.first { Self.last($0["path"] as? String) == last }
            let routes = (object?["build"] as? [String: Any])?["routes"] as? [[String: Any]] ?? []
            return routes.map { "\($0["route"] as? String ?? "?")=\($0["verdict"] as? String ?? "?")" }
        }
        // The saved storyboard is gone, yet route 3 gives it first.
        #expect(
            try routes("entry-chain-renamed", "Routes.app", "FeedViewController") == [
                "appDelegate=appDecides", "registered=gives", "storyboard=raises",
            ])
        #expect(
            try routes("entry-chain-renamed", "RoutesNoMainStoryboard.app", "TabController") == [
                "appDelegate=appDecides", "registered=cannotTell", "storyboard=raises",
            ])
        #expect(
            try routes("framework-storyboard", "Routes.app", "KitHome") == [
                "appDelegate=appDecides", "registered=cannotTell", "storyboard=raises",
            ])
    }
}
