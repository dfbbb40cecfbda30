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

@Test func editDistanceCountsSingleEdits() {
    #expect(editDistance("convert", "conver") == 1)
    #expect(editDistance("lint", "list") == 1)
    #expect(editDistance("", "abc") == 3)
}
