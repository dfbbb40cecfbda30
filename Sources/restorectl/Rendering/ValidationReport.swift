import RestoreKit

/// What `validate` found, written in each of its formats from one model: the outcomes (a file and
/// its findings) and whether warnings fail (`--strict`) and clean files are left out (`--quiet`).
///
/// - `text`: `FILE: error: PATH: message [rule]`, `FILE: OK`, and a summary for several files.
/// - `json`: one `{"file", "ok", "findings", "error"?}` object a line.
/// - `junit`: JUnit XML, one test case per archive, a failure per failing finding.
/// - `sarif`: SARIF 2.1.0, one rule per validation rule, one result per finding.
/// - `github`: GitHub Actions workflow commands (`::error file=FILE::[rule] message`).
/// - `xcode`: `FILE: error: [rule] message`, as Xcode shows a build phase's issues.
struct ValidationReport {
    static let formats: [OutputFormat] = [.text, .json, .junit, .sarif, .github, .xcode]

    var outcomes: [ValidateCommand.Outcome]
    var strict = false
    var quiet = false
    var style = TextStyle.plain

    /// Whether a finding fails its file: errors always, warnings under `--strict`.
    func fails(_ finding: ValidationFinding) -> Bool { finding.severity == .error || strict }

    func fails(_ outcome: ValidateCommand.Outcome) -> Bool { outcome.findings.contains(where: fails) }

    /// `3 archives: 1 passed, 1 failed, 1 unreadable`.
    var summary: String {
        let unreadable = outcomes.filter(\.isUnreadable).count
        let failing = outcomes.filter { !$0.isUnreadable && fails($0) }.count
        return "\(ArchiveTextRenderer.count(outcomes.count, "archive")): \(outcomes.count - failing - unreadable) passed, \(failing) failed, \(unreadable) unreadable"
    }

    /// `PATH: message`, or the message alone for a finding about the whole archive; for text
    /// (`demangled`), with Swift class names as text shows them.
    static func located(_ finding: ValidationFinding, demangled: Bool = false) -> String {
        (finding.path.map { $0 + ": " } ?? "") + (demangled ? finding.messageWithDemangledNames : finding.message)
    }

    func render(format: OutputFormat) -> String {
        switch format {
        case .json: json()
        case .junit: junit()
        case .sarif: sarif()
        case .github: lines { file, finding in
            let command = finding.severity == .error ? "error" : "warning"
            return "::\(command) file=\(Self.escapedProperty(file)),title=\(Self.escapedProperty("restorectl " + finding.rule.rawValue))::"
                + Self.escapedData("[\(finding.rule.rawValue)] " + Self.located(finding, demangled: true))
        }
        case .xcode: lines { file, finding in "\(file): \(finding.severity.rawValue): [\(finding.rule.rawValue)] " + Self.located(finding, demangled: true) }
        default: text()
        }
    }

    /// Writes the report to standard output: JSON, JUnit and SARIF as they are, since they escape
    /// in their own syntax; text, github and xcode lines, which reach a terminal or a CI log as
    /// they are, with what a terminal acts on escaped (`Console.writeText`).
    func write(format: OutputFormat, _ console: inout Console) {
        let rendered = render(format: format)
        if [.json, .junit, .sarif].contains(format) { console.write(Array(rendered.utf8)) } else { console.writeText(rendered) }
    }

    /// One line a finding, then the summary when there are several files or `--quiet`.
    func lines(_ line: (String, ValidationFinding) -> String) -> String {
        var text = ""
        for outcome in outcomes {
            for finding in outcome.findings { text += line(outcome.file, finding) + "\n" }
        }
        return text + summary + "\n"
    }

