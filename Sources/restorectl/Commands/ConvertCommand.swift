import RestoreKit

/// `restorectl convert FILE --to binary|xml|json [-o OUT]`: property-list conversion, like `plutil -convert`.
enum ConvertCommand {
    static let to = OptionSpec("--to", .value(placeholder: "FORMAT", choices: ["binary", "xml", "json"]), required: true,
                               help: "The format to write: binary (bplist00), xml (Apple's dialect) or json (the contract's typed JSON).")
    static let output = OptionSpec("--output", short: "-o", .value(placeholder: "OUT", choices: nil),
                                   help: "Write to OUT instead of standard output, replacing it atomically; - is standard output.")

    static let spec = CommandSpec(
        name: "convert",
        summary: "convert any property list to binary, XML or JSON",
        details: """
            Reads a binary or XML property list and writes it in another format. Unlike plutil, the input \
            is never replaced: the result goes to standard output, or to OUT with -o. Integers keep their \
            width, reals their precision, dictionaries their key order. XML cannot hold sets or the binary \
            null; converting one to XML is an error that names where it is.
            """,
        positionals: [PositionalSpec("FILE", help: "The property list to read; - reads standard input.")],
        ownOptions: [to, output, CommonOptions.maximumDepth],
        examples: [
            ("restorectl convert data.data --to xml", "show a binary archive as XML"),
            ("restorectl convert Info.plist --to binary -o Info.bplist", "write a binary copy"),
            ("restorectl convert data.data --to json | jq .", "feed a plist to jq"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        let path = arguments.positionals[0]
        guard let value = loadPropertyList(path, arguments, &console) else { return .badInput }
        let format = PropertyListFormat(rawValue: arguments.value(to) ?? "") ?? .xml
        let bytes: [UInt8]
        do {
            bytes = try PropertyList.write(value, as: format)
        } catch {
            console.error("cannot write as \(format.rawValue): \(error)", subject: path)
            return .badInput
        }
        let destination = arguments.value(output) ?? "-"
        if destination == "-" {
            console.write(bytes)
            return .success
        }
        do {
            try writeFileAtomically(bytes, to: destination)
        } catch {
            console.error(error.message, subject: destination)
            return .badInput
        }
        return .success
    }
}

/// Reads and decodes a property list, reporting any problem as `restorectl: FILE: message`.
func loadPropertyList(_ path: String, _ arguments: ParsedArguments, _ console: inout Console) -> PropertyListValue? {
    let name = path == "-" ? "<stdin>" : path
    let bytes: [UInt8]
    do {
        bytes = try readFile(path)
    } catch {
        console.error(error.message, subject: name)
        return nil
    }
    do {
        return try PropertyList.read(bytes, options: readOptions(arguments)).value
    } catch {
        console.error(error.description, subject: name)
        return nil
    }
}

/// The reader limits given on the command line.
func readOptions(_ arguments: ParsedArguments) -> PropertyList.ReadOptions {
    var options = PropertyList.ReadOptions()
    if let depth = arguments.value(CommonOptions.maximumDepth).flatMap(Int.init) { options.maximumDepth = depth }
    return options
}
