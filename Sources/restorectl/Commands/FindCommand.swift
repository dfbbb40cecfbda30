import RestoreKit

/// `restorectl find DIR...`: every restoration archive below some folders.
enum FindCommand {
    static let format = OutputFormat.viewOption(
        text: "A table (default, newest save first)", document: "an array with one object per archive")
    static let booted = OptionSpec("--booted", help: "Only the saved states of simulated devices that are booted.")

    static let spec = CommandSpec(
        name: "find",
        summary:
            "list the saved states below folders or in the iOS Simulator, with app, device, save time and contents",
        details: """
            Walks each folder for <bundle-id>.savedState/data.data, as an app container or the iOS \
            Simulator keeps them (~/Library/Developer/CoreSimulator/Devices/<device>/data/Containers/Data/ \
            Application/<app>/Library/Saved Application State/), and lists each archive with its bundle \
            identifier, bundle version, idiom, number of objects, number of scenes (iOS 13+ scene state, \
            with or without a data.data), and the restoration tries left when inprogress.data is there. \
            macOS (AppKit) saved states are listed too, kind appkit, with their number of windows and the \
            windows' titles, including those of macOS 15 and later under ~/Library/Daemon Containers/, which \
            are named by UUID and listed under the app ApplicationMapping.plist names. Symbolic links are not followed. \
            Without a folder, the Simulator's devices are searched (~/Library/Developer/CoreSimulator/Devices, or \
            RESTORECTL_SIMULATOR_ROOT). An archive in a simulator's app container is shown with its device (name, \
            OS version, booted or not, from the device's device.plist) and the app's bundle identifier from the \
            container's metadata; Xcode's downloaded containers (.xcappdata) are found too. The table lists the \
            newest save first, with the device's columns only when a saved state is in a simulator. Finding \
            nothing is exit 1, said on standard error, as grep does.
            """,
        positionals: [
            PositionalSpec(
                "DIR", completes: .folders, optional: true, repeats: true,
                help: "Folders to search (default: the Simulator's devices).")
        ],
        ownOptions: [format.spec, SimulatorSelection.bundleIdentifier, SimulatorSelection.device, booted]
            + CommonOptions.limits,
        examples: [
            ("restorectl find", "every saved state of every simulator, newest first"),
            ("restorectl find --booted --bundle-id com.example.app", "the app's saved state on the running simulator"),
            (
                "restorectl find ~/Library/Saved\\ Application\\ State ~/Library/Daemon\\ Containers",
                "every Mac app's saved windows"
            ),
            ("restorectl find --format json . | jq '.[] | select(.idiom == \"pad\")'", "the archives saved on iPad"),
        ],
        format: format, run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        var roots = arguments.positionals
        if let identifier = arguments.value(SimulatorSelection.bundleIdentifier) {
            try SimulatorSelection.checkBundleIdentifier(identifier, command: spec.name)
        }
        if roots.isEmpty { roots = [try SimulatorSelection.devicesRoot()] }
        var folders: [(path: String, listing: DirectoryWalker.Listing?)] = []
        var unreadable: [(path: String, message: String)] = []
        for root in roots {
            do {
                let walk = try DirectoryWalker.walk(root)
                folders += walk.savedStateFolders.map { ($0, walk.listings[$0]) }
                unreadable += walk.unreadable
            } catch {
                throw CommandFailure(error, subject: root)
            }
        }
        // Said, and the status says the listing is incomplete; the rest is still listed.
        var said = unreadable.map { CommandFailure(UnusableInput($0.message), subject: $0.path) }
        let filter = SavedStateFilter(
            bundleIdentifier: arguments.value(SimulatorSelection.bundleIdentifier),
            device: arguments.value(SimulatorSelection.device), bootedOnly: arguments.has(booted))
        let options = InputFiles.options(arguments)
        var progress = ProgressLine(verb: "reading")
        // One file source a folder, knowing the walk's listing of it: each folder is listed once.
        let found = parallelMap(folders, progress: { progress.update($0, $1) }) { folder -> FoundSavedState? in
            let files = PlatformFiles(knowing: folder.listing.map { [folder.path: $0] } ?? [:])
            // Classified once: whether it is saved state, and then what kind.
            let input = SavedStateInput(folder.path, in: files)
            guard input.isSavedStateFolder else { return nil }
            let summary = SavedStateSummary(input, in: files, options: options)
            // Only a UIKit folder is looked for in an app container.
            let container = summary.kind == .uikit ? AppContainer.containing(savedState: folder.path) : nil
            return FoundSavedState(
                summary: summary, containerBundleIdentifier: container?.bundleIdentifier, device: container?.device)
        }.compactMap { $0 }.filter(filter.selects)
        // Like grep: nothing found is status 1, said on standard error; a table of no rows is not printed.
        if found.isEmpty {
            said.append(
                CommandFailure(Finding("no saved state found" + described(roots, arguments)), subject: spec.name))
        }
        return CommandResult(FindView(found: found), diagnostics: said)
    }

    /// ` below ROOT, ... for --bundle-id ID --booted`: where find looked, and the filters given.
    static func described(_ roots: [String], _ arguments: ParsedArguments) -> String {
        var filters: [String] = []
        for option in [SimulatorSelection.bundleIdentifier, SimulatorSelection.device] {
            if let value = arguments.value(option) { filters.append("\(option.name) \(value)") }
        }
        if arguments.has(booted) { filters.append(booted.name) }
        return " below " + roots.joined(separator: ", ")
            + (filters.isEmpty ? "" : " for " + filters.joined(separator: " "))
    }
}
