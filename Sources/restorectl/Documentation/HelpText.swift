/// Help text, built from the command and option tables and wrapped at word boundaries to the
/// terminal's width (`COLUMNS`, else the terminal's, else 80), each entry's text under its column.
enum HelpText {
    /// `restorectl --help`: the version, the commands with their summaries, and the top-level options.
    static func overview(width: Int = TextStyle.terminalWidth()) -> String {
        var text = """
            restorectl \(Version.current): inspect and edit iOS state restoration archives and property lists

            Usage: restorectl COMMAND [options] [arguments]

            Commands:

            """
        text += table(CommandTable.commands.map { ($0.name, $0.summary) }, width: width)
        text += "\nOptions:\n"
        text += table(CommandTable.topLevelOptions.map { ($0.synopsis, $0.help) }, width: width)
        text +=
            "\n"
            + paragraph(
                "See 'restorectl help COMMAND' for one command's options and examples, 'man restorectl' for the manual page, and docs/cli.md in restorectl's source for the command-line contract: every JSON shape and validation rule.",
                width: width, indent: "")
        return text
    }

    /// `restorectl help COMMAND`: its usage, summary, details, arguments, options, lists and examples.
    static func command(_ command: CommandSpec, width: Int = TextStyle.terminalWidth()) -> String {
        var text =
            "Usage: \(command.usage)\n\n"
            + paragraph(
                command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".", width: width, indent: "")
            + "\n"
        // The details' paragraphs, separated by a blank line as written.
        text += command.details.split(separator: "\n\n").map { paragraph(String($0), width: width, indent: "") }
            .joined(separator: "\n")
        if !command.positionals.isEmpty {
            text += "\nArguments:\n" + table(command.positionals.map { ($0.synopsis, $0.help) }, width: width)
        }
        text += "\nOptions:\n" + table(command.options.map { ($0.synopsis, $0.help) }, width: width)
        for list in command.lists {
            text += "\n\(list.heading):\n" + table(list.rows.map { ($0.term, $0.text) }, width: width)
        }
        if !command.examples.isEmpty {
            text += "\nExamples:\n"
            for (line, meaning) in command.examples {
                text += "  " + line + "\n" + paragraph(meaning, width: width, indent: "      ")
            }
        }
        return text
    }

    /// `  NAME  text` rows, the names padded to one column and each text wrapped under its own. A
    /// name wider than the column (at most 30 columns, or half the width) stands on a line of its
    /// own, its text below it.
    static func table(_ rows: [(String, String)], width: Int) -> String {
        let cap = min(30, width / 2)
        let nameWidth = rows.map { TextLayout.width($0.0) }.filter { $0 <= cap }.max() ?? cap
        let indent = String(repeating: " ", count: 2 + nameWidth + 2)
        var text = ""
        for (name, help) in rows {
            var first = "  " + TextLayout.padded(name, nameWidth) + "  "
            if TextLayout.width(name) > nameWidth {
                text += "  " + name + "\n"
                first = indent
            }
            text +=
                TextLayout.wrap(help, width: max(width, indent.count + 20), firstIndent: first, indent: indent).joined(
                    separator: "\n") + "\n"
        }
        return text
    }

    /// A paragraph wrapped to `width`, every line starting with `indent`.
    static func paragraph(_ text: String, width: Int, indent: String) -> String {
        TextLayout.wrap(text, width: max(width, indent.count + 20), firstIndent: indent, indent: indent).joined(
            separator: "\n") + "\n"
    }
}
