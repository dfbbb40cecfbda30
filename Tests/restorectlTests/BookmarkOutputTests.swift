import Foundation
import RestoreKit
import Testing

/// Issue 56: data holding an NSURL bookmark shows decoded in every output (text, JSON, the
/// report, the snapshot), as it is stored with `dump --raw`, and reads back with `create`.
enum BookmarkArchives {
    static let bookmark = Tool.packageRoot.appendingPathComponent("Fixtures/bookmarks/boot-document.book")
    static let textEdit = Tool.fixture("appkit-bookmarks/com.apple.TextEdit.savedState")

    /// The fixture's bytes with its strings made hostile, each the same length: the creator and
    /// a path component `alice` → `a␛[2J`, the file's name `Invoice.rtf` → `<i>␛ice.rtf`.
    static func hostileBytes() throws -> Data {
        var bytes = try Data(contentsOf: bookmark)
        for (from, to) in [("alice", "a\u{1b}[2J"), ("Invoice.rtf", "<i>\u{1b}ice.rtf")] {
            while let range = bytes.range(of: Data(from.utf8)) { bytes.replaceSubrange(range, with: Data(to.utf8)) }
        }
        return bytes
    }

    /// A restoration archive `create` writes, whose object `A` holds `bytes` as `document`, in
    /// `recent` beside 10 bytes that start `book` but are no bookmark.
    static func archive(_ bytes: Data, in folder: URL, name: String = "data.data") throws -> String {
        let data = bytes.base64EncodedString()
        let document =
            #"{"objects": [{"path": "A", "state": {"document": {"$data": "\#(data)"}, "#
            + #""recent": [{"$data": "\#(data)"}, {"$data": "Ym9va2Jyb2tlbg=="}]}}]}"#
        let output = folder.appendingPathComponent(name).path
        let created = try Tool.run(["create", "-", "-o", output], input: Data(document.utf8))
        #expect(created.status == 0, "\(created.error)")
        return output
    }
}

@Test func dumpShowsABookmarkAsItsPathAndFactsInTextAndAsBookmarkInJSON() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try BookmarkArchives.archive(Data(contentsOf: BookmarkArchives.bookmark), in: folder)
    let text = try Tool.run(["dump", archive])
    #expect(text.status == 0, "\(text.error)")
    #expect(text.text.contains("\n    document (bookmark, 708 bytes) = /Users/alice/Invoice.rtf\n"))
    #expect(text.text.contains("\n      creator = \"alice\" (uid 501)\n"))
    #expect(text.text.contains("\n      created = 2022-11-03T17:16:54.608895Z\n"))
    #expect(text.text.contains("\n      [0] (bookmark, 708 bytes) = /Users/alice/Invoice.rtf\n"))
    #expect(
        text.text.contains(
            "\n      [1] (data, 10 bytes) = unreadable bookmark: at byte 0x0: a bookmark of 10 bytes is shorter than its header (52 bytes)\n"
        ))

    let json = try Tool.run(["dump", "--format", "json", archive])
    let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    let objects = try #require(document["objects"] as? [[String: Any]])
    let state = try #require(objects.first?["state"] as? [String: Any])
    let bookmark = try #require((state["document"] as? [String: Any])?["$bookmark"] as? [String: Any])
    #expect(bookmark["path"] as? String == "/Users/alice/Invoice.rtf")
    #expect(bookmark["data"] as? String == (try Data(contentsOf: BookmarkArchives.bookmark)).base64EncodedString())
    let recent = try #require(state["recent"] as? [[String: Any]])
    #expect(recent.map { $0.keys.sorted() } == [["$bookmark"], ["$data"]])
    #expect(recent.last?["$data"] as? String == "Ym9va2Jyb2tlbg==")
}

/// `--raw` (any keyed archive, a plain one too, without the restoration view) decodes a bookmark
/// as every output does, its bytes in `data`.
@Test func rawDumpDecodesABookmarkToo() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try BookmarkArchives.archive(Data(contentsOf: BookmarkArchives.bookmark), in: folder)
    let text = try Tool.run(["dump", "--raw", archive])
    #expect(text.status == 0, "\(text.error)")
    #expect(text.text.contains("document (bookmark, 708 bytes) = /Users/alice/Invoice.rtf"), "\(text.text)")
    let json = try Tool.run(["dump", "--raw", "--format", "json", archive])
    #expect(json.status == 0, "\(json.error)")
    #expect(json.text.contains("$bookmark") && json.text.contains("\"data\": \"Ym9va8QC"))
}

