/// `restorectl help [COMMAND]`: the command list, or one command's usage, options and examples.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        summary: "show the command list, or one command's usage, options and examples",
        details: "Without COMMAND, lists every command with one line each; with it, the same as COMMAND --help.",
        positionals: [PositionalSpec("COMMAND", optional: true, help: "The command to explain.")],
        ownOptions: [manual],
        examples: [("restorectl help convert", "explain convert"), ("restorectl help --man > restorectl.1 && man ./restorectl.1", "read the manual page")],
        run: run
    )

    static let manual = OptionSpec("--man", help: "Print the manual page (troff), written from the same tables as this help.")

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        if arguments.has(manual) {
            console.write(Array(ManualPage.render().utf8))
            return .success
        }
        guard let name = arguments.positionals.first else {
            console.write(Array(HelpText.overview().utf8))
            return .success
        }
        guard let command = Restorectl.command(named: name) else {
            console.error("unknown command '\(name)'" + suggestion(for: name, among: Restorectl.commandNames) + " (see restorectl --help)", subject: "help")
            return .usage
        }
        console.write(Array(HelpText.command(command).utf8))
        return .success
    }
}

/// Help text, built from the command and option tables.
enum HelpText {
    static func overview() -> String {
        var text = """
            restorectl \(Restorectl.version): inspect and edit iOS state restoration archives and property lists

            Usage: restorectl COMMAND [options] [arguments]

            Commands:

            """
        let width = Restorectl.commands.map(\.name.count).max() ?? 0
        for command in Restorectl.commands {
            text += "  " + padded(command.name, width) + "  " + command.summary + "\n"
        }
        text += "\nOptions:\n"
        let optionWidth = Restorectl.topLevelOptions.map(\.synopsis.count).max() ?? 0
        for option in Restorectl.topLevelOptions {
            text += "  " + padded(option.synopsis, optionWidth) + "  " + option.help + "\n"
        }
        text += "\nSee 'restorectl help COMMAND' for one command's options and examples.\n"
        return text
    }

    static func command(_ command: CommandSpec) -> String {
        var text = "Usage: \(command.usage)\n\n\(command.summary.prefix(1).uppercased() + command.summary.dropFirst()).\n\n"
        text += wrap(command.details, width: 78) + "\n"
        if !command.positionals.isEmpty {
            text += "\nArguments:\n"
            let width = command.positionals.map(\.synopsis.count).max() ?? 0
            for positional in command.positionals {
                text += "  " + padded(positional.synopsis, width) + "  " + positional.help + "\n"
            }
        }
        text += "\nOptions:\n"
        let width = command.options.map(\.synopsis.count).max() ?? 0
        for option in command.options {
            text += "  " + padded(option.synopsis, width) + "  " + option.help + "\n"
        }
        if !command.examples.isEmpty {
            text += "\nExamples:\n"
            for (line, meaning) in command.examples {
                text += "  " + line + "\n      " + meaning + "\n"
            }
        }
        return text
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// Breaks a paragraph into lines of at most `width` characters.
    static func wrap(_ paragraph: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
