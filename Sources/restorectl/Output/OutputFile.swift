import RestoreKit

/// The file a command writes: the opening of the output (`withOutput`), refusing one that is an
/// input, and putting it in place (`commit`), for `convert`, `create`, `report`, `snapshot` and
/// the edits (`ArchiveEdit`).
enum OutputFile {
    /// Opens the output a command writes and runs `body` with it, or throws the failure that says
    /// why it cannot be opened: one of the command's `inputs` (or a file inside an input folder) but `inPlace`,
    /// whatever `--force` says (a usage error), a folder, a read-only file without `--force`, a
    /// folder that cannot hold the temporary file (an output that cannot be written), or, for
    /// `binary` output, a terminal (a usage error). What `body` does not commit is dropped.
    static func withOutput(
        _ destination: String, inputs: [String], inPlace: String? = nil, _ arguments: ParsedArguments,
        command: String, binary: Bool, followsLinks: Bool = true, holdsStandardOutput: Bool = true,
        _ body: (AtomicFile) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
        try checkNotOverInputs(writing: destination, over: inputs, inPlace: inPlace, command: command)
        let outputFile: AtomicFile
        do {
            outputFile = try AtomicFile(
                destination, force: arguments.has(CommonOptions.force), followsLinks: followsLinks,
                holdsStandardOutput: holdsStandardOutput)
        } catch {
            throw CommandFailure(error.writing, subject: destination == "-" ? Console.outputName : destination)
        }
        defer { outputFile.abort() }
        if binary && outputFile.goesToTerminal {
            throw CommandFailure(
                UsageError(
                    message:
                        "is a terminal, which binary output is not written to; use -o FILE or a pipe (see restorectl help \(command))"
                ),
                subject: outputFile.name)
        }
        try body(outputFile)
    }

    /// Writes `bytes` to `outputFile` and puts it in place, after `first` (a backup); on any
    /// failure the reason is said under the output's name, an output that cannot be written
    /// (`withOutput` drops the output).
    static func commit(_ bytes: [UInt8], to outputFile: AtomicFile, first: () throws(FileError) -> Void = {})
        throws(CommandFailure)
    {
        do throws(FileError) {
            try first()
            try outputFile.write(bytes)
            try outputFile.commit()
        } catch {
            throw CommandFailure(error.writing, subject: outputFile.name)
        }
    }
}
