import RestoreKit

/// `restorectl validate FILE...`: the restoration checks a CI job can run.
enum ValidateCommand {
    static let expectBundleVersion = OptionSpec(
        "--expect-bundle-version", .value(placeholder: "V", choices: nil),
        help: "Report bundle-version-mismatch unless the archive was saved by bundle version V.")
    static let expectIdiom = OptionSpec(
        "--expect-idiom", .value(placeholder: "NAME|N", choices: nil),
        help:
            "Report idiom-mismatch unless saved on this idiom: phone, pad, tv, carPlay, mac, vision, unspecified, or its number."
    )
    static let knownClasses = OptionSpec(
        "--known-classes", .value(placeholder: "FILE", choices: nil), completes: .files,
        help:
            "Report unknown-class for saved and restoration classes not listed in FILE (one class name a line; UIKit's own UI* classes always count as known)."
    )
    static let app = InputFiles.appOption(
        help:
            "Check the saved state against this app build (.app, .xcarchive or .ipa): storyboards, identifiers, classes, scene configurations, bundle identifier."
    )
    static let strict = OptionSpec("--strict", help: "Warnings fail too: exit 1 when there are any (notes never fail).")
    static let severity = OptionSpec(
        "--severity", .value(placeholder: "RULE=LEVEL", choices: nil), repeats: true,
        help:
            "Give RULE the severity LEVEL (error, warning or note) in this run, in every format and in the exit status: --severity scene-app-ignores-legacy-state=error fails on that rule alone, without --strict failing every warning. Repeat for more rules."
    )
    static let format = ValidationReporters.option
    static let quiet = SharedOptions.quiet(
        help: "Print only the findings and the summary: nothing for archives without findings.")

    static let spec = CommandSpec(
        name: "validate",
        summary: "check archives for what stops UIKit restoring them; exit 1 on errors",
        details: """
            Checks each archive for the mistakes that make UIKit skip or refuse restoration (objects cut off \
            because an ancestor was not preserved, coders that cannot be read, references to objects the \
            archive does not hold) and for what the build about to ship does not expect: a bundle version \
            or idiom other than expected (UIKit refuses neither: it hands the bundle version to the app's \
            code, and leaves one try for another idiom), classes the app no longer has. A folder argument validates every <bundle-id>.savedState folder below it (or folder holding \
            KnownSceneSessions) and every other data.data, whatever it holds: one that is empty, cut short or \
            no archive fails; folders it cannot read, and symbolic links it does not follow, are reported. A macOS (AppKit) \
            saved state is checked for damaged records (unreadable-record), records it holds no key for or that \
            decrypt to noise, as real folders have (undecryptable-record, a note), and a data.data \
            without the windows.plist that holds its keys (missing-window-list); the --expect-* and \
            --known-classes options apply to UIKit archives only. Each finding is an error (UIKit refuses the \
            archive, skips an object or drops a scene's activity; damage UIKit never writes; an expectation not met), a \
            warning (it restores, but not all or not as the app may expect) or a note (what healthy saved \
            state holds too). Exit status: 0 when no archive has an error (warnings pass unless --strict; \
            notes never fail), 1 when one has an error (or a warning, with --strict), 3 when a file or \
            folder cannot be read or an argument holds no archive at all (3 wins over 1). Instead of FILE, \
            --bundle-id (with --device) names an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true, repeats: true,
                help: "Archives (data.data) or folders to search for them; - reads standard input.")
        ],
        ownOptions: [expectBundleVersion, expectIdiom, knownClasses, app, strict, severity, quiet, format.spec]
            + SimulatorSelection.options + CommonOptions.limits + InputFiles.ipaLimits,
        examples: [
            ("restorectl validate data.data", "check one archive"),
            (
                "restorectl validate --strict --expect-bundle-version 1.2.2.198 --expect-idiom phone data.data",
                "fail on anything that differs from the build about to ship"
            ),
            (
                "restorectl validate --format json ~/Library/Developer/CoreSimulator/Devices",
                "every archive of every simulator, as JSON lines"
            ),
            (
                "restorectl validate --quiet --format github artifacts/",
                "findings as annotations of a GitHub Actions job"
            ),
            (
                "restorectl validate --format junit artifacts/ > restoration.xml",
                "a JUnit report for a CI test reporter"
            ),
        ],
        lists: [rules],
        rules: SimulatorSelection.rules,
        format: format, run: run
    )

    /// Every rule with its severity, what it finds and what UIKit does about it, from RestoreKit's declarations.
    static let rules = HelpList(heading: "Rules") {
        ValidationRule.allCases.map { rule in
            (rule.rawValue, "\(rule.severity.rawValue): \(rule.summary) \(rule.consequence)")
        }
    }

    /// Validates every file the arguments name, in parallel; RestoreKit decides what the findings
    /// come to (`ValidationRun`), the reporter of `--format` writes them.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let files = try SimulatorSelection.files(arguments, command: spec.name)
        let severities = try SeverityArgument.values(
            arguments.options[severity.name] ?? [], command: spec.name)
        let expectations = try self.expectations(arguments)
        let found = SavedStateTargets(files)
        let unreadable = found.unreadable.map {
            (argument: $0.argument, file: ValidationRun.File(unreadable: $0.path, $0.message))
        }
        let options = InputFiles.options(arguments)
        var progress = ProgressLine(verb: "validating")
        // Progress is asked for only when it can be shown: the batches it needs cost a barrier each.
        let checked = parallelMap(found.targets, progress: progress.enabled ? { progress.update($0, $1) } : nil) {
            target -> (argument: Int, file: ValidationRun.File)? in
            let files = target.files
            // Classified once; a folder the walk took for saved state by its name alone holds none.
            guard let input = target.input(in: files) else { return nil }
            let checked = Validator.validate(input, in: files, expectations: expectations, options: options)
            return (
                argument: target.argument,
                file: ValidationRun.File(name: InputFiles.displayName(checked.path), findings: checked.findings)
            )
        }.compactMap { $0 }
        let run = ValidationRun(
            arguments: files, checked: checked + unreadable, strict: arguments.has(strict), severities: severities)
        // An argument that yields nothing was checked for nothing: that must not pass.
        // Its status is the run's outcome's too, which counts it unreadable.
        let empty = run.emptyArguments.map {
            CommandFailure(UnusableInput(SavedStateTargets.emptyArgumentMessage($0)), subject: $0)
        }
        let verdict: ExitStatus =
            switch run.outcome {
            case .unreadable: .failure(.unreadableInput)
            case .findings: .findings
            case .passed: .success
            }
        return CommandResult(.validation(run, quiet: arguments.has(quiet)), verdict: verdict, diagnostics: empty)
    }

    /// The `--expect-*`, `--known-classes` and `--app` options, or the failure that says what is wrong.
    static func expectations(_ arguments: ParsedArguments) throws(CommandFailure)
        -> ValidationExpectations
    {
        var expectations = ValidationExpectations(bundleVersion: arguments.value(expectBundleVersion))
        if let idiom = arguments.value(expectIdiom) {
            expectations.idiom = try IdiomArgument.value(idiom, option: "--expect-idiom", command: spec.name)
        }
        if let listFile = arguments.value(knownClasses) {
            do {
                expectations.knownClasses = ValidationExpectations.knownClasses(inList: try readFile(listFile))
            } catch {
                throw CommandFailure(error, subject: listFile)
            }
        }
        if let path = arguments.value(app) {
            // Read once, before any archive: every archive is checked against the same build.
            expectations.app = AppCheck(
                try InputFiles.appBuild(path, limits: InputFiles.zipLimits(arguments)))
        }
        return expectations
    }
}