    /// The terminal text: on a terminal, a long finding wraps at spaces under a hanging indent
    /// rather than being cut (nothing in it is a value).
    func text() -> String {
        var text = ""
        for outcome in outcomes {
            // The file name and the findings (which quote the archive) are escaped before colour is added.
            let file = TerminalText.escaped(outcome.file)
            if outcome.findings.isEmpty && !quiet { text += "\(file): OK\n" }
            for finding in outcome.findings {
                let severity = finding.severity == .error ? style.problem("error") : style.paint("warning", "33")
                let line = "\(file): \(severity): \(TerminalText.escaped(Self.located(finding, demangled: true))) [\(finding.rule.rawValue)]"
                if let width = style.width, TextLayout.width(line) > width {
                    text += TextLayout.wrap(line, width: width, indent: "    ").joined(separator: "\n") + "\n"
                } else {
                    text += line + "\n"
                }
            }
        }
        return outcomes.count > 1 || quiet ? text + summary + "\n" : text
    }

    /// JSON Lines; `--quiet` leaves out the files without findings.
    func json() -> String {
        var text = ""
        for outcome in outcomes where !(quiet && outcome.findings.isEmpty) {
            var members: [(String, JSONValue)] = [("file", .string(outcome.file)), ("ok", .boolean(!fails(outcome) && !outcome.isUnreadable)),
                                                  ("findings", .array(outcome.findings.map(\.json)))]
            if let readError = outcome.readError { members.append(("error", .string(readError))) }
            text += JSONValue.object(members).serialized(pretty: false) + "\n"
        }
        return text
    }

    /// JUnit XML as Jenkins, GitLab, Xcode Cloud and GitHub's test reporters read it: a test case
    /// per archive, a `<failure>` per failing finding, other findings in `<system-out>`.
    func junit() -> String {
        let failures = outcomes.filter { fails($0) || $0.isUnreadable }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"restorectl validate\" \(counts)>\n"
        text += "  <testsuite name=\"restorectl validate\" \(counts) skipped=\"0\">\n"
        for outcome in outcomes {
            let file = Self.xmlEscaped(outcome.file)
            text += "    <testcase classname=\"restorectl.validate\" name=\"\(file)\" file=\"\(file)\""
            if outcome.findings.isEmpty {
                text += "/>\n"
                continue
            }
            text += ">\n"
            var notes: [String] = []
            for finding in outcome.findings {
                let message = Self.xmlEscaped("[\(finding.rule.rawValue)] " + Self.located(finding))
                if fails(finding) {
                    text += "      <failure type=\"\(finding.rule.rawValue)\" message=\"\(message)\">\(message)</failure>\n"
                } else {
                    notes.append("\(finding.severity.rawValue): " + message)
                }
            }
            if !notes.isEmpty { text += "      <system-out>" + notes.joined(separator: "\n") + "</system-out>\n" }
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }

    /// SARIF 2.1.0: every validation rule described once, a result per finding located at its
    /// file (a relative URI) and, when it has one, the identifier path as a logical location.
    func sarif() -> String {
        let rules = ValidationRule.allCases
        let descriptors = rules.map { rule in
            JSONValue.object([
                ("id", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        var results: [JSONValue] = []
        for outcome in outcomes {
            for finding in outcome.findings {
                var location: [(String, JSONValue)] = [("physicalLocation", .object([("artifactLocation", .object([("uri", .string(Self.uri(outcome.file)))]))]))]
                if let path = finding.path {
                    location.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(path)), ("kind", .string("object"))])])))
                }
                results.append(.object([
                    ("ruleId", .string(finding.rule.rawValue)),
                    ("ruleIndex", .integer(PropertyListInteger(rules.firstIndex(of: finding.rule) ?? 0))),
                    ("level", .string(fails(finding) ? "error" : "warning")),
                    ("message", .object([("text", .string(Self.located(finding)))])),
                    ("locations", .array([.object(location)])),
                ]))
            }
        }
        let driver = JSONValue.object([
            ("name", .string("restorectl")),
            ("version", .string(Restorectl.version)),
            ("rules", .array(descriptors)),
        ])
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    /// Text for an XML attribute or element: markup escaped, and the control characters XML 1.0
    /// cannot hold at all shown as `\u{…}`.
    static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A file path as a relative (or absolute) URI reference: bytes other than unreserved
    /// characters and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }

    /// A workflow command's message: `%`, CR and LF escaped as GitHub reads them back.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A workflow command's property value: also `:` and `,`, which end it.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
