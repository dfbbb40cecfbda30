import Foundation
import Testing
@testable import restorectl

/// `restorectl report`: one self-contained HTML page per run, every string from a file text on it.
enum ReportFixtures {
    /// Every saved-state fixture the page shows: UIKit archives and folders, scene state, macOS
    /// saved state, the terminal-hostile fixture, damaged scenes and a finding on an object.
    static let all = [
        "archives/com.example.TabBar.savedState", "archives/com.example.Mail.savedState",
        "archives/com.example.Large.savedState",
        "archives/com.example.Scenes.savedState", "archives/com.example.Both.savedState",
        "appkit/com.apple.Terminal.savedState", "appkit/com.googlecode.iterm2.savedState",
        "appkit/com.example.OldStyle.savedState",
        "appkit/com.example.NoWindowList.savedState", "hostile/hostile.savedState", "rules/scenes.savedState",
        "rules/dangling-reference/data.data", "rules/duplicate-path/data.data", "rules/malformed-object/data.data",
    ]

    /// A `dump --format json` document whose every string a page shows tries to be markup: a
    /// script, an element, an attribute's end, an entity, a `javascript:` URL, an `id`; `create`
    /// makes an archive of it.
    static let markupDocument = #"""
        {"metadata":{"bundleVersion":"1<script>alert(1)</script>","systemVersion":"17.4\"'><img src=x onerror=alert(2)>","idiom":"phone","idiomValue":0,"timestamp":null,"archiveVersion":"2.1"},
         "firstResponders":["Root</summary><script>alert(3)</script>"],
         "objects":[
          {"path":"Root</summary><script>alert(3)</script>","className":"<b>Bold</b>&amp;","restorationClass":"javascript:alert(4)","isViewController":true,
           "storyboard":{"name":"<iframe src=javascript:alert(5)>","bundlePath":null,"identifier":"' onmouseover='alert(6)"},
           "state":{"<script>key</script>":"</li></ul></details><script>alert(7)</script>","link":{"$ref":"Root</summary><script>alert(3)</script>/x\" id=\"evil"},"gone":{"$ref":"<a href=javascript:alert(8)>"}}},
          {"path":"Root</summary><script>alert(3)</script>/x\" id=\"evil","className":"X","isViewController":true,"state":{"n":"&lt;not-an-entity&gt;"}}
         ],
         "extra":{"<style>*{display:none}</style>":"<!-- comment -->"}}
        """#

    /// Writes `markupDocument` as an archive in `folder` and returns its path.
    static func markupArchive(in folder: URL) throws -> String {
        let archive = folder.appendingPathComponent("markup.data").path
        let created = try Tool.run(
            ["create", "-", "--allow-dangling", "-o", archive], input: Data(markupDocument.utf8))
        #expect(created.status == 0, "\(created.error)")
        return archive
    }

    /// The names of the elements in `html`, outside its script (whose text holds `<` too).
    static func elementNames(_ html: String) -> [String: Int] {
        let withoutScript = html.replacingOccurrences(
            of: #"<script>[\s\S]*?</script>"#, with: "<script></script>", options: .regularExpression)
        let regex = try! NSRegularExpression(pattern: "<([A-Za-z][A-Za-z0-9]*)")
        var names: [String: Int] = [:]
        for match in regex.matches(in: withoutScript, range: NSRange(withoutScript.startIndex..., in: withoutScript)) {
            if let range = Range(match.range(at: 1), in: withoutScript) {
                names[withoutScript[range].lowercased(), default: 0] += 1
            }
        }
        return names
    }

    /// The elements a report page is made of: anything else came from a file.
    static let pageElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "header", "h1", "span", "input", "main", "div", "h2", "ul",
        "li", "a",
        "section", "dl", "dt", "dd", "p", "h3", "details", "summary", "script", "figure", "figcaption", "svg", "rect",
        "text",
    ]
}

@Test(arguments: ReportFixtures.all)
func everyFixtureRendersAPageOfItsOwnElements(_ fixture: String) throws {
    let result = try Tool.run(["report", Tool.fixture(fixture)])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    let page = result.text
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.hasSuffix("</body></html>\n"))
    let names = ReportFixtures.elementNames(page)
    #expect(
        Set(names.keys).isSubset(of: ReportFixtures.pageElements),
        "\(Set(names.keys).subtracting(ReportFixtures.pageElements))")
    #expect(names["script"] == 1 && names["style"] == 1)
    // Every anchor once, and every link to one that is there.
    let ids = page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(Set(ids).count == ids.count)
    let targets = page.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(Set(targets).isSubset(of: Set(ids)), "\(Set(targets).subtracting(ids))")
    // Nothing the page would fetch or leave for: no source, no style URL, no link but to its own anchors.
    #expect(!page.contains(" src=") && !page.contains("url("))
    #expect(page.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#f") })
}

@Test func stringsThatLookLikeMarkupStayText() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Tool.run(["report", try ReportFixtures.markupArchive(in: folder)])
    #expect(result.status == 0, "\(result.error)")
    let page = result.text
    #expect(Set(ReportFixtures.elementNames(page).keys).isSubset(of: ReportFixtures.pageElements))
    #expect(ReportFixtures.elementNames(page)["script"] == 1)
    for shown in [
        "1&lt;script&gt;alert(1)&lt;/script&gt;", "17.4&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;",
        "&lt;b&gt;Bold&lt;/b&gt;&amp;amp;",
        "&#39; onmouseover=&#39;alert(6)", "&amp;lt;not-an-entity&amp;gt;", "&lt;!-- comment --&gt;",
        "javascript:alert(4)",
    ] {
        #expect(page.contains(shown), "\(shown)")
    }
    // Anchors and links are the page's own: f0-o1, never a string of the archive.
    #expect(!page.contains("id=\"evil"))
    let hrefs = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!hrefs.isEmpty && hrefs.allSatisfy { $0.hasPrefix("#f0-") }, "\(hrefs)")
    #expect(
        page.contains(
            "<a class=\"ref\" href=\"#f0-o1\">→ Root&lt;/summary&gt;&lt;script&gt;alert(3)&lt;/script&gt;/x&quot; id=&quot;evil</a>"
        ))
    #expect(page.contains("→ &lt;a href=javascript:alert(8)&gt; (no such object)"))
}

@Test func controlCharactersShowAsTheirEscapes() throws {
    let page = try Tool.run(["report", Tool.fixture("hostile/hostile.savedState")]).text
    #expect(
        !page.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
        })
    #expect(page.contains("RootX\\u{1b}]0;pwned\\u{7}\\u{d}Y"))
}

@Test func referencesLinkToTheObjectsTheyName() throws {
    let page = try Tool.run(["report", Tool.fixture("archives/com.example.TabBar.savedState")]).text
    // TabController's children: the second and fourth objects in archive order.
    #expect(page.contains("<a class=\"ref\" href=\"#f0-o1\">→ TabController/:[0]:/NavigationController</a>"))
    #expect(page.contains("<a class=\"ref\" href=\"#f0-o3\">→ TabController/:[1]:/NavigationController</a>"))
    #expect(page.contains("<details class=\"obj\" id=\"f0-o1\" open>"))
    #expect(page.contains("nested archive, 2 keys"))
    #expect(page.contains("storyboard Main · Settings"))
}

@Test func findingsShowOnTheirObjectAndLinkFromTheTop() throws {
    let result = try Tool.run(["report", Tool.fixture("rules/dangling-reference/data.data")])
    // Findings are shown, not failed on.
    #expect(result.status == 0)
    let page = result.text
    let prefix = "<li class=\"error\"><a href=\"#"
    let anchor = try #require(page.range(of: prefix + "f0-i[0-9]+\"", options: .regularExpression))
    let id = String(page[anchor].dropFirst(prefix.count).dropLast())
    let object = try #require(page.range(of: "<li class=\"error\" id=\"\(id)\">"))
    #expect(page[..<object.lowerBound].contains("<details class=\"obj\""), "the finding sits in its object")
    #expect(page.contains("[dangling-reference]"))
}

@Test func scenesShowWithTheirFindings() throws {
    let page = try Tool.run(["report", Tool.fixture("rules/scenes.savedState")]).text
    #expect(page.contains("<details class=\"obj scene\" id=\"f0-s"))
    #expect(page.contains("[activity-without-type]") && page.contains("[scene-without-session]"))
}

@Test func macWindowsShowWithTheirTitles() throws {
    let page = try Tool.run(["report", Tool.fixture("appkit/com.googlecode.iterm2.savedState")]).text
    #expect(page.contains("jweispfenning@Johns-MBP:~/repositories/profile"))
    #expect(page.contains("macOS (AppKit) saved state"))
}

/// Windows drawn at their saved frames (AppKit's NSWindowFrame: window, then screen, origin
/// bottom left) on their screen, titles as text; documents and snapshots listed, URLs as text.
@Test func macWindowsAreDrawnAtTheirFramesWithTheirDocuments() throws {
    let page = try Tool.run(["report", Tool.fixture("appkit/com.apple.Preview.savedState")]).text
    #expect(page.contains("<svg viewBox=\"0 0 1512 944\""))
    // "80 120 900 700 0 0 1512 944": y flipped to 944 - 120 - 700.
    #expect(
        page.contains(
            "<rect class=\"frame\" x=\"80\" y=\"124\" width=\"900\" height=\"700\"/><text x=\"92\" y=\"160\">Invoice.pdf</text>"
        ))
    #expect(page.contains("document: file:///Users/user/Documents/Invoice.pdf") && !page.contains("href=\"file:"))
    #expect(page.contains("window_21.data: encrypted with a key not in the folder, 2064 bytes"))
}

/// A frame that is not eight numbers draws nothing, and nothing of it reaches the markup.
@Test func aFrameThatIsNoFrameDrawsNothing() {
    #expect(HTMLWindowDrawing.numbers("80 120 900 700 0 0 1512 944 ") == [80, 120, 900, 700, 0, 0, 1512, 944])
    #expect(HTMLWindowDrawing.numbers("80 120 <svg> 700 0 0 1512 944").isEmpty)
    #expect(HTMLWindowDrawing.numbers("80 120 nan 700 0 0 1512 944").isEmpty)
}

@Test func severalFilesMakeOnePage() throws {
    let result = try Tool.run([
        "report", Tool.fixture("archives/com.example.Mail.savedState"),
        Tool.fixture("rules/dangling-reference/data.data"),
    ])
    #expect(result.status == 0)
    #expect(result.text.contains("id=\"f0\"") && result.text.contains("id=\"f1\""))
    #expect(result.text.components(separatedBy: "<!DOCTYPE html>").count == 2)
}

@Test func theOutputFileIsReplacedWholeOrNotAtAll() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("report.html")
    try Data("old".utf8).write(to: out)
    let failed = try Tool.run([
        "report", Tool.fixture("archives/com.example.TabBar.savedState"), Tool.fixture("invalid/offset-width-0.bplist"),
        "-o", out.path,
    ])
    #expect(failed.status == 3)
    #expect(failed.error.contains("offset-width-0.bplist: truncated or damaged"))
    #expect(try String(contentsOf: out, encoding: .utf8) == "old")
    let written = try Tool.run(["report", Tool.fixture("archives/com.example.TabBar.savedState"), "-o", out.path])
    #expect(written.status == 0 && written.output.isEmpty)
    #expect(
        try String(contentsOf: out, encoding: .utf8)
            == (try Tool.run(["report", Tool.fixture("archives/com.example.TabBar.savedState"), "-o", "-"])).text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
}

@Test func withoutFileItIsAUsageError() throws {
    let result = try Tool.run(["report"])
    #expect(result.status == 2)
    #expect(result.error.contains("missing argument FILE, or --bundle-id"))
}

/// Size grows with the archive: the 1,011-object fixture's page is a few hundred bytes an object.
@Test func thePageGrowsLinearly() throws {
    let large = try Tool.run(["report", Tool.fixture("archives/com.example.Large.savedState")]).output.count
    let small = try Tool.run(["report", Tool.fixture("archives/com.example.TabBar.savedState")]).output.count
    #expect(large < 1011 * 1000, "\(large) bytes")
    #expect(large > small)
}

/// The Content-Security-Policy names the inline script by its hash: a script changed without
/// its hash would be blocked in every browser.
@Test(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
        "needs /usr/bin/python3 to hash the script"))
func thePolicyAllowsThePagesOwnScript() throws {
    let page = try Tool.run(["report", Tool.fixture("archives/com.example.Mail.savedState")])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
        "-c",
        """
        import sys, re, hashlib, base64
        page = sys.stdin.read()
        script = re.search(r'<script>(.*?)</script>', page, re.S).group(1)
        print('sha256-' + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode())
        """,
    ]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: page.output)
    try input.fileHandleForWriting.close()
    let hash = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
    process.waitUntilExit()
    #expect(page.text.contains("script-src '\(hash)'"), "\(hash)")
}
