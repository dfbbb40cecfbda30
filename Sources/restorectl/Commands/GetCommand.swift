import RestoreKit

/// `restorectl get FILE PATH [KEY]`: one object's coder, or one value from it.
enum GetCommand {
    static let spec = CommandSpec(
        name: "get",
        summary: "print one object's coder, or one value from it",
        details: """
            Without KEY, prints every key of the coder of the object at identifier path PATH. With KEY, \
            prints that one value: a string, number or date as plain text (for scripts), anything larger \
            as a tree. KEY is a dotted key path into nested values: dictionary keys, object fields, array \
            indexes and the keys of nested archives; a dot inside a key is written \\. (a key with dots is \
            found unescaped too, the longest key winning). With --extra, reads the app delegate's root keys \
            instead: all of them, or KEY among them (get FILE --extra [KEY]). With --scene, reads a scene's \
            activity userInfo (a SwiftUI scene's @SceneStorage values and its sceneID, sceneType and \
            sceneValue keys): every key typed, or KEY's value as the text set takes back (get FOLDER --scene ID|N [KEY]).
            """,
        positionals: [
            PositionalSpec("FILE", completes: .files, help: "The archive to read; - reads standard input."),
            PositionalSpec(
                "PATH", completes: .identifierPaths, optional: true,
                help: "The identifier path of the object, as `restorectl paths` prints it (not with --extra)."),
            PositionalSpec(
                "KEY", optional: true,
                help: "A coder key, or a dotted key path into its value (with --extra: among the app delegate's keys)."),
        ],
        ownOptions: [ViewFormat.option.spec, ArchiveEdit.extra, ArchiveEdit.scene] + CommonOptions.limits,
        examples: [
            ("restorectl get data.data TabController", "the coder of the root tab bar controller"),
            (
                "restorectl get data.data 'TabController/:[0]:/NavigationController/:[0]:/FeedViewController' selectedIndex",
                "print 2"
            ),
            (
                "restorectl get data.data Split kViewRestorationDataKey.body.kContentOffsetKey",
                "a value inside a nested view archive"
            ),
            ("restorectl get data.data --extra launchCount", "one of the app delegate's keys"),
            ("restorectl get com.example.Notes.savedState --scene 1", "the first scene's @SceneStorage values, typed"),
        ],
        format: ViewFormat.option, run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        if let scene = arguments.value(ArchiveEdit.scene) { return try SceneStorageGet.run(scene, arguments) }
        let isExtra = arguments.has(ArchiveEdit.extra)
        guard isExtra ? arguments.positionals.count <= 2 : arguments.positionals.count >= 2 else {
            throw CommandFailure(
                UsageError(
                    message: isExtra
                        ? "expects get FILE --extra [KEY] (see restorectl help get)"
                        : "missing argument PATH (see restorectl help get)"), subject: "get")
        }
        let archive = try InputFiles.restorationArchive(arguments.positionals[0], arguments)
        let path = isExtra ? nil : arguments.positionals[1], options = InputFiles.options(arguments)
        let found = try CommandFailure.editing(
            InputFiles.displayName(arguments.positionals[0]), pointer: " (see restorectl paths)"
        ) {
            () throws(RestorationEditor.Failure) in
            try archive.lookup(
                path: path, keyPath: arguments.positionals.dropFirst(isExtra ? 1 : 2).first, options: options)
        }
        return CommandResult(LookupView(found: found, options: options))
    }
}
