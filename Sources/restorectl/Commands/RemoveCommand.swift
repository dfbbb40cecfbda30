import RestoreKit

/// `restorectl remove FILE PATH [KEY]`.
enum RemoveCommand {
    static let pruneReferences = OptionSpec(
        "--prune-references",
        help:
            "Also remove every reference into the removed subtree from the objects that remain (an array element, a dictionary entry or a coder key), naming each on standard error."
    )

    static let spec = CommandSpec(
        name: "remove",
        summary: "remove an object and everything below it, or one key of its coder",
        details: """
            Without KEY, removes the object at PATH and every object below its path, with their entries in \
            kRootRestorationIdentifiersKey and the restoration class map, so that the archive stays \
            consistent: use it to strip a screen that crashes on restore. References from other objects \
            into the removed subtree are left as they are (UIKit decodes a missing object as nil) and each \
            is named on standard error; validate reports them as dangling-reference. With --prune-references \
            they are removed too (an array element dropped, a dictionary entry or coder key removed), each \
            named on standard error, and validate finds none. With KEY (a dotted key path, as get and set \
            take), removes that value from the object's coder; with --extra KEY, one of the app delegate's \
            root keys. FILE is replaced atomically unless -o is given.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files,
                help: "The archive to edit; - reads standard input and writes standard output."),
            PositionalSpec(
                "PATH", completes: .identifierPaths, help: "The identifier path of the object (not with --extra)."),
            PositionalSpec(
                "KEY", optional: true,
                help:
                    "The coder key to remove, or a dotted key path; without it, the object goes (with --extra: one of the app delegate's keys)."
            ),
        ],
        ownOptions: [ArchiveEdit.extra, ArchiveEdit.scene, pruneReferences] + ArchiveEdit.options,
        examples: [
            (
                "restorectl remove data.data 'TabController/:[1]:/NavigationController/:[1]:/DetailViewController'",
                "strip a screen that crashes on restore"
            ),
            (
                "restorectl remove data.data TabController kTabBarSelectedViewControllerKey -o test.data",
                "drop one saved value"
            ),
            (
                "restorectl remove data.data 'TabController/:[1]:/NavigationController' --prune-references",
                "strip a stack and the tab bar's references to it"
            ),
            ("restorectl remove data.data --extra lastOpenedDocument", "drop one of the app delegate's keys"),
            (
                "restorectl remove com.example.Notes.savedState --scene 1 legacyLayout",
                "drop a stale @SceneStorage key of the first scene"
            ),
        ],
        run: run
    )

    /// Makes the edit and writes the archive.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let positionals = arguments.positionals, path = positionals[1]
        if let scene = arguments.value(ArchiveEdit.scene) {
            guard positionals.count == 2, !arguments.has(ArchiveEdit.extra), !arguments.has(pruneReferences) else {
                throw CommandFailure(
                    UsageError(message: "expects remove FOLDER --scene ID|N KEY (see restorectl help remove)"),
                    subject: "remove")
            }
            return try SceneStorageEdit.applyToScene(scene, in: positionals[0], command: "remove", arguments) {
                editor throws(RestorationEditor.Failure) in
                try editor.remove(key: path)
                return nil
            }
        }
        let isExtra = arguments.has(ArchiveEdit.extra), prunes = arguments.has(pruneReferences)
        guard positionals.count == 2 || !(isExtra || prunes), !(isExtra && prunes) else {
            throw CommandFailure(
                UsageError(
                    message:
                        "expects remove FILE PATH [KEY], remove FILE PATH --prune-references or remove FILE --extra KEY (see restorectl help remove)"
                ), subject: "remove")
        }
        let edit: RestorationEdit =
            if isExtra {
                .remove(path: nil, keyPath: path)
            } else if positionals.count > 2 {
                .remove(path: path, keyPath: positionals[2])
            } else {
                .removeObject(path: path, prunesReferences: prunes)
            }
        return try ArchiveEdit.apply(edit, to: positionals[0], command: "remove", arguments)
    }
}
