/// `restorectl.1`, written from the command and option tables, so the manual cannot drift from
/// what the parser accepts. `restorectl help --man` prints it; `make install` installs it.
enum ManualPage {
    static func render() -> String {
        var page = """
            .TH RESTORECTL 1 "" "restorectl \(Restorectl.version)" "User Commands"
            .SH NAME
            restorectl \\- inspect and edit iOS state restoration archives and property lists
            .SH SYNOPSIS
            .B restorectl
            .I command
            [\\fIoptions\\fR] [\\fIarguments\\fR]
            .SH DESCRIPTION
            restorectl reads the archives UIKit writes when an app that opts into state preservation goes \
            to the background (\\fILibrary/Saved Application State/<bundle\\-id>.savedState/data.data\\fR) and \
            shows what was saved: the bundle version, system version and idiom, every restoration identifier \
            path with its object's class and coder values, and the scene sessions of iOS 13 and later. It checks \
            archives for what stops UIKit restoring them, compares two saves, and edits archives safely. It \
            also reads macOS saved application state (AppKit's windows.plist and the AES\\-encrypted records of \
            data.data), and converts and checks any binary or XML property list.
            .SH COMMANDS

            """
        for command in Restorectl.commands {
            page += ".SS \(escape(command.usage))\n"
            page += escape(command.details) + "\n"
            for positional in command.positionals {
                page += ".TP\n.I \(escape(positional.synopsis))\n\(escape(positional.help))\n"
            }
            for option in command.options {
                page += ".TP\n.B \(escape(option.synopsis))\n\(escape(option.help))\n"
            }
            if !command.examples.isEmpty {
                page += ".PP\nExamples:\n"
                for (line, meaning) in command.examples {
                    page += ".PP\n.RS\n.nf\n\(escape(line))\n.fi\n.RE\n\(escape(meaning))\n"
                }
            }
        }
        page += """
            .SH EXIT STATUS
            .TP
            .B 0
            Success; \\fBvalidate\\fR found nothing; \\fBdiff\\fR found no differences.
            .TP
            .B 1
            \\fBvalidate\\fR found problems; \\fBdiff\\fR found differences.
            .TP
            .B 2
            Usage error: an unknown command or option, a missing argument, a path or key that is not there.
            .TP
            .B 3
            Input unreadable or malformed; the message names the file and, for binary input, the byte offset.
            .SH ENVIRONMENT
            .TP
            .B NO_COLOR
            When set and not empty, text output has no colour unless \\fB\\-\\-color=always\\fR is given.
            .SH SEE ALSO
            .BR plutil (1),
            .BR plistutil (1)

            """
        return page
    }

    /// Text made safe for troff: backslashes, hyphens and lines that start with a control character.
    static func escape(_ text: String) -> String {
        var escaped = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
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
