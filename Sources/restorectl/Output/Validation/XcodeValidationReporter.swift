import RestoreKit

/// `FILE: error: [rule] message` a finding, as Xcode shows a build phase's issues, then the summary.
struct XcodeValidationReporter: ValidationReporter {
    var isTerminalText: Bool { true }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        run.findingLines { file, finding in
            "\(file): \(finding.severity.rawValue): [\(finding.rule.rawValue)] " + finding.located(demangled: true)
        }
    }
}
