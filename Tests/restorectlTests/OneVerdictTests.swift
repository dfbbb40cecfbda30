import Foundation
import Testing

/// Issue 43: where `explain` and `validate` speak about one object or scene, they agree. Every
/// object `explain` says UIKit certainly skips for a reason of its own (not as a follow-on of its
/// parent, not because the archive is discarded or ignored as a whole) and every scene whose
/// activity it says UIKit drops has an error from `validate` at that path: a finding that says
/// UIKit cannot restore something is an error, and both commands exit 1.
let verdictFixtures = [
    "rules/orphan-path", "rules/unlisted-object", "rules/missing-object", "rules/malformed-object",
    "rules/scenes.savedState", "rules/swiftui.savedState", "rules/sessions-only.savedState", "rules/clean",
    "explain/skips.savedState", "explain/activities.savedState", "explain/routes.savedState",
    "archives/com.example.TabBar.savedState", "archives/com.example.Scenes.savedState",
]

@Test("explain and validate reach one verdict", arguments: verdictFixtures)
func explainAndValidateAgree(_ fixture: String) throws {
    let explain = try Tool.run(["explain", "--format", "json", Tool.fixture(fixture)])
    let document = try #require(
        try JSONSerialization.jsonObject(with: explain.output) as? [String: Any], "\(explain.error)")
    let ownReasons: Set = ["ancestorNotPreserved", "notListed", "noCoder", "coderNotData", "unreadableCoder"]
    let skipped = (document["objects"] as? [[String: Any]] ?? []).filter {
        $0["outcome"] as? String == "skipped" && ownReasons.contains($0["reason"] as? String ?? "")
    }.compactMap { $0["path"] as? String }
    let dropped = (document["scenes"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "dropped" }
        .compactMap { $0["identifier"] as? String }
    let (status, lines) = try validateJSON([Tool.fixture(fixture)])
    let errors = Set(lines.flatMap(\.findings).filter { $0.severity == "error" }.compactMap(\.path))
    for path in skipped + dropped {
        #expect(errors.contains(path), "explain: UIKit loses \(path); validate gives no error there")
    }
    if explain.status == 1 { #expect(status == 1, "explain exits 1, validate \(status)") }
}

/// Issue 43: real iOS saved state is often only `KnownSceneSessions/data.data`, and healthy macOS
/// folders hold stale records: notes, which pass `--strict` in every format and are shown as each
/// consumer shows a note.
@Test func notesPassStrictInEveryFormat() throws {
    let sessionsOnly = Tool.fixture("rules/sessions-only.savedState")
    let text = try Tool.run(["validate", "--strict", sessionsOnly])
    #expect(text.status == 0, "\(text.text)")
    #expect(text.text.components(separatedBy: ": note: ").count == 3)
    #expect(text.text.hasSuffix("\(sessionsOnly): OK\n"))
    let github = try Tool.run(["validate", "--strict", "--format", "github", sessionsOnly])
    #expect(github.status == 0)
    #expect(
        github.text.hasPrefix(
            "::notice title=restorectl session-without-scene::[session-without-scene] 2 notes in 1 archive: \(sessionsOnly)\n"
        ))
    #expect(github.text.hasSuffix("1 archive: 1 passed, 0 failed, 0 unreadable\n"))
    let xcode = try Tool.run(["validate", "--strict", "--format", "xcode", sessionsOnly])
    #expect(xcode.text.hasPrefix("note: [session-without-scene] 2 notes in 1 archive: \(sessionsOnly)\n"))
    let sarif = try Tool.run(["validate", "--strict", "--format", "sarif", sessionsOnly])
    let run = try #require(
        ((try JSONSerialization.jsonObject(with: sarif.output) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [[String: Any]])?.compactMap { $0["level"] as? String } == ["note", "note"])
    let junit = try Tool.run(["validate", "--strict", "--format", "junit", sessionsOnly])
    #expect(junit.status == 0)
    #expect(!junit.text.contains("<failure") && junit.text.contains("<system-out>note: [session-without-scene] "))
    let (status, lines) = try validateJSON(["--strict", sessionsOnly])
    #expect(status == 0 && lines.first?.ok == true && lines.first?.findings.map(\.severity) == ["note", "note"])
}

/// "Passed" only when nothing above a note was found: a pass with warnings says so, in the
/// summary and on the report's headline, which is not painted as a clean pass.
@Test func aPassWithWarningsIsNotAPlainPass() throws {
    let warned = Tool.fixture("rules/reserved-key/data.data"), clean = Tool.fixture("rules/clean/data.data")
    let result = try Tool.run(["validate", warned, clean, Tool.fixture("rules/sessions-only.savedState")])
    #expect(result.status == 0)
    #expect(result.text.hasSuffix("3 archives: 2 passed, 1 passed with 1 warning, 0 failed, 0 unreadable\n"))
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html").path
    #expect(try Tool.run(["report", warned, "-o", page]).status == 0)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("Validation: <span class=\"outcome warn\">passed with 1 warning</span>"))
    #expect(html.contains("<dd class=\"warn\">1 warning</dd>"))
    let notesOnly = folder.appendingPathComponent("notes.html").path
    #expect(try Tool.run(["report", Tool.fixture("rules/sessions-only.savedState"), "-o", notesOnly]).status == 0)
    let notesPage = try String(contentsOfFile: notesOnly, encoding: .utf8)
    #expect(notesPage.contains("Validation: <span class=\"outcome ok\">passed, 2 notes</span>"))
}
