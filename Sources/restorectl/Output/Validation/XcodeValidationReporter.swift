import RestoreKit

/// `FILE: error: [rule] message` an error or warning, as Xcode shows a build phase's issues; then
/// `note: [rule] N notes in M archives: FILE, ...` a rule of notes; then the summary.
struct XcodeValidationReporter: ValidationReporter {
    var isTerminalText: Bool { true }

    var summary: String { "xcode (issues, for a build phase)" }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        run.findingLines { file, finding in
            "\(file): \(finding.severity.rawValue): [\(finding.rule.rawValue)] " + finding.located(demangled: true)
        } notes: { group in
            "note: " + group.text
        }
    }
}
