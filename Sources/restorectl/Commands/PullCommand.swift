import RestoreKit

/// `restorectl pull --bundle-id ID`: an app's saved state copied out of the Simulator.
enum PullCommand {
    static let output = SharedOptions.output(
        "DIR", completes: .folders,
        help:
            "Where the copy goes (default: ./ID.savedState); an existing saved-state folder there is replaced, anything else refused. DIR/ (a trailing /, a name not ending in .savedState): the copy goes in the existing folder DIR as ID.savedState."
    )

    static let spec = CommandSpec(
        name: "pull",
        summary: "copy an app's saved state out of the iOS Simulator",
        details: """
            Finds the app's data container on a simulated device by its bundle identifier (the container \
            manager's metadata names it) and copies its whole Library/Saved Application State/ID.savedState \
            folder out, saying which device and container it came from. Several devices or containers with \
            the app are an error that lists them: choose with --device (or --container after a reinstall). \
            Symbolic links inside the container are not followed: one in the saved state stops the copy. \
            The copy is put in place in one step; a failure leaves nothing behind. The devices folder is \
            ~/Library/Developer/CoreSimulator/Devices, or RESTORECTL_SIMULATOR_ROOT.
            """,
        positionals: [],
        ownOptions: [
            SimulatorSelection.requiredBundleIdentifier, SimulatorSelection.device, SimulatorSelection.container,
            output,
        ],
        examples: [
            (
                "restorectl pull --bundle-id com.example.app --device booted",
                "the running simulator's saved state of the app, to ./com.example.app.savedState"
            ),
            (
                "restorectl pull --bundle-id com.example.app -o bug-1234.savedState && restorectl dump bug-1234.savedState",
                "keep it, then look at it"
            ),
            (
                "mkdir -p saved-state && restorectl pull --bundle-id com.example.app --device booted -o saved-state/",
                "into saved-state/com.example.app.savedState, the name validate --app compares with the build's"
            ),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let identifier = arguments.value(SimulatorSelection.bundleIdentifier) ?? ""
        let (container, sourcePath) = try SimulatorSelection.savedState(arguments, command: spec.name)
        let name = identifier + SavedStateFolder.nameSuffix
        let source: OpenFolder
        do {
            // The same folder again, now without following a link anywhere below the devices folder.
            source = try SimulatorSelection.openSavedStateParent(container, create: false).folder(name)
        } catch {
            throw CommandFailure(error, subject: sourcePath)
        }
        let destination = destinationPath(arguments.value(output), name: name)
        let destinationName = destination.split(separator: "/").last.map(String.init) ?? destination
        // A failure to write the copy is said under its name, but for the folder it goes in.
        func writing<Value>(_ body: () throws(FileError) -> Value) throws(CommandFailure) -> Value {
            do throws(FileError) { return try body() } catch {
                throw CommandFailure(error.writing, subject: destination)
            }
        }
        try writing { () throws(FileError) in try checkName(destinationName) }
        let parentPath = folder(of: destination)
        let parent: OpenFolder
        do {
            parent = try OpenFolder(parentPath.isEmpty ? "/" : parentPath)
        } catch {
            // The folder the copy goes in is what is wrong: name it, not the copy.
            let missing = FileIdentity.of(parentPath.isEmpty ? "/" : parentPath) == nil
            throw CommandFailure(
                error.writing,
                error.message + " (the folder \(destinationName) goes in" + (missing ? "; create it first)" : ")"),
                subject: parentPath.isEmpty ? "/" : parentPath)
        }
        // A folder pulled before is replaced; anything else the user may still want.
        let replaced = parent.kind(of: destinationName) != nil
        if replaced, !SavedStateFolder.isSavedState(destination, in: PlatformFiles()) {
            throw CommandFailure(
                FileError(
                    message: "already exists and is not a saved-state folder; not replaced (choose another with -o)"
                ).writing, subject: destination)
        }
        // After the refusal of what is no saved state, which says more of what it is.
        try OutputFile.checkNotOverInputs(
            writing: destination, over: [sourcePath], replacesFolder: true, command: spec.name)
        let replacement = try writing { () throws(FileError) in
            try parent.replaceFolder(destinationName, backup: false) { (copy: OpenFolder) throws(FileError) in
                try copy.copyContents(of: source)
            }
        }
        let warning = replacement.warning.map { CommandFailure.notice("warning: " + $0, subject: destination) }
        return CommandResult(
            .plain([
                "\(destination): pulled \(identifier) from \(container.summary)"
                    + (replaced ? " (replacing the earlier copy)" : ""),
                "  from \(sourcePath)",
            ]), diagnostics: warning.map { [$0] } ?? [])
    }

    /// Where the copy goes: `-o` as given; `-o DIR/` (a trailing `/`, DIR not itself named
    /// `*.savedState`) is a folder to put `name` in, so that the copy bears the bundle identifier
    /// that `validate --app` compares with the build's; no `-o`, `name` here.
    static func destinationPath(_ output: String?, name: String) -> String {
        guard let output else { return name }
        let trimmed = withoutTrailingSlashes(output)
        guard output.hasSuffix("/"), !trimmed.hasSuffix(SavedStateFolder.nameSuffix) else { return trimmed }
        return trimmed == "/" ? "/" + name : trimmed + "/" + name
    }
}
