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
    /// Says a command's failure on standard error (`restorectl: SUBJECT: MESSAGE`), its notes
    /// after it, and gives its status: the one place a command's failure is said.
    mutating func report(_ failure: CommandFailure) -> ExitStatus {
        error(failure.message, subject: failure.subject)
        for line in failure.notes { note(line) }
        return failure.status
    }
}
