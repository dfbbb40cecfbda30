import RestoreKit

/// `restorectl diff A B`: what changed between two saves.
enum DiffCommand {
    static let format = OutputFormat.option([.text, .json],
                                            help: "Differences as text (default) or one JSON document.")

    static let spec = CommandSpec(
        name: "diff",
        summary: "show what differs between two archives; exit 1 when they differ",
        details: """
            Compares two restoration archives: metadata (with first responders, size classes and the snapshot \
            flag), identifier paths added and removed, class and storyboard changes, \
            and for each object the coder keys added, removed and changed, with old and new values. Nested \
            archives are compared by their contents. Exit status 0 when equal, 1 when different.
            """,
        positionals: [PositionalSpec("A", completes: .files, help: "The earlier archive."), PositionalSpec("B", completes: .files, help: "The later archive.")],
        ownOptions: [format.spec] + CommonOptions.limits,
        examples: [
            ("restorectl diff before/data.data after/data.data", "what the last run changed"),
            ("restorectl diff --format json a.data b.data | jq .objects", "the per-object changes as JSON"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure) -> ExitStatus {
        let a = try ArchiveLoading.restorationArchive(arguments.positionals[0], arguments, &console)
        let b = try ArchiveLoading.restorationArchive(arguments.positionals[1], arguments, &console)
        let diff = RestorationDiff(a, b, options: ArchiveLoading.options(arguments))
        let status: ExitStatus = diff.isEqual ? .success : .findings
        if arguments.value(format) == .json {
            _ = ArchiveLoading.emit(diff.json, format: .json, &console)
            return status
        }
        ArchiveLoading.emit(lines: lines(diff), &console)
        return status
    }

    static func text(_ value: JSONValue) -> String { value.serialized(pretty: false) }

    static func lines(_ diff: RestorationDiff) -> [String] {
        if diff.isEqual { return ["no differences"] }
        var lines: [String] = []
        if !diff.metadata.isEmpty {
            lines.append("metadata")
            lines += diff.metadata.map { "  ~ \($0.name): \(text($0.old)) → \(text($0.new))" }
        }
        if !diff.removedPaths.isEmpty {
            lines.append("paths removed")
            lines += diff.removedPaths.map { "  - \($0)" }
        }
        if !diff.addedPaths.isEmpty {
            lines.append("paths added")
            lines += diff.addedPaths.map { "  + \($0)" }
        }
        for object in diff.objects + (diff.extra.isEmpty ? [] : [diff.extra]) {
            lines.append(object.path.isEmpty ? "app delegate keys" : object.path)
            lines += object.classChanges.map { "  ~ \($0.name): \(text($0.old)) → \(text($0.new))" }
            lines += object.removed.map { "  - \($0.0): \(text($0.1))" }
            lines += object.added.map { "  + \($0.0): \(text($0.1))" }
            lines += object.changed.map { "  ~ \($0.name): \(text($0.old)) → \(text($0.new))" }
        }
        return lines
    }
}
