import RestoreKit

/// `restorectl diff A B`: what changed between two saves.
enum DiffCommand {
    static let format = OutputFormat.viewOption(text: "Differences as text (default)", document: "one document")

    static let spec = CommandSpec(
        name: "diff",
        summary: "show what differs between two archives; exit 1 when they differ",
        details: """
            Compares two restoration archives: metadata (with first responders, size classes and the snapshot \
            flag), identifier paths added and removed, class and storyboard changes, \
            and for each object the coder keys added, removed and changed, with old and new values. Nested \
            archives are compared by their contents. When both A and B hold scene state (a .savedState \
            folder, or an archive in one that has scenes), their SwiftUI scenes are compared too: scenes \
            matched by persistent identifier, the rest by position among the scenes of the same sceneID and \
            sceneType; per scene, the @SceneStorage keys added, removed and changed (value or type) and a \
            changed sceneValue; scenes only in A or only in B. Exit status 0 when equal, 1 when different.
            """,
        positionals: [
            PositionalSpec("A", completes: .files, help: "The earlier archive, or its .savedState folder."),
            PositionalSpec("B", completes: .files, help: "The later archive, or its .savedState folder."),
        ],
        ownOptions: [format.spec] + CommonOptions.limits,
        examples: [
            ("restorectl diff before/data.data after/data.data", "what the last run changed"),
            ("restorectl diff --format json a.data b.data | jq .objects", "the per-object changes as JSON"),
            (
                "restorectl diff before/com.example.app.savedState after/com.example.app.savedState",
                "the archives and the SwiftUI scenes' @SceneStorage"
            ),
        ],
        format: format, run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let a = try saved(arguments.positionals[0], arguments)
        let b = try saved(arguments.positionals[1], arguments)
        let diff = RestorationDiff(saved: a, b, options: InputFiles.options(arguments))
        return CommandResult(DiffView(diff: diff), verdict: diff.isEqual ? .success : .findings)
    }

    /// What `argument` holds, read as `dump` reads it (with the scene state of its folder), each
    /// argument through a file source of its own. A macOS saved state is read as an archive, which
    /// says what it is.
    static func saved(_ argument: String, _ arguments: ParsedArguments) throws(CommandFailure) -> LoadedSavedState {
        let files = PlatformFiles()
        let input = SavedStateInput(argument, in: files)
        if case .appKit = input {
            return LoadedSavedState(archive: try InputFiles.restorationArchive(argument, arguments))
        }
        return try InputFiles.savedState(input, in: files, options: InputFiles.options(arguments))
    }
}
