import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// Each rule's declaration names the check that emits it (`ValidationRule.check`): every check,
/// run over every fixture that can reach it, emits only rules that name it, and every rule is
/// emitted by its check on a fixture.

/// Everything under `root` that validate checks: each file or saved-state folder (a UIKit
/// folder's data.data too, which is checked on its own when given), and what is below the
/// folders that are none; app builds are read as `--app` builds, not checked.
private func reachable(_ root: String, in files: PlatformFiles) -> [String] {
    switch SavedStateInput(root, in: files) {
    case .folderToSearch:
        return [root] + names(in: root).flatMap { reachable(root + "/" + $0, in: files) }
    case .uikitFolder:
        return [root] + (files.isFile(root + "/data.data") ? [root + "/data.data"] : [])
    case .appKit(let appKit) where appKit.file == nil:
        return [root] + names(in: root).map { root + "/" + $0 }.filter(files.isFile)
    case .standardInput, .file, .namedFolder, .appKit, .appBuild:
        return [root]
    }
}

private func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}

/// The fixtures and the expectations each is checked with: all of them plainly and with every
/// `--expect-*` and `--known-classes`; the app archives against each app build.
private func runs() throws -> [(path: String, expectations: ValidationExpectations)] {
    let files = PlatformFiles()
    let plain =
        ["rules", "archives", "explain", "swiftui", "appkit", "hostile", "apps/archives"]
        .flatMap { reachable(Tool.fixture($0), in: files) } + [Tool.fixture("rules/no-such-folder/data.data")]
    var expected = ValidationExpectations(bundleVersion: "3.2", idiom: 1)
    expected.knownClasses = ValidationExpectations.knownClasses(
        inList: Array(try Data(contentsOf: URL(fileURLWithPath: Tool.fixture("rules/known-classes-renamed.txt")))))
    var runs = plain.flatMap { [($0, ValidationExpectations()), ($0, expected)] }
    let apps = try FileManager.default.contentsOfDirectory(atPath: Tool.fixture("apps")).filter { $0.hasSuffix(".app") }
        .sorted()
    #expect(apps.count >= 4)
    for app in apps {
        var expectations = ValidationExpectations()
        expectations.app = AppCheck(try AppBuild.read(at: Tool.fixture("apps/" + app), in: files))
        runs += reachable(Tool.fixture("apps/archives"), in: files).map { ($0, expectations) }
    }
    for run in try migrationRuns() {
        var expectations = ValidationExpectations()
        expectations.app = AppCheck(try AppBuild.read(at: run.app, in: files))
        runs.append((run.savedState, expectations))
    }
    return runs
}

@Test func everyCheckEmitsOnlyItsOwnRulesAndEveryRuleIsEmittedByItsCheck() throws {
    let files = PlatformFiles()
    var emitted: Set<String> = []
    let runs = try runs()
    #expect(runs.count > 300)
    for run in runs {
        let found = Validator.checked(SavedStateInput(run.path, in: files), in: files, expectations: run.expectations)
            .found
        for group in found.groups {
            for finding in group.findings {
                #expect(
                    finding.rule.check == group.check,
                    "\(run.path): \(finding.rule.rawValue) (declared \(finding.rule.check)) made by \(group.check)")
                if finding.rule.check == group.check { emitted.insert(finding.rule.rawValue) }
            }
        }
    }
    // What validate's walk cannot read is a finding of reading too.
    #expect(
        ValidationRun.File(unreadable: "folder", "permission denied").findings.allSatisfy { $0.rule.check == .reading })
    // The table of `everyRuleTheCodeDefinesHasAFixture`, which holds every rule.
    let table = Set(ruleCases.map(\.rule)).union(sceneRules).union(swiftUISceneRules).union(appKitRules).union(appRules)
        .union(migrationRules)
    for rule in table.sorted() { #expect(emitted.contains(rule), "\(rule) is emitted by its check on no fixture") }
}

@Test func everyCheckDeclaresARuleAndLeavesTheFindingsInOrder() throws {
    #expect(Set(ValidationRule.allCases.map(\.check)) == Set(ValidationCheck.allCases))
    // The findings under their checks are the findings validate gives, in the same order.
    let files = PlatformFiles()
    for path in [
        "rules/follow-on", "rules/scenes.savedState", "archives/com.example.Both.savedState",
        "appkit/com.apple.Preview.savedState",
    ] {
        let input = SavedStateInput(Tool.fixture(path), in: files)
        let found = Validator.checked(input, in: files).found
        #expect(found.groups.flatMap(\.findings) == Validator.validate(input, in: files).findings, "\(path)")
        #expect(!found.findings.isEmpty || path.contains("Both"), "\(path)")
    }
}

@Test func everyComparisonRuleIsEmittedByItsCheckOnAPair() throws {
    let files = PlatformFiles()
    let root = Tool.fixture("apps/breaking")
    var emitted: Set<String> = []
    for pair in names(in: root) where files.isFolder(root + "/" + pair + "/Old.app") {
        let old = try AppBuild.read(at: "\(root)/\(pair)/Old.app", in: files)
        let new = try AppBuild.read(at: "\(root)/\(pair)/New.app", in: files)
        for comparison in [BuildComparison(old: old, new: new), BuildComparison(old: new, new: old)] {
            for group in comparison.found.groups {
                for finding in group.findings {
                    #expect(
                        finding.rule.check == group.check, "\(pair): \(finding.rule.rawValue) made by \(group.check)")
                    emitted.insert(finding.rule.rawValue)
                }
            }
        }
    }
    for rule in comparisonRules.sorted() { #expect(emitted.contains(rule), "\(rule) is found on no pair") }
    #expect(ValidationRule.allCases.filter(\.check.isComparison).map(\.rawValue).allSatisfy(comparisonRules.contains))
}
