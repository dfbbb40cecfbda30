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
}
