import Testing
@testable import RestoreKit

/// One small text input, what CoreFoundation does with it (read from CFPropertyList.c and
/// CFOldStylePList.c in apple/swift-corelibs-foundation @ e55e1d88, naming the function), and restorectl's verdict:
/// the same value wherever CoreFoundation reads one that other readers agree with, else a refusal.
struct CoreFoundationRow: Sendable, CustomTestStringConvertible {
    enum Verdict: Sendable {
        case reads(PropertyListValue)
        case refuses(String, line: Int, column: Int, kind: PropertyListError.Kind = .invalidXML)
    }

    let text: String
    let coreFoundation: String
    let verdict: Verdict
    var duplicateKeys = DuplicateKeyPolicy.keep
    let location: SourceLocation

    init(
        _ text: String, coreFoundation: String, _ verdict: Verdict, duplicateKeys: DuplicateKeyPolicy = .keep,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.text = text
        self.coreFoundation = coreFoundation
        self.verdict = verdict
        self.duplicateKeys = duplicateKeys
        location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    var testDescription: String { "line \(location.line): \(text)" }
}

private let duplicates = "<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>"

let coreFoundationRows: [CoreFoundationRow] = [
    // Tags and attributes: parseXMLElement ends a tag at its first `>`, quotes or not.
    .init(
        #"<string =">apple</string> <!--<string ">libplist</string><!---->"#,
        coreFoundation: "reads apple (tag `<string =\">`, then stops after the root)",
        .refuses("attribute without a name in tag <string>", line: 1, column: 9)),
    .init(
        #"<string a=">">b</string>"#, coreFoundation: "reads `\">b` (the tag ends inside the quotes); expat reads b",
        .refuses("`>` inside the value of attribute `a`", line: 1, column: 12)),
    .init(#"<string xml:space="preserve">a</string>"#, coreFoundation: "reads a (attributes ignored)", .reads("a")),
    .init(
        "<dict / ></dict>", coreFoundation: "reads {} (`/` not before `>`, so not empty); XML parsers refuse",
        .refuses("`/` in tag <dict> not followed by `>`", line: 1, column: 7)),
    .init(
        "<str\u{0}ing/>", coreFoundation: "refuses: unknown tag",
        .refuses("unknown element <str\\u{0}ing>", line: 1, column: 1)),
    .init("<string>a</string >", coreFoundation: "reads a (checkForCloseTag skips whitespace before `>`)", .reads("a")),
    // Markup around and inside values.
    .init(
        "<string>be<!-- x -->fore</string>",
        coreFoundation: "refuses: parseStringTag takes `<!` for CDATA (parseCDSect_pl)",
        .refuses("comment or markup inside text, which CoreFoundation refuses", line: 1, column: 11)),
    .init("<string><![CDATA[a<]]>b</string>", coreFoundation: "reads a<b", .reads("a<b")),
    .init(
        "<!----><string>a</string><!-- --><string>b</string>",
        coreFoundation:
            "reads b: parseXMLPropertyList resumes one byte late after `<!--` and misses the empty comment's end",
        .refuses(
            "empty comment `<!---->` before the root element, which CoreFoundation does not see the end of", line: 1,
            column: 1)),
    .init(
        #"<!DOCTYPE plist [<!ENTITY x "y">]><string>&x;</string>"#,
        coreFoundation: "refuses: skipDTD does not take an internal subset",
        .refuses("DOCTYPE with an internal subset, which CoreFoundation refuses", line: 1, column: 17)),
    .init(
        #"<!DOCTYPE plist "a>b"><string>x</string>"#, coreFoundation: "refuses: the DOCTYPE ends at the quoted `>`",
        .refuses("`>` inside a quoted DOCTYPE string", line: 1, column: 19)),
    .init(
        "<plist><string>a</string></plist><string>b</string>", coreFoundation: "reads a and ignores the rest",
        .refuses("content after the root element, which CoreFoundation ignores", line: 1, column: 34)),
    .init(
        "<array><key>k</key><plist><true/></plist></array>",
        coreFoundation: "reads [k, true]: getContentObject reads <key> as a string, parsePListTag nests",
        .reads(["k", true])),
    .init("<key>k</key>", coreFoundation: "reads k", .reads("k")),
    .init(
        "<true> </true>", coreFoundation: "refuses: non-empty <true>",
        .refuses("text where an element was expected", line: 1, column: 7)),
    // Entities (parseEntityReference_pl).
    .init("<string>&#x41;&#65;&#0;</string>", coreFoundation: "reads AA and NUL", .reads("AA\u{0}")),
    .init(
        "<string>&#X41;</string>", coreFoundation: "refuses: only a lowercase x starts a hexadecimal reference",
        .refuses(
            "malformed character reference (CoreFoundation reads `&#` and up to 8 decimal digits, or `&#x` and up to 8 hexadecimal ones)",
            line: 1, column: 9)),
    .init(
        "<string>&#;</string>", coreFoundation: "reads NUL; XML parsers refuse",
        .refuses("character reference without digits", line: 1, column: 9)),
    .init(
        "<string>&#xD800;</string>", coreFoundation: "refuses or drops it (a surrogate is no character)",
        .refuses("character reference to 0xd800, which is not a Unicode character", line: 1, column: 9)),
    // Integers (parseIntegerTag).
    .init("<integer>- 42</integer>", coreFoundation: "reads -42 (whitespace after the sign)", .reads(-42)),
    .init("<integer>0x1F</integer>", coreFoundation: "reads 31", .reads(31)),
    .init(
        "<integer>18446744073709551615</integer>", coreFoundation: "reads 2^64-1 (as a 128-bit CFNumber)",
        .reads(.integer(PropertyListInteger(UInt64.max)))),
    .init(
        "<integer>18446744073709551616</integer>", coreFoundation: "refuses: integer overflow",
        .refuses("<integer> outside -2^63...2^64-1, the range CoreFoundation reads", line: 1, column: 29)),
    .init(
        "<integer> 42 </integer>", coreFoundation: "refuses: unknown character ' '",
        .refuses("character ` ` in <integer>", line: 1, column: 13)),
    .init(
        "<integer>&#49;</integer>", coreFoundation: "refuses: entities are not read in integers",
        .refuses("character `&` in <integer>", line: 1, column: 10)),
    // Reals (parseRealTag, __CFStringScanDouble).
    .init(
        "<real>INF</real>", coreFoundation: "reads +infinity (compared case-insensitively)", .reads(.double(.infinity))),
    .init("<real> 1.5</real>", coreFoundation: "reads 1.5 (leading whitespace skipped)", .reads(.double(1.5))),
    .init(
        "<real>0x10</real>", coreFoundation: "refuses: strtod sees only `0` of `0x10`",
        .refuses("`0x10` is not a real number as CoreFoundation reads one", line: 1, column: 1)),
    .init(
        "<real>1e</real>", coreFoundation: "refuses: strtod stops before `e`",
        .refuses("`1e` is not a real number as CoreFoundation reads one", line: 1, column: 1)),
    // Dates (parseDateTag).
    .init(
        "<date>2014-05-02T14:51:00Z</date>", coreFoundation: "reads 2014-05-02 14:51:00 UTC", .reads(.date(420_735_060))
    ),
    .init(
        "<date>2014-13-01T00:00:00Z</date>", coreFoundation: "reads 2015-01-01 (fields not range-checked)",
        .refuses("`2014-13-01T00:00:00Z` is not a date like 2014-05-02T14:51:00Z", line: 1, column: 1)),
    // Data (parseDataTag).
    .init("<data>QUJDRA==</data>", coreFoundation: "reads ABCD", .reads(.data(Array("ABCD".utf8)))),
    .init(
        "<data>QUJDRA</data>", coreFoundation: "reads ABC (an incomplete last group is dropped); other decoders ABCD",
        .refuses(
            "<data> is not base64 that CoreFoundation and other readers decode alike (only letters, digits, +, /, whitespace and final = padding, in groups of 4)",
            line: 1, column: 1)),
    .init(
        "<data>QUJD&amp;</data>", coreFoundation: "reads ABC (skips & and ;, decodes `amp` as base64)",
        .refuses(
            "<data> is not base64 that CoreFoundation and other readers decode alike (only letters, digits, +, /, whitespace and final = padding, in groups of 4)",
            line: 1, column: 1)),
    .init(
        "<data/>", coreFoundation: "refuses: empty <data>",
        .refuses("empty <data/>, which CoreFoundation refuses", line: 1, column: 1)),
    // UIDs (parseDictTag).
    .init("<dict><key>CF$UID</key><integer>7</integer></dict>", coreFoundation: "reads UID 7", .reads(.uid(7))),
    .init(
        "<dict><key>CF$UID</key><integer>4294967296</integer></dict>", coreFoundation: "reads UID 0 (32 bits kept)",
        .refuses(
            "CF$UID 4294967296 is outside 0...4294967295 (CoreFoundation would keep its low 32 bits)", line: 1,
            column: 1)),
    .init(
        "<dict><key>CF$UID</key><real>3</real></dict>", coreFoundation: "reads UID 3",
        .refuses(
            "CF$UID holds a real, which CoreFoundation reads as a UID and other readers as a dictionary", line: 1,
            column: 1)),
    // Duplicate keys: CFDictionarySetValue, the last wins.
    .init(
        duplicates, coreFoundation: "reads {a: 2}",
        .reads(.dictionary(PropertyListDictionary([.init(key: "a", value: 1), .init(key: "a", value: 2)])))),
    .init(duplicates, coreFoundation: "reads {a: 2}", .reads(["a": 2]), duplicateKeys: .collapse),
    .init(
        duplicates, coreFoundation: "reads {a: 2}",
        .refuses(
            "key `a` is given more than once in a dictionary (CoreFoundation keeps the last)", line: 1, column: 39,
            kind: .duplicateKey),
        duplicateKeys: .refuse),
    // The declaration (encodingForXMLData looks for `encoding=` with no spaces).
    .init(
        #"<?xml version="1.0" encoding = "ISO-8859-1"?><string>a</string>"#,
        coreFoundation: "reads it as UTF-8; an XML parser as ISO-8859-1",
        .refuses(
            "ambiguous encoding in the XML declaration: CoreFoundation reads none (UTF-8), an XML parser `ISO-8859-1`",
            line: 1, column: 1)),
    .init(
        #"<?xml version="1.0" encoding = "UTF-8"?><string>a</string>"#,
        coreFoundation: "reads a (as UTF-8, not seeing the name)", .reads("a")),
]

@Test("XML inputs read as CoreFoundation reads them, or refused", arguments: coreFoundationRows)
func coreFoundationTable(_ row: CoreFoundationRow) {
    row.check()
}

extension CoreFoundationRow {
    /// Reads `text` with `PropertyList.read`, as the commands do, and compares with the verdict.
    func check() {
        var options = PropertyList.ReadOptions()
        options.duplicateKeys = duplicateKeys
        let result = Result { () throws(PropertyListError) in
            try PropertyList.read(Array(text.utf8), options: options).value
        }
        switch (verdict, result) {
        case (.reads(let expected), .success(let value)):
            #expect(value == expected, "CoreFoundation: \(coreFoundation)", sourceLocation: location)
        case (.refuses(let message, let line, let column, let kind), .failure(let error)):
            #expect(
                error == PropertyListError(kind, message, line: line, column: column),
                "CoreFoundation: \(coreFoundation)", sourceLocation: location)
        default:
            Issue.record(
                "expected \(verdict), got \(result) (CoreFoundation: \(coreFoundation))", sourceLocation: location)
        }
    }
}
