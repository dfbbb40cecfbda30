import Testing
@testable import RestoreKit

func readXML(_ text: String) throws(PropertyListError) -> PropertyListValue {
    try XMLPropertyListReader().read(Array(text.utf8))
}

@Test func writesApplesDialectExactly() throws {
    let value: PropertyListValue = [
        "name": "a < b & c", "count": 2, "ratio": 0.5, "on": true, "off": false,
        "when": .date(420_735_060), "bytes": .data(Array("restorectl".utf8)),
        "empty": [], "none": .dictionary(PropertyListDictionary()), "ref": .uid(3), "list": ["x"],
    ]
    let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>name</key>
        \t<string>a &lt; b &amp; c</string>
        \t<key>count</key>
        \t<integer>2</integer>
        \t<key>ratio</key>
        \t<real>0.5</real>
        \t<key>on</key>
        \t<true/>
        \t<key>off</key>
        \t<false/>
        \t<key>when</key>
        \t<date>2014-05-02T14:51:00Z</date>
        \t<key>bytes</key>
        \t<data>
        \tcmVzdG9yZWN0bA==
        \t</data>
        \t<key>empty</key>
        \t<array/>
        \t<key>none</key>
        \t<dict/>
        \t<key>ref</key>
        \t<dict>
        \t\t<key>CF$UID</key>
        \t\t<integer>3</integer>
        \t</dict>
        \t<key>list</key>
        \t<array>
        \t\t<string>x</string>
        \t</array>
        </dict>
        </plist>

        """
    #expect(String(decoding: try XMLPropertyListWriter().write(value), as: UTF8.self) == expected)
}

@Test func longDataWrapsAtAppleColumns() throws {
    let xml = String(
        decoding: try XMLPropertyListWriter().write(["d": .data([UInt8](repeating: 0xAB, count: 100))]), as: UTF8.self)
    let lines = xml.split(separator: "\n").filter { $0.hasPrefix("\t") && !$0.contains("<") }
    // One tab of indentation leaves 68 columns of base64.
    #expect(lines.map(\.count) == [1 + 68, 1 + 68])
}

@Test func readsEntitiesCDATAAndComments() throws {
    let value = try readXML(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment before the root -->
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>entities</key><string>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;</string>
          <key>cdata</key><string><![CDATA[<not a tag> & raw]]> and text</string>
          <key>hex</key><integer>0x10</integer>
          <key>negative</key><integer> - 42</integer>
          <key>empty</key><string/>
          <key>uid</key><dict><key>CF$UID</key><integer>9</integer></dict>
          <key>inf</key><real>+infinity</real>
        </dict></plist>
        """)
    #expect(
        value == [
            "entities": "<>&\"'A😀", "cdata": "<not a tag> & raw and text",
            "hex": 16, "negative": -42, "empty": "", "uid": .uid(9), "inf": .double(.infinity),
        ])
}

@Test func readsABareValueWithoutPlistElement() throws {
    #expect(try readXML("<array><integer>1</integer></array>") == [1])
}

struct XMLErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { message }
}

@Test(
    "malformed XML names the line and column",
    arguments: [
        XMLErrorCase(
            text: "<plist>\n<dict><key>a</key></dict></plist>", message: "key `a` has no value", line: 2, column: 19),
        XMLErrorCase(text: "<plist><foo/></plist>", message: "unknown element <foo>", line: 1, column: 8),
        XMLErrorCase(
            text: "<plist><string>a &bogus; b</string></plist>", message: "unknown entity &bogus;", line: 1, column: 18),
        XMLErrorCase(
            text: "<plist><string>a & b</string></plist>", message: "`&` that starts no entity (write `&amp;`)",
            line: 1, column: 18),
        XMLErrorCase(
            text: "<plist><integer>12x</integer></plist>", message: "character `x` in <integer>", line: 1, column: 19),
        XMLErrorCase(
            text: "<plist><date>2014-13-01T00:00:00Z</date></plist>",
            message: "`2014-13-01T00:00:00Z` is not a date like 2014-05-02T14:51:00Z", line: 1, column: 8),
        XMLErrorCase(
            text: "<plist><data>!!</data></plist>",
            message:
                "<data> is not base64 that CoreFoundation and other readers decode alike (only letters, digits, +, /, whitespace and final = padding, in groups of 4)",
            line: 1, column: 8),
        XMLErrorCase(
            text: "<plist><string>a</key></plist>", message: "<string> is closed by </key>", line: 1, column: 17),
        XMLErrorCase(
            text: "<plist><true/><true/></plist>", message: "<plist> holds more than one value (found <true>)", line: 1,
            column: 15),
        XMLErrorCase(
            text: "<plist><array>", message: "document ends where an element was expected", line: 1, column: 15),
        XMLErrorCase(text: "<plist><array><!-- open", message: "comment is never closed", line: 1, column: 15),
        XMLErrorCase(
            text: "<plist><true/></plist> trailing",
            message: "content after the root element, which CoreFoundation ignores", line: 1, column: 24),
    ])
func malformedXML(_ row: XMLErrorCase) {
    #expect(throws: PropertyListError(.invalidXML, row.message, line: row.line, column: row.column)) {
        try readXML(row.text)
    }
}

@Test func setsAndNullsCannotBeWrittenAsXML() {
    #expect(throws: PropertyListError(.unrepresentable, "`list[1]` is a set, which XML property lists cannot hold")) {
        try XMLPropertyListWriter().write(["list": [1, .set([])]])
    }
    #expect(
        throws: PropertyListError(.unrepresentable, "the top object is a null, which XML property lists cannot hold")
    ) {
        try XMLPropertyListWriter().write(.null)
    }
}
