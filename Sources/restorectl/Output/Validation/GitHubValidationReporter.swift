import RestoreKit

/// GitHub Actions workflow commands (`::error file=FILE,title=restorectl RULE::[rule] message`;
/// `::warning`, and `::notice` for a note), which a job shows as annotations, then the summary.
struct GitHubValidationReporter: ValidationReporter {
    var isTerminalText: Bool { true }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        run.findingLines { file, finding in
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            return
                "::\(command) file=\(Self.escapedProperty(file)),title=\(Self.escapedProperty("restorectl " + finding.rule.rawValue))::"
                + Self.escapedData("[\(finding.rule.rawValue)] " + finding.located(demangled: true))
        }
    }

    /// A workflow command's message: `%`, CR and LF escaped as GitHub reads them back.
    static func escapedData(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// A workflow command's property value: also `:` and `,`, which end it.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
