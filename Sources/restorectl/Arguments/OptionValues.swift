import RestoreKit
/// An idiom as `--expect-idiom` and `--idiom` take it: a name (`phone`, `pad`, ...) or a number.
enum IdiomArgument {
    /// The idiom value `text` names, or the usage failure that says what `option` of
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
    /// The severities `texts` give, or the usage failure that says what is wrong with one.
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
