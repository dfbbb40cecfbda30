import RestoreKit

/// How a command ends. `code`, the status the process exits with, is docs/cli.md's "Exit status"
/// table, kept here alone: a failure says what kind it is (RestoreKit's errors say it as their
/// `failureKind`), never which number it ends with.
enum ExitStatus: Equatable, Sendable {
    /// Success; `validate` clean, `diff` equal.
    case success
    /// `validate` found problems; `diff` found differences; `find` found nothing.
    case findings
    /// A command line that no input could make work: an unknown command or option, a missing or
    /// extra argument, a value an option does not take, options that contradict each other,
    /// binary output to a terminal.
    case usage
    /// A failure of `kind`: what RestoreKit's error says, or for the files the executable opens
    /// itself, what the command knows of them (an input that cannot be read, an output that
    /// cannot be written).
    case failure(FailureKind)

    /// The status the process exits with.
    var code: Int32 {
        switch self {
        case .success: 0
        case .findings: 1
        case .usage, .failure(.notInArchive), .failure(.badValue): 2
        case .failure(.unreadableInput), .failure(.cannotWrite): 3
        }
    }

}
