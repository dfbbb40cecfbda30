import Testing

@testable import RestoreKit

/// `BuildComparison` on the pairs of Fixtures/apps/breaking (README.md there says what each pair
/// changes): each finds what its one change breaks, in both directions, and the pairs that change
/// nothing find nothing.
@Suite struct BuildComparisonTests {
    static let files = Result { try MemoryFiles(fixtures: "apps/breaking", "apps/migration") }

    static func comparison(_ pair: String, reversed: Bool = false) throws -> BuildComparison {
        let files = try Self.files.get()
        let old = try AppBuild(contentsOf: "/memory/apps/breaking/\(pair)/Old.app", in: files)
        let new = try AppBuild(contentsOf: "/memory/apps/breaking/\(pair)/New.app", in: files)
        return reversed ? BuildComparison(old: new, new: old) : BuildComparison(old: old, new: new)
    }

    static func rules(_ comparison: BuildComparison) -> [String] {
        comparison.findings.map { "\($0.rule.rawValue) \($0.path ?? "-")" }
    }

    @Test(arguments: [
        ("identifier-removed", ["storyboard-identifier-not-in-app Detail"]),
        ("storyboard-renamed", ["storyboard-not-in-app Settings"]),
        ("opt-in-dropped", ["app-not-opted-in -"]),
    ])
    func aRestorationChangeIsAnError(pair: String, expected: [String]) throws {
        let comparison = try Self.comparison(pair)
        #expect(Self.rules(comparison) == expected)
        #expect(comparison.findings.allSatisfy { $0.severity == .error })
    }

    /// The change undone is a change of its own: back to a storyboard identifier or a storyboard
    /// the other build lacks; opting in again breaks nothing.
    @Test(arguments: [
        ("identifier-removed", ["storyboard-identifier-not-in-app Detail"]),
        ("storyboard-renamed", ["storyboard-not-in-app Settings"]),
        ("opt-in-dropped", []),
    ])
    func theChangeUndone(pair: String, expected: [String]) throws {
        #expect(Self.rules(try Self.comparison(pair, reversed: true)) == expected)
    }

    @Test(arguments: ["same", "toolchain"])
    func aPairThatChangesNothingFindsNothing(pair: String) throws {
        let comparison = try Self.comparison(pair)
        #expect(Self.rules(comparison) == [])
        #expect(Self.rules(try Self.comparison(pair, reversed: true)) == [])
        // OLD saves screens, and each is judged.
        #expect(!comparison.written.screens.isEmpty)
    }

    @Test func everyBuildComparedWithItselfFindsNothing() throws {
        let files = try Self.files.get()
        for name in files.subfolders(of: "/memory/apps/migration") where name.hasSuffix(".app") {
            guard let build = try? AppBuild(contentsOf: "/memory/apps/migration/\(name)", in: files) else { continue }
            let found = BuildComparison(old: build, new: build).findings.filter { $0.rule != .buildCannotShow }
            #expect(found.isEmpty, "\(name): \(found.map(\.message))")
        }
    }

    @Test func aMoveToScenesLosesEveryScreenOnceAndSaysWhich() throws {
        let comparison = try Self.comparison("legacy-to-scenes-handled")
        let lost = comparison.findings.filter { $0.rule == .sceneAppIgnoresLegacyState }
        #expect(lost.count == 1)
        #expect(lost.first?.severity == .warning)
        #expect(lost.first?.message.contains("3 screens") == true)
        // Back to the legacy life cycle, the scenes' sessions are kept and their configurations ignored.
        #expect(
            Self.rules(try Self.comparison("legacy-to-scenes-handled", reversed: true)) == [
                "scene-sessions-ignored UISceneConfigurations/UIWindowSceneSessionRoleApplication/Default Configuration"
            ])
    }

    @Test func aRenamedConfigurationFallsBackSilently() throws {
        let comparison = try Self.comparison("configuration-renamed")
        #expect(comparison.findings.map(\.rule) == [.sceneConfigurationNotInApp])
        #expect(comparison.findings.first?.severity == .warning)
    }
}
