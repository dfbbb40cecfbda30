import Foundation
import Testing

/// `restorectl breaking-changes OLD NEW [--saved DIR]` on the pairs of Fixtures/apps/breaking:
/// exit status, every format, and one decision with `explain --app`.
@Suite struct BreakingChangesTests {
    static func pair(_ name: String) -> [String] {
        [Tool.fixture("apps/breaking/\(name)/Old.app"), Tool.fixture("apps/breaking/\(name)/New.app")]
    }

    static func json(_ arguments: [String]) throws -> (status: Int32, document: [String: Any]) {
        let result = try Tool.run(["breaking-changes", "--format", "json"] + arguments)
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        return (result.status, document)
    }

    @Test(arguments: [
        ("identifier-removed", Int32(1)), ("opt-in-dropped", 1), ("legacy-to-scenes", 0), ("url-scheme", 0),
        ("same", 0), ("toolchain", 0),
    ])
    func exitsAsValidateDoes(pair: String, status: Int32) throws {
        let result = try Tool.run(["breaking-changes"] + Self.pair(pair))
        #expect(result.status == status, "\(result.text)\(result.error)")
        #expect(result.error.isEmpty)
    }

    @Test func aPairThatChangesNothingSaysOK() throws {
        let result = try Tool.run(["breaking-changes"] + Self.pair("same"))
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("OLD: ") == true && lines.dropFirst().first?.hasPrefix("NEW: ") == true)
        #expect(lines.last?.hasSuffix("New.app: OK") == true)
        let (status, document) = try Self.json(Self.pair("same"))
        #expect(status == 0 && document["ok"] as? Bool == true)
        #expect((document["findings"] as? [Any])?.isEmpty == true)
    }

    /// The same app as an .xcarchive and as an .ipa changes nothing, either way.
    @Test func theSameAppInAnotherContainerFindsNothing() throws {
        let archive = Tool.fixture("apps/Example.xcarchive"), ipa = Tool.fixture("ipa/apps/Example.ipa")
        for arguments in [[archive, ipa], [ipa, archive]] {
            let (status, document) = try Self.json(arguments)
            #expect(status == 0)
            #expect((document["findings"] as? [Any])?.isEmpty == true)
            #expect((document["screens"] as? [Any])?.isEmpty == false)
        }
    }

    @Test func warningsFailUnderStrictAndASeverityMakesOneAnError() throws {
        #expect(try Tool.run(["breaking-changes", "--strict"] + Self.pair("url-scheme")).status == 1)
        let promoted = try Tool.run(
            ["breaking-changes", "--severity", "url-scheme-removed=error"] + Self.pair("url-scheme"))
        #expect(promoted.status == 1)
        #expect(promoted.text.contains("error: CFBundleURLTypes/example-share"))
    }

    @Test func anUnreadableBuildIsThree() throws {
        let missing = try Tool.run(["breaking-changes", Self.pair("same")[0], "/no/such/App.app"])
        #expect(missing.status == 3)
        #expect(missing.error.contains("/no/such/App.app"))
        #expect(missing.text.isEmpty)
        let appKit = try Tool.run(["breaking-changes", Tool.fixture("apps/migration/AppKit.app"), Self.pair("same")[1]])
        #expect(appKit.status != 0 && appKit.status != 1)
        #expect(try Tool.run(["breaking-changes", Self.pair("same")[0]]).status == 2)
    }

    @Test func everyFormatCarriesTheFindings() throws {
        let arguments = Self.pair("identifier-removed")
        let (_, document) = try Self.json(arguments)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["storyboard-identifier-not-in-app"])
        #expect((document["old"] as? [String: Any])?["lifeCycle"] as? String == "legacy")
        #expect((document["screens"] as? [[String: Any]])?.count == 3)
        let xml = try Tool.run(["breaking-changes", "--format", "xml"] + arguments)
        let plist = try PropertyListSerialization.propertyList(from: xml.output, format: nil) as? [String: Any]
        #expect((plist?["findings"] as? [[String: Any]])?.count == 1)
        for format in ["junit", "sarif", "github", "xcode"] {
            let result = try Tool.run(["breaking-changes", "--format", format] + arguments)
            #expect(result.status == 1, "\(format)")
            #expect(result.text.contains("storyboard-identifier-not-in-app"), "\(format): \(result.text)")
        }
        let junit = try Tool.run(["breaking-changes", "--format", "junit"] + arguments).text
        #expect(junit.contains("restorectl breaking-changes"))
    }

    /// The saved state the comparison judges is the saved state `create` makes of its documents,
    /// and `explain --app NEW` gives each screen the outcome the comparison gives it.
    @Test(arguments: ["identifier-removed", "storyboard-renamed", "opt-in-dropped", "legacy-to-scenes", "same"])
    func theComparisonDecidesAsExplainDoes(pair: String) throws {
        let arguments = Self.pair(pair)
        let (_, document) = try Self.json(arguments)
        let screens = try #require(document["screens"] as? [[String: Any]])
        let outcomes = Dictionary(
            screens.map { ($0["path"] as? String ?? "", $0["outcome"] as? String ?? "") },
            uniquingKeysWith: { first, _ in first })
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, saved) in (try #require(document["savedState"] as? [Any])).enumerated() {
            let json = folder.appendingPathComponent("\(index).json")
            try JSONSerialization.data(withJSONObject: saved).write(to: json)
            let parent = folder.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            let state = parent.appendingPathComponent("com.example.Migration.savedState").path
            let created = try Tool.run(["create", json.path, "-o", state])
            try #require(created.status == 0, "\(created.error)")
            let explained = try Tool.run(["explain", "--format", "json", "--app", arguments[1], state])
            let explanation = try #require(
                try JSONSerialization.jsonObject(with: explained.output) as? [String: Any], "\(explained.error)")
            let objects = try #require(explanation["objects"] as? [[String: Any]])
            #expect(!objects.isEmpty || screens.isEmpty, "\(pair)")
            for object in objects {
                let path = try #require(object["path"] as? String)
                #expect(outcomes[path] == object["outcome"] as? String, "\(pair): \(path)")
            }
        }
    }

    /// `--saved` judges each saved state as `explain --app NEW` does: the same verdict.
    @Test(arguments: ["Legacy.app", "Scenes.app", "NoOptIn.app", "SwiftUIApp.app"])
    func aSavedStateIsJudgedAsExplainJudgesIt(app: String) throws {
        let new = Tool.fixture("apps/migration/\(app)")
        let archives = Tool.fixture("apps/migration/archives")
        let (_, document) = try Self.json([Tool.fixture("apps/migration/Legacy.app"), new, "--saved", archives])
        let saved = try #require(document["saved"] as? [[String: Any]])
        #expect(saved.count > 10)
        for entry in saved {
            let file = try #require(entry["file"] as? String)
            guard let losesState = entry["losesState"] as? Bool else { continue }
            let explained = try Tool.run(["explain", "--app", new, file])
            #expect((explained.status == 1) == losesState, "\(app): \(file)")
        }
    }
}
