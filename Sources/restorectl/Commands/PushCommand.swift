import RestoreKit

/// `restorectl push SOURCE --bundle-id ID`: an archive put into an app's container in the
/// Simulator, so that the app restores it at its next launch.
enum PushCommand {
    static let backup = SharedOptions.backup(
        help: "Keep the app's saved state as ID.savedState.orig (.orig.1, ... when that exists; never replaced).")

    static let spec = CommandSpec(
        name: "push",
        summary: "put an archive into an app's container in the iOS Simulator, to restore it at the next launch",
        details: """
            Puts SOURCE (a data.data, or a .savedState folder such as one made by pull) into the app's data \
            container on a simulated device as Library/Saved Application State/ID.savedState/, replacing \
            what is there in one step: the new folder is built beside the old and renamed into place, and a \
            failure puts the old one back. SOURCE must hold a state restoration archive (or scene state). \
            An inprogress.data is not copied, so that UIKit does not count a failed try against the pushed \
            state. Refused when the app has no container on the device (install it and launch it once) or \
            when several devices or containers have it (choose with --device or --container). Symbolic \
            links inside SOURCE or the container are not followed. Terminate the app before pushing, then \
            launch it (xcrun simctl terminate booted ID; restorectl push ...; xcrun simctl launch booted ID): \
            an app running during the push saves its own state over the pushed one when it next goes to the \
            background, and UIKit restores state only at a launch after the system ended the app (simctl \
            terminate, like Xcode's Stop button, counts; a force-quit from the app switcher deletes the state).
            """,
        positionals: [
            PositionalSpec(
                "SOURCE",
                help: "The archive (data.data) or .savedState folder to put in; - reads an archive from standard input."
            )
        ],
        ownOptions: [
            SimulatorSelection.requiredBundleIdentifier, SimulatorSelection.device, SimulatorSelection.container,
            backup,
        ] + CommonOptions.limits,
        examples: [
            (
                "restorectl push bug-1234.savedState --bundle-id com.example.app --device booted --backup",
                "the user's saved state into the running simulator's app"
            ),
            (
                "restorectl set data.data --meta bundle-version 2.0 -o - | restorectl push - --bundle-id com.example.app",
                "an edited archive, straight in"
            ),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let argument = arguments.positionals[0]
        let identifier = arguments.value(SimulatorSelection.bundleIdentifier) ?? ""
        let source = try readSource(argument, arguments)
        let container = try SimulatorSelection.container(arguments, command: spec.name)
        let name = identifier + SavedStateFolder.nameSuffix
        let destination = SimulatorSelection.savedStateFolder(container, identifier)
        try OutputFile.checkNotOverInputs(
            writing: destination, over: [argument], replacesFolder: true, command: spec.name)
        var leftOut = false
        let replacement: OpenFolder.Replacement
        do {
            let parent = try SimulatorSelection.openSavedStateParent(container, create: true)
            replacement = try parent.replaceFolder(name, backup: arguments.has(backup)) {
                (new: OpenFolder) throws(FileError) in
                leftOut = try source.write(into: new)
            }
        } catch {
            throw CommandFailure(error.writing, subject: destination)
        }
        var said = [
            "\(InputFiles.displayName(argument)): pushed to \(identifier) on \(container.summary)",
            "  as \(destination)",
        ]
        if leftOut {
            said.append("  \(RestorableInput.leftOut) left out: it counts failed restorations of the old state")
        }
        if let kept = replacement.kept { said.append("  the app's saved state before is kept as \(kept)") }
        let warning = replacement.warning.map { CommandFailure.notice("warning: " + $0, subject: destination) }
        if let device = container.device {
            let udid = TerminalText.escaped(device.udid)
            said.append(
                "  if the app was running, it saves over this state when it next goes to the background: xcrun simctl terminate \(udid) \(identifier), then push again"
            )
            said.append("  to restore it, launch the app: xcrun simctl launch \(udid) \(identifier)")
        }
        return CommandResult(.plain(said), diagnostics: warning.map { [$0] } ?? [])
    }

    /// SOURCE checked to hold what UIKit restores (`RestorableInput`), or the failure that says why not.
    static func readSource(_ argument: String, _ arguments: ParsedArguments)
        throws(CommandFailure) -> RestorableCopy
    {
        let files = PlatformFiles()
        let restorable = try InputFiles.reading(in: files) { () throws(SavedStateError) in
            try RestorableInput(SavedStateInput(argument, in: files))
        }
        let read: (copy: RestorableCopy, archive: (bytes: [UInt8], name: String)?)
        do {
            read = try RestorableCopy.read(restorable, name: InputFiles.displayName(argument))
        } catch {
            throw CommandFailure(error, subject: InputFiles.displayName(argument))
        }
        if let archive = read.archive {
            try checkArchive(archive.bytes, name: archive.name, in: files, arguments)
        }
        return read.copy
    }

    /// Checks that `bytes` hold a state restoration archive; says why not when they do not.
    static func checkArchive(
        _ bytes: [UInt8], name: String, in files: PlatformFiles, _ arguments: ParsedArguments
    ) throws(CommandFailure) {
        do {
            _ = try RestorationArchive(contents: bytes, of: name, options: InputFiles.options(arguments))
        } catch {
            guard case .notKeyedArchive = error.reason else { throw InputFiles.failure(error, in: files) }
            throw CommandFailure(error, error.description + "; not pushed", subject: name)
        }
    }
}
