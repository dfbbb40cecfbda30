import RestoreKit

/// What `set` and `remove` share: their options, reading the archive, making the edit and writing
/// the edited archive safely (`OutputFile`).
enum ArchiveEdit {
    static let output = SharedOptions.output(
        help:
            "Write the edited archive to OUT instead of replacing FILE; -, /dev/stdout, /dev/fd/N, a pipe or a device is written as standard output is, never a terminal."
    )
    static let backup = SharedOptions.backup(
        help:
            "Keep the original as FILE.orig when replacing FILE (FILE.orig.1, .2, ... when that exists; never replaced)."
    )

    static let extra = OptionSpec(
        "--extra", standsFor: "PATH",
        help:
            "Work on the app delegate's root keys (what it encoded in application(_:willEncodeRestorableStateWith:)) instead of an object's coder."
    )

    static let scene = OptionSpec(
        "--scene", .value(placeholder: "ID|N", choices: nil), standsFor: "PATH",
        help:
            "Work on a scene's restoration activity userInfo (a SwiftUI scene's @SceneStorage values) instead of an object's coder: the scene's persistent identifier, or its position from 1 as dump lists the scenes; FILE is the .savedState folder, KEY the userInfo key whole (domain/key for a key in a scene storage domain)."
    )

    static let options = [output, backup, CommonOptions.force] + CommonOptions.limits

    /// Makes `edit` in the archive `argument` names and writes it (`write`): what the edit says of
    /// itself is a notice on standard error; or the failure that says why it cannot be made,
    /// leaving FILE as it was.
    static func apply(
        _ edit: RestorationEdit, to argument: String, command: String, _ arguments: ParsedArguments
    ) throws(CommandFailure) -> CommandResult {
        // One file source for the command: the folder an argument names is listed once.
        let files = PlatformFiles()
        let file = InputFiles.archivePath(argument, in: files), name = InputFiles.displayName(file)
        if arguments.has(backup) && (arguments.has(output) || file == "-") {
            throw CommandFailure(
                UsageError(
                    message:
                        "--backup keeps FILE.orig when FILE is replaced; with -o or standard input nothing is replaced (see restorectl help \(command))"
                ), subject: command)
        }
        var editor = try InputFiles.reading(in: files) { () throws(SavedStateError) in
            try RestorationEditor(file: file, in: files, options: InputFiles.options(arguments))
        }
        let notices = try CommandFailure.editing(name) { () throws(RestorationEditor.Failure) in
            try editor.make(edit)
        }
        let said = try write(
            editor.encoded, original: editor.original, file: file, argument: argument, command: command, arguments)
        return CommandResult(.plain(said), diagnostics: notices.map { .notice($0, subject: name) })
    }

    /// Writes the edited archive: to -o OUT; to standard output when FILE is `-`; else over FILE
    /// atomically, keeping a backup with --backup (the line naming it is given back, for standard
    /// output). A failure leaves FILE as it was. `argument` is FILE as given (a `.savedState`
    /// folder): an OUT inside it other than `file` is refused.
    static func write(
        _ encoded: [UInt8], original: [UInt8], file: String, argument: String, command: String,
        _ arguments: ParsedArguments
    ) throws(CommandFailure) -> [String] {
        var said: [String] = []
        // Opened first: a read-only FILE is refused before a backup of it is made.
        try OutputFile.withOutput(
            arguments.value(output) ?? file, inputs: [argument], inPlace: file, arguments, command: command,
            binary: true
        ) { outputFile throws(CommandFailure) in
            try OutputFile.commit(encoded, to: outputFile) { () throws(FileError) in
                guard arguments.has(backup) else { return }
                said.append("original kept as \(try writeBackup(original, of: file))")
            }
        }
        return said
    }
}
