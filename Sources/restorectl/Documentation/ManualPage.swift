/// `restorectl.1`, written from the command and option tables, so the manual cannot drift from
/// what the parser accepts. `restorectl help --man` prints it, `help --man COMMAND` one command's
/// page; `make install` installs the first. The output is plain man(7) that `groff -ww -man`
/// reads without a warning: every character outside ASCII is a `\[uXXXX]` escape.
enum ManualPage {
    /// The options of the common section: every command's, and the limits of those that read files.
    static var commonOptions: [OptionSpec] { CommonOptions.everyCommand + CommonOptions.limits }

    static func render() -> String {
        var page = header(
            title: "RESTORECTL", name: "restorectl",
            summary: "inspect and edit iOS state restoration archives and property lists")
        page += """
            .SH SYNOPSIS
            .B restorectl
            .I command
            [\\fIoptions\\fR] [\\fIarguments\\fR]
            .br
            .B restorectl help
            [\\fB\\-\\-man\\fR] [\\fIcommand\\fR]
            .br
            .B restorectl \\-\\-version
            .SH DESCRIPTION

            """
        page += escape(description) + "\n"
        page +=
            ".PP\n"
            + escape(
                "The command-line contract (every JSON shape and validation rule) is docs/cli.md in restorectl's source; what it knows of the file formats, docs/format.md. \"restorectl help --man COMMAND\" prints one command's page."
            ) + "\n"
        page += ".SH COMMANDS\n"
        for command in CommandTable.commands {
            page += ".SS \(escape(command.usage))\n" + paragraphs(command.details) + "\n"
            page += items(command.positionals, ownOptions(of: command))
            for list in command.lists { page += ".PP\n" + escape(list.heading) + ":\n.RS 4\n" + terms(list) + ".RE\n" }
        }
        page +=
            ".SH OPTIONS\n"
            + escape(
                "Every command takes the first four; those that read files take the limits for untrusted input too, each with a safe default."
            ) + "\n"
        page += items([], commonOptions)
        page += exitStatus + environment + files
        page += ".SH EXAMPLES\n"
        for command in CommandTable.commands { page += examples(command) }
        page += seeAlso(["plutil (1)", "plistutil (1)"])
        return page
    }

    /// The page of one command: `restorectl-dump(1)`.
    static func render(command: CommandSpec) -> String {
        var page = header(
            title: "RESTORECTL\\-" + command.name.uppercased(), name: "restorectl\\-" + command.name,
            summary: command.summary)
        page += ".SH SYNOPSIS\n" + escape(command.usage) + "\n"
        page += ".SH DESCRIPTION\n" + paragraphs(command.details) + "\n"
        page += ".SH OPTIONS\n" + items(command.positionals, command.options)
        for list in command.lists { page += ".SH " + escape(list.heading.uppercased()) + "\n" + terms(list) }
        page += exitStatus
        if !command.examples.isEmpty { page += ".SH EXAMPLES\n" + examples(command) }
        page += seeAlso(["restorectl (1)"])
        return page
    }

    static func header(title: String, name: String, summary: String) -> String {
        ".TH \(title) 1 \"\" \"restorectl \(Version.current)\" \"User Commands\"\n.SH NAME\n\(name) \\- \(escape(summary))\n"
    }

    static let description = """
        restorectl reads the archives UIKit writes when an app that opts into state preservation goes \
        to the background (Library/Saved Application State/<bundle-id>.savedState/data.data) and \
        shows what was saved: the bundle version, system version and idiom, every restoration identifier \
        path with its object's class and coder values, and the scene sessions of iOS 13 and later. It checks \
        archives for what stops UIKit restoring them, compares two saves, and edits archives safely. It \
        also reads macOS saved application state (AppKit's windows.plist and the AES-encrypted records of \
        data.data), and converts and checks any binary or XML property list.
        """

    /// A command's options without the common ones, which the OPTIONS section lists once.
    static func ownOptions(of command: CommandSpec) -> [OptionSpec] {
        let common = Set(commonOptions.map(\.name))
        return command.options.filter { !common.contains($0.name) }
    }

    /// `.TP` items: positionals in italics, options in bold.
    static func items(_ positionals: [PositionalSpec], _ options: [OptionSpec]) -> String {
        var text = ""
        for positional in positionals { text += ".TP\n.I \(escape(positional.synopsis))\n\(escape(positional.help))\n" }
        for option in options { text += ".TP\n.B \(escape(option.synopsis))\n\(escape(option.help))\n" }
        return text
    }

    /// A list's terms as `.TP` items, each in bold.
    static func terms(_ list: HelpList) -> String {
        list.rows.map { ".TP\n.B \(escape($0.term))\n\(escape($0.text))\n" }.joined()
    }

