import RestoreKit

/// `restorectl find DIR...`: every restoration archive below some folders.
enum FindCommand {
    static let format = OptionSpec("--format", .value(placeholder: "FORMAT", choices: ["text", "json"]),
                                   help: "A table (default) or a JSON array with one object per archive.")

    static let spec = CommandSpec(
        name: "find",
        summary: "list the saved states below folders (iOS archives and macOS windows), with bundle id, version and contents",
        details: """
            Walks each folder for <bundle-id>.savedState/data.data, as an app container or the iOS \
            Simulator keeps them (~/Library/Developer/CoreSimulator/Devices/<device>/data/Containers/Data/ \
            Application/<app>/Library/Saved Application State/), and lists each archive with its bundle \
            identifier, bundle version, idiom, number of objects, number of scenes (iOS 13+ scene state, \
            with or without a data.data), and the restoration tries left when inprogress.data is there. \
            macOS (AppKit) saved states are listed too, kind appkit, with their number of windows and the \
            windows' titles, including those of macOS 15 and later under ~/Library/Daemon Containers/, which \
            are named by UUID and listed under the app ApplicationMapping.plist names. Symbolic links are not followed.
            """,
        positionals: [PositionalSpec("DIR", repeats: true, help: "Folders to search.")],
        ownOptions: [format] + CommonOptions.limits,
        examples: [
            ("restorectl find ~/Library/Developer/CoreSimulator/Devices", "every archive of every simulator"),
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
    }

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        var folders: [String] = []
        var unreadable: [(path: String, message: String)] = []
        for root in arguments.positionals {
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
        let entries = parallelMap(folders.filter(SavedStateFolder.isSavedState), progress: { progress.update($0, $1) }) { folder in
            describe(folder, options: options)
        }
        if arguments.value(format) == "json" {
            let emitted = ArchiveLoading.emit(.array(entries.map(json)), format: "json", &console)
            return emitted == .success ? status : emitted
        }
        var rows = [["BUNDLE ID", "KIND", "VERSION", "IDIOM", "OBJECTS", "SCENES", "WINDOWS", "TRIES LEFT", "FOLDER"]]
        for entry in entries {
            let titles = entry.titles.map(ArchiveTextRenderer.quoted).joined(separator: ", ")
            rows.append([
                entry.bundleIdentifier,
                entry.kind,
                entry.metadata?.bundleVersion ?? "-",
                entry.metadata?.idiom ?? "-",
                entry.objectCount.map(String.init) ?? "-",
                entry.kind == "uikit" ? String(entry.sceneCount) : "-",
                entry.windowCount.map(String.init) ?? "-",
                entry.marker?.triesLeft.map(String.init) ?? "-",
                // The folder is what the row is for: only the titles and the reason after it are cut.
                entry.folder + console.style.value((titles.isEmpty ? "" : "  " + titles) + (entry.error.map { "  (unreadable: \($0))" } ?? "")),
            ])
        }
        let last = rows[0].count - 1
        let widths = (0..<last).map { column in rows.map { TextLayout.width($0[column]) }.max() ?? 0 }
        ArchiveLoading.emit(lines: rows.map { row in
            (0..<last).map { TextLayout.padded(row[$0], widths[$0]) }.joined(separator: "  ") + "  " + row[last]
        }, &console)
        return status
    }

    static func describe(_ folder: String, options: KeyedArchive.Options) -> Entry {
        if AppKitFolder.isAppKitState(folder) { return describeAppKit(folder, options: options) }
        let savedState = SavedStateFolder(path: folder, options: options)
        var entry = Entry(folder: folder, file: savedState.archivePath, bundleIdentifier: DirectoryWalker.bundleIdentifier(ofSavedState: folder))
        entry.sceneCount = savedState.scenes.count
        entry.marker = savedState.marker
        guard let file = savedState.archivePath else { return entry }
        do {
            let archive = RestorationArchive(archive: try KeyedArchive(bytes: try readFile(file), options: options), options: options)
            entry.metadata = archive.metadata
            entry.objectCount = archive.objects.count
        } catch let error as FileError {
            entry.error = error.message
        } catch {
            entry.error = "\(error)"
        }
        return entry
    }

    /// A macOS saved state: its windows and their titles; the version AppKit keeps in windows.plist.
    static func describeAppKit(_ folder: String, options: KeyedArchive.Options) -> Entry {
        let recordFile = folder + "/" + AppKitFolder.recordFile
        var entry = Entry(kind: "appkit", folder: folder, file: DirectoryWalker.isFile(recordFile) ? recordFile : nil,
                          bundleIdentifier: AppKitFolder.bundleIdentifier(of: folder))
        switch AppKitFolder.read(folder, options: options) {
        case .success(let state):
            var metadata = RestorationMetadata()
            metadata.bundleVersion = state.bundleVersion
            entry.metadata = metadata
            entry.windowCount = state.windows.count
            entry.titles = state.windows.compactMap(\.title)
        case .failure(let error):
            entry.error = error.message
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
            ("bundleVersion", text(entry.metadata?.bundleVersion)),
            ("systemVersion", text(entry.metadata?.systemVersion)),
            ("idiom", text(entry.metadata?.idiom)),
            ("idiomValue", number(entry.metadata?.idiomValue)),
            ("timestamp", text(entry.metadata?.timestamp.map { ReferenceDate.iso8601($0, fractional: true) })),
            ("objects", number(entry.objectCount)),
            ("scenes", number(entry.kind == "uikit" ? entry.sceneCount : nil)),
            ("windows", number(entry.windowCount)),
            ("titles", .array(entry.titles.map(JSONValue.string))),
            ("inProgress", entry.marker?.json ?? .null),
            ("error", text(entry.error)),
        ])
    }
}
