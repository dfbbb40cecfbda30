import RestoreKit

/// An error of the executable that says how the command it ends ends: the executable's
/// counterpart of RestoreKit's `KindedError`, for what `FailureKind` does not say (a usage error).
/// Every error type in Sources adopts one of the two (`ErrorKindTests` finds it on each).
protocol CommandError: Error {
    /// The status the command ends with when this error ends it.
    var status: ExitStatus { get }
}

extension ExitStatus {
    /// The status a RestoreKit error ends a command with: a failure of its kind.
    init(_ error: some KindedError) {
        self = .failure(error.failureKind)
    }
}

extension Console {
    /// Says `restorectl: SUBJECT: MESSAGE` on standard error and gives the status the command ends
    /// with, the failure of the error's kind: the one place a command's error is said and its
    /// status chosen. MESSAGE is the error's own text, unless `message` gives what the command
    /// says of it.
    mutating func report(_ error: some KindedError, _ message: String? = nil, subject: String? = nil) -> ExitStatus {
        self.error(message ?? String(describing: error), subject: subject)
        return ExitStatus(error)
    }

    /// Says `restorectl: SUBJECT: MESSAGE` on standard error and gives the status the executable's
    /// error ends the command with (a usage error's). MESSAGE is the error's own text, unless
    /// `message` gives what the command says of it.
    mutating func report(_ error: some CommandError, _ message: String? = nil, subject: String? = nil) -> ExitStatus {
        self.error(message ?? String(describing: error), subject: subject)
        return error.status
    }

    /// Says a command's failure on standard error, its notes after it, and gives its status.
    mutating func report(_ failure: CommandFailure) -> ExitStatus {
        error(failure.message, subject: failure.subject)
        for line in failure.notes { note(line) }
        return failure.status
    }

    /// Reports an error whose type the compiler does not know (what a closure of untyped
    /// `throws` threw): as its type says it when it is a `KindedError` or a `CommandError`, and
    /// otherwise as an input that cannot be used. The one place an error of unknown type is said.
    mutating func report(untyped error: any Error, subject: String? = nil) -> ExitStatus {
        if let error = error as? any KindedError { return report(error, subject: subject) }
        if let error = error as? any CommandError { return report(error, subject: subject) }
        return report(UnusableInput(String(describing: error)), subject: subject)
    }
}
