/// `restorectl completions SHELL`: a completion script for bash, zsh or fish.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        summary: "print a shell completion script for bash, zsh or fish",
        details: """
            Prints a completion script, written from the same tables as the parser: commands, options, the \
            values of options with fixed choices, files where a file goes, folders for find, commands after \
            help, shells after completions, and the identifier paths of the archive named on the line (for \
            get, set, remove and dump --path; in bash, colons in paths are handled as bash-completion does). \
            make install installs all three.
            """,
        positionals: [PositionalSpec("SHELL", completes: .shells, help: "bash, zsh or fish.")],
        ownOptions: [],
        examples: [
            ("eval \"$(restorectl completions bash)\"", "complete in the current bash session"),
            ("restorectl completions fish > ~/.config/fish/completions/restorectl.fish", "install for fish"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let shell = arguments.positionals[0]
        guard let script = Completions.script(for: shell) else {
            throw CommandFailure(
                UsageError(
                    message: "no completions for '\(shell)' (bash, zsh or fish)"
                        + suggestion(for: shell, among: Completions.shells)), subject: "completions")
        }
        return CommandResult(.bytes(Array(script.utf8)))
    }
}
