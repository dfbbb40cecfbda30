import Foundation
import Testing

/// `validate --app` on the generated app (Fixtures/apps) and its saved state (Fixtures/apps/archives):
/// each rule fires on exactly the archive changed to break it, and none on the matching ones.

/// The rules the app fixtures cover, here.
let appRules: Set = [
    "storyboard-not-in-app", "storyboard-identifier-not-in-app", "restoration-class-not-in-app",
    "restoration-class-not-in-app-with-storyboard", "saved-class-not-in-app", "insecure-coded-class",
    "restoration-identifier-mismatch", "scene-configuration-not-in-app", "bundle-identifier-mismatch",
    "app-classes-unknown",
]

/// One folder of Fixtures/apps/archives, the build it is checked against, and the one finding expected.
struct AppRuleCase: Sendable, CustomTestStringConvertible {
    let folder: String
    var app = "Example.app"
    /// The one finding's rule, severity and identifier path; nil for a matching folder.
    var finding: (rule: String, severity: String, path: String?)?
    /// Findings the spec makes come with it, before it: a scene build's legacy root list, which
    /// UIKit drops (`scene-app-ignores-legacy-state`, a warning).
    var alsoFound: [String] = []
    var sourceLocation: SourceLocation
    var testDescription: String { folder }

    init(
        _ folder: String, app: String = "Example.app", _ finding: (rule: String, severity: String, path: String?)?,
        alsoFound: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.folder = folder
        self.app = app
        self.finding = finding
        self.alsoFound = alsoFound
        self.sourceLocation = sourceLocation
    }

    /// The saved-state folder: the one `.savedState` in the case's folder.
    var savedState: String {
        let folder = Tool.fixture("apps/archives/\(self.folder)")
        let name =
            (try? FileManager.default.contentsOfDirectory(atPath: folder))?.first { $0.hasSuffix(".savedState") }
            ?? "missing"
        return folder + "/" + name
    }
}

let appRuleCases: [AppRuleCase] = [
    AppRuleCase("matching", nil),
    AppRuleCase("scenes-matching", app: "ExampleScenes.app", nil, alsoFound: ["scene-app-ignores-legacy-state"]),
    AppRuleCase("storyboard-not-in-app", ("storyboard-not-in-app", "error", "NavigationController/:[1]:/Detail")),
    // Saved with the framework Kit's bundle path: after an update UIKit searches the main bundle (issue 53).
    AppRuleCase("storyboard-in-framework", ("storyboard-not-in-app", "error", "NavigationController/:[3]:/KitHome")),
    AppRuleCase(
        "storyboard-identifier-not-in-app",
        ("storyboard-identifier-not-in-app", "error", "NavigationController/:[1]:/Detail")),
    AppRuleCase(
        "restoration-class-not-in-app", ("restoration-class-not-in-app", "error", "NavigationController/:[2]:/Settings")
    ),
    AppRuleCase(
        "restoration-class-not-in-app-with-storyboard",
        ("restoration-class-not-in-app-with-storyboard", "warning", "NavigationController/:[2]:/Settings")),
    AppRuleCase("saved-class-not-in-app", ("saved-class-not-in-app", "warning", "NavigationController/:[1]:/Detail")),
    AppRuleCase("insecure-coded-class", ("insecure-coded-class", "warning", "NavigationController/:[1]:/Detail")),
    AppRuleCase(
        "restoration-identifier-mismatch",
        ("restoration-identifier-mismatch", "warning", "NavigationController/:[1]:/DetailScreen")),
    AppRuleCase(
        "scene-configuration-not-in-app", app: "ExampleScenes.app",
        ("scene-configuration-not-in-app", "warning", "E0000000-0000-4000-8000-000000000001"),
        alsoFound: ["scene-app-ignores-legacy-state"]),
    AppRuleCase("bundle-identifier-mismatch", ("bundle-identifier-mismatch", "warning", nil)),
    AppRuleCase("matching", app: "ExampleEncrypted.app", ("app-classes-unknown", "warning", nil)),
]

@Test("each app fixture gives exactly the finding of its name, the matching ones none", arguments: appRuleCases)
func appRuleFixture(_ row: AppRuleCase) throws {
    let (status, lines) = try validateJSON(["--app", Tool.fixture("apps/\(row.app)"), row.savedState])
    let all = try #require(lines.first, sourceLocation: row.sourceLocation).findings
    #expect(lines.count == 1, sourceLocation: row.sourceLocation)
    #expect(
        all.map(\.rule) == row.alsoFound + (row.finding.map { [$0.rule] } ?? []), "\(all.map(\.message))",
        sourceLocation: row.sourceLocation)
    let findings = all.filter { !row.alsoFound.contains($0.rule) }
    #expect(findings.first?.severity == row.finding?.severity, sourceLocation: row.sourceLocation)
    #expect(findings.first?.path == row.finding?.path, sourceLocation: row.sourceLocation)
    #expect(status == (row.finding?.severity == "error" ? 1 : 0), sourceLocation: row.sourceLocation)
    if row.finding?.severity == "warning" || !row.alsoFound.isEmpty {
        let strict = try Tool.run(["validate", "--strict", "--app", Tool.fixture("apps/\(row.app)"), row.savedState])
        #expect(strict.status == 1, "--strict fails on warnings", sourceLocation: row.sourceLocation)
    }
}

