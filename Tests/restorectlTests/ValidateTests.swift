import Foundation
import RestoreKit
import Testing

/// The JSON line `validate --format json` prints for one file.
struct ValidateLine: Decodable {
    struct Finding: Decodable {
        var rule: String
        var severity: String
        var path: String?
        var message: String
    }
    var file: String
    var ok: Bool
    var findings: [Finding]
}

func validateJSON(_ arguments: [String]) throws -> (status: Int32, lines: [ValidateLine]) {
    let result = try Tool.run(["validate", "--format", "json"] + arguments)
    let lines = try result.text.split(separator: "\n").map {
        try JSONDecoder().decode(ValidateLine.self, from: Data($0.utf8))
    }
    return (result.status, lines)
}

struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: String
    let severity: String
    let status: Int32
    let path: String?
    var fixture: String = ""
    var options: [String] = []
    var testDescription: String { rule }
}

let ruleCases: [RuleCase] = [
    RuleCase(rule: "unreadable-file", severity: "error", status: 3, path: nil, fixture: "no-such-folder"),
    RuleCase(rule: "malformed-plist", severity: "error", status: 3, path: nil),
    RuleCase(rule: "not-keyed-archive", severity: "error", status: 3, path: nil),
    RuleCase(rule: "bad-reference", severity: "error", status: 3, path: nil),
    RuleCase(rule: "not-restoration-archive", severity: "error", status: 1, path: nil),
    RuleCase(rule: "malformed-object", severity: "error", status: 1, path: "Root/:[0]:/List"),
    RuleCase(rule: "missing-object", severity: "error", status: 1, path: "Root/:[0]:/List/:[0]:/Detail"),
    RuleCase(rule: "duplicate-path", severity: "error", status: 1, path: "Root/:[0]:/List"),
    RuleCase(rule: "dangling-reference", severity: "error", status: 1, path: "Root/:[0]:/List"),
    RuleCase(
        rule: "bundle-version-mismatch", severity: "error", status: 1, path: nil, fixture: "clean",
        options: ["--expect-bundle-version", "3.2"]),
    RuleCase(
        rule: "idiom-mismatch", severity: "error", status: 1, path: nil, fixture: "clean",
        options: ["--expect-idiom", "pad"]),
    RuleCase(
        rule: "unknown-class", severity: "error", status: 1, path: "Root/:[0]:/List", fixture: "clean",
        options: ["--known-classes", Tool.fixture("rules/known-classes-renamed.txt")]),
    RuleCase(rule: "orphan-path", severity: "error", status: 1, path: "Root/:[0]:/List/:[0]:/Unnamed/:[0]:/Deep"),
    RuleCase(rule: "unlisted-object", severity: "error", status: 1, path: "Root/:[0]:/List/:[1]:/Extra"),
    RuleCase(rule: "missing-metadata", severity: "warning", status: 0, path: nil),
    RuleCase(rule: "reserved-key", severity: "warning", status: 0, path: "Root/:[0]:/List"),
    RuleCase(rule: "unsupported-archive-version", severity: "error", status: 1, path: nil),
    RuleCase(
        rule: "first-responder-not-saved", severity: "warning", status: 0, path: "Root/:[0]:/List/:[0]:/SearchField"),
]

@Test("each rule's fixture gives exactly one finding of that rule", arguments: ruleCases)
func ruleFixture(_ row: RuleCase) throws {
    let fixture = Tool.fixture("rules/\(row.fixture.isEmpty ? row.rule : row.fixture)/data.data")
    let (status, lines) = try validateJSON(row.options + [fixture])
    #expect(status == row.status)
    let findings = try #require(lines.first).findings
    #expect(findings.count == 1, "\(findings.map(\.message))")
    #expect(findings.first?.rule == row.rule)
    #expect(findings.first?.severity == row.severity)
    #expect(findings.first?.path == row.path)
    if row.severity == "warning" {
        let strict = try Tool.run(["validate", "--strict", fixture])
        #expect(strict.status == 1, "--strict fails on warnings")
    }
}

