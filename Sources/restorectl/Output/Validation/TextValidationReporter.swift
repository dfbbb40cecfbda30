import RestoreKit

/// `FILE: error: PATH: message [rule]` a finding (`warning`, `note`), `FILE: OK` after a file with
/// nothing above a note (not under `--quiet`),
/// and a summary for several files or `--quiet`. On a terminal, a long finding wraps at spaces
/// under a hanging indent rather than being cut (nothing in it is a value).
struct TextValidationReporter: ValidationReporter {
    var isTerminalText: Bool { true }

    var summary: String { "text lines (default)" }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        var text = ""
        for file in run.files {
            // The file name and the findings (which quote the archive) are escaped before colour is added.
            let name = TerminalText.escaped(file.name)
            let onlyNotes = !file.findings.contains { $0.severity > .note }
            for finding in file.findings {
                let severity =
                    switch finding.severity {
                    case .error: style.problem("error")
                    case .warning: style.paint("warning", "33")
                    case .note: style.paint("note", "36")
                    }
                let line =
                    "\(name): \(severity): \(TerminalText.escaped(finding.located(demangled: true))) [\(finding.rule.rawValue)]"
                text += Self.lines(line, style: style)
                if let help = Self.help(finding) { text += Self.lines("    help: " + help, style: style) }
            }
            // OK only when nothing above a note was found: notes come first, then the verdict.
            if onlyNotes && !quiet { text += "\(name): OK\n" }
        }
        return run.files.count > 1 || quiet ? text + run.summary + "\n" : text
    }

    /// What to change, said after what is wrong as compilers end a diagnostic: for an error or a
    /// warning about what the file holds. Notes change nothing; a file that is no readable saved
    /// state keeps its one line, which says what it is.
    static func help(_ finding: ValidationFinding) -> String? {
        let rule = finding.rule
        guard finding.severity > .note, !rule.meansUnreadable, rule != .notRestorationArchive else { return nil }
        return rule.help
    }

    /// `line` and a newline, wrapped at the terminal's width when it has one.
    private static func lines(_ line: String, style: TextStyle) -> String {
        guard let width = style.width, TextLayout.width(line) > width else { return line + "\n" }
        return TextLayout.wrap(line, width: width, indent: "    ").joined(separator: "\n") + "\n"
    }
}
