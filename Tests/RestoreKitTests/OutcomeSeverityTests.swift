import Foundation
@testable import RestoreKit
import Testing

/// Each outcome of the dry run graded as docs/cli.md says: whether it fails (`explain` exits 1,
/// "explain") and its severity, the one docs/cli.md's rules table gives the rule `validate --app`
/// reports it by (explain exits 1 exactly when validate reports an error of those rules); the
/// report paints its badge with it. One row per outcome, each quoting the sentence it rests on.
struct OutcomeSeverityTests {
    /// docs/cli.md, its whitespace runs as one space.
    static let cli: String = {
        let text = (try? String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)) ?? ""
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }()

    /// The severity docs/cli.md's rules table gives `rule`; nil when it has no row for it.
    static func documentedSeverity(_ rule: ValidationRule) -> ValidationRule.Severity? {
        let row = "| `\(rule.rawValue)` | "
        guard let start = cli.range(of: row)?.upperBound else { return nil }
        return ValidationRule.Severity(rawValue: String(cli[start...].prefix { $0 != " " }))
    }

    struct Row<Outcome: Sendable>: Sendable, CustomTestStringConvertible {
        let outcome: Outcome
        /// Whether `explain` exits 1 for it.
        let fails: Bool
        /// The severity the model gives it; nil for an outcome that is as it should be.
        let severity: ValidationRule.Severity?
        /// The rule `validate --app` reports it by, whose documented severity it has.
        let rule: ValidationRule?
        /// What docs/cli.md says of it, word for word.
        let docs: String
        let line: Int

        init(
            _ outcome: Outcome, fails: Bool, _ severity: ValidationRule.Severity?, rule: ValidationRule? = nil,
            _ docs: String, line: Int = #line
        ) {
            self.outcome = outcome
            self.fails = fails
            self.severity = severity
            self.rule = rule
            self.docs = docs
            self.line = line
        }

        var testDescription: String { "line \(line): \(outcome)" }
    }

    static let exitStatus =
        "Exit status: 1 when UIKit will certainly skip an object, drop a scene's activity or discard the archive; 0 otherwise: objects that depend on the app's code are listed as such"
    static let crashes = "With `--app` explain also exits 1 when the app will crash (an object raises)"
    static let notOptedIn = "or the build certainly loses state (it has not opted in)"
    static let legacyList =
        "the legacy root list a scene build drops is reported (`skipped`, the scene life cycle) but alone no 1"
    static let brokenScene = "a scene gets the wrong delegate or scene class, or none"
    static let sameVerdict = "explain exits 1 exactly when validate reports an error of those rules"

    typealias ObjectOutcome = (ObjectInBuild.Outcome, ObjectInBuild.Reason?)

    static let objectRows: [Row<ObjectOutcome>] = [
        Row((.restored, nil), fails: false, nil, exitStatus),
        Row((.raises, nil), fails: true, .error, rule: .storyboardNotInApp, crashes),
        Row((.raises, nil), fails: true, .error, rule: .storyboardIdentifierNotInApp, crashes),
        Row((.ifAppProvides, nil), fails: false, .note, exitStatus),
        Row((.unknown, nil), fails: false, .note, exitStatus),
        Row((.skipped, .archiveDiscarded), fails: true, .error, exitStatus),
        Row((.skipped, .notOptedIn), fails: true, .error, rule: .appNotOptedIn, notOptedIn),
        Row((.skipped, .sceneLifeCycle), fails: false, .warning, rule: .sceneAppIgnoresLegacyState, legacyList),
        Row((.skipped, .savedState), fails: true, .error, exitStatus),
        Row((.skipped, .noRoute), fails: true, .error, exitStatus),
        Row((.skipped, .parentNotRestored), fails: true, .error, exitStatus),
    ]

    static let sceneRows: [Row<SceneInBuild.Outcome>] = [
        Row(.normal, fails: false, nil, sameVerdict),
        Row(.fallback, fails: false, .warning, rule: .sceneConfigurationNotInApp, sameVerdict),
        Row(.wrongDelegate, fails: true, .error, rule: .sceneDelegateNotUsed, brokenScene),
        Row(.wrongSceneClass, fails: true, .error, rule: .sceneClassNotUsed, brokenScene),
        Row(.wrongDelegateIfLoaded, fails: false, .warning, rule: .sceneClassFrameworkNotLinked, sameVerdict),
        Row(.noDelegate, fails: true, .error, rule: .sceneRoleNotInApp, brokenScene),
        Row(.ignored, fails: false, .note, rule: .sceneSessionsIgnored, sameVerdict),
        Row(.unknown, fails: false, .note, sameVerdict),
    ]

    static let activityRows: [Row<DryRunScene.Outcome>] = [
        Row(.restored, fails: false, nil, exitStatus),
        Row(.none, fails: false, nil, exitStatus),
        Row(.dropped, fails: true, nil, exitStatus),
    ]

    /// The row's quote is docs/cli.md's, and its rule's documented severity is the row's.
    static func checkDocumented<Outcome>(_ row: Row<Outcome>) {
        #expect(cli.contains(row.docs), "docs/cli.md no longer says: \(row.docs)")
        if let rule = row.rule {
            #expect(documentedSeverity(rule) == row.severity, "docs/cli.md's severity of \(rule.rawValue)")
            #expect((row.severity == .error) == row.fails, "explain exits 1 exactly when validate reports an error")
        }
    }

    @Test(arguments: objectRows)
    func eachObjectOutcomeIsGradedAsDocumented(_ row: Row<ObjectOutcome>) {
        Self.checkDocumented(row)
        let object = ObjectInBuild(path: "Root", outcome: row.outcome.0, reason: row.outcome.1)
        #expect(object.severity == row.severity)
        #expect(object.fails == row.fails)
    }

    @Test(arguments: sceneRows)
    func eachSceneOutcomeIsGradedAsDocumented(_ row: Row<SceneInBuild.Outcome>) {
        Self.checkDocumented(row)
        #expect(row.outcome.severity == row.severity)
        #expect(row.outcome.fails == row.fails)
    }

    @Test(arguments: activityRows)
    func eachActivityOutcomeFailsAsDocumented(_ row: Row<DryRunScene.Outcome>) {
        Self.checkDocumented(row)
        #expect(row.outcome.fails == row.fails)
    }

    struct VerdictRow: Sendable, CustomTestStringConvertible {
        let folder: String, app: String
        let crashes: Bool, losesObjects: Bool, breaksScenes: Bool, certainlyLoses: Bool
        var testDescription: String { "\(folder) in \(app)" }
    }

    static let verdictRows: [VerdictRow] = [
        VerdictRow(
            folder: "legacy", app: "Legacy.app", crashes: false, losesObjects: false, breaksScenes: false,
            certainlyLoses: false),
        VerdictRow(
            folder: "renamed-identifier", app: "Legacy.app", crashes: true, losesObjects: false, breaksScenes: false,
            certainlyLoses: false),
        VerdictRow(
            folder: "legacy", app: "NoOptIn.app", crashes: false, losesObjects: true, breaksScenes: false,
            certainlyLoses: true),
        // The legacy list a scene build drops by design: no verdict.
        VerdictRow(
            folder: "legacy", app: "Scenes.app", crashes: false, losesObjects: false, breaksScenes: false,
            certainlyLoses: false),
        VerdictRow(
            folder: "scene-code-old-delegate", app: "Scenes.app", crashes: false, losesObjects: false,
            breaksScenes: true, certainlyLoses: false),
    ]

    /// The build's verdicts, each from the outcomes that make it; `fails` is their sum and
    /// `losesState` what explain exits 1 for.
    @Test(arguments: verdictRows)
    func theBuildsVerdictsAreItsOutcomes(_ row: VerdictRow) throws {
        let dryRun = try MigrationDecisionTests.run(row.folder, row.app).dryRun
        let build = try #require(dryRun.build)
        #expect(build.crashes == row.crashes)
        #expect(build.losesObjects == row.losesObjects)
        #expect(build.breaksScenes == row.breaksScenes)
        #expect(build.fails == (row.crashes || row.losesObjects || row.breaksScenes))
        #expect(dryRun.certainlyLoses == row.certainlyLoses)
        #expect(dryRun.losesState == (row.certainlyLoses || build.fails))
    }
}
