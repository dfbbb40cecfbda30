import Foundation
import RestoreKit
import Testing

/// Issue 53, "plain words and a remedy": every finding says what to change beside what UIKit does
/// (a JSON member, SARIF's `help`); the old build's screens a scene build drops by design are said
/// as the user meets them (explain's verdict, a JSON count, an amber report); a build that settled
/// opting in leaves no sentence about the app delegate deciding; dump shows the discard selector.
struct PlainVerdictTests {
    static func migration(_ path: String) -> String { Tool.fixture("apps/migration/\(path)") }
    static let legacy = migration("archives/legacy/com.example.Migration.savedState")

    @Test func everyRuleSaysWhatToChange() {
        for rule in ValidationRule.allCases {
            #expect(rule.help.count > 20 && rule.help.hasSuffix("."), "\(rule.rawValue)")
            #expect(!rule.help.contains("::"), "\(rule.rawValue)")
        }
    }

    /// An option a rule's help names is one of the command that reports the rule: validate's, or
    /// breaking-changes' for the rules of the comparison.
    @Test func everyOptionAHelpNamesIsValidates() throws {
        let validate = try Tool.run(["help", "validate"]).text
        let breakingChanges = try Tool.run(["help", "breaking-changes"]).text
        for rule in ValidationRule.allCases {
            let options = rule.check.isComparison ? breakingChanges : validate
            for option in rule.help.matches(of: /--[a-z-]+/) {
                #expect(options.contains("  " + option.output), "\(rule.rawValue) names \(option.output)")
            }
        }
    }

    @Test func findingsCarryTheirHelpInJSONAndSARIF() throws {
        let json = try Tool.run(["validate", "--format", "json", "--app", Self.migration("NoOptIn.app"), Self.legacy])
        let line = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let finding = try #require(
            (line["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "app-not-opted-in" })
        #expect(finding["help"] as? String == ValidationRule.appNotOptedIn.help)
        let sarif = try Tool.run(["validate", "--format", "sarif", Self.legacy])
        let document = try #require(try JSONSerialization.jsonObject(with: sarif.output) as? [String: Any])
        let rules = try #require(
            (((document["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])?[
                "rules"] as? [[String: Any]])
        #expect(rules.count == ValidationRule.allCases.count)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect((rule["help"] as? [String: Any])?["text"] as? String == ValidationRule(rawValue: id)?.help, "\(id)")
        }
    }

    @Test func theOldBuildsScreensLostToScenesAreSaidPlainly() throws {
        let scenes = Self.migration("Scenes.app")
        let text = try Tool.run(["explain", "--app", scenes, Self.legacy])
        #expect(text.status == 0)
        #expect(
            text.text.contains(
                "None of the 6 screens the old build saved come back, by design of the scene life cycle; to keep them, restore them through each scene's stateRestorationActivity."
            ), "\(text.text)")
        // Said once for the build, not under every object.
        #expect(text.text.components(separatedBy: "UIKit takes the legacy root list as empty").count == 2)
        let json = try Tool.run(["explain", "--format", "json", "--app", scenes, Self.legacy])
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        #expect((document["build"] as? [String: Any])?["legacyScreensLost"] as? Int == 6)
        // The build that keeps them: none lost, green.
        let kept = try Tool.run(["explain", "--format", "json", "--app", Self.migration("Legacy.app"), Self.legacy])
        let keptDocument = try #require(try JSONSerialization.jsonObject(with: kept.output) as? [String: Any])
        #expect((keptDocument["build"] as? [String: Any])?["legacyScreensLost"] as? Int == 0)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("restorectl-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        #expect(try Tool.run(["report", "--app", scenes, "-o", page.path, Self.legacy]).status == 0)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("<h2>Build: <span class=\"outcome warn\">"))
        #expect(
            try Tool.run(["report", "--app", Self.migration("Legacy.app"), "-o", page.path, Self.legacy]).status == 0)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("<h2>Build: <span class=\"outcome ok\">"))
    }

    @Test func aBuildThatSettledOptingInLeavesNoSentenceAboutTheDelegateDeciding() throws {
        let settled = try Tool.run(["explain", "--app", Self.migration("NoOptIn.app"), Self.legacy]).text
        #expect(!settled.contains("decides whether to restore at all"), "\(settled)")
        #expect(
            settled.contains(
                "implements neither application:shouldRestoreSecureApplicationState: nor application:shouldRestoreApplicationState:, so the build has not opted in"
            ))
        let optsIn = try Tool.run(["explain", "--app", Self.migration("Legacy.app"), Self.legacy]).text
        #expect(optsIn.contains("decides whether to restore at all"))
    }

    /// Item 8: a folder the build never reads is said first, before any verdict, by explain and the report.
    @Test func aFolderTheBuildNeverReadsIsSaidFirst() throws {
        let other = Tool.fixture("apps/archives/bundle-identifier-mismatch/com.example.Other.savedState")
        let app = Tool.fixture("apps/Example.app")
        let said =
            "This build never reads this saved state: the folder is named for com.example.Other, and the build's CFBundleIdentifier is com.example.Example"
        let text = try Tool.run(["explain", "--app", app, other]).text
        let build = try #require(text.range(of: "build \(app)\n"))
        #expect(text[build.upperBound...].hasPrefix("  [UIKit] " + said), "\(text)")
        let json = try Tool.run(["explain", "--format", "json", "--app", app, other])
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        let statements = (document["build"] as? [String: Any])?["statements"] as? [[String: Any]]
        #expect((statements?.first?["text"] as? String)?.hasPrefix(said) == true)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("restorectl-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        #expect(try Tool.run(["report", "--app", app, "-o", page.path, other]).status == 0)
        #expect(
            try String(contentsOf: page, encoding: .utf8).contains(
                "This build never reads this saved state: the folder is named for com.example.Other"))
        // The folder the build reads: nothing said.
        let matching = Tool.fixture("apps/archives/matching/com.example.Example.savedState")
        #expect(!(try Tool.run(["explain", "--app", app, matching]).text.contains("never reads")))
    }

    @Test func dumpShowsTheDiscardSelector() throws {
        let dump = try Tool.run(["dump", Self.migration("DiscardSelector.app")]).text
        #expect(dump.contains("    yes application:didDiscardSceneSessions:"), "\(dump)")
        let legacy = try Tool.run(["dump", Self.migration("Legacy.app")]).text
        #expect(legacy.contains("    no  application:didDiscardSceneSessions:"))
    }
}
