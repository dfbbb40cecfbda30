import RestoreKit

/// `restorectl explain FILE`: what UIKit will do with saved state at the next launch, object by
/// object, in its restore order (RestoreKit's `DryRun`).
enum ExplainCommand {
    static let idiom = OptionSpec(
        "--idiom", .value(placeholder: "NAME|N", choices: nil),
        help:
            "The idiom of the device the app will restore on (phone, pad, tv, carPlay, mac, vision, unspecified, or its number): UIKit leaves one try when it differs from the archive's."
    )
    static let app = InputFiles.appOption(
        help:
            "The build the app will run (.app, .xcarchive or .ipa): settles each route, whether the build opts in and is a scene app, and each scene session's configuration and delegate."
    )

    static let spec = CommandSpec(
        name: "explain",
        summary: "what UIKit will do with saved state at restore, object by object; exit 1 when it will lose some",
        details: """
            Says, before the app runs, which of the saved screens UIKit will bring back at the next \
            launch, which it will drop and why, and whether anything makes the app crash: a dry run of \
            UIKit's restoration as decompiled iOS 26.1 does it.

            First the archive as a whole: whether UIKit reads it at all (the tries left after earlier \
            failed launches, the archive's version, the app delegate's answer) and what it hands on (the \
            idiom, the bundle and system versions, which it never compares). Then each saved object in \
            restore order: the ways UIKit tries to get it back (a restoration class, the app delegate, \
            an object the app already made, its storyboard), what each needs, and the outcome: \
            restored, restored only if the app's code provides it, or skipped, with why. Then whether \
            each scene's saved activity comes back. [UIKit] marks what UIKit does with what the files \
            hold; [app] what only the app's code decides.

            With --app APP (the build about to ship: an .app, .ipa or .xcarchive) the build settles \
            what it can: whether it opts in and is a scene app (where no saved screen of data.data \
            comes back, by design), each object's outcome in it (restored, skipped, raises: the app \
            crashes, only if the app's code provides it, cannot tell), and for each scene session the \
            delegate and scene class the user gets. What the build cannot show (an encrypted App Store \
            executable) is "cannot tell", never a guess. Its verdict is validate --app's.

            Exit status: 1 when UIKit will certainly lose saved state (an object skipped, a scene's \
            activity dropped, the archive discarded) or, with --app, the app will crash or a scene gets \
            the wrong delegate or scene class, or none; 0 otherwise (screens a scene build drops by \
            design are said, but alone do not fail); 3 when the saved state or the build cannot be read.

            A folder of saved states (as pull -o saved-state/ lays one out, or an .xcappdata package) \
            is walked as validate walks it and each saved state explained in turn (JSON and XML: an \
            array of the documents); the worst status wins. Instead of FILE, --bundle-id (with \
            --device) names an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true,
                help:
                    "The archive (data.data) or its .savedState folder, or a folder of saved states; - reads standard input."
            )
        ],
        ownOptions: [ViewFormat.option.spec, idiom, app] + SimulatorSelection.options + CommonOptions.limits
            + InputFiles.ipaLimits,
        examples: [
            ("restorectl explain com.example.app.savedState", "what UIKit will restore, object by object"),
            ("restorectl explain --idiom pad data.data", "restoring on an iPad what a phone saved"),
            ("restorectl explain --app build/MyApp.app saved-state/", "every saved state pull -o saved-state/ copied"),
            (
                "restorectl explain --app build/MyApp.xcarchive com.example.app.savedState",
                "will it come back in the build about to ship?"
            ),
            (
                "restorectl explain --format json --bundle-id com.example.app --device booted",
                "the running simulator's saved state, for a tool"
            ),
        ],
        rules: SimulatorSelection.rules, format: ViewFormat.option,
        run: run
    )

    /// Explains the saved state FILE names, or each one below a folder of them in turn (the
    /// worst status wins): text one after another, a JSON or XML array of the documents.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let file = try SimulatorSelection.files(arguments, command: spec.name)[0]
        var deviceIdiom: Int?
        if let name = arguments.value(idiom) {
            deviceIdiom = try IdiomArgument.value(name, option: "--idiom", command: spec.name)
        }
        // Read before the saved state, as validate reads it: a bad APP is said first. Its checks'
        // view is made once for every saved state of a folder.
        var check: AppCheck?
        if let path = arguments.value(app) {
            check = AppCheck(try InputFiles.appBuild(path, limits: InputFiles.zipLimits(arguments)))
        }
        // A folder of saved states stands for each saved state below it, as validate walks it.
        var (readings, unread) = SavedStateTargets.reading([file])
        let isFolder = SavedStateTargets.isFolderToSearch(file)
        var explained: [(dryRun: DryRun, name: String)] = []
        var verdict = ExitStatus.success
        for reading in readings {
            do throws(CommandFailure) {
                let dryRun = try self.dryRun(
                    reading, deviceIdiom: deviceIdiom, app: check, options: InputFiles.options(arguments))
                explained.append((dryRun, InputFiles.displayName(reading.path)))
                verdict = verdict.worse(dryRun.losesState ? .findings : .success)
            } catch {
                // One saved state that cannot be read ends the command; one of a folder is left out.
                guard isFolder else { throw error }
                unread.append(error)
            }
        }
        // A folder's document is an array, however many it holds; an argument that named no saved
        // state shows nothing.
        guard isFolder || !explained.isEmpty else { return .nothing(diagnostics: unread) }
        return CommandResult(
            ExplainView(
                explained: explained, app: arguments.value(app).map(InputFiles.displayName), isFolder: isFolder),
            verdict: verdict, diagnostics: unread)
    }

    /// What UIKit will do with the saved state `reading` names, or the failure that says why it
    /// cannot tell: macOS saved state, or saved state that cannot be read.
    static func dryRun(
        _ reading: SavedStateTargets.Reading, deviceIdiom: Int?, app: AppCheck?, options: KeyedArchive.Options
    ) throws(CommandFailure) -> DryRun {
        DryRun(try reading.uikitSavedState(command: spec.name, options: options), deviceIdiom: deviceIdiom, app: app)
    }
}
