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
        var rule: ValidationRule? = nil
        /// What docs/cli.md says of it, word for word.
        let docs: String

        var testDescription: String { "\(outcome), \(rule.map(\.rawValue) ?? "no rule")" }
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
        Row(outcome: (.restored, nil), fails: false, severity: nil, docs: exitStatus),
        Row(outcome: (.raises, nil), fails: true, severity: .error, rule: .storyboardNotInApp, docs: crashes),
        Row(outcome: (.raises, nil), fails: true, severity: .error, rule: .storyboardIdentifierNotInApp, docs: crashes),
        Row(outcome: (.ifAppProvides, nil), fails: false, severity: .note, docs: exitStatus),
        Row(outcome: (.unknown, nil), fails: false, severity: .note, docs: exitStatus),
        Row(outcome: (.skipped, .archiveDiscarded), fails: true, severity: .error, docs: exitStatus),
        Row(outcome: (.skipped, .notOptedIn), fails: true, severity: .error, rule: .appNotOptedIn, docs: notOptedIn),
        Row(
            outcome: (.skipped, .sceneLifeCycle), fails: false, severity: .warning, rule: .sceneAppIgnoresLegacyState,
            docs: legacyList),
        Row(outcome: (.skipped, .savedState), fails: true, severity: .error, docs: exitStatus),
        Row(outcome: (.skipped, .noRoute), fails: true, severity: .error, docs: exitStatus),
        Row(outcome: (.skipped, .parentNotRestored), fails: true, severity: .error, docs: exitStatus),
    ]

    static let sceneRows: [Row<SceneInBuild.Outcome>] = [
        Row(outcome: .normal, fails: false, severity: nil, docs: sameVerdict),
        Row(outcome: .fallback, fails: false, severity: .warning, rule: .sceneConfigurationNotInApp, docs: sameVerdict),
        Row(outcome: .wrongDelegate, fails: true, severity: .error, rule: .sceneDelegateNotUsed, docs: brokenScene),
        Row(outcome: .wrongSceneClass, fails: true, severity: .error, rule: .sceneClassNotUsed, docs: brokenScene),
        Row(
            outcome: .wrongDelegateIfLoaded, fails: false, severity: .warning, rule: .sceneClassFrameworkNotLinked,
            docs: sameVerdict),
        Row(outcome: .noDelegate, fails: true, severity: .error, rule: .sceneRoleNotInApp, docs: brokenScene),
        Row(outcome: .ignored, fails: false, severity: .note, rule: .sceneSessionsIgnored, docs: sameVerdict),
        Row(outcome: .unknown, fails: false, severity: .note, docs: sameVerdict),
    ]

    /// A scene's activity by the files alone: whether it fails (the files-only dry run grades nothing else).
    static let activityRows: [Row<DryRunScene.Outcome>] = [
        Row(outcome: .restored, fails: false, severity: nil, docs: exitStatus),
        Row(outcome: .none, fails: false, severity: nil, docs: exitStatus),
        Row(outcome: .dropped, fails: true, severity: nil, docs: exitStatus),
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

    enum Verdict: Sendable {
        case crashes, losesObjects, breaksScenes, certainlyLoses
    }

    struct VerdictRow: Sendable, CustomTestStringConvertible {
        let folder: String, app: String
        let verdicts: Set<Verdict>
        var testDescription: String { "\(folder) in \(app)" }
    }

    static let verdictRows: [VerdictRow] = [
        VerdictRow(folder: "legacy", app: "Legacy.app", verdicts: []),
        VerdictRow(folder: "renamed-identifier", app: "Legacy.app", verdicts: [.crashes]),
        VerdictRow(folder: "legacy", app: "NoOptIn.app", verdicts: [.losesObjects, .certainlyLoses]),
        // The legacy list a scene build drops by design: no verdict.
        VerdictRow(folder: "legacy", app: "Scenes.app", verdicts: []),
        VerdictRow(folder: "scene-code-old-delegate", app: "Scenes.app", verdicts: [.breaksScenes]),
    ]

    /// The build's verdicts, each from the outcomes that make it; `fails` is their sum and
    /// `losesState` what explain exits 1 for.
    @Test(arguments: verdictRows)
    func theBuildsVerdictsAreItsOutcomes(_ row: VerdictRow) throws {
        let dryRun = try MigrationDecisionTests.run(row.folder, row.app).dryRun
        let build = try #require(dryRun.build)
        #expect(build.crashes == row.verdicts.contains(.crashes))
        #expect(build.losesObjects == row.verdicts.contains(.losesObjects))
        #expect(build.breaksScenes == row.verdicts.contains(.breaksScenes))
        #expect(build.fails == !row.verdicts.subtracting([.certainlyLoses]).isEmpty)
        #expect(dryRun.certainlyLoses == row.verdicts.contains(.certainlyLoses))
        #expect(dryRun.losesState == !row.verdicts.isEmpty)
    }
}
