import Foundation
import Testing

/// `restorectl report SAVED --app APP` on Fixtures/apps/migration through the binary: the page
/// shows, per object and per scene, the outcome `explain --app --format json` gives (parsed from
/// both and compared, for every build and saved state of the fixtures, so the page cannot drift
/// from explain), validate --app's findings, the build's box; a bad APP writes nothing.
struct ReportAppTests {
    /// `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` back to their characters.
    static func unescaped(_ html: Substring) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Each match of `pattern` in `page`, as its groups.
    static func matches(_ pattern: String, in page: String) throws -> [[Substring]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: page).map { page[$0] } ?? "" }
        }
    }

    /// The outcome the page shows for each object (by identifier path) and each scene (by
    /// identifier) of its first file; an object or scene without one is absent.
    static func pageOutcomes(_ page: String) throws -> (objects: [String: String], scenes: [String: String]) {
        var objects: [String: String] = [:]
        for groups in try matches(
            #"<details class="obj" id="f0-o\d+" open><summary>(.*?)</summary><div class="own"><div class="path">([^<]*)</div>"#,
            in: page)
        {
            let outcome = try matches(#"data-object-outcome="(\w+)""#, in: String(groups[0]))
            if let outcome = outcome.first?.first { objects[unescaped(groups[1])] = String(outcome) }
        }
        var scenes: [String: String] = [:]
        for groups in try matches(
            #"<details class="obj scene" id="f0-s\d+" open><summary><span class="name">([^<]*)</span>(.*?)</summary>"#,
            in: page)
        {
            let outcome = try matches(#"data-scene-outcome="(\w+)""#, in: String(groups[1]))
            if let outcome = outcome.first?.first { scenes[unescaped(groups[0])] = String(outcome) }
        }
        return (objects, scenes)
    }

    @Test(
        "each object's and scene's outcome on the page is explain --app --format json's, for every fixture pairing",
        arguments: try migrationRuns())
    func sameOutcomesAsExplain(_ run: (app: String, savedState: String)) throws {
        let report = try Tool.run(["report", "--app", run.app, run.savedState])
        // Written whatever the build does to the saved state: the page is not a CI gate.
        #expect(report.status == 0, "\(report.error)")
        #expect(report.error.isEmpty)
        let json = try Tool.run(["explain", "--format", "json", "--app", run.app, run.savedState])
        let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
        var explained: [String: String] = [:]
        for object in document["objects"] as? [[String: Any]] ?? [] {
            guard let path = object["path"] as? String, explained[path] == nil,
                let outcome = (object["build"] as? [String: Any])?["outcome"] as? String
            else { continue }
            explained[path] = outcome
        }
        var explainedScenes: [String: String] = [:]
        for scene in document["scenes"] as? [[String: Any]] ?? [] {
            guard let identifier = scene["identifier"] as? String,
                let outcome = (scene["build"] as? [String: Any])?["outcome"] as? String
            else { continue }
            explainedScenes[identifier] = outcome
        }
        let shown = try Self.pageOutcomes(report.text)
        // Every saved object of the tree shows explain's outcome (explain may also judge paths
        // the root list names that the archive does not hold: those are no object of the tree).
        #expect(!shown.objects.isEmpty || explained.isEmpty)
        for (path, outcome) in shown.objects { #expect(explained[path] == outcome, "\(path)") }
        let treePaths = try Self.matches(#"<div class="path">([^<]*)</div>"#, in: report.text).map {
            Self.unescaped($0[0])
        }
        for path in Set(treePaths) { #expect(shown.objects[path] != nil, "\(path) shows no outcome") }
        #expect(shown.scenes == explainedScenes)
        // The findings are validate --app's, every rule of them.
        let (_, lines) = try validateJSON(["--app", run.app, run.savedState])
        let rules = Set(lines.flatMap(\.findings).map(\.rule))
        let pageRules = Set(
            try Self.matches(#"<span class="rule">\[([a-z-]+)\]</span>"#, in: report.text).map { String($0[0]) })
        #expect(pageRules == rules)
    }

    @Test("a renamed storyboard identifier reads as raises on the page, with explain's words and the box's verdict")
    func raisesOnThePage() throws {
        let app = ExplainAppTests.app("Legacy.app")
        let saved = ExplainAppTests.savedState("renamed-identifier")
        let page = try Tool.run(["report", "--app", app, saved]).text
        #expect(
            page.contains(
                "<span class=\"flag error\" data-object-outcome=\"raises\">in the build: raises: the app crashes</span>"
            ))
        #expect(page.contains("<h2>Build: <span class=\"outcome bad\">\(app)</span></h2>"))
        #expect(
            page.contains(
                "bundle identifier com.example.Migration, version 7.0 (CFBundleVersion 7.0); opts in to state restoration: yes; scene app: no"
            ))
        // The counts and verdict line is explain's summary, word for word.
        let explain = try Tool.run(["explain", "--app", app, saved]).text
        let summary = try #require(explain.split(separator: "\n").last { $0.hasPrefix("objects in the build:") })
        #expect(page.contains("<p>" + summary.replacingOccurrences(of: "'", with: "&#39;") + "</p>"))
        #expect(page.contains("[UIKit] storyboard: raises: storyboard &quot;Main&quot;"))
        #expect(page.contains("[storyboard-identifier-not-in-app]"))
    }

    @Test("several files: each judged against the same build, each with its line in the box")
    func severalFiles() throws {
        let app = ExplainAppTests.app("Scenes.app")
        let result = try Tool.run([
            "report", "--app", app, ExplainAppTests.savedState("scene-code-old-delegate"),
            ExplainAppTests.savedState("scene-with-legacy"),
        ])
        #expect(result.status == 0)
        let page = result.text
        #expect(page.contains("scene app: yes"))
        #expect(
            page.contains(
                "data-scene-outcome=\"wrongDelegate\">in the build: the wrong delegate: an empty or black window"))
        #expect(page.contains("id=\"f1-o0\""))
        let second = try #require(page.range(of: "<section class=\"file\" id=\"f1\">"))
        #expect(
            page[second.lowerBound...].contains(
                "data-object-outcome=\"skipped\">in the build: skipped (the build adopts the scene life cycle)"))
        #expect(
            page.components(separatedBy: "<span class=\"fpath\">" + ExplainAppTests.savedState("scene-with-legacy"))
                .count == 2)
        #expect(
            page.contains(
                "delegate UIKit instantiates: OldSceneDelegate (the build&#39;s for the role is SceneDelegate)"))
    }

    @Test(
        "a bad APP: validate's one line, exit 3, nothing written", arguments: ["no-such.app", "README.md", "archives"])
    func badApp(_ name: String) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("report.html")
        try Data("old".utf8).write(to: out)
        let app = Tool.fixture("apps/migration/\(name)")
        let saved = ExplainAppTests.savedState("legacy")
        let report = try Tool.run(["report", "--app", app, saved, "-o", out.path, "--force"])
        let validate = try Tool.run(["validate", "--app", app, saved])
        #expect(report.status == 3)
        #expect(report.error == validate.error)
        #expect(report.error.split(separator: "\n").count == 1)
        #expect(try String(contentsOf: out, encoding: .utf8) == "old")
        #expect(try Tool.run(["report", "--app", app, saved]).output.isEmpty)
    }

    @Test("without --app nothing of a build is on the page")
    func nothingWithoutApp() throws {
        let page = try Tool.run(["report", ExplainAppTests.savedState("scene-with-legacy")]).text
        #expect(!page.contains("data-object-outcome") && !page.contains("data-scene-outcome"))
        #expect(!page.contains("Build:") && !page.contains("in the build"))
    }
}
