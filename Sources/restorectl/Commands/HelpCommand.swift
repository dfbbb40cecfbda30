/// `restorectl help [COMMAND]`: the command list, or one command's usage, options and examples.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        summary: "show the command list, or one command's usage, options and examples",
        details: "Without COMMAND, lists every command with one line each; with it, the same as COMMAND --help.",
        positionals: [PositionalSpec("COMMAND", completes: .commands, optional: true, help: "The command to explain.")],
        ownOptions: [manual],
        examples: [
            ("restorectl help convert", "explain convert"),
            ("restorectl help --man > restorectl.1 && man ./restorectl.1", "read the manual page"),
        ],
        run: run
    )

    static let manual = OptionSpec(
        "--man",
        help:
            "Print the manual page (troff), written from the same tables as this help; with COMMAND, that command's page."
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        var command: CommandSpec?
        if let name = arguments.positionals.first {
            guard let named = CommandTable.command(named: name) else {
                throw CommandFailure(
                    UsageError(
                        message: "unknown command '\(name)'" + suggestion(for: name, among: CommandTable.commandNames)
                            + " (see restorectl --help)"), subject: "help")
            }
            command = named
        }
        if arguments.has(manual) {
            return CommandResult(.bytes(Array((command.map(ManualPage.render(command:)) ?? ManualPage.render()).utf8)))
        }
        return CommandResult(.bytes(Array((command.map { HelpText.command($0) } ?? HelpText.overview()).utf8)))
    }
}