/// `dump --format json | create` writes the bookmark's bytes back as they were: the second dump
/// is the first, its `data` included, and `--raw` shows the same bytes.
@Test func createReadsABookmarkBackByteForByte() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try BookmarkArchives.archive(Data(contentsOf: BookmarkArchives.bookmark), in: folder)
    let again = folder.appendingPathComponent("again.data")
    try roundTrip(archive, into: again)
    #expect(
        withoutFile(try Tool.run(["dump", "--raw", "--format", "json", again.path]).text)
            == withoutFile(try Tool.run(["dump", "--raw", "--format", "json", archive]).text))
    let missing = try Tool.run(
        ["create", "-", "-o", folder.appendingPathComponent("x.data").path],
        input: Data(#"{"objects": [{"path": "A", "state": {"d": {"$bookmark": {"path": "/x"}}}}]}"#.utf8))
    #expect(missing.status == 3)
    #expect(missing.error.contains("objects[0].state.d.$bookmark: a bookmark needs its bytes as base64 `data`"))
}

/// Strings from a bookmark are hostile: escaped in text, text (never markup) in the report.
@Test func aBookmarksStringsAreEscapedInTextAndTheReport() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try BookmarkArchives.archive(BookmarkArchives.hostileBytes(), in: folder)
    let text = try Tool.run(["dump", archive])
    #expect(text.status == 0, "\(text.error)")
    #expect(!text.text.contains("\u{1b}"))
    #expect(text.text.contains("document (bookmark, 708 bytes) = /Users/a\\u{1b}[2J/<i>\\u{1b}ice.rtf\n"))
    #expect(text.text.contains("creator = \"a\\u001b[2J\" (uid 501)"))
    let page = folder.appendingPathComponent("report.html")
    let report = try Tool.run(["report", archive, "-o", page.path])
    #expect(report.status == 0, "\(report.error)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("\u{1b}") && !html.contains("<i>"))
    #expect(html.contains("/Users/a\\u{1b}[2J/&lt;i&gt;\\u{1b}ice.rtf"))
}

/// The report opens a bookmark to its path and facts; the snapshot holds the `$bookmark` object.
@Test func reportAndSnapshotShowABookmarksPath() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try BookmarkArchives.archive(Data(contentsOf: BookmarkArchives.bookmark), in: folder)
    let page = folder.appendingPathComponent("report.html")
    #expect(try Tool.run(["report", archive, "-o", page.path]).status == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(
        html.contains(
            #"bookmark, 708 bytes</span></summary><ul class="kv"><li><span class="k">path</span> "#
                + #"<span class="s">/Users/alice/Invoice.rtf</span></li>"#))
    #expect(html.contains(#"<span class="k">creator</span> <span class="w">&quot;alice&quot; (uid 501)</span>"#))
    let snapshot = try Tool.run(["snapshot", archive])
    #expect(snapshot.status == 0, "\(snapshot.error)")
    #expect(snapshot.text.contains("\"$bookmark\"") && snapshot.text.contains("\"path\": \"/Users/alice/Invoice.rtf\""))
}

/// The diff compares a bookmark's bytes: two bookmarks that differ are a difference.
@Test func diffComparesBookmarksByTheirBytes() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try BookmarkArchives.archive(Data(contentsOf: BookmarkArchives.bookmark), in: folder, name: "a.data")
    let second = try BookmarkArchives.archive(BookmarkArchives.hostileBytes(), in: folder, name: "b.data")
    #expect(try Tool.run(["diff", first, first]).status == 0)
    let diff = try Tool.run(["diff", first, second])
    #expect(diff.status == 1, "\(diff.text)\(diff.error)")
    #expect(diff.text.contains("document"))
}

/// A TextEdit-like saved state: the `surl` bookmark is the newest record's document, as a file
/// URL; the report opens the archive's bookmark to its path.
@Test func appKitDocumentsAndReportShowTheBookmarksPath() throws {
    let json = try Tool.run(["dump", "--format", "json", BookmarkArchives.textEdit])
    #expect(json.status == 0, "\(json.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    let windows = try #require(document["windows"] as? [[String: Any]])
    let records = try #require(windows.first?["records"] as? [[String: Any]])
    #expect(
        records.map { $0["documents"] as? [String] } == [
            ["file:///Users/alice/Invoice.rtf"], ["file:///Users/alice/Invoice.rtf"],
        ])
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let report = try Tool.run(["report", BookmarkArchives.textEdit, "-o", page.path])
    #expect(report.status == 0, "\(report.error)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains(#"<span class="k">bookmarkData</span> <span class="t">bookmark, 708 bytes</span>"#))
    #expect(html.contains(#"<span class="s">/Users/alice/Invoice.rtf</span>"#))
}