    /// Each example as what it does, then the command line indented below it.
    static func examples(_ command: CommandSpec) -> String {
        var text = ""
        for (line, meaning) in command.examples {
            text +=
                ".PP\n" + escape(meaning.prefix(1).uppercased() + meaning.dropFirst()) + ":\n.RS 4\n.nf\n"
                + escape(line) + "\n.fi\n.RE\n"
        }
        return text
    }

    /// Each exit status and what it means (`ExitStatus.meanings`), `code` in bold.
    static var exitStatus: String {
        var text = ".SH EXIT STATUS\n"
        for code in Set(ExitStatus.meanings.map(\.status.code)).sorted() {
            let meaning = ExitStatus.meanings.filter { $0.status.code == code }.map(\.meaning).joined(separator: "; ")
            text += ".TP\n.B \(code)\n" + emphasized(meaning.prefix(1).uppercased() + meaning.dropFirst()) + ".\n"
        }
        return text + ".PP\nWhen several apply, 3 wins over 1.\n"
    }

    /// `text` escaped, with what is between backticks in bold.
    static func emphasized(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 1 ? "\\fB" + escape(String($0.element)) + "\\fR" : escape(String($0.element)) }
            .joined()
    }

    static let environment = """
        .SH ENVIRONMENT
        .TP
        .B NO_COLOR
        When set and not empty, text output has no colour unless \\fB\\-\\-color=always\\fR is given.
        .TP
        .B TERM
        \\fBdumb\\fR: text output has no colour unless \\fB\\-\\-color=always\\fR is given.
        .TP
        .B COLUMNS
        The width text output and help are laid out in, instead of the terminal's. Values are cut to it only on a terminal, and not with \\fB\\-\\-no\\-cut\\fR.
        .TP
        .B RESTORECTL_SIMULATOR_ROOT
        The iOS Simulator's devices folder that \\fBfind\\fR (without a folder), \\fBpull\\fR, \\fBpush\\fR and \\fB\\-\\-bundle\\-id\\fR look in, instead of \\fI~/Library/Developer/CoreSimulator/Devices\\fR.
        .TP
        .B RESTORECTL_RECORD
        \\fB1\\fR: \\fBsnapshot \\-\\-check\\fR \\fIGOLDEN\\fR records \\fIGOLDEN\\fR instead of comparing with it, as \\fB\\-\\-record\\fR does.
        .TP
        .B HOME
        The home folder that holds \\fI~/Library/Developer/CoreSimulator/Devices\\fR; when it is unset, the user's entry in the password database says.
        .TP
        .B RESTORECTL_FREE_AT_EXIT
        When set, commands free what they would otherwise leave for the end of the process to return, so that a leak checker does not report it (\\fBmake asan\\fR sets it); a little slower.

        """

    static let files = """
        .SH FILES
        .TP
        .I ~/Library/Saved Application State/<bundle\\-id>.savedState/data.data
        An app's restoration archive; \\fIinprogress.data\\fR and \\fIrestorationInfo.plist\\fR beside it, and \\fIKnownSceneSessions/data.data\\fR and one folder per scene for scene\\-based apps (iOS 13 and later).
        .TP
        .I ~/Library/Developer/CoreSimulator/Devices/
        Where the iOS Simulator keeps them, each under \\fI<device>/data/Containers/Data/Application/<app>/Library/Saved Application State/\\fR; \\fBrestorectl find\\fR lists them.
        .TP
        .I ~/Library/Saved Application State/<bundle\\-id>.savedState/windows.plist
        A Mac app's windows and their keys; \\fIdata.data\\fR beside it holds the encrypted records (\\fIwindow_N.data\\fR on older systems). On macOS 15 and later, under \\fI~/Library/Daemon Containers/<uuid>/Data/Library/Saved Application State/\\fR.

        """

    static func seeAlso(_ pages: [String]) -> String {
        ".SH SEE ALSO\n" + pages.map { ".BR " + $0 }.joined(separator: ",\n") + "\n"
    }

    /// Text made safe for troff: backslashes, hyphens, backticks, lines that start with a control
    /// character, and every character outside ASCII as a Unicode escape.
    /// A command's details, its paragraphs (separated by a blank line) each escaped, `.PP` between them.
    static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n\n").map { escape(String($0)) }.joined(separator: "\n.PP\n")
    }

    static func escape(_ text: String) -> String {
        var escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\e"
            case "-": "\\-"
            case "`": "\\(ga"
            case _ where scalar.value >= 0x80: unicodeEscape(scalar)
            default: nil
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    /// `\[u00E9]`: troff's escape of a character outside ASCII, in four hexadecimal digits or more.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
