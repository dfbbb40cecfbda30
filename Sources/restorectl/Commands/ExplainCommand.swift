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
            A dry run of UIKit's restoration (decompiled iOS 26.1): first what UIKit does with the archive \
            as a whole (the tries left in inprogress.data, the major version, the app delegate's answer, the \
            idiom, the bundle and system versions, which UIKit never compares but hands to every object's \
            coder, the scene life cycle), then each object in restore order with the routes UIKit tries for \
            it (a restoration class from the class map, the app delegate's \
            application(_:viewControllerWithRestorationIdentifierPath:coder:), an object already registered, \
            the storyboard and its identifier) and what each needs, and the outcome: restored, restored only \
            if the app's code provides it, or skipped, with the reason and the objects skipped with it; then \
            whether each scene's restoration activity is restored. Every statement is marked [UIKit] (UIKit's \
            behaviour, which the files decide) or [app] (the app's code, which they cannot show). Exit \
            status: 1 when UIKit will certainly skip an object, drop a scene's activity or discard the \
            archive; 0 otherwise (an app on the scene life cycle, whose root list UIKit ignores, is told \
            so); 3 when the saved state cannot be read. With --app APP (the build about to ship: an .app, .ipa or \
            an .xcarchive, read as validate --app reads it) the dry run is settled by the build wherever \
            it can be: whether the build opts in (its app delegate implements a restore selector) and is \
            a scene app, each object's routes judged against the build (restored; skipped, and why; \
            raises: UIKit throws NSInvalidArgumentException and the app crashes; restored only if the \
            app's code provides it; cannot tell), and for each scene session the configuration UIKit \
            ends up with, the delegate and scene class it instantiates, whether the app delegate is \
            asked and what the user sees. Exit 1 then also when the app will crash or a scene gets the \
            wrong delegate or scene class, or none (the legacy root list a scene build drops is \
            reported, but alone no 1): the verdict \
            of validate --app's migration and storyboard rules. Instead of FILE, --bundle-id (with \
            --device) names an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true,
                help: "The archive (data.data) or its .savedState folder; - reads standard input.")
        ],
        ownOptions: [InputFiles.format.spec, idiom, app] + SimulatorSelection.options + CommonOptions.limits
            + InputFiles.ipaLimits,
        examples: [
            ("restorectl explain com.example.app.savedState", "what UIKit will restore, object by object"),
            ("restorectl explain --idiom pad data.data", "restoring on an iPad what a phone saved"),
            (
                "restorectl explain --app build/MyApp.xcarchive com.example.app.savedState",
                "will it come back in the build about to ship?"
            ),
            (
                "restorectl explain --format json --bundle-id com.example.app --device booted",
                "the running simulator's saved state, for a tool"
            ),
        ],
        rules: SimulatorSelection.rules,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure) -> ExitStatus {
        let file = try SimulatorSelection.files(arguments, command: spec.name, &console)[0]
        var deviceIdiom: Int?
        if let name = arguments.value(idiom) {
            deviceIdiom = try IdiomArgument.value(name, option: "--idiom", command: spec.name, &console)
        }
        // Read before the saved state, as validate reads it: a bad APP is said first.
        var build: AppBuild?
        if let path = arguments.value(app) {
            build = try InputFiles.appBuild(path, limits: InputFiles.zipLimits(arguments), &console)
        }
        let files = PlatformFiles()
        let input = SavedStateInput(file, in: files)
        if case .appKit = input {
            return console.report(
                UnusableInput("is a macOS (AppKit) saved state: explain follows UIKit's restoration (dump shows it)"),
                subject: InputFiles.displayName(file))
        }
        let saved = try InputFiles.savedState(input, in: files, options: InputFiles.options(arguments), &console)
        let dryRun = DryRun(
            archive: saved.archive, folder: saved.folder, marker: saved.marker, deviceIdiom: deviceIdiom, build: build)
        let name = InputFiles.displayName(file)
        let appName = arguments.value(app).map(InputFiles.displayName)
        let format = arguments.value(InputFiles.format) ?? .text
        if format.isDocument {
            let status = WrittenOutput.emit(dryRun.json(file: name, app: appName), format: format, &console)
            guard status == .success else { return status }
        } else {
            WrittenOutput.emit(lines: ExplainTextRenderer.lines(dryRun, name: name, app: appName), &console)
        }
        return dryRun.losesState ? .findings : .success
    }
}
