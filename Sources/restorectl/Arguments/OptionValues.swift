import RestoreKit
/// The output formats of `--format`; each command offers the ones it can write. A struct rather
/// than an enum, so that a format is declared with its writer: a new document format is its
/// writer's file (`extension OutputFormat { static let yaml = ... }` beside the writer) and its
/// line in `DocumentWriters.writers`.
struct OutputFormat: RawRepresentable, Hashable, Sendable, CaseIterable {
    /// Its name in `--format NAME`.
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }

    static let text = OutputFormat(rawValue: "text")
    static let json = OutputFormat(rawValue: "json")
    static let xml = OutputFormat(rawValue: "xml")
    static let junit = OutputFormat(rawValue: "junit")
    static let sarif = OutputFormat(rawValue: "sarif")
    static let github = OutputFormat(rawValue: "github")
    static let xcode = OutputFormat(rawValue: "xcode")

    /// Every format some command writes: text, the documents, validate's reports.
    static var allCases: [OutputFormat] {
        var cases = [text]
        for format in DocumentWriters.formats + ValidationReporters.formats where !cases.contains(format) {
            cases.append(format)
        }
        return cases
    }

    /// A format a document writer serves (JSON, an XML property list of the same document):
    /// whatever `DocumentWriters` lists.
    var isDocument: Bool { DocumentWriters.formats.contains(self) }

    /// `--format`, offering `cases`; the help says what each command writes in them.
    static func option(_ cases: [OutputFormat], help: String) -> TypedOption<OutputFormat> {
        TypedOption("--format", placeholder: "FORMAT", cases: cases, help: help)
    }
}

/// `--color WHEN`.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}

/// An idiom as `--expect-idiom` and `--idiom` take it: a name (`phone`, `pad`, ...) or a number.
enum IdiomArgument {
    /// The idiom value `text` names, or the usage failure after saying what `option` of
    /// `command` takes, with the closest name.
    static func value(_ text: String, option: String, command: String) throws(CommandFailure)
        -> Int
    {
        guard let value = RestorationMetadata.idiomValue(named: text) else {
            let names = RestorationMetadata.idioms.map(\.name)
            throw CommandFailure(
                UsageError(
                    message: "\(option) takes \(names.joined(separator: ", ")) or a number, not '\(text)'"
                        + suggestion(for: text, among: names)), subject: command)
        }
        return value
    }
}

/// `validate --severity RULE=LEVEL`: the severity a run gives a rule instead of its own.
enum SeverityArgument {
    /// The severities `texts` give, or the usage failure after saying what is wrong with one.
    static func values(_ texts: [String], command: String) throws(CommandFailure)
        -> [ValidationRule: ValidationRule.Severity]
    {
        var severities: [ValidationRule: ValidationRule.Severity] = [:]
        for text in texts {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let ruleName = String(parts[0])
            let levels = [ValidationRule.Severity.error, .warning, .note].map(\.rawValue)
            guard let rule = ValidationRule(rawValue: ruleName) else {
                let names = ValidationRule.allCases.map(\.rawValue)
                throw failure(
                    "--severity takes RULE=LEVEL with a rule of 'restorectl help validate', not '\(ruleName)'"
                        + suggestion(for: ruleName, among: names), command)
            }
            guard parts.count == 2, let level = ValidationRule.Severity(rawValue: String(parts[1])) else {
                throw failure(
                    "--severity \(ruleName)= takes \(levels.joined(separator: ", ")), not '\(parts.count == 2 ? String(parts[1]) : "")'",
                    command)
            }
            guard !rule.meansUnreadable else {
                throw failure(
                    "--severity cannot change \(ruleName): it means a file could not be read, and nothing in it was checked",
                    command)
            }
            severities[rule] = level
        }
        return severities
    }

    private static func failure(_ message: String, _ command: String) -> CommandFailure {
        CommandFailure(UsageError(message: message), subject: command)
    }
}
