import RestoreKit

/// `restorectl paths FILE [--tree] [--format text|json|xml]`: the identifier paths of the preserved objects.
enum PathsCommand {
    static let tree = OptionSpec(
        "--tree", help: "Draw the paths as a tree, each object under its nearest preserved ancestor.")

    static let spec = CommandSpec(
        name: "paths",
        summary: "list the identifier paths of the preserved objects",
        details: """
            Prints one identifier path a line, in the order of kRootRestorationIdentifiersKey, then any \
            object the archive holds without listing it. With --tree, each object appears under its \
            nearest preserved ancestor, named by the rest of its path. --format json prints an array of \
            {"path", "parent", "className"}, parent being the nearest preserved ancestor (null for a top \
            object) and className the saved class as stored; xml is the same as a property list.
            """,
        positionals: [PositionalSpec("FILE", completes: .files, help: "The archive to read; - reads standard input.")],
        ownOptions: [tree, ViewFormat.option.spec] + CommonOptions.limits,
        examples: [
            ("restorectl paths data.data", "one path a line"),
            ("restorectl paths --tree data.data", "the paths as a tree"),
            (
                "restorectl paths --format json data.data | jq -r '.[] | select(.parent == null) | .path'",
                "the top objects"
            ),
        ],
        format: ViewFormat.option, run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let archive = try InputFiles.restorationArchive(arguments.positionals[0], arguments)
        return CommandResult(PathsView(objects: archive.objects, tree: arguments.has(tree)))
    }
}
