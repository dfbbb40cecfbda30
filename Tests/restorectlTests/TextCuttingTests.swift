import RestoreKit
import Testing
@testable import restorectl

/// The dump's lines as a terminal shows them, cut to `width`.
private func shown(_ fields: [ArchiveField], width: Int, textKeys: Set<String> = []) -> [String] {
    let style = TextStyle(colour: false, width: width)
    var walk = ArchiveTextWalk(style: style, options: KeyedArchive.Options())
    walk.tree.textDataKeys = textKeys
    walk.render(fields, indent: 0, nesting: 0)
    return walk.lines.map(style.fit)
}

/// The renderer marks a value as it builds the line, so a label holding what a value line looks
/// like (`) = `, or `| ` at its start) is kept whole and the value after it cut: a line re-parsed
/// for `) = ` would cut inside the key.
@Test func aKeyThatLooksLikeAValueLineIsKeptWholeAndItsValueCut() {
    let value = ArchiveValue.inline(.string("a long saved title that does not fit"))
    #expect(shown([ArchiveField("k) = x", value)], width: 30) == ["k) = x (string) = \"a long sav…"])
    #expect(shown([ArchiveField("| k", value)], width: 30) == ["| k (string) = \"a long saved …"])
    // Narrower than label and type: the value shrinks to its marker and the line overflows,
    // left to the terminal to wrap, rather than the key being cut.
    #expect(shown([ArchiveField("k) = x", value)], width: 12) == ["k) = x (string) = …"])
    #expect(shown([ArchiveField("| k", value)], width: 12) == ["| k (string) = …"])
    // A string value holding `) = ` is cut as the one value it is.
    #expect(
        shown([ArchiveField("k", .inline(.string("x) = a long saved title")))], width: 24) == [
            "k (string) = \"x) = a lo…"
        ])
}

/// Text data (a terminal's scrollback) is cut after its `| `, a line of it holding `) = ` too.
@Test func textDataLinesAreCutAfterTheirBar() {
    let bytes = Array("echo a) = b and a long line after it\n".utf8)
    let lines = shown([ArchiveField("Tab Contents", .inline(.data(bytes)))], width: 20, textKeys: ["Tab Contents"])
    #expect(lines == ["Tab Contents (text, 37 bytes)", "  | echo a) = b and…"])
}
