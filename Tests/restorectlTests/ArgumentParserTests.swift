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

@Test("usage errors name the argument and its position", arguments: [
    UsageCase(words: ["--too", "xml"], message: "unknown option '--too' (argument 2); did you mean '--to'?"),
    UsageCase(words: ["f", "--to", "xm"], message: "option '--to' (argument 3) takes binary, xml, json, not 'xm'; did you mean 'xml'?"),
    UsageCase(words: ["f", "--to"], message: "option '--to' (argument 3) needs a value"),
    UsageCase(words: ["--quiet=yes"], message: "option '--quiet' (argument 2) takes no value"),
    UsageCase(words: ["-s", "-s"], message: "option '-s' (argument 3) is given twice"),
    UsageCase(words: ["--max-depth", "0"], message: "option '--max-depth' (argument 2) takes a positive whole number, not '0'"),
    UsageCase(words: ["--max-depth", "deep"], message: "option '--max-depth' (argument 2) takes a positive whole number, not 'deep'"),
])
func usageErrors(_ row: UsageCase) {
    #expect(throws: UsageError(message: row.message, command: "convert")) { try parse(row.words) }
}

@Test func everyOptionOfEveryCommandAppearsInItsHelp() {
    for command in Restorectl.commands {
        let help = HelpText.command(command)
        for option in command.options {
            #expect(help.contains(option.synopsis), "\(command.name) help lacks \(option.synopsis)")
        }
        #expect(HelpText.overview().contains(command.name))
    }
}

@Test func theCommandTableNamesEachSpecByItsOwnName() {
    for entry in Restorectl.table {
        #expect(entry.spec().name == entry.name)
    }
    #expect(Set(Restorectl.commandNames).count == Restorectl.table.count)
}

@Test func editDistanceCountsSingleEdits() {
    #expect(editDistance("convert", "conver") == 1)
    #expect(editDistance("lint", "list") == 1)
    #expect(editDistance("", "abc") == 3)
}

@Test func theManualPageHasEveryCommandAndOption() {
    let page = ManualPage.render()
    for command in Restorectl.commands {
        #expect(page.contains(".SS " + ManualPage.escape(command.usage)), "\(command.name)")
        for option in command.options {
            #expect(page.contains(".B " + ManualPage.escape(option.synopsis)), "\(command.name) \(option.name)")
        }
    }
}

@Test func completionsOfferEveryCommandOptionAndChoice() throws {
    for shell in Completions.shells {
        let script = try #require(Completions.script(for: shell))
        for command in Restorectl.commands {
            #expect(script.contains(command.name), "\(shell): \(command.name)")
            for option in command.options {
                #expect(script.contains(shell == "fish" ? "-l " + option.name.dropFirst(2) : option.name), "\(shell): \(command.name) \(option.name)")
                if case .value(_, let choices?) = option.kind {
                    #expect(script.contains(choices.joined(separator: " ")), "\(shell): \(option.name) choices")
                }
            }
        }
    }
}

@Test func longLinesAreCutWithAMarkerAndColourDoesNotCount() {
    let style = TextStyle(colour: true, width: 10)
    #expect(style.fit("short") == "short")
    #expect(style.fit("exactly 10") == "exactly 10")
    let cut = style.fit(style.path("0123456789abcdef"))
    #expect(cut == "\u{1B}[1;36m012345678…\u{1B}[0m")
    #expect(TextStyle(colour: false, width: nil).fit(String(repeating: "x", count: 500)).count == 500)
}
