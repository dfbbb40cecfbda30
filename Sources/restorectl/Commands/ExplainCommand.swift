import RestoreKit

/// `restorectl explain FILE`: what UIKit will do with saved state at the next launch, object by
/// object, in its restore order (RestoreKit's `DryRun`).
enum ExplainCommand {
    static let idiom = OptionSpec(
        "--idiom", .value(placeholder: "NAME|N", choices: nil),
        help:
            "The idiom of the device the app will restore on (phone, pad, tv, carPlay, mac, vision, unspecified, or its number): UIKit leaves one try when it differs from the archive's."
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
            so); 3 when the saved state cannot be read. Instead of FILE, --bundle-id (with --device) names \
            an app's saved state in the iOS Simulator.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true,
                help: "The archive (data.data) or its .savedState folder; - reads standard input.")
        ],
        ownOptions: [InputFiles.format.spec, idiom] + SimulatorSelection.options + CommonOptions.limits,
        examples: [
            ("restorectl explain com.example.app.savedState", "what UIKit will restore, object by object"),
            ("restorectl explain --idiom pad data.data", "restoring on an iPad what a phone saved"),
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
        let files = PlatformFiles()
        let input = SavedStateInput(file, in: files)
        if case .appKit = input {
            return console.report(
                UnusableInput("is a macOS (AppKit) saved state: explain follows UIKit's restoration (dump shows it)"),
                subject: InputFiles.displayName(file))
        }
        let saved = try InputFiles.savedState(input, in: files, options: InputFiles.options(arguments), &console)
        let dryRun = DryRun(
            archive: saved.archive, folder: saved.folder, marker: saved.marker, deviceIdiom: deviceIdiom)
        let name = InputFiles.displayName(file)
        let format = arguments.value(InputFiles.format) ?? .text
        if format.isDocument {
            let status = WrittenOutput.emit(dryRun.json(file: name), format: format, &console)
            guard status == .success else { return status }
        } else {
            WrittenOutput.emit(lines: ExplainTextRenderer.lines(dryRun, name: name), &console)
        }
        return dryRun.losesState ? .findings : .success
    }
}
