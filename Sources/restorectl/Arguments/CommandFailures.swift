import RestoreKit

/// An input the executable itself finds it cannot use (no saved state where one was looked for,
/// a kind of saved state the command does not read, output too large to be written whole): the
/// command ends as for an unreadable input.
struct UnusableInput: CommandError, CustomStringConvertible {
    /// What is wrong with the input, as `Console.report` says it.
    var description: String
    var status: ExitStatus { .failure(.unreadableInput) }

    init(_ description: String) {
        self.description = description
    }
}

/// A path or a scene the command was asked for that the input does not have.
struct NotInInput: CommandError, CustomStringConvertible {
    /// What is missing, as `Console.report` says it.
    var description: String
    var status: ExitStatus { .failure(.notInArchive) }

    init(_ description: String) {
        self.description = description
    }
}

/// What a check found (a snapshot that differs from its golden, a search that found nothing):
/// said on standard error, the command ends with `findings`.
struct Finding: CommandError, CustomStringConvertible {
    /// What was found, as `Console.report` says it.
    var description: String
    var status: ExitStatus { .findings }

    init(_ description: String) {
        self.description = description
    }
}
