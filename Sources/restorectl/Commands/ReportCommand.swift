import RestoreKit

/// `restorectl report FILE... [--app APP] [-o report.html]`: saved state as one self-contained HTML page.
enum ReportCommand {
    static let app = InputFiles.appOption(
        help:
            "The build the app will run (.app, .xcarchive or .ipa): each object's and scene's outcome in it beside what was saved, as explain --app gives it, and validate --app's findings."
    )

    static let output = SharedOptions.output(
        help:
            "Write the page to OUT (replaced atomically, never left half-written) instead of standard output; - is standard output."
    )

    static let spec = CommandSpec(
        name: "report",
        summary: "write saved state as one self-contained HTML page: summary, tree, findings",
        details: """
            Reads each FILE as dump does (an archive, a .savedState folder, a macOS saved state; a \
            folder of saved states, walked as validate walks it, stands for each saved state below it) and \
            validates it as validate does, then writes one HTML page: for each file a summary (app, bundle \
            and system version, idiom, save time, tries left, validation outcome), the restoration tree of \
            identifier paths (class, restoration class and storyboard at a glance, coded values on \
            expanding, references as links to the objects they name, nested archives expandable), \
            findings on the objects they concern and listed at the top, the app delegate's keys and the \
            scenes; for macOS saved state, its windows and records. The page needs nothing else (no \
            network, fonts or files): it opens from file:// and as a CI artifact, reads without \
            JavaScript, and has a box that filters the tree by path, class or value. Every string from \
            a file is shown as text, never as markup. With --app APP (the build about to ship: an .app, .ipa or \
            an .xcarchive, read as explain --app and validate --app read it) every file is judged \
            against that build: a box at the top names it (bundle identifier, version, whether it opts \
            in and is a scene app) with the counts of outcomes of each file; each object in the tree \
            shows its outcome in the build (restored; skipped, and why; raises: the app crashes; \
            restored only if the app's code provides it; cannot tell) and each scene session the \
            configuration UIKit ends up with, the delegate it instantiates, whether the app delegate \
            is asked and what the user sees, explain --app's words; the findings are validate --app's. \
            Exit status: 0 when the page is written, whatever the findings (validate's status is for \
            CI gates); 3 when a file or APP cannot be read, nothing written. Instead of FILE, --bundle-id (with --device) names an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true, repeats: true,
                help: "Archives (data.data), .savedState folders or folders of them; - reads standard input.")
        ],
        ownOptions: [app, output, CommonOptions.force] + SimulatorSelection.options + CommonOptions.limits
            + InputFiles.ipaLimits,
        examples: [
            ("restorectl report data.data -o report.html", "a page to open in a browser"),
            (
                "restorectl report Mail.savedState Notes.savedState -o restoration.html",
                "one page of two apps' saved state, for a CI artifact"
            ),
            ("restorectl report saved-state/ -o report.html", "every saved state pull -o saved-state/ copied"),
            (
                "restorectl report --app build/MyApp.xcarchive com.example.app.savedState -o report.html",
                "what comes back in the build about to ship, object by object"
            ),
            (
                "restorectl report --bundle-id com.example.app --device booted > state.html",
                "what the app saved on the running simulator"
            ),
        ],
        rules: SimulatorSelection.rules,
        run: run
    )

    /// Reads and validates every file (against the build of `--app`, read first, when given),
    /// then writes the page; a file or build that cannot be read stops the command before
    /// anything is written, but a saved state a folder holds is left out of the page (exit 3).
    /// Writes the page of the saved states the arguments name.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let paths = try SimulatorSelection.files(arguments, command: spec.name)
        // Read once, before any saved state, as explain and validate read it: every file is judged against it.
        var shown: (name: String, build: AppBuild)?
        if let path = arguments.value(app) {
            shown = (
                InputFiles.displayName(path),
                try InputFiles.appBuild(path, limits: InputFiles.zipLimits(arguments))
            )
        }
        // The checks' view of the build, made once: its entry chain is walked once for every file.
        let check = shown.map { AppCheck($0.build) }
        let options = InputFiles.options(arguments)
        // A folder of saved states stands for each saved state below it, as validate walks it.
        let (readings, walkFailures) = SavedStateTargets.reading(paths)
        guard walkFailures.isEmpty else { return .nothing(diagnostics: walkFailures) }
        var reported: [ReportedFile] = []
        var checked: [(argument: Int, file: ValidationRun.File)] = []
        // A saved state a folder holds that cannot be read is said in its one line and left out of
        // the page, as explain leaves it out; the rest are still shown, and the status says it.
        var unread: [CommandFailure] = []
        for reading in readings {
            let name = InputFiles.displayName(reading.path)
            do throws(CommandFailure) {
                let (file, findings) = try read(
                    reading.input, name: name, in: reading.files, options: options, check: check)
                reported.append(file)
                checked.append((reading.argument, ValidationRun.File(name: name, findings: findings)))
            } catch {
                guard SavedStateTargets.isFolderToSearch(paths[reading.argument]) else { throw error }
                unread.append(error)
            }
        }
        guard !reported.isEmpty else { return .nothing(diagnostics: unread) }
        let run = ValidationRun(arguments: paths, checked: checked, strict: false)
        let page = HTMLReportWriter().bytes(reported, run: run, app: shown)
        KeptUntilExit.keep(reported)
        try OutputFile.withOutput(
            arguments.value(output) ?? "-", inputs: paths, arguments, command: spec.name, binary: false
        ) { outputFile throws(CommandFailure) in
            try OutputFile.commit(page, to: outputFile)
        }
        return .nothing(diagnostics: unread)
    }

    /// The view of what `input` names, as `dump` reads it, and its findings, as `validate` finds
    /// them; with `check` (the build as the checks see it, made once for every file), `validate
    /// --app`'s findings and, for UIKit saved state, `explain --app`'s dry run.
    static func read(
        _ input: SavedStateInput, name: String, in files: PlatformFiles, options: KeyedArchive.Options,
        check: AppCheck? = nil
    ) throws(CommandFailure) -> (ReportedFile, [ValidationFinding]) {
        // What the findings are checked against: the saved state itself, as validate checks it
        // without options, and the build as validate --app checks it (report takes no --expect-*
        // or --known-classes).
        var expectations = ValidationExpectations()
        expectations.app = check
        if case .appKit(let appKit) = input {
            let state: AppKitSavedState
            do {
                state = try AppKitSavedState(appKit, in: files, options: options)
            } catch {
                throw CommandFailure(error, subject: appKit.folder)
            }
            let app = AppKitSavedState.bundleIdentifier(of: appKit.folder, in: files)
            return (
                ReportedFile(name: appKit.folder, content: .appKit(state), app: app, options: options),
                Validator.validate(.appKit(state), expectations: expectations)
            )
        }
        let saved = try InputFiles.savedState(input, in: files, options: options)
        let view = RestorationView(saved)
        let folder = saved.folder?.path ?? files.folder(of: input.path)
        let app = folder.flatMap {
            SavedStateFolder.isNamedSavedState($0) ? SavedStateFolder.bundleIdentifier(of: $0) : nil
        }
        let dryRun = check.map { DryRun(saved, app: $0) }
        // validate --app judges the saved state without inprogress.data, which it does not check:
        // without one, that is the page's dry run, made once.
        let findings = Validator.validate(
            .uikit(saved), expectations: expectations, judged: saved.marker == nil ? dryRun : nil)
        return (
            ReportedFile(name: name, content: .uikit(view), app: app, options: options, dryRun: dryRun), findings
        )
    }
}
