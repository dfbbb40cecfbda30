import RestoreKit

/// How a command ends. `code`, the status the process exits with, is docs/cli.md's "Exit status"
/// table, kept here alone: a failure says what kind it is (RestoreKit's errors say it as their
/// `failureKind`), never which number it ends with.
enum ExitStatus: Equatable, Sendable {
    /// Success; `validate` clean, `diff` equal.
    case success
    /// `validate` found an error (or a warning under `--strict`); `diff` found differences; `explain`: UIKit will lose saved
    /// state; `find` found nothing.
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

    /// The worse of two statuses, for a command that does several things: the higher status
    /// (3 wins over 1).
    func worse(_ other: ExitStatus) -> ExitStatus { other.code > code ? other : self }

    /// Every way a command ends, with the words docs/cli.md's table says it in, by status: the
    /// manual's EXIT STATUS is written from them, and a test finds each in the table's row of its
    /// `code`.
    static let meanings: [(status: ExitStatus, meaning: String)] = [
        (
            .success,
            "success; `validate`, `breaking-changes`: no errors (and no warnings under `--strict`; notes never fail); `diff`: no differences; `snapshot --check`: equal to the golden"
        ),
        (
            .findings,
            "`validate` found an error (or, under `--strict`, a warning); `breaking-changes`: NEW breaks what OLD saved with an error (or, under `--strict`, a warning), or a saved state of `--saved` fails; `diff` found differences; `snapshot --check` differs from the golden; `explain`: UIKit will certainly lose saved state (with `--app` also: the app will crash, or a scene gets the wrong delegate or scene class, or none); `find` and `timeline` found no saved state"
        ),
        (
            .usage,
            "usage error: an unknown command or option, a missing or extra argument, a value an option does not take"
        ),
        (.failure(.notInArchive), "a path or key that is not in the archive"),
        (.failure(.badValue), "a value `set` cannot store"),
        (.failure(.unreadableInput), "input unreadable or malformed"),
        (.failure(.cannotWrite), "an output that cannot be written"),
    ]
}
