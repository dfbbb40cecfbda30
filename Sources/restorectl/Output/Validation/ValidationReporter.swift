import RestoreKit

/// Writes a validation run (`ValidationRun`: the files, their findings, which fail) in one
/// format, as SwiftLint's reporters do: one file per format, listed once in `reporters`. A new
/// format is a new reporter and a line there.
protocol ValidationReporter: Sendable {
    /// Whether the report is lines that reach a terminal or a CI log as they are, written with
    /// what a terminal acts on escaped (`Console.writeText`); false for a document that escapes
    /// in its own syntax (JSON, XML), written as it is.
    var isTerminalText: Bool { get }
    /// The whole report; `quiet` (`--quiet`) leaves out what concerns files without findings
    /// where the format has such lines, and `style` is the terminal's, for text.
    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String
}

/// Which reporter serves which `--format` of `validate`: the one list of its formats.
enum ValidationReporters {
    static let reporters: [(format: OutputFormat, reporter: any ValidationReporter)] = [
        (.text, TextValidationReporter()),
        (.json, JSONValidationReporter()),
        (.junit, JUnitValidationReporter()),
        (.sarif, SARIFValidationReporter()),
        (.github, GitHubValidationReporter()),
        (.xcode, XcodeValidationReporter()),
    ]

    /// The formats `validate --format` offers, in the order help lists them.
    static var formats: [OutputFormat] { reporters.map(\.format) }

    /// Writes `run` to standard output in `format` (text for one without a reporter).
    static func write(_ run: ValidationRun, format: OutputFormat, quiet: Bool, _ console: inout Console) {
        let reporter = reporters.first { $0.format == format }?.reporter ?? TextValidationReporter()
        let report = reporter.report(run, quiet: quiet, style: console.style)
        if reporter.isTerminalText { console.writeText(report) } else { console.write(Array(report.utf8)) }
    }
}

/// What several formats share: the summary line and a line per finding.
extension ValidationRun {
    /// `3 archives: 1 passed, 1 failed, 1 unreadable`; archives that passed with warnings are
    /// counted apart (`4 archives: 1 passed, 1 passed with 2 warnings, 1 failed, 1 unreadable`), so
    /// that "passed" means nothing above a note was found.
    var summary: String {
        let warned = passedWithWarnings
        let warnings = warned.reduce(0) { $0 + self.warnings($1) }
        let withWarnings =
            warned.isEmpty ? "" : ", \(warned.count) passed with \(ArchiveTextSink.count(warnings, "warning"))"
        return "\(ArchiveTextSink.count(files.count, "archive")): \(passedCount - warned.count) passed\(withWarnings), "
            + "\(failedCount) failed, \(unreadableCount) unreadable"
    }

    /// One line a finding, `line(file, finding)`, then the summary.
    func findingLines(_ line: (String, ValidationFinding) -> String) -> String {
        var text = ""
        for file in files {
            for finding in file.findings { text += line(file.name, finding) + "\n" }
        }
        return text + summary + "\n"
    }
}

extension ValidationFinding {
    /// `PATH: message`, or the message alone for a finding about the whole archive; for text
    /// (`demangled`), with Swift class names as text shows them.
    func located(demangled: Bool = false) -> String {
        (path.map { $0 + ": " } ?? "") + (demangled ? messageWithDemangledNames : message)
    }
}
