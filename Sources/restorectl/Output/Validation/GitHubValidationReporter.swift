import RestoreKit

/// GitHub Actions workflow commands (`::error file=FILE,title=restorectl RULE::[rule] message`, or
/// `::warning`), which a job shows as annotations; then one `::notice` a rule of notes, with their
/// count and files (GitHub shows ten annotations of a kind a step); then the summary.
struct GitHubValidationReporter: ValidationReporter {
    var isTerminalText: Bool { true }

    var summary: String { "github (workflow commands, shown as annotations)" }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        run.findingLines { file, finding in
            let command = finding.severity == .error ? "error" : "warning"
            return
                "::\(command) file=\(Self.escapedProperty(file)),title=\(Self.title(finding.rule))::"
                + Self.escapedData("[\(finding.rule.rawValue)] " + finding.located(demangled: true))
        } notes: { group in
            "::notice title=\(Self.title(group.rule))::" + Self.escapedData(group.text)
        }
    }

    /// An annotation's title: `restorectl RULE`, escaped as a property.
    static func title(_ rule: ValidationRule) -> String { escapedProperty("restorectl " + rule.rawValue) }

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
