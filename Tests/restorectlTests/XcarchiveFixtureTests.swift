import Foundation
import Testing

/// Fixtures/apps/Example.xcarchive is Example.app as Xcode archives it (issue 52: the archive a
/// newcomer reached for was a placeholder, and every fixture archive failed against it).
enum ExampleArchive {
    static let path = Tool.fixture("apps/Example.xcarchive")
    /// The app inside it, as `validate` and `dump` name the bundle they read.
    static let bundle = path + "/Products/Applications/Example.app"

    /// `text` with the archive's paths written as Example.app's: its bundle's, then its own.
    static func asApp(_ text: String) -> String {
        text.replacingOccurrences(of: bundle, with: GeneratedApp.path).replacingOccurrences(
            of: path, with: GeneratedApp.path)
    }
}

/// The command a newcomer types, over every folder of Fixtures/apps/archives at once: the same
/// findings, verdicts and last line as with Example.app.
@Test func validateAppOfTheFixtureArchivesGivesTheSameVerdictsWithTheXcarchive() throws {
    let archives = Tool.fixture("apps/archives")
    let savedStates = try FileManager.default.contentsOfDirectory(atPath: archives).sorted().map { folder in
        let names = try FileManager.default.contentsOfDirectory(atPath: archives + "/" + folder)
        return archives + "/" + folder + "/" + (names.first { $0.hasSuffix(".savedState") } ?? "missing")
    }
    #expect(savedStates.count == 12)
    for format in ["text", "json"] {
        let archived = try Tool.run(["validate", "--format", format, "--app", ExampleArchive.path] + savedStates)
        let app = try Tool.run(["validate", "--format", format, "--app", GeneratedApp.path] + savedStates)
        #expect(archived.status == app.status, "\(archived.error)")
        #expect(ExampleArchive.asApp(archived.text) == app.text, "\(format)")
        #expect(archived.error.isEmpty && app.error.isEmpty, "\(archived.error)")
    }
    let text = try Tool.run(["validate", "--app", ExampleArchive.path] + savedStates).text
    #expect(text.hasSuffix("12 archives: 3 passed, 5 passed with 5 warnings, 4 failed, 0 unreadable\n"), "\(text)")
}

@Test func theXcarchiveIsReadAsTheAppItHolds() throws {
    let app = try GeneratedApp.document([GeneratedApp.path])
    let archived = try GeneratedApp.document([ExampleArchive.path])
    #expect(archived["file"] as? String == ExampleArchive.path)
    #expect(archived["bundle"] as? String == ExampleArchive.bundle)
    // The rest is the app's, its paths under the archive's.
    func relocated(_ document: [String: Any], _ root: String) throws -> String {
        var rest = document
        rest["file"] = nil
        rest["bundle"] = nil
        let data = try JSONSerialization.data(withJSONObject: rest, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: root, with: "ROOT")
    }
    #expect(try relocated(archived, ExampleArchive.bundle) == relocated(app, GeneratedApp.path))
    #expect(try relocated(archived, ExampleArchive.bundle).contains("\"ROOT/Example.debug.dylib\""))
}
