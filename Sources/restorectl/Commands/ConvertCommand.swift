import RestoreKit

/// `restorectl convert FILE --to binary|xml|json [-o OUT]`: property-list conversion, like `plutil -convert`.
enum ConvertCommand {
    static let to = TypedOption<PropertyListFormat>(
        "--to", placeholder: "FORMAT", cases: [.binary, .xml, .json], required: true,
        help:
            "The format to write: binary (bplist00), xml (Apple's dialect) or json (typed JSON, as docs/cli.md documents)."
    )
    static let output = SharedOptions.output(
        help:
            "Write to OUT instead of standard output: a file is replaced atomically; -, /dev/stdout, /dev/fd/N (a shell's >(...)), a pipe or a device is written as standard output is."
    )
    static let collapseDuplicateKeys = OptionSpec(
        "--collapse-duplicate-keys",
        help:
            "Keep one entry per repeated dictionary key, the one CoreFoundation keeps: the last in XML and OpenStep input, the first in binary input."
    )

    static let spec = CommandSpec(
        name: "convert",
        summary: "convert any property list to binary, XML or JSON",
        details: """
            Reads a binary, XML or OpenStep property list (text in UTF-8, UTF-16, UTF-32 or an encoding \
            its XML declaration names), or JSON with the typed wrappers convert writes ($date, $data, $uid; \
            a number with a decimal point or exponent is a real), and writes it in another format; text \
            output is UTF-8. Unlike \
            plutil, the input is never replaced: the result goes to standard output, or to OUT with -o. \
            Binary output is not written to a terminal. \
            Integers keep their width, reals their precision, dictionaries their key order. XML cannot \
            hold sets or the binary null; converting one to XML is an error that names where it is. A \
            dictionary that holds a key twice is an error naming the key and where, unless \
            --collapse-duplicate-keys is given.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files,
                help: "The property list (binary, XML, OpenStep or JSON) to read; - reads standard input.")
        ],
        ownOptions: [to.spec, output, collapseDuplicateKeys, CommonOptions.force] + CommonOptions.limits,
        examples: [
            ("restorectl convert data.data --to xml", "show a binary archive as XML"),
            ("restorectl convert Info.plist --to binary -o Info.bplist", "write a binary copy"),
            ("restorectl convert data.data --to json | jq .", "feed a plist to jq"),
        ],
        run: run
    )

    /// Converts the file to standard output or `-o`.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let path = arguments.positionals[0]
        let name = path == "-" ? "<stdin>" : path
        let format = arguments.value(to) ?? .xml
        let destination = arguments.value(output) ?? "-"
        let file: MappedFile
        do {
            file = try MappedFile(path)
        } catch {
            throw CommandFailure(error, subject: name)
        }
        // Every refusal comes before the first byte of output (PropertyList.convert): standard
        // output and pipes get the text as it is made, not all of it at the end.
        // `-o FILE` onto FILE converts it in place, as documented.
        try OutputFile.withOutput(
            destination, inputs: [path], inPlace: path, arguments, command: "convert", binary: format == .binary,
            holdsStandardOutput: false
        ) { outputFile throws(CommandFailure) in
            var limits = readOptions(arguments)
            // Apple's readers keep one entry of a repeated key, so a file written with both would
            // say something different to them than to us.
            limits.duplicateKeys = arguments.has(collapseDuplicateKeys) ? .collapse : .refuse
            do {
                try file.withBytes { bytes in
                    try PropertyList.convert(bytes, to: format, options: limits, workers: .allCores) { chunk in
                        try outputFile.write(chunk)
                    }
                }
                try outputFile.commit()
            } catch let error as FileError {
                throw CommandFailure(error.writing, subject: outputFile.name)
            } catch let error as PropertyListError {
                let message =
                    switch error.kind {
                    case .duplicateKey: "\(error); --collapse-duplicate-keys keeps the one CoreFoundation keeps"
                    case .unrepresentable: "cannot write as \(format.rawValue): \(error)"
                    default: InputFiles.appKitRecords(path, notA: "a property list", in: PlatformFiles()) ?? "\(error)"
                    }
                throw CommandFailure(error, message, subject: name)
            } catch let error as JSONReadError {
                throw CommandFailure(error, subject: name)
            } catch {
                // Nothing else is thrown (PropertyList.convert's Throws), but the closure's type cannot say so.
                throw CommandFailure(untyped: error, subject: name)
            }
        }
        return .nothing()
    }
}

/// The reader limits given on the command line.
func readOptions(_ arguments: ParsedArguments) -> PropertyList.ReadOptions {
    var options = PropertyList.ReadOptions()
    if let depth = arguments.value(CommonOptions.maximumDepth) { options.maximumDepth = depth }
    if let count = arguments.value(CommonOptions.maximumObjects) { options.maximumObjectCount = count }
    if let ratio = arguments.value(CommonOptions.maximumExpansion) { options.expansionPerByte = ratio }
    return options
}
