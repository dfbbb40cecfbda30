import RestoreKit

/// `restorectl paths FILE [--tree] [--format text|json|xml]`: the identifier paths of the preserved objects.
enum PathsCommand {
    static let tree = OptionSpec("--tree", help: "Draw the paths as a tree, each object under its nearest preserved ancestor.")

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
        ownOptions: [tree, InputFiles.format.spec] + CommonOptions.limits,
        examples: [
            ("restorectl paths data.data", "one path a line"),
            ("restorectl paths --tree data.data", "the paths as a tree"),
            ("restorectl paths --format json data.data | jq -r '.[] | select(.parent == null) | .path'", "the top objects"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure) -> ExitStatus {
        let archive = try InputFiles.restorationArchive(arguments.positionals[0], arguments, &console)
        if let format = arguments.value(InputFiles.format), format.isDocument {
            let entries = archive.objects.map { object in
                JSONValue.object([("path", .string(object.path)), ("parent", object.parent.map(JSONValue.string) ?? .null),
                                  ("className", object.className.map(JSONValue.string) ?? .null)])
            }
            return WrittenOutput.emit(.array(entries), format: format, &console)
        }
        if !arguments.has(tree) {
            WrittenOutput.emit(lines: archive.objects.map(\.path), &console)
            return .success
        }
        let tree = RestorationTree(archive.objects)
        var lines: [String] = []
        func draw(_ object: RestorationObject, prefix: String, isLast: Bool, isTop: Bool) {
            let name = IdentifierPath.relative(object.path, to: object.parent)
            lines.append(isTop ? name : prefix + (isLast ? "└── " : "├── ") + name)
            let below = tree.children[object.path] ?? []
            let childPrefix = isTop ? "" : prefix + (isLast ? "    " : "│   ")
            for (position, child) in below.enumerated() {
                draw(child, prefix: childPrefix, isLast: position == below.count - 1, isTop: false)
            }
        }
        for object in tree.tops { draw(object, prefix: "", isLast: true, isTop: true) }
        WrittenOutput.emit(lines: lines, &console)
        return .success
    }
}