@Test func everyAppFixtureFolderHasACaseAndEveryAppRuleAFixture() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Tool.fixture("apps/archives"))
    #expect(Set(folders) == Set(appRuleCases.map(\.folder)))
    #expect(Set(appRuleCases.compactMap { $0.finding?.rule }) == appRules)
}

@Test func messagesSayWhatIsMissingAndWhatUIKitDoes() throws {
    func message(_ folder: String, app: String = "Example.app") throws -> String {
        let row = AppRuleCase(folder, app: app, nil)
        let findings = try #require(
            validateJSON(["--app", Tool.fixture("apps/\(app)"), row.savedState]).lines.first?.findings)
        return try #require(findings.first { $0.rule == folder } ?? findings.first).message
    }
    #expect(try message("storyboard-not-in-app").contains("storyboard \"Onboarding\" is not in the app's main bundle"))
    #expect(try message("storyboard-not-in-app").contains("raises NSInvalidArgumentException"))
    #expect(
        try message("storyboard-identifier-not-in-app").contains(
            "no view controller with the storyboard identifier \"Composer\""))
    #expect(try message("restoration-class-not-in-app").contains("(the app delegate implements it)"))
    #expect(try message("restoration-class-not-in-app").contains("skips it and the objects below it"))
    // JSON keeps the stored name; the demangled one is beside it.
    #expect(
        try message("saved-class-not-in-app").contains(
            "Example.DetailViewControllerOld (_TtC7Example23DetailViewControllerOld)"))
    #expect(try message("insecure-coded-class").contains("LegacyRecord"))
    #expect(try message("restoration-identifier-mismatch").contains("\"Detail\" in the nib, not \"DetailScreen\""))
    #expect(
        try message("scene-configuration-not-in-app", app: "ExampleScenes.app").contains("\"Legacy Configuration\""))
    // The role has a configuration: UIKit falls back to it silently and asks nobody (spec, "Scene
    // sessions across builds"; the app delegate is asked only when the role has none).
    #expect(
        try message("scene-configuration-not-in-app", app: "ExampleScenes.app").contains(
            "falls back to the first configuration of the role, \"Default Configuration\""))
    #expect(try message("scene-configuration-not-in-app", app: "ExampleScenes.app").contains("asks nobody"))
    #expect(try message("bundle-identifier-mismatch").contains("com.example.Other"))
    #expect(try message("matching", app: "ExampleEncrypted.app").contains("Example is encrypted (App Store builds are"))
}

@Test func aBuildWithoutItsExecutableStillValidatesWithOneWarning() throws {
    let row = AppRuleCase("saved-class-not-in-app", nil)
    let (status, lines) = try validateJSON(["--app", Tool.fixture("apps/ExampleNoExecutable.app"), row.savedState])
    #expect(status == 0)
    #expect(lines.first?.findings.map(\.rule) == ["app-classes-unknown"])
    #expect(lines.first?.findings.first?.message.contains("Example is missing") == true)
}

