import RestoreKit

/// Writes a validation run (`ValidationRun`: the files, their findings, which fail) in one
/// format, as SwiftLint's reporters do: one file per format, listed once in `reporters`. A new
/// format is a new reporter and a line there.
protocol ValidationReporter: Sendable {
    /// Whether the report is lines that reach a terminal or a CI log as they are, written with
    /// what a terminal acts on escaped (`Console.writeText`); false for a document that escapes
    /// in its own syntax (JSON, XML), written as it is.
    var isTerminalText: Bool { get }
    /// What the format is, in `validate --format`'s help (`junit (JUnit XML, a test case per archive)`).
    var summary: String { get }
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

    /// `validate --format`, its help composed from the reporters' descriptions when help asks for it.
    static var option: TypedOption<OutputFormat> {
        OutputFormat.option(formats, help: help)
    }

    /// `Findings as text lines (default); json, ...; github and xcode give one line a rule of notes.`
    static var help: String {
        var help = "Findings as "
        for (index, entry) in reporters.enumerated() { help += (index == 0 ? "" : "; ") + entry.reporter.summary }
        return help + "; github and xcode give one line a rule of notes."
    }

    /// Writes `run` to standard output in `format`; a format no reporter serves is a usage error.
    static func write(_ run: ValidationRun, format: OutputFormat, quiet: Bool, _ console: inout Console)
        throws(CommandFailure)
    {
        guard let reporter = reporters.first(where: { $0.format == format })?.reporter else {
            throw CommandFailure(UsageError(message: "no validation report is written as '\(format.rawValue)'"))
        }
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
        return "\(ArchiveTextSink.count(files.count, noun)): \(passedCount - warned.count) passed\(withWarnings), "
            + "\(failedCount) failed, \(unreadableCount) unreadable"
    }

    /// One line an error or warning, `line(file, finding)`; then one line a rule of notes,
    /// `notes(group)`, in the order the rules are first met; then the summary. A CI log shows
    /// each line as an annotation, and a step only ten of them: the notes of healthy saved state
    /// (a session without a scene in every archive) must not hide the findings that matter.
    func findingLines(_ line: (String, ValidationFinding) -> String, notes: (NoteGroup) -> String) -> String {
        var text = ""
        var groups: [NoteGroup] = []
        for file in files {
            for finding in file.findings {
                guard finding.severity == .note else {
                    text += line(file.name, finding) + "\n"
                    continue
                }
                if let index = groups.firstIndex(where: { $0.rule == finding.rule }) {
                    groups[index].add(file.name)
                } else {
                    groups.append(NoteGroup(rule: finding.rule, files: [file.name], noun: noun))
                }
            }
        }
        for group in groups { text += notes(group) + "\n" }
        return text + summary + "\n"
    }
}

/// The notes of one rule across a run, which the CI formats give as one line: the rule, how many,
/// and the files they are in.
struct NoteGroup {
    let rule: ValidationRule
    /// The files, each once, in the order of the run.
    private(set) var files: [String]
    /// How many notes of the rule the run holds.
    private(set) var count = 1

    /// What the files are (`archive`).
    let noun: String

    init(rule: ValidationRule, files: [String], noun: String) {
        self.rule = rule
        self.files = files
        self.noun = noun
    }

    /// Counts one more note, in `file`.
    mutating func add(_ file: String) {
        count += 1
        if files.last != file { files.append(file) }
    }

    /// `[session-without-scene] 14 notes in 14 archives: FILE, FILE, ...`.
    var text: String {
        "[\(rule.rawValue)] \(ArchiveTextSink.count(count, "note")) in \(ArchiveTextSink.count(files.count, noun)): "
            + files.joined(separator: ", ")
    }
}

extension ValidationFinding {
    /// `PATH: message`, or the message alone for a finding about the whole archive; for text
    /// (`demangled`), with Swift class names as text shows them.
    func located(demangled: Bool = false) -> String {
        (path.map { $0 + ": " } ?? "") + (demangled ? messageWithDemangledNames : message)
    }
}
