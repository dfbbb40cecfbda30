import Foundation
import RestoreKit
import Testing

// The example of the DocC article "Comparing two builds"
// (Sources/RestoreKit/RestoreKit.docc/ComparingTwoBuilds.md), compiled with a plain import and run
// here on the pairs of Fixtures/apps/breaking (builds from clang-19/lld-19 and plistlib); a test
// below checks that the article shows exactly this code.
// Article example begins
/// Checks that the build about to ship breaks nothing the last release saved: `lastRelease` is
/// the last release's `.xcarchive` (or `.app`), `app` the new build's `.app`, `.xcarchive` or `.ipa`.
func checkBreaksNothing(lastRelease: String, app: String, in files: some FileSource) throws {
    let old = try AppBuild(contentsOf: lastRelease, in: files)
    let new = try AppBuild(contentsOf: app, in: files)

    // An error is a crash at launch or lost state; warnings (a link, Handoff, quick action or
    // Shortcut that no longer arrives, a fallback) and notes do not fail here.
    let errors = BuildComparison(old: old, new: new).findings.filter { $0.severity == .error }
    for error in errors {
        print("[\(error.rule.rawValue)] \(error.path ?? "-"): \(error.message)")
        print("    help: \(error.rule.help)")
    }
    // A Bool of its own: a failed #expect shows each value it was given, a finding a paragraph.
    let breaksNothing = errors.isEmpty
    #expect(breaksNothing, "\(errors.count) error(s) against the last release: see the lines printed")
}
// Article example ends

private let breaking = "/memory/apps/breaking"

/// A release that changes nothing that matters, and ones whose findings are all warnings (a URL
/// scheme dropped, a move to scenes), pass.
@Test(arguments: ["same", "toolchain", "url-scheme", "legacy-to-scenes"])
func theComparisonArticleExamplePassesWithoutAnError(_ pair: String) throws {
    let files = try MemoryFiles(fixtures: "apps/breaking")
    try checkBreaksNothing(lastRelease: "\(breaking)/\(pair)/Old.app", app: "\(breaking)/\(pair)/New.app", in: files)
}

/// It fails for a release that cleared a storyboard identifier, renamed a storyboard or dropped
/// the opt-in, in one line: withKnownIssue records a failure of its own when the body records
/// none, or one longer than a line.
@Test(arguments: ["identifier-removed", "storyboard-renamed", "opt-in-dropped"])
func theComparisonArticleExampleFailsOnAnError(_ pair: String) throws {
    let files = try MemoryFiles(fixtures: "apps/breaking")
    try withKnownIssue("\(pair) breaks what the last release saved") {
        try checkBreaksNothing(
            lastRelease: "\(breaking)/\(pair)/Old.app", app: "\(breaking)/\(pair)/New.app", in: files)
    } matching: { issue in
        // The failure reads in a line, not the findings' whole text.
        String(describing: issue).count < 300
    }
}

@Test func theComparisonArticleShowsTheExampleAsCompiled() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let article = try String(
        contentsOf: packageRoot.appendingPathComponent("Sources/RestoreKit/RestoreKit.docc/ComparingTwoBuilds.md"),
        encoding: .utf8)
    let example = try #require(
        source.components(separatedBy: "// Article example begins\n").last?.components(
            separatedBy: "// Article example ends"
        ).first)
    #expect(article.contains("```swift\nimport RestoreKit\nimport Testing\n\n" + example + "```\n"))
}
