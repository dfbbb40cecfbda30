import RestoreKit

/// `restorectl create DOC.json [-o OUT]`: a restoration archive, or a whole `.savedState` folder,
/// from a `dump --format json` document.
enum CreateCommand {
    static let output = SharedOptions.output(
        help:
            "Write to OUT (a file, replaced atomically; a new folder whose name ends in .savedState; or /dev/stdout, /dev/fd/N, a pipe or a device, written as standard output is) instead of standard output."
    )
    static let allowDangling = SharedOptions.allowDangling(
        help: "Write a $ref to a path that is no object of the document instead of refusing it.")
    static let maximumOutput = TypedOption<Int>(
        "--max-output", placeholder: "BYTES",
        help: "Refuse a document that makes more than BYTES bytes of files (default 67108864, 64 MiB).")

    static let spec = CommandSpec(
        name: "create",
        summary: "write a restoration archive, or a .savedState folder, from a dump --format json document",
        details: """
            Reads a document in the shape dump --format json prints (possibly edited, with jq or by hand) and \
            writes the archive UIKit would have written for it: the metadata, UIKit's own root keys, every \
            object's coder with its typed values ($ref becomes an identifier-path proxy, $archive a nested \
            keyed archive), and the app delegate's keys, in UIKit's key order and value types. dump of the \
            result equals the document, its file member aside. When OUT ends in .savedState, a new folder is \
            written whole: data.data, restorationInfo.plist for the snapshot flag, inprogress.data, and the \
            scene state (KnownSceneSessions/data.data and each scene's folder). A document error names its \
            JSON location and writes nothing (exit 3). Scene identifiers that would not be plain file names \
            are refused; OUT is never written through a symbolic link, and the archive never to a terminal.
            """,
        positionals: [PositionalSpec("DOC", help: "The JSON document; - reads standard input.")],
        ownOptions: [output, allowDangling, maximumOutput.spec, CommonOptions.force, CommonOptions.maximumDepth.spec],
        examples: [
            (
                "restorectl dump data.data --format json > state.json && restorectl create state.json -o new.data",
                "write an archive back from its dump"
            ),
            (
                "jq '.metadata.bundleVersion = \"2.0\"' state.json | restorectl create - -o test.data",
                "an archive as version 2.0 would have saved it"
            ),
            (
                "restorectl create state.json -o com.example.App.savedState",
                "a whole saved-state folder, scenes included"
            ),
        ],
        run: run
    )

    /// Writes the archive, or the folder, the document describes.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let source = arguments.positionals[0]
        let destination = withoutTrailingSlashes(arguments.value(output) ?? "-")
        if RestorationDocument.makesFolder(at: destination) {
            let document = try read(source, arguments)
            let entries = document.savedStateFiles.map {
                FolderEntry(components: $0.components, bytes: $0.bytes, isFolder: $0.isFolder)
            }
            do {
                try writeNewFolder(destination, entries)
            } catch {
                throw CommandFailure(error.writing, subject: destination)
            }
            return .nothing()
        }
        // Opened before the document is read: a terminal is refused before `create -` waits for input.
        try OutputFile.withOutput(
            destination, inputs: [source], arguments, command: "create", binary: true, followsLinks: false
        ) { outputFile throws(CommandFailure) in
            let document = try read(source, arguments)
            if let refusal = document.refusalAsArchive {
                throw CommandFailure(UsageError(message: refusal), subject: InputFiles.displayName(source))
            }
            try OutputFile.commit(document.archive, to: outputFile)
        }
        return .nothing()
    }

    /// The document in `source`, or the failure that says why it cannot be read or is no document.
    static func read(_ source: String, _ arguments: ParsedArguments) throws(CommandFailure)
        -> RestorationDocument
    {
        var options = RestorationDocument.Options()
        options.allowsDanglingReferences = arguments.has(allowDangling)
        if let limit = arguments.value(maximumOutput) { options.maximumOutputBytes = limit }
        let name = InputFiles.displayName(source)
        let bytes: [UInt8]
        do {
            bytes = try readFile(source)
        } catch {
            throw CommandFailure(error, subject: name)
        }
        do throws(RestorationDocument.ReadError) {
            return try RestorationDocument(
                bytes: bytes, maximumDepth: arguments.value(CommonOptions.maximumDepth), options: options)
        } catch {
            throw CommandFailure(error, subject: name)
        }
    }
}
