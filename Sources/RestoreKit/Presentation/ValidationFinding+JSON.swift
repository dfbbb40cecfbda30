extension ValidationFinding {
    /// `{"rule", "severity", "path", "message", "help"}`, as `validate --format json` prints it:
    /// `help` is what to change (`ValidationRule.help`).
    package var json: JSONValue {
        .object([
            ("rule", .string(rule.rawValue)),
            ("severity", .string(severity.rawValue)),
            ("path", path.map(JSONValue.string) ?? .null),
            ("message", .string(message)),
            ("help", .string(rule.help)),
        ])
    }
}
