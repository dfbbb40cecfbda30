import RestoreKit

/// Choosing an app's saved state in the iOS Simulator by bundle identifier and device, for
/// `pull`, `push`, `dump`, `validate` and `find`: the options, where the devices are, and the
/// one container a selection names, or why it names none.
enum SimulatorSelection {
    static let bundleIdentifier = bundleIdentifier(required: false)
    /// `--bundle-id` for `pull` and `push`, which cannot run without it.
    static let requiredBundleIdentifier = bundleIdentifier(required: true)
    static let device = OptionSpec(
        "--device", .value(placeholder: "UDID|NAME|booted", choices: nil),
        help: "The simulated device: its UDID, its name (as in Xcode), or booted for the one that is running.")
    static let container = OptionSpec(
        "--container", .value(placeholder: "UUID", choices: nil),
        help: "The app's data container by its folder name, when a reinstall left the app in two on one device.")
    /// The options that select an app, for commands that otherwise take a file.
    static let options = [bundleIdentifier, device, container]

    private static func bundleIdentifier(required: Bool) -> OptionSpec {
        OptionSpec(
            "--bundle-id", .value(placeholder: "ID", choices: nil), required: required,
            help: "The app, by bundle identifier: its saved state in the data container a simulator keeps for it.")
    }

    /// The variable that names another devices folder.
    static let rootVariable = "RESTORECTL_SIMULATOR_ROOT"

    /// The Simulator's devices folder: `RESTORECTL_SIMULATOR_ROOT`, else
    /// `~/Library/Developer/CoreSimulator/Devices`; an error names it when it is not a folder.
    static func root() throws(FileError) -> String {
        let path: String
        if let chosen = environmentValue(rootVariable) {
            path = chosen
        } else {
            guard let home = homeFolder() else {
                throw FileError(
                    message: "cannot tell the home folder (HOME is not set); name a folder, or set \(rootVariable)")
            }
            path = home + "/Library/Developer/CoreSimulator/Devices"
        }
        guard DirectoryWalker.isFolder(path) else {
            throw FileError(
                message:
                    "\(path): no such folder (the iOS Simulator's devices: is Xcode's Simulator set up? \(rootVariable) names another)"
            )
        }
        return path
    }

