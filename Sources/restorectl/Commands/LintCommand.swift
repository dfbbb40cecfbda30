import RestoreKit

/// `restorectl lint FILE...`: property-list well-formedness, like `plutil -lint`.
enum LintCommand {
    static let quiet = SharedOptions.quiet(help: "Print nothing for files that are well formed.")

    static let spec = CommandSpec(
        name: "lint",
        summary: "check that files are well-formed property lists",
        details: """
            Reads each file as a binary, XML or OpenStep property list and prints `FILE: OK` when it is \
            well formed. A file that is not gets one line on standard error naming what is wrong and where \
            (the byte offset for binary input, line and column for text), and the exit status is 3. A \
            dictionary that holds a key twice counts as a problem: Apple's readers keep only one entry.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, repeats: true, help: "Property lists to check; - reads standard input.")
        ],
        ownOptions: [quiet] + CommonOptions.limits,
        examples: [
            ("restorectl lint data.data", "check one archive"),
            ("restorectl lint -s *.plist", "report only the broken ones"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments) -> CommandResult {
        var failures: [CommandFailure] = []
        var checked: [String] = []
        var limits = readOptions(arguments)
        limits.duplicateKeys = .refuse
        for path in arguments.positionals {
            let name = path == "-" ? "<stdin>" : path
            let file: MappedFile
            do {
                file = try MappedFile(path)
            } catch {
                failures.append(CommandFailure(error, subject: name))
                continue
            }
            let problem = file.withBytes { bytes -> PropertyListError? in
                do throws(PropertyListError) {
                    try PropertyList.check(bytes, options: limits)
                    return nil
                } catch {
                    return error
                }
            }
            if let problem {
                failures.append(
                    CommandFailure(
                        problem,
                        InputFiles.appKitRecords(path, notA: "a property list", in: PlatformFiles()) ?? "\(problem)",
                        subject: name))
            } else if !arguments.has(quiet) {
                checked.append(name + ": OK")
            }
        }
        return CommandResult(.plain(checked), diagnostics: failures)
    }
}
