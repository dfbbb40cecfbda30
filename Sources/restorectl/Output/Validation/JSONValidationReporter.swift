import RestoreKit

/// JSON Lines: one `{"file", "ok", "findings", "error"?}` object a file; `--quiet` leaves out
/// the files without findings.
struct JSONValidationReporter: ValidationReporter {
    var isTerminalText: Bool { false }

    var summary: String { "json, one object per file a line" }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        var text = ""
        for file in run.files where !(quiet && file.findings.isEmpty) {
            var members: [(String, JSONValue)] = [
                ("file", .string(file.name)), ("ok", .boolean(run.passes(file))),
                ("findings", .array(file.findings.map(\.json))),
            ]
            if let readError = file.readError { members.append(("error", .string(readError))) }
            text += JSONValue.object(members).serialized(pretty: false) + "\n"
        }
        return text
    }
}
