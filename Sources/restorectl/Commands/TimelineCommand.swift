import RestoreKit

/// `restorectl timeline PATH...`: every fact of every saved state below some paths, one row per
/// time, with where it was found, for an examiner's timeline.
enum TimelineCommand {
    static let format = TimelineWriters.option
    static let withoutContent = OptionSpec(
        "--without-content",
        help:
            "Leave out the value of rows that hold text content (Terminal scrollback, @SceneStorage values), keeping their kind, key, times and value length."
    )

    static let spec = CommandSpec(
        name: "timeline",
        summary: "list every fact of the saved states below paths, one row per time, for an examiner's timeline",
        details: """
            Walks each PATH (a .savedState folder, macOS or iOS; a data.data; or any folder: a home \
            folder, a mounted image, an extraction folder, ~/Library/Daemon Containers) as find does, \
            and lists one row per fact and time: window titles, records (and those that cannot be \
            decrypted), documents and NSURL bookmarks (path, volume, the target's and the volume's \
            creation dates), URLs and dates in records, Terminal tabs (title, working directory, \
            scrollback), window snapshots; for iOS the archive's save time, scene sessions, \
            activities and titles, @SceneStorage values, URLs, dates and bookmarks in objects' state \
            and userInfo. Each row says its app (macOS 15 folders named by UUID by \
            ApplicationMapping.plist, iOS containers by their metadata), the user and container the \
            path shows, its file, byte offset, window or scene, and what kind of time it is: the \
            file's modification time, the archive's save time, a date stored in a record, a \
            bookmark's dates. Rows are sorted by time (rows without one first), then folder, file, \
            offset. --format jsonl writes what Timesketch imports (message, datetime, \
            timestamp_desc on every line); csv and tsv have a header line. Folders are read on all \
            cores; the output is the same whatever the order they are read in. A part of a folder \
            that cannot be read is a row of kind unreadable; a PATH that cannot be read (a file of \
            another kind too) is said on standard error, the rest still listed, and the exit status \
            is 3. Finding nothing is exit \
            1, said on standard error, as find does. Symbolic links are not followed.
            """,
        positionals: [
            PositionalSpec(
                "PATH", completes: .files, repeats: true,
                help: "Saved-state folders, data.data files, or folders to search (home folders, images).")
        ],
        ownOptions: [format.spec, withoutContent] + CommonOptions.limits,
        examples: [
            ("restorectl timeline ~ --format jsonl > saved-state.jsonl", "a home folder's saved state, for Timesketch"),
            (
                "restorectl timeline /Volumes/Image/Users --format csv --without-content > timeline.csv",
                "every user's, for a report that must not carry what was typed"
            ),
        ],
        format: format, run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let paths = arguments.positionals
        let found = SavedStateTargets(paths, walks: SavedStateTargets.isFolderToSearch)
        var said = found.unreadable.map { CommandFailure(UnusableInput($0.message), subject: $0.path) }
        let options = TimelineOptions(
            withoutContent: arguments.has(withoutContent), archive: InputFiles.options(arguments))
        var progress = ProgressLine(verb: "reading")
        // One file source a target, knowing the walk's listing of it, classified once, as find reads.
        let read = parallelMap(found.targets, progress: { progress.update($0, $1) }) { target -> Reading in
            let files = target.files
            guard let input = target.input(in: files) else { return .nothing }
            // A path that names nothing readable is said, not a row: it is no saved state.
            if case .file(let path) = input, !files.isFile(path) { return .unreadable(path, unreadable(path, files)) }
            let rows = timeline(input, in: files, options: options)
            // A file named that does not read at all (one of another kind) is said as every command
            // says unreadable input, not given as a row alone; a folder's damaged parts are rows.
            if case .file = input, let first = rows.first, rows.allSatisfy({ $0.kind == .unreadable }) {
                return .unreadable(first.source, first.value ?? "cannot be read")
            }
            return .rows(rows)
        }
        var rows: [TimelineRow] = []
        for reading in read {
            switch reading {
            case .nothing: break
            case .rows(let more): rows += more
            case .unreadable(let path, let message): said.append(CommandFailure(UnusableInput(message), subject: path))
            }
        }
        if !read.contains(where: \.isRows) && said.isEmpty {
            said.append(
                CommandFailure(
                    Finding("no saved state found below " + paths.joined(separator: ", ")), subject: spec.name))
        }
        return CommandResult(.timeline(TimelineView(rows: TimelineRow.sorted(rows))), diagnostics: said)
    }

    /// What reading one target gave.
    enum Reading: Sendable {
        case nothing
        case rows([TimelineRow])
        case unreadable(String, String)

        var isRows: Bool {
            if case .rows = self { return true }
            return false
        }
    }

    /// The rows of one saved state, with its provenance: the app by the folder's name (or
    /// ApplicationMapping.plist's), an iOS folder's container app by the container's metadata.
    static func timeline(_ input: SavedStateInput, in files: PlatformFiles, options: TimelineOptions) -> [TimelineRow] {
        var input = input
        // An AppKit file given stands for its folder.
        if case .appKit(let appKit) = input, appKit.file != nil { input = SavedStateInput(appKit.folder, in: files) }
        let folder = input.path
        if case .appKit = input {
            let app = AppKitSavedState.bundleIdentifier(of: folder, in: files)
            return SavedStateTimeline.rows(
                input, in: files, provenance: TimelineProvenance(app: app, folder: folder), options: options)
        }
        let savedState: String
        if case .file = input { savedState = files.folder(of: folder) ?? folder } else { savedState = folder }
        let containerApp = AppContainer.containing(savedState: savedState)?.bundleIdentifier
        var app = SavedStateFolder.bundleIdentifier(of: savedState)
        if TimelineProvenance.isUUID(app), let containerApp { app = containerApp }
        return SavedStateTimeline.rows(
            input, in: files, provenance: TimelineProvenance(app: app, folder: savedState, containerApp: containerApp),
            options: options)
    }

    /// What is said of a path that is no file or folder that can be read.
    static func unreadable(_ path: String, _ files: PlatformFiles) -> String {
        do {
            _ = try files.contents(of: path)
            return "is not a regular file"
        } catch {
            return error.message
        }
    }
}
