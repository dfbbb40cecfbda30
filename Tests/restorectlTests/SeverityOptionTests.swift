import Foundation
import Testing

/// Issue 53: CI fails on exactly one rule without `--strict` failing every other warning
/// (`validate --severity RULE=LEVEL`, as SwiftLint's and compilers' per-rule severities).
struct SeverityOptionTests {
    static let legacy = Tool.fixture("apps/migration/archives/legacy/com.example.Migration.savedState")
    static let scenes = Tool.fixture("apps/migration/Scenes.app")

    @Test func oneRuleFailsAloneInEveryFormat() throws {
        let plain = try validateJSON(["--app", Self.scenes, Self.legacy])
        #expect(plain.status == 0)
        #expect(plain.lines.first?.findings.first?.severity == "warning")
        let raised = ["--severity", "scene-app-ignores-legacy-state=error", "--app", Self.scenes, Self.legacy]
        let json = try validateJSON(raised)
        #expect(json.status == 1)
        #expect(json.lines.first?.findings.first?.severity == "error")
        let text = try Tool.run(["validate"] + raised)
        #expect(text.status == 1)
        #expect(text.text.contains(": error: none of the 6 screens"), "\(text.text)")
        let github = try Tool.run(["validate", "--format", "github"] + raised)
        #expect(github.text.hasPrefix("::error "), "\(github.text)")
        // Another rule's warning still passes without --strict; lowering a rule passes it.
        let other = try Tool.run(["validate", "--severity", "reserved-key=error", "--app", Self.scenes, Self.legacy])
        #expect(other.status == 0)
        let old = Tool.fixture("apps/migration/archives/scene-code-old-delegate/com.example.Migration.savedState")
        #expect(try Tool.run(["validate", "--app", Self.scenes, old]).status == 1)
        #expect(
            try Tool.run(["validate", "--severity", "scene-delegate-not-used=warning", "--app", Self.scenes, old])
                .status
                == 0)
    }

    @Test(arguments: [
        (
            "no-such-rule=error",
            "--severity takes RULE=LEVEL with a rule of 'restorectl help validate', not 'no-such-rule'"
        ),
        ("orphan-path=fatal", "--severity orphan-path= takes error, warning, note, not 'fatal'"),
        ("orphan-path", "--severity orphan-path= takes error, warning, note, not ''"),
        ("malformed-plist=note", "--severity cannot change malformed-plist: it means a file could not be read"),
    ])
    func aWrongValueIsAUsageError(_ value: String, _ said: String) throws {
        let run = try Tool.run(["validate", "--severity", value, Self.legacy])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("restorectl: validate: " + said), "\(run.error)")
        #expect(run.text.isEmpty)
    }
}