/// The rules the scene-state fixture covers (`sceneRulesEachFindTheirProblemInTheDamagedFolder`).
let sceneRules: Set = ["scene-unreadable", "activity-without-type", "scene-without-session", "session-without-scene"]
/// The rules the AppKit fixtures cover (AppKitCommandTests).
let appKitRules: Set = ["unreadable-record", "undecryptable-record", "missing-window-list"]
/// The rules of breaking-changes, each found by a pair of Fixtures/apps/breaking
/// (`everyComparisonRuleIsEmittedByItsCheckOnAPair`).
let comparisonRules: Set = [
    "restoration-class-removed", "entry-point-not-received", "app-delegate-method-not-called", "url-scheme-removed",
    "activity-type-removed", "quick-action-removed", "app-intent-removed", "app-entity-removed",
    "app-intents-not-understood", "build-cannot-show",
]

@Test func everyRuleTheCodeDefinesHasAFixture() {
    // From the code's own list: a rule added without a fixture fails here.
    #expect(
        Set(ruleCases.map(\.rule)).union(sceneRules).union(swiftUISceneRules).union(appKitRules).union(appRules).union(
            migrationRules
        ).union(comparisonRules) == Set(ValidationRule.allCases.map(\.rawValue)))
}

@Test func cleanFixturesPassStrictWithTheirOwnExpectations() throws {
    let clean = try Tool.run([
        "validate", "--strict", "--expect-bundle-version", "3.1", "--expect-idiom", "phone",
        "--known-classes", Tool.fixture("rules/known-classes.txt"), Tool.fixture("rules/clean/data.data"),
    ])
    #expect(clean.status == 0, "\(clean.text)")
    let all = try Tool.run(["validate", "--strict", Tool.fixture("archives")])
    #expect(all.status == 0, "\(all.text)")
    #expect(all.text.hasSuffix("5 archives: 5 passed, 0 failed, 0 unreadable\n"))
}

@Test func textFindingsNameFileSeverityPathAndRule() throws {
    let fixture = Tool.fixture("rules/dangling-reference/data.data")
    let result = try Tool.run(["validate", fixture])
    #expect(result.status == 1)
    #expect(
        result.text
            == "\(fixture): error: Root/:[0]:/List: refers to `Root/:[0]:/List/:[0]:/Gone`, which the archive does not hold [dangling-reference]\n"
            + "    help: Preserve the referenced object too (give it a restoration identifier), or stop encoding a reference to it.\n"
    )
}

@Test func unreadableInputExitsThreeAndOthersStillReport() throws {
    let (status, lines) = try validateJSON([
        Tool.fixture("rules/malformed-plist/data.data"), Tool.fixture("rules/clean/data.data"),
    ])
    #expect(status == 3)
    #expect(lines.map(\.ok) == [false, true])
    #expect(lines[0].findings.first?.message.contains("at offset 0x") == true)
    let missing = try Tool.run(["validate", "/no/such/data.data"])
    #expect(missing.status == 3)
    // Shown like any finding, with its rule, on standard output.
    #expect(missing.error.isEmpty)
    #expect(missing.text == "/no/such/data.data: error: no such file or directory [unreadable-file]\n")
}

@Test func findListsEveryArchiveWithItsMetadata() throws {
    let result = try Tool.run(["find", Tool.fixture("archives")])
    #expect(result.status == 0)
    let lines = result.text.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    // No row is in a simulator: no device columns.
    #expect(
        lines[0].hasPrefix(
            "BUNDLE ID           SAVED                 KIND   VERSION    IDIOM  OBJECTS  SCENES  WINDOWS  TRIES LEFT  FOLDER"
        ))
    // Newest save first; a folder without a time last.
    #expect(
        lines[4].hasPrefix(
            "com.example.TabBar  2014-05-02T14:51:00Z  uikit  1.2.2.198  phone  6        0       -        1           ")
    )
    #expect(
        lines[5].hasPrefix(
            "com.example.Scenes  -                     uikit  -          -      -        2       -        -           ")
    )
    let json = try Tool.run(["find", "--format", "json", Tool.fixture("archives")])
    let entries = try #require(try JSONSerialization.jsonObject(with: json.output) as? [[String: Any]])
    #expect(
        entries.map { $0["bundleId"] as? String } == [
            "com.example.Both", "com.example.Large", "com.example.Mail", "com.example.Scenes", "com.example.TabBar",
        ])
    #expect(entries.map { $0["objects"] as? Int } == [2, 1011, 5, nil, 6])
    #expect(entries.map { $0["scenes"] as? Int } == [2, 0, 0, 2, 0], "Both has a scene and a test launch's state")
}

