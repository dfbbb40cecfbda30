/// One subcommand: its name, help text, option table, positionals, examples and what it runs.
struct CommandSpec: Sendable {
    let name: String
    /// One line for `restorectl --help`.
    let summary: String
    /// A paragraph for `restorectl help COMMAND`.
    let details: String
    let positionals: [PositionalSpec]
    /// The command's own options; `--help` is added to every command.
    let ownOptions: [OptionSpec]
    /// Made when help or the manual page is written, as `HelpList`'s rows are: every run builds
    /// its command's spec, and the examples' array type alone cost a small `dump` 9,000
    /// instructions at its first use (callgrind).
    private let makeExamples: @Sendable () -> [(String, String)]
    /// Lists the help and the manual page show after the options (validate's rules).
    var lists: [HelpList] = []
    /// What the options given must satisfy beyond the table, checked before the command runs.
    let rules: [ArgumentRule]
    /// The option that names the output format, when the command shows a view; the runner writes
    /// what the command shows in the format it names (text when it is not given).
    let format: TypedOption<OutputFormat>?
    /// Runs the command: what it shows, its verdict and what it says on the way; or the failure
    /// that ends it, which the runner says.
    let run: @Sendable (ParsedArguments) throws(CommandFailure) -> CommandResult

    /// A command of `name`; `examples` are evaluated when help or the manual page asks for them.
    init(
        name: String, summary: String, details: String, positionals: [PositionalSpec], ownOptions: [OptionSpec],
        examples: @autoclosure @escaping @Sendable () -> [(String, String)], lists: [HelpList] = [],
        rules: [ArgumentRule] = [], format: TypedOption<OutputFormat>? = nil,
        run: @escaping @Sendable (ParsedArguments) throws(CommandFailure) -> CommandResult
    ) {
        self.name = name
        self.summary = summary
        self.details = details
        self.positionals = positionals
        self.ownOptions = ownOptions
        makeExamples = examples
        self.lists = lists
        self.rules = rules
        self.format = format
        self.run = run
    }

    /// Examples as (command line, what it does).
    var examples: [(String, String)] { makeExamples() }

    /// `--help`, the colour options and `--no-cut` come with every command.
    var options: [OptionSpec] { ownOptions + CommonOptions.everyCommand }

    /// `restorectl convert FILE --to binary|xml|json [options]`
    var usage: String {
        var words = ["restorectl", name] + positionals.map(\.synopsis)
        words += ownOptions.filter(\.isRequired).map(\.synopsis)
        words.append("[options]")
        return words.joined(separator: " ")
    }

    /// The positionals of a line that gives the options `given` says: without those an option given
    /// stands for (`OptionSpec.standsFor`).
    func positionals(given: (OptionSpec) -> Bool) -> [PositionalSpec] {
        let replaced = Set(ownOptions.filter(given).compactMap(\.standsFor))
        return positionals.filter { !replaced.contains($0.name) }
    }

    /// Checks the positional count against the table.
    func checkPositionals(_ parsed: ParsedArguments) throws(UsageError) {
        let positionals = positionals(given: parsed.has)
        let minimum = positionals.filter { !$0.isOptional }.count
        let unbounded = positionals.contains { $0.repeats }
        if parsed.positionals.count < minimum {
            let missing = positionals.filter { !$0.isOptional }[parsed.positionals.count].name
            throw UsageError(message: "missing argument \(missing)", command: name)
        }
        if !unbounded && parsed.positionals.count > positionals.count {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[positionals.count])'", command: name)
        }
        for option in ownOptions where option.isRequired && !parsed.has(option) {
            throw UsageError(message: "missing option \(option.synopsis)", command: name)
        }
    }

    /// Checks the spec's rules (options that contradict each other or need another), in order.
    func checkRules(_ parsed: ParsedArguments) throws(UsageError) {
        for rule in rules {
            if let message = rule.broken(by: parsed) { throw UsageError(message: message, command: name) }
        }
    }
}

/// A list of terms a command's help explains after its options: a heading ("Rules") and each
/// term with its text.
struct HelpList: Sendable {
    let heading: String
    /// Made when help or the manual page is written, not whenever the command table is built
    /// (every run builds it to find its command).
    private let makeRows: @Sendable () -> [(term: String, text: String)]

    init(heading: String, rows: @escaping @Sendable () -> [(term: String, text: String)]) {
        self.heading = heading
        makeRows = rows
    }

    var rows: [(term: String, text: String)] { makeRows() }
}
