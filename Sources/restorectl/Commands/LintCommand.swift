import RestoreKit

/// `restorectl lint FILE...`: property-list well-formedness, like `plutil -lint`.
enum LintCommand {
    static let quiet = OptionSpec("--quiet", short: "-s", help: "Print nothing for files that are well formed.")

    static let spec = CommandSpec(
        name: "lint",
        summary: "check that files are well-formed property lists",
        details: """
            Reads each file as a binary or XML property list and prints `FILE: OK` when it is well formed. \
            A file that is not gets one line on standard error naming what is wrong and where (the byte \
            offset for binary input, line and column for XML), and the exit status is 3.
            """,
        positionals: [PositionalSpec("FILE", repeats: true, help: "Property lists to check; - reads standard input.")],
        ownOptions: [quiet, CommonOptions.maximumDepth],
        examples: [
            ("restorectl lint data.data", "check one archive"),
            ("restorectl lint -s *.plist", "report only the broken ones"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        var status = ExitStatus.success
        for path in arguments.positionals {
            if loadPropertyList(path, arguments, &console) == nil {
                status = .badInput
            } else if !arguments.has(quiet) {
                console.print((path == "-" ? "<stdin>" : path) + ": OK")
            }
        }
        return status
    }
}
