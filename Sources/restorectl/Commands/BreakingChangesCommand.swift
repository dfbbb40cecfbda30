import RestoreKit

/// `restorectl breaking-changes OLD NEW`: what NEW breaks of what OLD could have saved on a
/// user's device (RestoreKit's `BuildComparison`), and with `--saved`, the saved states collected
/// from OLD judged against NEW.
enum BreakingChangesCommand {
    static let saved = OptionSpec(
        "--saved", .value(placeholder: "DIR", choices: nil), completes: .files,
        help:
            "Judge against NEW too the saved states collected from OLD (a folder as pull -o DIR/ lays it out), each as validate --app and explain --app judge it."
    )
    static let format = OutputFormat.option(
        [.text] + DocumentWriters.formats + [.junit, .sarif, .github, .xcode],
        help:
            "Text (default), JSON (the shape docs/cli.md documents) or an XML plist of the same content; junit, sarif, github or xcode: the findings as validate writes them, NEW and each saved state a file."
    )

    static let spec = CommandSpec(
        name: "breaking-changes",
        summary: "what the new build breaks of what the last release saved; exit 1 on a crash or lost state",
        details: """
            Compares two builds of an app, OLD (the release users have) and NEW (the one about to \
            ship), with no saved state needed: the saved state OLD writes (every storyboard screen \
            with a restoration identifier, the scene sessions its life cycle gives) is judged against \
            NEW by explain --app's dry run and validate --app's checks, and what the same state gives \
            against OLD is left out (it is no change). Then the entry points: when NEW adopts scenes \
            and OLD did not, each app-delegate method UIKit stops calling (URLs, user activities, quick \
            actions, the foreground and background callbacks, state restoration) against its \
            counterpart in the scene delegate NEW's manifest names; "nothing receives" is said only \
            where the method lists show it. Then the references a device keeps: URL schemes, user \
            activity types, quick actions and App Intents actions and entities OLD declares and NEW \
            does not. What the builds cannot show (an encrypted executable, configurations made in \
            code, SwiftUI's scene delegate) is said once (build-cannot-show), never guessed.

            Each finding has validate's severity: an error is a crash or lost state, a warning a \
            silent fallback or a reference that no longer arrives, a note changes nothing. Exit \
            status: 0 when nothing fails (warnings pass unless --strict), 1 on an error, 3 when OLD, \
            NEW or a saved state of --saved cannot be read (3 wins).
            """,
        positionals: [
            PositionalSpec(
                "OLD", completes: .files, help: "The release users have: an .app, .xcarchive or .ipa."),
            PositionalSpec("NEW", completes: .files, help: "The build about to ship: an .app, .xcarchive or .ipa."),
        ],
        ownOptions: [saved, ValidateCommand.strict, ValidateCommand.severity, ValidateCommand.quiet, format.spec]
            + CommonOptions.limits + InputFiles.ipaLimits,
        examples: [
            (
                "restorectl breaking-changes Releases/7.0/App.xcarchive build/App.app",
                "what the build about to ship breaks of what 7.0 saved"
            ),
            (
                "restorectl breaking-changes --saved saved-state/ --format github last.xcarchive build/App.app",
                "the release gate of a CI job, with the saved states UI tests collected"
            ),
        ],
        format: format, run: run
    )

    /// Reads both builds (in parallel), compares them, and judges each saved state of `--saved`
    /// against NEW; the run's outcome is the exit status, as validate's.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let paths = Array(arguments.positionals.prefix(2))
        let limits = InputFiles.zipLimits(arguments)
        let read = parallelMap(paths) { path -> Result<AppBuild, CommandFailure> in
            do throws(CommandFailure) {
                return .success(try InputFiles.appBuild(path, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        let old = try read[0].get(), new = try read[1].get()
        let comparison = BuildComparison(old: old, new: new)
        let newName = InputFiles.displayName(new.path)
        var checked: [(argument: Int, file: ValidationRun.File)] = [
            (0, ValidationRun.File(name: newName, findings: comparison.findings))
        ]
        var judged: [BreakingChangesView.Saved] = []
        if let folder = arguments.value(saved) {
            let check = AppCheck(new)
            // What cannot be read is a file of the run, as validate reports it: said once, exit 3.
            let (readings, unread) = SavedStateTargets.reading([folder])
            for failure in unread {
                checked.append((1, ValidationRun.File(unreadable: failure.subject ?? folder, failure.message)))
            }
            for reading in readings {
                let name = InputFiles.displayName(reading.path)
                do throws(CommandFailure) {
                    let state = try reading.uikitSavedState(command: spec.name, options: InputFiles.options(arguments))
                    let dryRun = DryRun(state, app: check)
                    var expectations = ValidationExpectations()
                    expectations.app = check
                    let findings = Validator.checked(.uikit(state), expectations: expectations, judged: dryRun)
                        .findings
                    checked.append((1, ValidationRun.File(name: name, findings: findings)))
                    judged.append(BreakingChangesView.Saved(name: name, dryRun: dryRun))
                } catch {
                    checked.append((1, ValidationRun.File(unreadable: name, error.message)))
                }
            }
        }
        let severities = try SeverityArgument.values(
            arguments.options[ValidateCommand.severity.name] ?? [], command: spec.name)
        var run = ValidationRun(
            arguments: paths.suffix(1) + (arguments.value(saved).map { [$0] } ?? []), checked: checked,
            strict: arguments.has(ValidateCommand.strict), severities: severities)
        run.command = spec.name
        run.noun = "input"
        let verdict: ExitStatus =
            switch run.outcome {
            case .unreadable: .failure(.unreadableInput)
            case .findings: .findings
            case .passed: .success
            }
        let view = BreakingChangesView(
            old: old, new: new, comparison: comparison, run: run, saved: judged,
            quiet: arguments.has(ValidateCommand.quiet))
        return CommandResult(.findings(view, run: run, quiet: arguments.has(ValidateCommand.quiet)), verdict: verdict)
    }
}