@Test func anAppThatIsNoBundleIsOneLineAndExitThree() throws {
    let archive = AppRuleCase("matching", nil).savedState
    for app in [Tool.fixture("apps/archives"), Tool.fixture("apps/no-such.app")] {
        let result = try Tool.run(["validate", "--app", app, archive])
        #expect(result.status == 3)
        #expect(result.text.isEmpty, "nothing validated")
        #expect(result.error.hasPrefix("restorectl: \(app): "))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }
}

/// Issue 52: `--app` of nothing says there is nothing, as a missing FILE does, not what an app
/// build is ("is no folder").
@Test(arguments: ["validate", "explain", "report"])
func anAppThatDoesNotExistSaysSo(_ command: String) throws {
    let archive = Tool.fixture("archives/com.example.Mail.savedState")
    for missing in ["/nonexistent/Example.app", "/nonexistent/Example.ipa", "/nonexistent/build"] {
        let result = try Tool.run([command, "--app", missing, archive])
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        #expect(result.error == "restorectl: \(missing): no such file or directory\n")
    }
    let file = try Tool.run([command, "--app", Tool.fixture("rules/clean/data.data"), archive])
    #expect(file.error.hasSuffix(": is no folder: an app build is a .app or .xcarchive folder, or an .ipa file\n"))
}

@Test func looseArchivesAreCheckedButHaveNoFolderNameToCompare() throws {
    let broken = AppRuleCase("storyboard-not-in-app", nil).savedState + "/data.data"
    let (status, lines) = try validateJSON(["--app", Tool.fixture("apps/Example.app"), broken])
    #expect(status == 1)
    #expect(lines.first?.findings.map(\.rule) == ["storyboard-not-in-app"])
    let other = AppRuleCase("bundle-identifier-mismatch", nil).savedState + "/data.data"
    #expect(try validateJSON(["--app", Tool.fixture("apps/Example.app"), other]).lines.first?.findings.isEmpty == true)
}

@Test func aSearchedFolderChecksEverySavedStateAgainstTheOneBuild() throws {
    let (status, lines) = try validateJSON(["--app", Tool.fixture("apps/Example.app"), Tool.fixture("apps/archives")])
    #expect(status == 1)
    #expect(lines.count == appRuleCases.count - 1)
    // storyboard-not-in-app's own folder, and storyboard-in-framework's (issue 53).
    #expect(lines.flatMap(\.findings).filter { $0.rule == "storyboard-not-in-app" }.count == 2)
}

@Test func withTheAppKnownClassesAreTheBuildsPlusTheList() throws {
    let list = try Tool.temporaryFolder().appendingPathComponent("known.txt")
    defer { try? FileManager.default.removeItem(at: list.deletingLastPathComponent()) }
    // Lists neither the build's classes nor UINavigationController's siblings: without --app, unknown-class.
    try Data("Example.DetailViewControllerOld\n".utf8).write(to: list)
    let row = AppRuleCase("saved-class-not-in-app", nil)
    let withoutApp = try validateJSON(["--known-classes", list.path, row.savedState])
    #expect(withoutApp.lines.first?.findings.map(\.rule).contains("unknown-class") == true)
    let withApp = try validateJSON([
        "--known-classes", list.path, "--app", Tool.fixture("apps/Example.app"), row.savedState,
    ])
    #expect(withApp.status == 0)
    #expect(withApp.lines.first?.findings.isEmpty == true, "\(withApp.lines.first?.findings.map(\.message) ?? [])")
}

@Test func bundleIdentifierSelectsTheSimulatorsSavedStateForTheBuild() throws {
    let tree = try SimulatorTree()
    defer { tree.remove() }
    try tree.container(
        "PHONE-EXAMPLE", on: SimulatorTree.phone, app: "com.example.Example",
        savedState: "../apps/archives/storyboard-identifier-not-in-app/com.example.Example.savedState")
    try tree.container(
        "PHONE-OTHER", on: SimulatorTree.phone, app: "com.example.Other",
        savedState: "../apps/archives/matching/com.example.Example.savedState")
    let app = Tool.fixture("apps/Example.app")
    let example = try Tool.run(
        ["validate", "--format", "json", "--app", app, "--bundle-id", "com.example.Example", "--device", "iPhone 16"],
        environment: tree.environment)
    #expect(example.status == 1, "\(example.error)")
    #expect(example.text.contains("\"rule\":\"storyboard-identifier-not-in-app\""))
    let other = try Tool.run(
        ["validate", "--format", "json", "--app", app, "--bundle-id", "com.example.Other", "--device", "iPhone 16"],
        environment: tree.environment)
    #expect(other.status == 0, "\(other.error)")
    #expect(other.text.contains("\"rule\":\"bundle-identifier-mismatch\""))
}

@Test func macOSSavedStateIsNotCheckedAgainstTheApp() throws {
    let folder = Tool.fixture("appkit/com.example.Legacy.savedState")
    let plain = try Tool.run(["validate", "--format", "json", folder])
    let withApp = try Tool.run(["validate", "--format", "json", "--app", Tool.fixture("apps/Example.app"), folder])
    #expect(withApp.status == plain.status)
    #expect(withApp.text == plain.text)
}

@Test(arguments: ["text", "json", "junit", "sarif", "github", "xcode"])
func everyFormatNamesTheAppRules(_ format: String) throws {
    let archive = AppRuleCase("storyboard-identifier-not-in-app", nil).savedState
    let result = try Tool.run(["validate", "--format", format, "--app", Tool.fixture("apps/Example.app"), archive])
    #expect(result.status == 1)
    #expect(result.text.contains("storyboard-identifier-not-in-app"))
    if format == "sarif" {
        for rule in appRules {
            #expect(
                result.text.contains("\"id\": \"\(rule)\"") || result.text.contains("\"id\":\"\(rule)\""), "\(rule)")
        }
    }
}
