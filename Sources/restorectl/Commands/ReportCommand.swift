import RestoreKit

/// `restorectl report FILE... [-o report.html]`: saved state as one self-contained HTML page.
enum ReportCommand {
    /// What the page's findings are checked against: nothing but the saved state itself, as
    /// validate checks it without options (report takes no --expect-*, --known-classes or --app).
    static let expectations = ValidationExpectations()

    static let output = SharedOptions.output(
        help:
            "Write the page to OUT (replaced atomically, never left half-written) instead of standard output; - is standard output."
    )

    static let spec = CommandSpec(
        name: "report",
        summary: "write saved state as one self-contained HTML page: summary, tree, findings",
        details: """
            Reads each FILE as dump does (an archive, a .savedState folder, a macOS saved state) and \
            validates it as validate does, then writes one HTML page: for each file a summary (app, bundle \
            and system version, idiom, save time, tries left, validation outcome), the restoration tree of \
            identifier paths (class, restoration class and storyboard at a glance, coded values on \
            expanding, references as links to the objects they name, nested archives expandable), \
            findings on the objects they concern and listed at the top, the app delegate's keys and the \
            scenes; for macOS saved state, its windows and records. The page needs nothing else (no \
            network, fonts or files): it opens from file:// and as a CI artifact, reads without \
            JavaScript, and has a box that filters the tree by path, class or value. Every string from \
            a file is shown as text, never as markup. Exit status: 0 when the page is written, whatever \
            the findings (validate's status is for CI gates); 3 when a file cannot be read, nothing \
            written. Instead of FILE, --bundle-id (with --device) names an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true, repeats: true,
                help: "Archives (data.data) or .savedState folders; - reads standard input.")
        ],
        ownOptions: [output, CommonOptions.force] + SimulatorSelection.options + CommonOptions.limits,
        examples: [
            ("restorectl report data.data -o report.html", "a page to open in a browser"),
            (
                "restorectl report Mail.savedState Notes.savedState -o restoration.html",
                "one page of two apps' saved state, for a CI artifact"
            ),
            (
                "restorectl report --bundle-id com.example.app --device booted > state.html",
                "what the app saved on the running simulator"
            ),
        ],
        rules: SimulatorSelection.rules,
        run: run
    )

    /// Reads and validates every file, then writes the page; a file that cannot be read stops the
    /// command before anything is written.
    static func run(_ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure) -> ExitStatus {
        let paths = try SimulatorSelection.files(arguments, command: spec.name, &console)
        let options = InputFiles.options(arguments)
        let files = PlatformFiles()
        var reported: [ReportedFile] = []
        var checked: [(argument: Int, file: ValidationRun.File)] = []
        for (index, path) in paths.enumerated() {
            let name = InputFiles.displayName(path)
            let (file, findings) = try read(
                SavedStateInput(path, in: files), name: name, in: files, options: options, &console)
            reported.append(file)
            checked.append((index, ValidationRun.File(name: name, findings: findings)))
        }
        let run = ValidationRun(arguments: paths, checked: checked, strict: false)
        let page = HTMLReportWriter().bytes(reported, run: run)
        KeptUntilExit.keep(reported)
        return OutputFile.withOutput(
            arguments.value(output) ?? "-", inputs: paths, arguments, command: spec.name, binary: false, &console
        ) { outputFile, console in
            OutputFile.commit(page, to: outputFile, &console)
        }
    }

    /// The view of what `input` names, as `dump` reads it, and its findings, as `validate` finds them.
    static func read(
        _ input: SavedStateInput, name: String, in files: PlatformFiles, options: KeyedArchive.Options,
        _ console: inout Console
    ) throws(ReportedFailure) -> (ReportedFile, [ValidationFinding]) {
        if case .appKit(let appKit) = input {
            let state: AppKitSavedState
            do {
                state = try AppKitSavedState(appKit, in: files, options: options)
            } catch {
                throw ReportedFailure(console.report(error, subject: appKit.folder))
            }
            let app = AppKitSavedState.bundleIdentifier(of: appKit.folder, in: files)
            return (
                ReportedFile(name: appKit.folder, content: .appKit(state), app: app, options: options),
                Validator.validate(.appKit(state), expectations: expectations)
            )
        }
        let saved = try InputFiles.savedState(input, in: files, options: options, &console)
        let view = RestorationView(archive: saved.archive, folder: saved.folder, marker: saved.marker)
        let folder = saved.folder?.path ?? files.folder(of: input.path)
        let app = folder.flatMap {
            SavedStateFolder.isNamedSavedState($0) ? SavedStateFolder.bundleIdentifier(of: $0) : nil
        }
        let findings = Validator.validate(
            .uikit(archive: saved.archive, folder: saved.folder), expectations: expectations)
        return (ReportedFile(name: name, content: .uikit(view), app: app, options: options), findings)
    }
}
