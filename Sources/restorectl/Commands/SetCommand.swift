import RestoreKit

/// `restorectl set FILE PATH KEY VALUE`, `restorectl set FILE --meta FIELD VALUE` and `restorectl set FILE --extra KEY VALUE`.
enum SetCommand {
    static let type = TypedOption<RestorationEditor.NewValue.Kind>(
        "--type", placeholder: "TYPE",
        help:
            "The type to store VALUE as. Without it, VALUE takes the type of the value it replaces, and is refused when it is none; a new key is a string (said on standard error). date takes ISO 8601 (2014-05-02T14:51:00Z), data base64, ref an identifier path (stored as a reference), json a JSON value with dump's typed wrappers ($ref, $date, $data, $archive, {\"$class\": ...}). A type other than the one stored changes the key's type, which is said on standard error."
    )
    static let create = OptionSpec(
        "--create", help: "Add the missing dictionary levels of KEY's key path instead of refusing it.")
    static let allowDangling = SharedOptions.allowDangling(
        help: "Let a ref (or a $ref in json) name a path that is no object of the archive.")
    static let meta = TypedOption<RestorationEditor.MetadataField>(
        "--meta", placeholder: "FIELD", standsFor: "PATH",
        help:
            "Set root metadata FIELD to VALUE instead, as the field's own type: bundle-version, system-version, idiom (name or number), timestamp, ignore-snapshot (true or false), first-responders (paths separated by commas; empty for none) or size-class (WINDOW=HORIZONTAL,VERTICAL)."
    )

    static let spec = CommandSpec(
        name: "set",
        summary: "set a value in one object's coder, or the archive's metadata",
        details: """
            Sets KEY of the coder of the object at identifier path PATH to VALUE, replacing the key in place \
            or adding it. KEY is a dotted key path, as get takes: dictionary keys, array indexes, object \
            fields and the keys of nested archives (a dot inside a key is written \\.); missing dictionary \
            levels are added only with --create. With --extra, KEY is among the app delegate's root keys. \
            VALUE keeps the type of the value it replaces, as the app decodes it (3 for an integer key, true \
            for a bool, ISO 8601 for a date, base64 for data, an identifier path for a reference, JSON for \
            an array, a dictionary or another object), and text that is no such value is refused; --type \
            stores another type, and a new key without --type is a string; both are said on standard error. \
            Only that object's coder and the root are re-encoded: every other object's coder \
            keeps its bytes, and the keys keep their order. With --meta, sets a metadata field under the key \
            spelling the archive already uses, as the field's own type. FILE is replaced atomically unless -o is given; a failure \
            at any point leaves it as it was. A symbolic link's target is edited; the file keeps its mode \
            and owner; a read-only file needs --force. Integers beyond 64 bits and dates outside years \
            1 to 9999 are refused, since an app cannot decode them.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files,
                help: "The archive to edit; - reads standard input and writes standard output."),
            PositionalSpec(
                "PATH", completes: .identifierPaths, help: "The object's identifier path (not with --meta or --extra)."),
            PositionalSpec(
                "KEY",
                help:
                    "The coder key, or a dotted key path into its value (with --extra: among the app delegate's keys; with --meta: the VALUE)."
            ),
            PositionalSpec(
                "VALUE", optional: true,
                help: "The new value, read as the type of the value it replaces, or as --type says."),
        ],
        ownOptions: [type.spec, meta.spec, ArchiveEdit.extra, ArchiveEdit.scene, create, allowDangling]
            + ArchiveEdit.options,
        examples: [
            (
                "restorectl set data.data Feed selectedIndex 0",
                "an integer key stays an integer: 0, not the string \"0\""
            ),
            (
                "restorectl set data.data --meta bundle-version 1.3 -o next.data",
                "make an archive as if saved by version 1.3"
            ),
            (
                "restorectl set data.data --meta idiom pad --backup",
                "pretend it was saved on iPad, keeping data.data.orig"
            ),
            (
                "restorectl set data.data --meta size-class 'Main=compact,regular'",
                "restore the Main window as if it were compact"
            ),
            (
                "restorectl set data.data Feed kViewRestorationDataKey.feedTable.kSelectedRowKey 9",
                "a value inside a nested view archive"
            ),
            (
                "restorectl set data.data Feed pageSize 50 --type integer",
                "add a new key as an integer (without --type: a string)"
            ),
            (
                "restorectl set data.data Tabs kTabBarSelectedViewControllerKey 'Tabs/:[0]:/Nav' --type ref",
                "point a reference at another object"
            ),
            (
                "restorectl set data.data --extra recentSearches '[\"jq\", \"plist\"]' --type json",
                "set an app delegate key to an array"
            ),
            (
                "restorectl set com.example.Notes.savedState --scene 1 selectedTab 3",
                "a SwiftUI scene's @SceneStorage value, kept an Int"
            ),
        ],
        rules: [
            .excludes(meta.spec, ArchiveEdit.extra, because: "--meta and --extra are two different places; give one"),
            .excludes(meta.spec, type.spec, because: "--type and --create do not apply to --meta fields"),
            .excludes(meta.spec, create, because: "--type and --create do not apply to --meta fields"),
        ],
        run: run
    )

    /// Makes the edit and writes the archive.
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        if let scene = arguments.value(ArchiveEdit.scene) { return try setInScene(scene, arguments) }
        return try ArchiveEdit.apply(
            try edit(arguments), to: arguments.positionals[0], command: "set", arguments)
    }

    /// The edit the arguments ask for, or the usage error that says why they ask for none.
    static func edit(_ arguments: ParsedArguments) throws(CommandFailure) -> RestorationEdit {
        let isExtra = arguments.has(ArchiveEdit.extra), positionals = arguments.positionals
        if let field = arguments.value(meta) {
            guard positionals.count == 2 else { throw usage("set FILE --meta FIELD VALUE") }
            return .setMetadata(field, text: positionals[1])
        }
        guard positionals.count == (isExtra ? 3 : 4) else {
            throw usage(isExtra ? "set FILE --extra KEY VALUE" : "set FILE PATH KEY VALUE")
        }
        return .set(
            path: isExtra ? nil : positionals[1], keyPath: positionals[positionals.count - 2],
            text: positionals[positionals.count - 1],
            type: arguments.value(type), createsLevels: arguments.has(create),
            allowsDanglingReferences: arguments.has(allowDangling))
    }

    /// `set FOLDER --scene ID|N KEY VALUE`: one key of a scene's activity userInfo, its type kept.
    static func setInScene(_ scene: String, _ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let positionals = arguments.positionals
        guard positionals.count == 3,
            ![meta.spec, ArchiveEdit.extra, create, allowDangling].contains(where: arguments.has)
        else {
            throw usage(
                "set FOLDER --scene ID|N KEY VALUE [--type TYPE], without --meta, --extra, --create and --allow-dangling"
            )
        }
        return try SceneStorageEdit.applyToScene(scene, in: positionals[0], command: "set", arguments) {
            editor throws(RestorationEditor.Failure) in
            try editor.set(key: positionals[1], text: positionals[2], type: arguments.value(type))
        }
    }

    /// The usage error that says `usage` is what set expects.
    static func usage(_ usage: String) -> CommandFailure {
        CommandFailure(UsageError(message: "expects \(usage) (see restorectl help set)"), subject: "set")
    }
}
