/// The command table and the top-level dispatch from argv to a command.
enum Restorectl {
    static let version = "0.2.0"

    /// Every command by name, in the order `--help` lists them. A spec is built when it is first
    /// asked for: building every option table would cost more than a small `dump` does.
    static let table: [(name: String, spec: @Sendable () -> CommandSpec)] = [
        ("dump", { DumpCommand.spec }), ("paths", { PathsCommand.spec }), ("get", { GetCommand.spec }),
        ("validate", { ValidateCommand.spec }), ("explain", { ExplainCommand.spec }),
        ("report", { ReportCommand.spec }),
        ("find", { FindCommand.spec }), ("pull", { PullCommand.spec }),
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

    /// Runs the command line `arguments` (without the program name) and returns the exit status:
    /// the one place a command's output is written and its failure said, ending with the worse of
    /// its verdict and what it said on the way.
    static func run(_ arguments: [String], console: inout Console) -> ExitStatus {
        guard !arguments.isEmpty else {
            // A usage error: the help goes where errors go, so that a script's output is not it.
            Console.writeAll(Array(HelpText.overview().utf8), to: 2)
            return .usage
        }
        let result: CommandResult, format: OutputFormat
        do throws(CommandFailure) {
            (result, format) = try self.result(of: arguments, style: &console.style)
        } catch {
            return console.report(error)
        }
        var status = result.verdict
        for diagnostic in result.diagnostics { status = status.worse(console.report(diagnostic)) }
        do throws(CommandFailure) {
            try OutputWriters.write(result.shown, format: format, &console)
        } catch {
            status = status.worse(console.report(error))
        }
        return status
    }

    /// What the command line asks for, and the format it is to be written in: the command's run
    /// (after its arguments are checked, and `style` set from the colour options), or help or
    /// the version.
    static func result(of arguments: [String], style: inout TextStyle) throws(CommandFailure)
        -> (CommandResult, OutputFormat)
    {
        let first = arguments[0]
        switch first {
        case "--help", "-h":
            return (CommandResult(.bytes(Array(HelpText.overview().utf8))), .text)
        case "--version":
            return (CommandResult(.plain(["restorectl \(version)"])), .text)
        default:
            break
        }
        guard let command = command(named: first) else {
            let what = first.hasPrefix("-") ? "unknown option" : "unknown command"
            let candidates = first.hasPrefix("-") ? topLevelOptions.map(\.name) : commandNames
            throw CommandFailure(
                UsageError(
                    message: "\(what) '\(first)'" + suggestion(for: first, among: candidates)
                        + " (see restorectl --help)"))
        }
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try parseArguments(
                Array(arguments.dropFirst()), options: command.options,
                command: command.name, argumentOffset: 2)
            if parsed.has(CommonOptions.help) {
                return (CommandResult(.bytes(Array(HelpText.command(command).utf8))), .text)
            }
            try command.checkPositionals(parsed)
            try command.checkRules(parsed)
        } catch {
            throw CommandFailure(error, error.message + " (see restorectl help \(command.name))", subject: command.name)
        }
        if parsed.positionals.filter({ $0 == "-" }).count > 1 {
            throw CommandFailure(
                UsageError(message: "- (standard input) can be read only once (see restorectl help \(command.name))"),
                subject: command.name)
        }
        style = TextStyle.forStandardOutput(
            colorChoice: parsed.has(CommonOptions.noColor) ? .never : parsed.value(CommonOptions.color),
            cutting: !parsed.has(CommonOptions.noCut))
        return (try command.run(parsed), command.format.flatMap { parsed.value($0) } ?? .text)
    }
}