@Test func sceneRulesEachFindTheirProblemInTheDamagedFolder() throws {
    let (status, lines) = try validateJSON([Tool.fixture("rules/scenes.savedState")])
    #expect(status == 1)
    let findings = try #require(lines.first).findings
    let byScene = Dictionary(findings.map { ($0.path ?? "", $0.rule) }, uniquingKeysWith: { first, _ in first })
    #expect(findings.count == 5)
    #expect(byScene["11111111-0000-0000-0000-000000000001"] == "scene-unreadable")
    #expect(byScene["22222222-0000-0000-0000-000000000002"] == "scene-unreadable")
    #expect(byScene["33333333-0000-0000-0000-000000000003"] == "activity-without-type")
    #expect(byScene["44444444-0000-0000-0000-000000000004"] == "scene-without-session")
    #expect(byScene["55555555-0000-0000-0000-000000000005"] == "session-without-scene")
    let clean = try Tool.run([
        "validate", "--strict", Tool.fixture("archives/com.example.Scenes.savedState"),
        Tool.fixture("archives/com.example.Both.savedState"),
    ])
    #expect(clean.status == 0, "\(clean.text)")
}

/// README, "Follow-on findings are not repeated": each fixture has one cause whose consequences
/// other rules would report again without the rule.
@Test(
    "a path reported missing is not reported again by a follow-on rule",
    arguments: [
        "follow-on/missing-then-dangling", "follow-on/missing-then-orphan",
    ])
func followOnFindingsAreNotRepeated(_ fixture: String) throws {
    let (status, lines) = try validateJSON([Tool.fixture("rules/\(fixture)/data.data")])
    #expect(status == 1)
    let findings = try #require(lines.first).findings
    #expect(findings.map(\.rule) == ["missing-object"], "\(findings.map(\.message))")
    #expect(findings.first?.path == "Root/:[0]:/List/:[0]:/Gone")
}

/// A Swift class stored mangled shows demangled in text, as dump shows it, and as stored in JSON.
@Test func unknownClassShowsSwiftNamesDemangledInTextOnly() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let known = folder.appendingPathComponent("known.txt")
    try Data("Other.Thing\n".utf8).write(to: known)
    let archive = Tool.fixture("archives/com.example.TabBar.savedState/data.data")
    let path = "TabController/:[1]:/NavigationController/:[0]:/SettingsViewController"
    for format in ["text", "xcode", "github"] {
        let text = try Tool.run(["validate", "--known-classes", known.path, "--format", format, archive])
        #expect(text.status == 1)
        #expect(
            text.text.contains("\(path): class Example.SettingsViewController is not in the known classes"),
            "\(format): \(text.text)")
        #expect(!text.text.contains("_TtC7Example22SettingsViewController"), "\(format): \(text.text)")
    }
    let json = try Tool.run(["validate", "--known-classes", known.path, "--format", "json", archive])
    #expect(
        json.text.contains("\"message\":\"class _TtC7Example22SettingsViewController is not in the known classes"),
        "\(json.text)")
}

/// The spec's confirmed restore order: an idiom other than the device's does not refuse the
/// archive, UIKit only cuts its tries to one. The finding must not say otherwise.
@Test func idiomMismatchSaysWhatUIKitDoes() throws {
    let result = try Tool.run([
        "validate", "--expect-idiom", "pad", Tool.fixture("archives/com.example.TabBar.savedState/data.data"),
    ])
    #expect(result.status == 1)
    #expect(
        result.text.contains(
            "UIKit restores it anyway but leaves it one try (kRestorationTriesLeft 1) [idiom-mismatch]"),
        "\(result.text)")
}
