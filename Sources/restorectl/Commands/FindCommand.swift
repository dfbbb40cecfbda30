import RestoreKit

/// `restorectl find DIR...`: every restoration archive below some folders.
enum FindCommand {
    static let format = OutputFormat.option([.text, .json],
                                            help: "A table (default, newest save first) or a JSON array with one object per archive.")
    static let booted = OptionSpec("--booted", help: "Only the saved states of simulated devices that are booted.")

    static let spec = CommandSpec(
        name: "find",
        summary: "list the saved states below folders or in the iOS Simulator, with app, device, save time and contents",
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
            newest save first.
            """,
        positionals: [PositionalSpec("DIR", completes: .folders, optional: true, repeats: true, help: "Folders to search (default: the Simulator's devices).")],
        ownOptions: [format.spec, SimulatorSelection.bundleIdentifier, SimulatorSelection.device, booted] + CommonOptions.limits,
        examples: [
            ("restorectl find", "every saved state of every simulator, newest first"),
            ("restorectl find --booted --bundle-id com.example.app", "the app's saved state on the running simulator"),
            ("restorectl find ~/Library/Saved\\ Application\\ State ~/Library/Daemon\\ Containers", "every Mac app's saved windows"),
            ("restorectl find --format json . | jq '.[] | select(.idiom == \"pad\")'", "the archives saved on iPad"),
        ],
        run: run
    )

    struct Entry: Sendable {
        /// `uikit` (iOS) or `appkit` (macOS).
        var kind = "uikit"
        var folder: String
        /// data.data, or nil for a folder with only scene state.
        var file: String?
        var sceneCount = 0
        var bundleIdentifier: String
        var metadata: RestorationMetadata?
        var objectCount: Int?
        var marker: InProgressMarker?
        /// AppKit saved state: the windows of windows.plist and their titles.
        var windowCount: Int?
        var titles: [String] = []
        var error: String?
        /// The simulator app container the folder is in, when it is in one (or in a copy of one).
        var container: AppContainer?

        /// The app: the container's metadata says, else the folder's name.
        var shownBundleIdentifier: String { container?.bundleIdentifier ?? bundleIdentifier }
        /// When the archive was saved (its metadata's timestamp).
        var saved: Double? { kind == "uikit" ? metadata?.timestamp : nil }
    }

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        if let identifier = arguments.value(SimulatorSelection.bundleIdentifier),
           let problem = SimulatorSelection.problem(withBundleIdentifier: identifier) {
            console.error("--bundle-id '\(SimulatorDevice.printable(identifier))' is not a bundle identifier: it \(problem)", subject: spec.name)
            return .usage
        }
        var roots = arguments.positionals
        if roots.isEmpty {
            do {
                roots = [try SimulatorSelection.root()]
            } catch {
                console.error(error.message)
                return .badInput
            }
        }
        var folders: [String] = []
        var unreadable: [(path: String, message: String)] = []
        for root in roots {
            do {
                let walk = try DirectoryWalker.walk(root)
                folders += walk.savedStateFolders
                unreadable += walk.unreadable
            } catch {
                console.error(error.message, subject: root)
                return .badInput
            }
        }
        // Reported, and the status says the listing is incomplete; the rest is still listed.
        for (path, message) in unreadable { console.error(message, subject: path) }
        let status: ExitStatus = unreadable.isEmpty ? .success : .badInput
        let options = ArchiveLoading.options(arguments)
        var progress = ProgressLine(verb: "reading")
        let entries = parallelMap(folders.filter { SavedStateFolder.isSavedState($0, in: PlatformFiles()) }, progress: { progress.update($0, $1) }) { folder in
            describe(folder, options: options)
        }.filter { selected($0, arguments) }
        if arguments.value(format) == .json {
            let emitted = ArchiveLoading.emit(.array(entries.map(json)), format: .json, &console)
            return emitted == .success ? status : emitted
        }
        FindTable.emit(entries, &console)
        return status
    }

    /// Whether `entry` passes the `--bundle-id`, `--device` and `--booted` filters.
    static func selected(_ entry: Entry, _ arguments: ParsedArguments) -> Bool {
        if let identifier = arguments.value(SimulatorSelection.bundleIdentifier),
           entry.bundleIdentifier != identifier && entry.container?.bundleIdentifier != identifier { return false }
        let device = entry.container?.device
        if let selector = arguments.value(SimulatorSelection.device), !(device?.matches(selector) ?? false) { return false }
        if arguments.has(booted), !(device?.isBooted ?? false) { return false }
        return true
    }

    static func describe(_ folder: String, options: KeyedArchive.Options) -> Entry {
        if AppKitSavedState.isSavedState(folder, in: PlatformFiles()) { return describeAppKit(folder, options: options) }
        let savedState = SavedStateFolder(path: folder, in: PlatformFiles(), options: options)
        var entry = Entry(folder: folder, file: savedState.archivePath, bundleIdentifier: SavedStateFolder.bundleIdentifier(of: folder))
        entry.container = AppContainer.containing(savedState: folder)
        entry.sceneCount = savedState.scenes.count
        entry.marker = savedState.marker
        guard let file = savedState.archivePath else { return entry }
        do {
            let archive = RestorationArchive(archive: try KeyedArchive(file: file, in: PlatformFiles(), options: options), options: options)
            entry.metadata = archive.metadata
            entry.objectCount = archive.objects.count
        } catch {
            entry.error = error.description
        }
        return entry
    }

    /// A macOS saved state: its windows and their titles; the version AppKit keeps in windows.plist.
    static func describeAppKit(_ folder: String, options: KeyedArchive.Options) -> Entry {
        let recordFile = folder + "/" + AppKitSavedState.recordFileName
        var entry = Entry(kind: "appkit", folder: folder, file: DirectoryWalker.isFile(recordFile) ? recordFile : nil,
                          bundleIdentifier: AppKitSavedState.bundleIdentifier(of: folder, in: PlatformFiles()))
        do {
            let state = try AppKitSavedState(folder: folder, in: PlatformFiles(), options: options)
            var metadata = RestorationMetadata()
            metadata.bundleVersion = state.bundleVersion
            entry.metadata = metadata
            entry.windowCount = state.windows.count
            entry.titles = state.windows.compactMap(\.title)
        } catch {
            entry.error = error.description
        }
        return entry
    }

    static func json(_ entry: Entry) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Int?) -> JSONValue { value.map { .integer(PropertyListInteger($0)) } ?? .null }
        return .object([
            ("folder", .string(entry.folder)),
            ("kind", .string(entry.kind)),
            ("file", text(entry.file)),
            ("bundleId", .string(entry.bundleIdentifier)),
            ("bundleIdentifier", text(entry.container?.bundleIdentifier)),
            ("device", entry.container?.device?.json ?? .null),
            ("bundleVersion", text(entry.metadata?.bundleVersion)),
            ("systemVersion", text(entry.metadata?.systemVersion)),
            ("idiom", text(entry.metadata?.idiom)),
            ("idiomValue", number(entry.metadata?.idiomValue)),
            ("timestamp", text(entry.metadata?.timestamp.map { ReferenceDate.iso8601($0, fractional: true) })),
            ("saved", text(entry.saved.map { ReferenceDate.iso8601($0) })),
            ("objects", number(entry.objectCount)),
            ("scenes", number(entry.kind == "uikit" ? entry.sceneCount : nil)),
            ("windows", number(entry.windowCount)),
            ("titles", .array(entry.titles.map(JSONValue.string))),
            ("inProgress", entry.marker?.json ?? .null),
            ("error", text(entry.error)),
        ])
    }
}
