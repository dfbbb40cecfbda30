import Testing
@testable import restorectl

let sampleOptions = [
    OptionSpec("--to", .value(placeholder: "FORMAT", choices: ["binary", "xml", "json"]), help: "format"),
    OptionSpec("--output", short: "-o", .value(placeholder: "OUT", choices: nil), help: "output"),
    OptionSpec("--max-depth", .number(placeholder: "N"), help: "depth"),
    OptionSpec("--quiet", short: "-s", help: "quiet"),
]

func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    try parseArguments(words, options: sampleOptions, command: "convert", argumentOffset: 2)
}

@Test func parsesValuesFlagsAndPositionalsIntoTheCanonicalCommandLine() throws {
    let parsed = try parse(["a.plist", "--to", "xml", "-o", "out.xml", "-s", "--max-depth=9", "-"])
    #expect(parsed.description == "--max-depth=9 --output=out.xml --quiet --to=xml -- a.plist -")
}

@Test func negativeNumbersAreValuesNotOptions() throws {
    let parsed = try parse(["f", "-5", "-0.25", "-.5", "-s"])
    #expect(parsed.positionals == ["f", "-5", "-0.25", "-.5"])
    #expect(throws: UsageError.self) { try parse(["-x5"]) }
}

@Test func doubleDashEndsOptions() throws {
    let parsed = try parse(["--", "--to"])
    #expect(parsed.positionals == ["--to"])
}

struct UsageCase: Sendable, CustomTestStringConvertible {
    let words: [String]
    let message: String
    var testDescription: String { words.joined(separator: " ") }
}

@Test(
    "usage errors name the argument and its position",
    arguments: [
        UsageCase(words: ["--too", "xml"], message: "unknown option '--too' (argument 2); did you mean '--to'?"),
        UsageCase(
            words: ["f", "--to", "xm"],
            message: "option '--to' (argument 3) takes binary, xml, json, not 'xm'; did you mean 'xml'?"),
        UsageCase(words: ["f", "--to"], message: "option '--to' (argument 3) needs a value"),
        UsageCase(words: ["--quiet=yes"], message: "option '--quiet' (argument 2) takes no value"),
        UsageCase(words: ["-s", "-s"], message: "option '-s' (argument 3) is given twice"),
        UsageCase(
            words: ["--max-depth", "0"],
            message: "option '--max-depth' (argument 2) takes a positive whole number, not '0'"),
        UsageCase(
            words: ["--max-depth", "deep"],
            message: "option '--max-depth' (argument 2) takes a positive whole number, not 'deep'"),
    ])
func usageErrors(_ row: UsageCase) {
    #expect(throws: UsageError(message: row.message, command: "convert")) { try parse(row.words) }
}

@Test func everyOptionOfEveryCommandAppearsInItsHelp() {
    for command in CommandTable.commands {
        let help = HelpText.command(command)
        for option in command.options {
            #expect(help.contains(option.synopsis), "\(command.name) help lacks \(option.synopsis)")
        }
        #expect(HelpText.overview().contains(command.name))
    }
}

@Test func theCommandTableNamesEachSpecByItsOwnName() {
    for entry in CommandTable.table {
        #expect(entry.spec().name == entry.name)
    }
    #expect(Set(CommandTable.commandNames).count == CommandTable.table.count)
}

@Test func theManualPageHasEveryCommandAndOption() {
    let page = ManualPage.render()
    for command in CommandTable.commands {
        #expect(page.contains(".SS " + ManualPage.escape(command.usage)), "\(command.name)")
        for option in command.options {
            #expect(page.contains(".B " + ManualPage.escape(option.synopsis)), "\(command.name) \(option.name)")
        }
    }
}

@Test func completionsOfferEveryCommandOptionAndChoice() throws {
    for shell in Completions.shells {
        let script = try #require(Completions.script(for: shell))
        for command in CommandTable.commands {
            #expect(script.contains(command.name), "\(shell): \(command.name)")
            for option in command.options {
                #expect(
                    script.contains(shell == "fish" ? "-l " + option.name.dropFirst(2) : option.name),
                    "\(shell): \(command.name) \(option.name)")
                if case .value(_, let choices?) = option.kind {
                    // fish's carry an empty description each, so that the option's is not repeated.
                    let listed = shell == "fish" ? choices.map { $0 + "\\t" } : choices
                    #expect(script.contains(listed.joined(separator: " ")), "\(shell): \(option.name) choices")
                }
            }
        }
    }
}

@Test func onlyMarkedValuesAreCutWithAMarkerAndColourDoesNotCount() {
    let style = TextStyle(colour: true, width: 10)
    #expect(style.fit("short") == "short")
    #expect(style.fit("exactly 10") == "exactly 10")
    // A path, a file name or a message is never cut: the terminal wraps it.
    #expect(style.fit(style.path("0123456789abcdef")) == style.path("0123456789abcdef"))
    let cut = style.fit("key " + style.value(style.path("0123456789abcdef")))
    #expect(cut == "key \u{1B}[1;36m01234\u{1B}[0m…")
    #expect(TextStyle(colour: false, width: nil).fit(String(repeating: "x", count: 500)).count == 500)
    #expect(TextStyle(colour: false, width: nil).value("v") == "v")
}

