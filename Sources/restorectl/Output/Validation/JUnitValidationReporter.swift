import RestoreKit

/// JUnit XML as Jenkins, GitLab, Xcode Cloud and GitHub's test reporters read it: a test case
/// per archive, a `<failure>` per failing finding, other findings in `<system-out>`.
struct JUnitValidationReporter: ValidationReporter {
    var isTerminalText: Bool { false }

    var summary: String { "junit (JUnit XML, a test case per archive)" }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        let counts = "tests=\"\(run.files.count)\" failures=\"\(run.files.count - run.passedCount)\" errors=\"0\""
        var text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"restorectl \(run.command)\" \(counts)>\n"
        text += "  <testsuite name=\"restorectl \(run.command)\" \(counts) skipped=\"0\">\n"
        for file in run.files {
            let name = Self.xmlEscaped(file.name)
            text += "    <testcase classname=\"restorectl.\(run.command)\" name=\"\(name)\" file=\"\(name)\""
            if file.findings.isEmpty {
                text += "/>\n"
                continue
            }
            text += ">\n"
            var notes: [String] = []
            for finding in file.findings {
                let message = Self.xmlEscaped("[\(finding.rule.rawValue)] " + finding.located())
                if run.fails(finding) {
                    text +=
                        "      <failure type=\"\(finding.rule.rawValue)\" message=\"\(message)\">\(message)</failure>\n"
                } else {
                    notes.append("\(finding.severity.rawValue): " + message)
                }
            }
            if !notes.isEmpty { text += "      <system-out>" + notes.joined(separator: "\n") + "</system-out>\n" }
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }

    /// Text for an XML attribute or element: markup escaped, and the control characters XML 1.0
    /// cannot hold at all shown as `\u{…}`.
    static func xmlEscaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "\t", "\n": nil
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                "\\u{" + String(scalar.value, radix: 16) + "}"
            default: nil
            }
        }
    }
}
