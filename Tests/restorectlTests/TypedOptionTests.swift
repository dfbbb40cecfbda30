import Testing
@testable import restorectl

@Test func typedOptionsReadBackTheCaseAndTheNumberTheParserChecked() throws {
    let format = OutputFormat.option([.text, .json], help: "format")
    let depth = TypedOption<Int>("--max-depth", placeholder: "N", help: "depth")
    let parsed = try parseArguments(
        ["--format", "json", "--max-depth=9", "f"], options: [format.spec, depth.spec],
        command: "find", argumentOffset: 2)
    #expect(parsed.value(format) == .json)
    #expect(parsed.value(depth) == 9)
    #expect(parsed.description == "--format=json --max-depth=9 -- f")
    let empty = try parseArguments([], options: [format.spec, depth.spec], command: "find", argumentOffset: 2)
    #expect(empty.value(format) == nil && empty.value(depth) == nil)
}

@Test func aChoiceOptionOffersOnlyTheCasesItNames() {
    let format = OutputFormat.option([.text, .json], help: "format")
    #expect(format.spec.synopsis == "--format text|json")
    #expect(throws: UsageError(message: "option '--format' (argument 2) takes text, json, not 'xml'", command: "diff"))
    {
        try parseArguments(["--format", "xml"], options: [format.spec], command: "diff", argumentOffset: 2)
    }
}

@Test func identifierPathsAreCompletedWhereTheSpecSaysSo() {
    var places: [String] = []
    for command in CommandTable.commands {
        places += command.positionals.filter { $0.completion == .identifierPaths }.map { "\(command.name) \($0.name)" }
        places += command.options.filter { $0.completion == .identifierPaths }.map { "\(command.name) \($0.name)" }
    }
    #expect(places == ["dump --path", "get PATH", "set PATH", "remove PATH"])
}
