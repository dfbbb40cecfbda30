/// The command table: every command by name, and the options of `restorectl` alone.
enum CommandTable {
    /// Every command by name, in the order `--help` lists them. A spec is built when it is first
    /// asked for: building every option table would cost more than a small `dump` does.
    static let table: [(name: String, spec: @Sendable () -> CommandSpec)] = [
        ("dump", { DumpCommand.spec }), ("paths", { PathsCommand.spec }), ("get", { GetCommand.spec }),
        ("validate", { ValidateCommand.spec }), ("explain", { ExplainCommand.spec }),
        ("breaking-changes", { BreakingChangesCommand.spec }),
        ("report", { ReportCommand.spec }),
        ("find", { FindCommand.spec }), ("timeline", { TimelineCommand.spec }), ("pull", { PullCommand.spec }),
        ("push", { PushCommand.spec }), ("set", { SetCommand.spec }), ("remove", { RemoveCommand.spec }),
        ("create", { CreateCommand.spec }), ("diff", { DiffCommand.spec }), ("snapshot", { SnapshotCommand.spec }),
        ("convert", { ConvertCommand.spec }),
        ("lint", { LintCommand.spec }), ("completions", { CompletionsCommand.spec }), ("help", { HelpCommand.spec }),
    ]

    /// Every command's spec, in table order.
    static var commands: [CommandSpec] { table.map { $0.spec() } }

    /// Every command's name, in table order.
    static var commandNames: [String] { table.map(\.name) }

    /// The spec of the command called `name`.
    static func command(named name: String) -> CommandSpec? {
        table.first { $0.name == name }?.spec()
    }

    static let topLevelOptions = [
        OptionSpec("--help", short: "-h", help: "List the commands and exit."),
        OptionSpec("--version", help: "Print restorectl's version and exit."),
    ]
}
