import Foundation
import RestoreKit
import Testing

/// Issue 56: an NSColor, NSFont, NSIndexSet or NSAttributedString in a coder's state shows as the
/// value it reads as in every output (text, JSON, snapshot, report), its strings escaped as every
/// string from a file is; `--raw` too, the fields stay in JSON, and `create` reads the dump back.
struct DecodedValueOutputTests {
    /// A `dump --format json` document with one of each, a font name and a catalog colour that try
    /// to drive a terminal or be markup, and a string with a newline.
    static let document = #"""
        {"metadata":{"bundleVersion":"1","systemVersion":"17.4","idiom":"phone","idiomValue":0,"timestamp":null,"archiveVersion":"2.1"},
         "objects":[{"path":"Root","className":"ViewController","isViewController":true,"state":{
          "tint":{"$class":"NSColor","NSColorSpace":1,"NSRGB":{"$data":"MCAwLjUgMQA="}},
          "font":{"$class":"NSFont","NSName":"Menlo\u001b[31m\"<b>","NSSize":13.5,"NSfFlags":16},
          "selection":{"$class":"NSIndexSet","NSRangeCount":2,"NSRangeData":{"$data":"ADJkMg=="}},
          "text":{"$class":"NSAttributedString","NSString":"ab\ncd","NSAttributes":[{"Font":"Helvetica"},{}],"NSAttributeInfo":{"$data":"AQAEAQ=="}},
          "catalog":{"$class":"NSColor","NSColorSpace":6,"NSCatalogName":"Sys<b>tem","NSColorName":"control\u001bColor","NSColor":{"$class":"NSColor","NSColorSpace":3,"NSWhite":{"$data":"MC41"}}}}}]}
        """#

    /// Runs `body` with the document written by `create` as an archive.
    static func withArchive(_ body: (String, URL) throws -> Void) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("decoded.data").path
        let created = try Tool.run(["create", "-", "-o", archive], input: Data(document.utf8))
        #expect(created.status == 0, "\(created.error)")
        try body(archive, folder)
    }

    @Test func textShowsEachValueOnItsLineWithRunsBelow() throws {
        try Self.withArchive { archive, _ in
            let lines = try Tool.run(["dump", archive]).text.split(separator: "\n").map(String.init)
            let start = try #require(lines.firstIndex { $0.contains("tint (") })
            #expect(
                Array(lines[start...].prefix(8)) == [
                    "    tint (NSColor) = calibrated RGB 0 0.5 1",
                    #"    font (NSFont) = "Menlo\u001b[31m\"<b>" 13.5 pt"#,
                    "    selection (NSIndexSet, 100 indexes) = 0-49, 100-149",
                    #"    text (NSAttributedString, 2 runs) = "ab\ncd""#,
                    "      [0, 1) (NSDictionary, 1 entry)",
                    #"        "Font" (string) = "Helvetica""#,
                    "      [1, 5) (NSDictionary, 0 entries)",
                    #"    catalog (NSColor) = Sys<b>tem control\u{1b}Color"#,
                ])
        }
    }

    /// `--raw` shows any keyed archive, a plain one too: its values decoded as everywhere.
    @Test func rawTextDecodesToo() throws {
        try Self.withArchive { archive, _ in
            let text = try Tool.run(["dump", "--raw", archive]).text
            #expect(text.contains("calibrated RGB 0 0.5 1"), "\(text)")
            #expect(!text.contains("NSRGB (data)"))
        }
    }

    /// `$decoded` right after `$class`, the fields after it as before; `--raw` the same.
    @Test func jsonPutsDecodedAfterTheClassBeforeTheFields() throws {
        try Self.withArchive { archive, _ in
            let dumped = try Tool.run(["dump", "--format", "json", archive])
            guard case .object(let document)? = try? JSONReader.read(Array(dumped.text.utf8)),
                case .array(let objects)? = document.first(where: { $0.0 == "objects" })?.1,
                case .object(let root)? = objects.first,
                case .object(let state)? = root.first(where: { $0.0 == "state" })?.1,
                case .object(let tint)? = state.first(where: { $0.0 == "tint" })?.1
            else {
                Issue.record("no tint in \(dumped.text)")
                return
            }
            #expect(tint.map(\.0) == ["$class", "$decoded", "NSColorSpace", "NSRGB"])
            guard case .object(let decoded) = tint[1].1 else { return #expect(Bool(false)) }
            #expect(decoded.first?.1 == .string("color"))
            #expect(decoded.last?.1 == .string("calibrated RGB 0 0.5 1"))
            for kind in ["\"font\"", "\"indexSet\"", "\"attributedString\""] {
                #expect(dumped.text.contains("\"kind\": \(kind)"))
            }
            let raw = try Tool.run(["dump", "--raw", "--format", "json", archive]).text
            #expect(raw.contains("NSRGB") && raw.contains("$decoded"))
        }
    }

    /// `create` ignores `$decoded`: the dump of what it makes of a dump is that dump.
    @Test func jsonWithDecodedValuesRoundTripsThroughCreate() throws {
        try Self.withArchive { archive, folder in
            let again = try roundTrip(archive, into: folder.appendingPathComponent("again.data"))
            #expect(again.text.components(separatedBy: "\"$decoded\"").count == 7)
        }
    }

    @Test func snapshotShowsDecodedValues() throws {
        try Self.withArchive { archive, _ in
            let snapshot = try Tool.run(["snapshot", archive])
            #expect(snapshot.status == 0)
            #expect(snapshot.text.contains("\"$decoded\""))
            #expect(snapshot.text.contains("calibrated RGB 0 0.5 1"))
        }
    }

    /// The report: the value on the object's line, escaped as all page text is, the fields below.
    @Test func reportShowsDecodedValuesEscapedWithTheirFields() throws {
        try Self.withArchive { archive, folder in
            let page = folder.appendingPathComponent("report.html")
            #expect(try Tool.run(["report", archive, "-o", page.path]).status == 0)
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains("NSColor, 2 fields = calibrated RGB 0 0.5 1"))
            #expect(html.contains("NSFont, 3 fields = &quot;Menlo\\u{1b}[31m&quot;&lt;b&gt;&quot; 13.5 pt"))
            #expect(html.contains("NSColor, 4 fields = Sys&lt;b&gt;tem control\\u{1b}Color"))
            #expect(html.contains("NSIndexSet, 2 fields = 0-49, 100-149"))
            #expect(html.contains(">NSRGB<") && html.contains(">NSAttributeInfo<"))
            #expect(!html.contains("<b>") && !html.contains("\u{1b}"))
        }
    }

    /// Runs that share an attribute dictionary: the first shows it with the identifier the later
    /// ones name (`→ $objects[n] (…, shown above)` only after `$objects[n]`), although the archive
    /// stores each dictionary once.
    @Test func everyRunReferenceNamesADictionaryShownAbove() throws {
        let text = try Tool.run(["dump", "--raw", Tool.fixture("archives/blobs/Blobs.archive")]).text
        var shown: Set<Substring> = []
        var references = 0
        for line in text.split(separator: "\n") {
            guard let mark = line.range(of: "$objects[") else { continue }
            let id = line[mark.lowerBound...].prefix { $0 != "]" }
            if line.contains("→ $objects[") {
                references += 1
                #expect(shown.contains(id), "\(line) names an object not shown above")
            } else {
                shown.insert(id)
            }
        }
        #expect(references >= 7)
    }
}