    /// Why `identifier` cannot be a bundle identifier, or nil when it can: it becomes part of a
    /// folder name (`ID.savedState`), so nothing that could leave the folder may pass.
    static func problem(withBundleIdentifier identifier: String) -> String? {
        if identifier.isEmpty { return "is empty" }
        if identifier.contains("/") { return "contains '/'" }
        if identifier.contains("..") || identifier == "." { return "contains '..'" }
        if identifier.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "contains a control character"
        }
        return nil
    }

    /// What a command that takes a file or `--bundle-id` checks before it runs: `--device` and
    /// `--container` come with `--bundle-id`.
    static let rules = [device, container].map { option in
        ArgumentRule.needs(option, bundleIdentifier, because: "it chooses where the app given by --bundle-id is")
    }

    /// Says why `identifier`, given to `--bundle-id`, is no bundle identifier (a usage error).
    static func checkBundleIdentifier(_ identifier: String, command: String)
        throws(CommandFailure)
    {
        guard let problem = problem(withBundleIdentifier: identifier) else { return }
        throw CommandFailure(
            UsageError(
                message:
                    "--bundle-id '\(TerminalText.escaped(identifier))' is not a bundle identifier: it \(problem)"),
            subject: command)
    }

    /// The Simulator's devices folder, or the failure that says why there is none.
    static func devicesRoot() throws(CommandFailure) -> String {
        do {
            return try root()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The one app container `--bundle-id`, `--device` and `--container` select, or the failure
    /// that says why there is none: 2 for a bad name or a choice between several,
    /// 3 when there is no devices folder, no such device, or no container of the app.
    static func container(_ arguments: ParsedArguments, command: String)
        throws(CommandFailure) -> AppContainer
    {
        let identifier = arguments.value(bundleIdentifier) ?? ""
        try checkBundleIdentifier(identifier, command: command)
        let root = try devicesRoot()
        var devices = AppContainer.devices(in: root)
        guard !devices.isEmpty else {
            throw CommandFailure(
                UnusableInput("no simulated devices here (no folder with a device.plist)"), subject: root)
        }
        let selector = arguments.value(device)
        if let selector {
            let all = devices
            devices = devices.filter { $0.matches(selector) }
            guard !devices.isEmpty else {
                throw CommandFailure(
                    UnusableInput(
                        "no device \(selector == "booted" ? "is booted" : "is called '\(TerminalText.escaped(selector))'") among \(all.count) in \(root)"
                    ), notes: all.map { "  " + $0.summary })
            }
        }
        var candidates = devices.flatMap(AppContainer.containers).filter { $0.bundleIdentifier == identifier }
        if let wanted = arguments.value(container) {
            candidates = candidates.filter { $0.name.uppercased() == wanted.uppercased() }
        }
        let place =
            selector.map {
                devices.count == 1
                    ? "on " + devices[0].summary
                    : "on the \(devices.count) devices that match '\(TerminalText.escaped($0))'"
            }
            ?? "on any simulator in \(root)"
        guard candidates.count == 1 else {
            if candidates.isEmpty {
                let which = arguments.value(container).map { " with --container \(TerminalText.escaped($0))" } ?? ""
                throw CommandFailure(
                    UnusableInput(
                        "\(identifier) has no data container\(which) \(place): install it and launch it once"))
            }
            throw CommandFailure(
                UsageError(
                    message:
                        "\(identifier) is in \(candidates.count) containers \(place); choose one with --device (or --container, for one a reinstall left behind):"
                ), notes: candidates.map { "  " + $0.summary + ", " + savedDescription($0, identifier) })
        }
        return candidates[0]
    }

    /// The archive arguments of a command that takes files or `--bundle-id`: the positionals, or
    /// the saved-state folder of the app the selection names.
    static func files(_ arguments: ParsedArguments, command: String) throws(CommandFailure)
        -> [String]
    {
        guard arguments.has(bundleIdentifier) else {
            guard !arguments.positionals.isEmpty else {
                throw CommandFailure(
                    UsageError(message: "missing argument FILE, or --bundle-id (see restorectl help \(command))"),
                    subject: command)
            }
            return arguments.positionals
        }
        guard arguments.positionals.isEmpty else {
            throw CommandFailure(
                UsageError(message: "give FILE or --bundle-id, not both (see restorectl help \(command))"),
                subject: command)
        }
        return [try savedState(arguments, command: command).folder]
    }

    /// The app container the selection names and the app's saved-state folder in it, which must
    /// exist; the failure that says why when there is none.
    static func savedState(_ arguments: ParsedArguments, command: String)
        throws(CommandFailure) -> (container: AppContainer, folder: String)
    {
        let identifier = arguments.value(bundleIdentifier) ?? ""
        let chosen = try container(arguments, command: command)
        let folder = savedStateFolder(chosen, identifier)
        guard DirectoryWalker.isFolder(folder) else {
            throw CommandFailure(
                UnusableInput(
                    "\(identifier) has no saved state on \(chosen.summary): use the app, send it to the background, and try again"
                ), subject: folder)
        }
        return (chosen, folder)
    }

    /// Opens `Library/Saved Application State` of `container` through the devices folder, each
    /// folder below that without following a symbolic link; with `create`, the two are made
    /// when missing (an app that never saved state has no `Saved Application State`).
    static func openSavedStateParent(_ container: AppContainer, create: Bool) throws(FileError) -> OpenFolder {
        guard let device = container.device else { throw FileError(message: "\(container.path) is not in a simulator") }
        let udid = device.folder.split(separator: "/").last.map(String.init) ?? device.folder
        var current = try OpenFolder(folder(of: device.folder))
        for name in [udid] + AppContainer.applicationsPath + [container.name] {
            current = try current.folder(name)
        }
        for name in AppContainer.savedStatePath {
            current = try current.folder(name, create: create)
        }
        return current
    }

    /// The saved-state folder of `identifier` in `container` (which may not exist).
    static func savedStateFolder(_ container: AppContainer, _ identifier: String) -> String {
        ([container.path] + AppContainer.savedStatePath + [identifier + SavedStateFolder.nameSuffix]).joined(
            separator: "/")
    }

    /// `saved 2024-11-22T09:14:03Z`, `saved state without a time`, or `no saved state`, for a list of candidates.
    static func savedDescription(_ container: AppContainer, _ identifier: String) -> String {
        let folder = savedStateFolder(container, identifier)
        guard DirectoryWalker.isFolder(folder) else { return "no saved state" }
        guard let bytes = try? readRegularFile(folder + "/data.data", limit: 1 << 26),
            let archive = try? KeyedArchive(bytes: bytes),
            let time = RestorationArchive(archive: archive).metadata.timestamp
        else { return "saved state without a time" }
        return "saved " + ReferenceDate.iso8601(time)
    }
}
