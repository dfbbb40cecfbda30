import RestoreKit

/// What ends a command before it has anything to show: the status it ends with and the line the
/// runner says on standard error (`restorectl: SUBJECT: MESSAGE`), with the lines that go on from
/// it (candidates). Commands throw it; `Restorectl.run` alone says it. What a command says without
/// ending (an input left out, a warning) is one too, among its result's `diagnostics`.
struct CommandFailure: CommandError {
    var status: ExitStatus
    var message: String
    var subject: String?
    /// Lines after the message (a list of candidates), each written as it is given.
    var notes: [String] = []

    /// The failure of a RestoreKit error's kind: its own text, unless `message` gives what the
    /// command says of it.
    init(_ error: some KindedError, _ message: String? = nil, subject: String? = nil) {
        self.init(status: ExitStatus(error), message: message ?? String(describing: error), subject: subject)
    }

    /// The failure an executable's error ends the command with (a usage error's), with the
    /// lines that go on from it.
    init(_ error: some CommandError, _ message: String? = nil, subject: String? = nil, notes: [String] = []) {
        self.init(status: error.status, message: message ?? String(describing: error), subject: subject, notes: notes)
    }

    /// The failure of an error whose type the compiler does not know (what a closure of untyped
    /// `throws` threw): as its type says when it is a `KindedError` or a `CommandError`, and
    /// otherwise an input that cannot be used.
    init(untyped error: any Error, subject: String? = nil) {
        if let error = error as? any KindedError {
            self.init(error, subject: subject)
        } else if let error = error as? any CommandError {
            self.init(error, subject: subject)
        } else {
            self.init(UnusableInput(String(describing: error)), subject: subject)
        }
    }

    init(status: ExitStatus, message: String, subject: String?, notes: [String] = []) {
        self.status = status
        self.message = message
        self.subject = subject
        self.notes = notes
    }

    /// A line a command says on standard error without failing (a warning, a notice of an edit).
    static func notice(_ message: String, subject: String?) -> CommandFailure {
        CommandFailure(status: .success, message: message, subject: subject)
    }

    /// What `body` gives; or, when it fails to find or edit something in an archive, the failure
    /// of its kind under `subject`, with the closest path or key there is, and `pointer` after a
    /// path that is no object.
    static func editing<Value>(
        _ subject: String, pointer: String = "", _ body: () throws(RestorationEditor.Failure) -> Value
    ) throws(CommandFailure) -> Value {
        do {
            return try body()
        } catch {
            throw CommandFailure(
                error, error.message + error.suggestion + (error.missingObject == nil ? "" : pointer),
                subject: subject)
        }
    }
}
