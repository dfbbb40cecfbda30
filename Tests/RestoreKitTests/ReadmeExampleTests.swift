import Foundation
import RestoreKit
import Testing

// The example of the DocC article "Checking saved state in your tests"
// (Sources/RestoreKit/RestoreKit.docc/CheckingSavedStateInYourTests.md, which the README links
// to), compiled and run here; a test below checks that the article shows exactly this code.
// Article example begins
/// Checks the archive a UI test left behind (copied from the simulator into the test's resources).
func checkSavedState(_ bytes: [UInt8]) throws {
    let archive = try RestorationArchive(bytes: bytes)

    // What was saved, and by which build.
    #expect(archive.metadata.bundleVersion == "1.2.2.198")
    #expect(archive.objects.map(\.path).contains("TabController/:[1]:/NavigationController"))

    // One object's class and a value its coder holds (encodeRestorableState(with:)).
    let feed = try #require(archive.object(at: "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"))
    #expect(feed.className == "Example.FeedViewController")
    let selectedIndex = feed.state.first { $0.key == "selectedIndex" }?.value.primitive?.intValue
    #expect(selectedIndex == 2)

    // Nothing UIKit would skip, and nothing that differs from this build and its classes.
    let expectations = ValidationExpectations(
        bundleVersion: "1.2.2.198", idiom: 0,
        knownClasses: [
            "Example.FeedViewController", "Example.SettingsViewController", "Example.DetailViewController",
            "Example.DetailRestorer",
        ])
    let findings = Validator.validate(archive, expectations: expectations)
    #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.map(\.message))")
}
// Article example ends

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Test func theReadmeExampleRunsOnTheTabBarFixture() throws {
    try checkSavedState(
        [UInt8](
            try Data(
                contentsOf: packageRoot.appendingPathComponent(
                    "Fixtures/archives/com.example.TabBar.savedState/data.data"))))
}

@Test func theArticleShowsTheExampleAsCompiled() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let example = try #require(
        source.components(separatedBy: "// Article example begins\n").last?.components(
            separatedBy: "// Article example ends"
        ).first)
    let article = try String(
        contentsOf: packageRoot.appendingPathComponent(
            "Sources/RestoreKit/RestoreKit.docc/CheckingSavedStateInYourTests.md"), encoding: .utf8)
    // The article's example needs RestoreKit and Testing alone, as RestoreKit needs the standard library alone.
    #expect(article.contains("```swift\nimport RestoreKit\nimport Testing\n\n" + example + "```\n"))
}
