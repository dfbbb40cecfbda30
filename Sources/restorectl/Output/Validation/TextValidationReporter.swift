import RestoreKit

/// `FILE: error: PATH: message [rule]` a finding (`warning`, `note`), `FILE: OK` after a file with
/// nothing above a note (not under `--quiet`),
/// and a summary for several files or `--quiet`. On a terminal, a long finding wraps at spaces
/// under a hanging indent rather than being cut (nothing in it is a value).
struct TextValidationReporter: ValidationReporter {
    var isTerminalText: Bool { true }

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
                if let width = style.width, TextLayout.width(line) > width {
                    text += TextLayout.wrap(line, width: width, indent: "    ").joined(separator: "\n") + "\n"
                } else {
                    text += line + "\n"
                }
            }
            // OK only when nothing above a note was found: notes come first, then the verdict.
            if onlyNotes && !quiet { text += "\(name): OK\n" }
        }
        return run.files.count > 1 || quiet ? text + run.summary + "\n" : text
    }
}
