/// The top-level dispatch from argv to a command (`CommandTable`), and the one place its output
/// is written and its failures said.
enum Restorectl {
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
            return (CommandResult(.plain(["restorectl \(Version.current)"])), .text)
        default:
            break
        }
        guard let command = CommandTable.command(named: first) else {
            let what = first.hasPrefix("-") ? "unknown option" : "unknown command"
            let candidates = first.hasPrefix("-") ? CommandTable.topLevelOptions.map(\.name) : CommandTable.commandNames
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
