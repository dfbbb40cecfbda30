import RestoreKit

/// `restorectl snapshot FILE`: saved state in a canonical JSON form (`RestorationSnapshot`), written
/// out, recorded as a golden file or checked against one.
enum SnapshotCommand {
    static let ignore = OptionSpec(
        "--ignore", .value(placeholder: "KEYPATH", choices: nil), repeats: true,
        help:
            "Replace the value at KEYPATH by \"<ignored>\" too (objects.*.state.scrollOffset; * is any one member); repeatable."
    )
    static let keep = OptionSpec(
        "--keep", .value(placeholder: "KEYPATH", choices: nil), repeats: true,
        help:
            "Compare the value at KEYPATH although it is ignored by default (metadata.timestamp, metadata.systemVersion, inProgress, scenes.*.identifier) or by --ignore; repeatable."
    )
    static let record = OptionSpec(
        "--record", .value(placeholder: "GOLDEN", choices: nil), completes: .files,
        help:
            "Write the snapshot to GOLDEN (replaced atomically) instead of standard output, and say so on standard error."
    )
    static let check = OptionSpec(
        "--check", .value(placeholder: "GOLDEN", choices: nil), completes: .files,
        help:
            "Compare the snapshot with GOLDEN: exit 0 when equal, 1 with each difference when not; with RESTORECTL_RECORD=1, record GOLDEN instead."
    )
    /// Set to 1, `--check` records its golden instead, as snapshot-testing libraries do.
    static let recordVariable = "RESTORECTL_RECORD"

    static let spec = CommandSpec(
        name: "snapshot",
        summary: "write saved state in a canonical JSON form; record or check a golden file",
        details: """
            Writes dump --format json's document in a form two saves of the same screens share: members sorted, \
            objects keyed by identifier path, scenes by ROLE/NAME/N instead of their random persistent \
            identifier, no file name, and the save time, system version, scene identifiers and inprogress.data \
            replaced by "<ignored>" (--ignore and --keep change which values are). With --record GOLDEN it \
            writes GOLDEN; with --check GOLDEN it compares: exit 0 when equal, 1 with one line per difference \
            (~ KEYPATH: GOLDEN → NOW, - KEYPATH: GOLDEN, + KEYPATH: NOW) when not, 3 when GOLDEN is missing or \
            no JSON. RESTORECTL_RECORD=1 makes --check record. Instead of FILE, --bundle-id (with --device) \
            names an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true,
                help: "The archive (data.data) or .savedState folder to snapshot; - reads standard input.")
        ],
        ownOptions: [record, check, ignore, keep] + SimulatorSelection.options + CommonOptions.limits,
        examples: [
            ("restorectl snapshot MyApp.savedState --record Tests/Golden/launch.json", "record a golden"),
            (
                "restorectl snapshot --bundle-id com.example.app --device booted --check Tests/Golden/launch.json",
                "check the app's saved state in CI"
            ),
            ("restorectl snapshot data.data --ignore metadata.bundleVersion", "also ignore the build number"),
        ],
        rules: [.excludes(record, check, because: "--record writes GOLDEN and --check compares with it; give one")]
            + SimulatorSelection.rules,
        run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let file = try SimulatorSelection.files(arguments, command: spec.name)[0]
        let files = PlatformFiles(), options = InputFiles.options(arguments)
        let input = SavedStateInput(file, in: files)
        if case .appKit = input {
            throw CommandFailure(
                UnusableInput(
                    "a macOS (AppKit) saved state has no snapshot form: its records are encrypted per window; dump shows them"
                ), subject: InputFiles.displayName(file))
        }
        let saved = try InputFiles.savedState(input, in: files, options: options)
        let view = RestorationView(saved)
        let snapshot = RestorationSnapshot(
            view, options: options, ignoring: arguments.values(ignore), keeping: arguments.values(keep))
        let recordsCheck = environmentValue(recordVariable) == "1"
        if let golden = arguments.value(record) ?? (recordsCheck ? arguments.value(check) : nil) {
            try OutputFile.withOutput(
                golden, inputs: [file], arguments, command: spec.name, binary: false
            ) { outputFile throws(CommandFailure) in
                try OutputFile.commit(Array(snapshot.json.utf8), to: outputFile)
            }
            guard golden != "-" else { return .nothing() }
            return .nothing(
                diagnostics: [
                    .notice(
                        "snapshot recorded" + (arguments.has(record) ? "" : " (\(recordVariable)=1)"), subject: golden)
                ])
        }
        guard let golden = arguments.value(check) else { return CommandResult(.bytes(Array(snapshot.json.utf8))) }
        return try compare(snapshot, golden: golden)
    }

    /// Checks `snapshot` against the file `golden`: the differences on standard output, and on
    /// standard error how many and how to update it.
    static func compare(_ snapshot: RestorationSnapshot, golden: String) throws(CommandFailure) -> CommandResult {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try readFile(golden)
        } catch {
            throw CommandFailure(
                error,
                "cannot read the golden: \(error.message) (--record \(golden), or \(recordVariable)=1, writes it)",
                subject: golden)
        }
        let expected: JSONValue
        do throws(JSONReadError) { expected = try RestorationSnapshot.golden(bytes) } catch {
            throw CommandFailure(error, "not a snapshot (JSON): \(error)", subject: golden)
        }
        let differences = snapshot.differences(from: expected)
        guard !differences.isEmpty else { return .nothing() }
        let differs = CommandFailure(
            Finding(
                "the snapshot differs from the golden in \(differences.count) \(differences.count == 1 ? "place" : "places") (--record \(golden), or \(recordVariable)=1, updates it)"
            ), subject: golden)
        return CommandResult(.lines(differences.map { $0.line() }), diagnostics: [differs])
    }
}