@Test func aDumpLineIsCutInItsValueOnly() {
    let style = TextStyle(colour: false, width: 24)
    #expect(
        style.fit(ArchiveTextSink.typed("title", "string", "\"a long saved title\"", style))
            == "title (string) = \"a lon…")
    #expect(style.fit("    | " + style.value("terminal scrollback text")) == "    | terminal scrollba…")
    #expect(
        style.fit("Root/:[0]:/Very/:[1]:/Long/:[2]:/Path (Example.Class)")
            == "Root/:[0]:/Very/:[1]:/Long/:[2]:/Path (Example.Class)")
    // Values are cut last first; a value narrower than the excess is cut to its marker.
    let two = TextStyle(colour: false, width: 12)
    #expect(two.fit("a " + two.value("12345") + " b " + two.value("67890")) == "a 12345 b 6…")
    #expect(two.fit("abcdef " + two.value("12345") + " " + two.value("67890")) == "abcdef 12… …")
}

@Test func widthsAreDisplayColumns() {
    #expect(TextLayout.width("abc") == 3)
    #expect(TextLayout.width("設定画面") == 8)
    #expect(TextLayout.width("e\u{301}te\u{301}") == 3)
    #expect(TextLayout.width("👍🏽 ok") == 5)
    #expect(TextLayout.width("\u{1B}[1;36mab\u{1B}[0m") == 2)
    // ASCII is measured byte by byte: the same as character by character, controls and CR LF included.
    let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.filter { $0 != "\u{1B}" }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
        let text =
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in ascii.randomElement(using: &generator) ?? "" }
            .joined() + "\r\n"
        #expect(TextLayout.width(text) == text.map(TextLayout.width(of:)).reduce(0, +), "\(Array(text.utf8))")
        #expect(TextLayout.width(text + "é") == TextLayout.width(text) + 1)
    }
    #expect(TextLayout.padded("設定", 6) == "設定  ")
    // A CJK value is cut at a column boundary, never overflowing the width.
    let style = TextStyle(colour: false, width: 10)
    let cut = style.fit("k " + style.value("設定画面の状態"))
    #expect(cut == "k 設定画…")
    #expect(TextLayout.width(cut) <= 10)
}

@Test func helpWrapsAtWordsWithAHangingIndent() {
    #expect(TextLayout.wrap("one two three four", width: 9, indent: "  ") == ["one two", "  three", "  four"])
    #expect(TextLayout.wrap("unbreakable-word x", width: 5) == ["unbreakable-word", "x"])
    #expect(TextLayout.wrap("", width: 5, firstIndent: "> ") == ["> "])
    let help = HelpText.command(DumpCommand.spec, width: 60)
    for line in help.split(separator: "\n") where !line.hasPrefix("  restorectl ") {
        #expect(TextLayout.width(String(line)) <= 60, "\(line)")
    }
    // The --path help goes on under its own column.
    let lines = help.split(separator: "\n")
    let column = 2 + (DumpCommand.spec.options.map { $0.synopsis.count }.max() ?? 0) + 2
    if let pathLine = lines.firstIndex(where: { $0.hasPrefix("  --path P ") }) {
        #expect(lines[pathLine + 1].hasPrefix(String(repeating: " ", count: column) + "identifier path P"))
    }
}

/// A spec's rules are checked after parsing, and name the option at fault with its place in argv.
@Test func argumentRulesNameTheOptionAndItsPlace() throws {
    let record = OptionSpec("--record", .value(placeholder: "GOLDEN", choices: nil), help: "record")
    let check = OptionSpec("--check", .value(placeholder: "GOLDEN", choices: nil), help: "check")
    let quiet = OptionSpec("--quiet", help: "quiet")
    let rules: [ArgumentRule] = [.excludes(record, check, because: "give one"), .needs(quiet, check)]
    func broken(_ words: [String]) throws -> [String] {
        let parsed = try parseArguments(words, options: [record, check, quiet], command: "snapshot", argumentOffset: 2)
        return rules.compactMap { $0.broken(by: parsed) }
    }
    #expect(
        try broken(["FILE", "--record", "a", "--check", "b"]) == [
            "option '--check' (argument 5) cannot be combined with --record: give one"
        ])
    #expect(
        try broken(["--check=b", "FILE", "--record", "a"]) == [
            "option '--record' (argument 4) cannot be combined with --check: give one"
        ])
    #expect(try broken(["FILE", "--quiet"]) == ["option '--quiet' (argument 3) needs --check"])
    #expect(try broken(["FILE", "--quiet", "--check", "b"]).isEmpty)
}
