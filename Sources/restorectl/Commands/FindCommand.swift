import RestoreKit

/// `restorectl find DIR...`: every restoration archive below some folders.
enum FindCommand {
    static let format = OptionSpec("--format", .value(placeholder: "FORMAT", choices: ["text", "json"]),
                                   help: "A table (default) or a JSON array with one object per archive.")

    static let spec = CommandSpec(
        name: "find",
        summary: "list the restoration archives below folders, with bundle id, version, idiom and objects",
        details: """
            Walks each folder for <bundle-id>.savedState/data.data, as an app container or the iOS \
            Simulator keeps them (~/Library/Developer/CoreSimulator/Devices/<device>/data/Containers/Data/ \
            Application/<app>/Library/Saved Application State/), and lists each archive with its bundle \
            identifier, bundle version, idiom, number of objects, and the restoration tries left when \
            inprogress.data is there. Symbolic links are not followed.
            """,
        positionals: [PositionalSpec("DIR", repeats: true, help: "Folders to search.")],
        ownOptions: [format, CommonOptions.maximumDepth],
        examples: [
            ("restorectl find ~/Library/Developer/CoreSimulator/Devices", "every archive of every simulator"),
            ("restorectl find --format json . | jq '.[] | select(.idiom == \"pad\")'", "the archives saved on iPad"),
        ],
        run: run
    )

    struct Entry: Sendable {
        var file: String
        var bundleIdentifier: String
        var metadata: RestorationMetadata?
        var objectCount: Int?
        var marker: InProgressMarker?
        var error: String?
    }

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        var folders: [String] = []
        for root in arguments.positionals {
            do {
                folders += try DirectoryWalker.savedStateFolders(below: root)
            } catch {
                console.error(error.message, subject: root)
                return .badInput
            }
        }
        let options = ArchiveLoading.options(arguments)
        let entries = parallelMap(folders.filter { DirectoryWalker.isFile($0 + "/data.data") }) { folder in
            describe(folder, options: options)
        }
        if arguments.value(format) == "json" {
            return ArchiveLoading.emit(.array(entries.map(json)), format: "json", &console)
        }
        var rows = [["BUNDLE ID", "VERSION", "IDIOM", "OBJECTS", "TRIES LEFT", "ARCHIVE"]]
        for entry in entries {
            rows.append([
                entry.bundleIdentifier,
                entry.metadata?.bundleVersion ?? "-",
                entry.metadata?.idiom ?? "-",
                entry.objectCount.map(String.init) ?? "-",
                entry.marker?.triesLeft.map(String.init) ?? "-",
                entry.file + (entry.error.map { "  (unreadable: \($0))" } ?? ""),
            ])
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        ArchiveLoading.emit(lines: rows.map { row in
            (0..<5).map { HelpText.padded(row[$0], widths[$0]) }.joined(separator: "  ") + "  " + row[5]
        }, &console)
        return .success
    }

    static func describe(_ folder: String, options: KeyedArchive.Options) -> Entry {
        let file = folder + "/data.data"
        var entry = Entry(file: file, bundleIdentifier: DirectoryWalker.bundleIdentifier(ofSavedState: folder))
        entry.marker = ArchiveLoading.inProgressMarker(besideArchive: file)
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

    static func json(_ entry: Entry) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Int?) -> JSONValue { value.map { .integer(Int128($0)) } ?? .null }
        return .object([
            ("file", .string(entry.file)),
            ("bundleId", .string(entry.bundleIdentifier)),
            ("bundleVersion", text(entry.metadata?.bundleVersion)),
            ("systemVersion", text(entry.metadata?.systemVersion)),
            ("idiom", text(entry.metadata?.idiom)),
            ("idiomValue", number(entry.metadata?.idiomValue)),
            ("timestamp", text(entry.metadata?.timestamp.map { ReferenceDate.iso8601($0, fractional: true) })),
            ("objects", number(entry.objectCount)),
            ("inProgress", entry.marker?.json ?? .null),
            ("error", text(entry.error)),
        ])
    }
}
