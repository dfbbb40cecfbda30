import Testing
@testable import RestoreKit

/// OpenStep inputs and what `__CFCreateOldStylePropertyListOrStringsFile` (CFOldStylePList.c)
/// makes of them.
let openStepRows: [CoreFoundationRow] = [
    .init(
        "{ key = value; list = (a, b); data = <0fbd77>; }",
        coreFoundation: "reads it (parsePlistDict, parsePlistArray, parsePlistData)",
        .reads(["key": "value", "list": ["a", "b"], "data": .data([0x0F, 0xBD, 0x77])])),
    .init("(a, b, )", coreFoundation: "reads [a, b]: a comma before `)` is allowed", .reads(["a", "b"])),
    .init(
        "(,)", coreFoundation: "refuses: expected terminating ')'",
        .refuses("unexpected character `,` where a value was expected", line: 1, column: 2, kind: .invalidOpenStep)),
    .init(
        "( <12 )", coreFoundation: "reads () : the malformed data is dropped and its error cleared",
        .refuses(
            "character `)` in data, which holds only hexadecimal digits", line: 1, column: 7, kind: .invalidOpenStep)),
    .init(
        "<0f bd 77>", coreFoundation: "reads the data (XML fails first: unknown tag `0f`)",
        .reads(.data([0x0F, 0xBD, 0x77]))),
    .init(
        "<0 f>", coreFoundation: "refuses: uneven length (the XML reader's error is the one reported)",
        .refuses("attribute `f` without a value in tag <0>", line: 1, column: 4)),
    .init(
        "{d = <0 f>;}", coreFoundation: "refuses: uneven length",
        .refuses("data has an odd number of hexadecimal digits in a group", line: 1, column: 7, kind: .invalidOpenStep)),
    .init(
        "<İİ>", coreFoundation: "reads <00>: fromHexDigit sees only the low byte of U+0130",
        .refuses("unknown element <İİ>", line: 1, column: 1)),
    .init(
        "(<İİ>)", coreFoundation: "reads (<00>)",
        .refuses(
            "character `İ` in data, which holds only hexadecimal digits", line: 1, column: 3, kind: .invalidOpenStep)),
    .init(
        #""a\tb\U20AC\351\477\"\\\x""#,
        coreFoundation: "reads a<tab>b€Ø?\"\\x (getSlashedChar; octal kept in a byte, NeXTSTEP Latin 0xE9 is Ø)",
        .reads("a\tb€Ø?\"\\x")),
    .init(#""\UD83D\UDE00""#, coreFoundation: "reads 😀 (two UTF-16 units)", .reads("😀")),
    .init(
        #""\UD83D""#, coreFoundation: "reads a string with a lone surrogate",
        .refuses(
            "quoted string whose \\U escapes leave an unpaired UTF-16 surrogate", line: 1, column: 1,
            kind: .invalidOpenStep)),
    .init(
        #""\376""#, coreFoundation: "refuses: NeXTSTEP Latin 0xFE is undefined",
        .refuses(
            "octal escape for byte 0xfe, which NeXTSTEP Latin leaves undefined", line: 1, column: 2,
            kind: .invalidOpenStep)),
    .init("'single' // comment\n", coreFoundation: "reads single", .reads("single")),
    .init(
        "/* open", coreFoundation: "reads {} (the comment runs to the end; only whitespace is an empty dictionary)",
        .refuses("comment is never closed", line: 1, column: 1, kind: .invalidOpenStep)),
    .init(" \n\t", coreFoundation: "reads {}", .reads(.dictionary(PropertyListDictionary()))),
    .init(
        #""a" = "b"; "c"; d = (e);"#,
        coreFoundation: "reads {a: b, c: c, d: [e]} as a strings file (parsePlistDictContent)",
        .reads(["a": "b", "c": "c", "d": ["e"]])),
    .init(
        #""a" = "b"; }"#, coreFoundation: "reads {a: b} and ignores what follows",
        .refuses("expected a key in a strings file", line: 1, column: 12, kind: .invalidOpenStep)),
    .init(
        #""a" = "b""#, coreFoundation: "refuses: missing ';'",
        .refuses("missing `;` after the value of `a`", line: 1, column: 10, kind: .invalidOpenStep)),
    .init(
        "(a) b", coreFoundation: "refuses: junk after plist",
        .refuses("content after the property list", line: 1, column: 5, kind: .invalidOpenStep)),
    .init(
        "{ a = 1; a = 2; }", coreFoundation: "reads {a: 2} (CFDictionarySetValue)",
        .refuses(
            "key `a` is given more than once in a dictionary (CoreFoundation keeps the last)", line: 1, column: 10,
            kind: .duplicateKey),
        duplicateKeys: .refuse),
    .init("{ a = 1; a = 2; }", coreFoundation: "reads {a: 2}", .reads(["a": "2"]), duplicateKeys: .collapse),
]

@Test("OpenStep inputs read as CoreFoundation reads them, or refused", arguments: openStepRows)
func coreFoundationOpenStepTable(_ row: CoreFoundationRow) {
    row.check()
}
