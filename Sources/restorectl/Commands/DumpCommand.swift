import RestoreKit

/// `restorectl dump FILE`: what UIKit saved, as a tree, JSON or an XML plist.
enum DumpCommand {
    static let raw = OptionSpec(
        "--raw",
        help:
            "Show the keyed archive itself, without the restoration view: works on any NSKeyedArchiver file. Values are decoded as in every view (bookmarks, colours, fonts); JSON keeps their bytes and fields."
    )
    static let path = OptionSpec(
        "--path", .value(placeholder: "P", choices: nil), completes: .identifierPaths,
        help:
            "Show only the object at identifier path P and the objects below it, with the metadata and UIKit's root keys, without the app delegate's keys and the scenes."
    )

    static let spec = CommandSpec(
        name: "dump",
        summary: "show a restoration archive: metadata, identifier paths, each object's saved state",
        details: """
            Reads a state restoration archive (data.data) and shows the bundle version, system version, \
            idiom and time it was saved with, the snapshot flag (or restorationInfo.plist's), the first \
            responders and each window's size classes, then every preserved object as a tree of identifier \
            paths, each with its saved class, restoration class, storyboard and the values its coder holds. References to \
            other objects show as → PATH; nested archives (kViewRestorationDataKey, archived data) are \
            decoded. When inprogress.data sits beside the archive, the tries left are shown. With --path P, \
            every format shows the same part: the metadata and UIKit's root keys whole (the header's object \
            count is the archive's), then the object at P and those below it; the app delegate's keys and \
            the scenes, which belong to no object, are left out. Data holding an NSURL bookmark shows as the \
            bookmark's path, with what it says of its target below ({"$bookmark": ...} in JSON). With --raw, \
            any NSKeyedArchiver archive (a nib, an .xcuserstate) is shown as its $top keys and their object graphs, \
            each shared object written once and named where it recurs ($id, then {"$uid": n}), its values \
            decoded as above (JSON keeps a bookmark's bytes and an object's fields). A macOS (AppKit) \
            .savedState folder, or its data.data, is shown as its windows from windows.plist (ID, title, \
            attributes) and every record of data.data (or of older window_N.data files), decrypted with its \
            window's key: its class and keyed archive, or why it cannot be read, at its byte offset. \
            Terminal's tab contents show as text. Instead of FILE, --bundle-id (with --device) names an app's \
            saved state in the iOS Simulator. An app build (a .app folder, an .xcarchive's app or an .ipa's) is shown as \
            what it offers to restoration: bundle identifier, versions, device families, minimum OS, the scene \
            manifest, each compiled storyboard with its entry point, identifiers and per scene the view \
            controller's class and restoration identifier, the executables with their architectures, encryption \
            and classes (Swift names demangled), and whether the app delegate implements the restoration \
            selectors (from its method list); a missing or unreadable executable is a warning and is shown, \
            a folder that is no bundle is exit 3. A Mach-O file (by its first bytes), a compiled \
            storyboard (a .storyboardc folder) or a compiled nib (a NIBArchive file, a .nib file or folder: \
            its top objects and view controllers) is shown alone as that part of an app build; one the \
            readers refuse is one line with the byte offset, exit 3.
            """,
        positionals: [
            PositionalSpec(
                "FILE", completes: .files, optional: true,
                help:
                    "The archive to read, a .savedState folder (iOS scene state, or macOS saved state), an app build (.app, .xcarchive, .ipa), a Mach-O file, a .storyboardc folder or a compiled nib; - reads standard input."
            )
        ],
        ownOptions: [ViewFormat.option.spec, path, raw] + SimulatorSelection.options + CommonOptions.limits
            + InputFiles.ipaLimits,
        examples: [
            ("restorectl dump data.data", "the tree of what was saved"),
            (
                "restorectl dump data.data --path 'TabController/:[1]:/NavigationController'",
                "one object and those below it"
            ),
            ("restorectl dump --raw --format json archive.bplist | jq .top", "any keyed archive as JSON"),
            (
                "restorectl dump ~/Library/Saved\\ Application\\ State/com.apple.Terminal.savedState",
                "a Mac app's windows, records and Terminal scrollback"
            ),
            (
                "restorectl dump --bundle-id com.example.app --device booted",
                "what the app saved on the running simulator"
            ),
            (
                "restorectl dump --format json Build/Products/Debug-iphonesimulator/Example.app",
                "what a build offers to restoration"
            ),
        ],
        rules: [.excludes(raw, path, because: "--path needs the restoration view; drop --raw")]
            + SimulatorSelection.rules,
        format: ViewFormat.option, run: run
    )

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> CommandResult {
        let given = try SimulatorSelection.files(arguments, command: spec.name)[0]
        let file = SavedStateTargets.packagedSavedState(given) ?? given
        let options = InputFiles.options(arguments)
        // One file source for the whole command: a folder is listed once, whoever asks.
        let files = PlatformFiles()
        let input = SavedStateInput(file, in: files)
        let kind = DumpInput(input, raw: arguments.has(raw), in: files)
        if let refusal = kind.refusesRawAndPath, arguments.has(raw) || arguments.has(path) {
            throw CommandFailure(UsageError(message: refusal + " (see restorectl help dump)"), subject: spec.name)
        }
        // The one decision of which view is written.
        switch kind {
        case .appBuild(let bundle):
            return try AppDump.run(bundle, in: files, limits: InputFiles.zipLimits(arguments))
        case .buildPart(let part):
            return try AppPartDump.run(part, in: files)
        case .keyedArchive:
            let archiveFile = InputFiles.archivePath(file, in: files)
            let archive = try InputFiles.keyedArchive(archiveFile, arguments, in: files)
            // A nib has no root object by design: UIKit's nib loading reads its own top keys.
            let isNib = if case .nib? = input.buildPart(in: files) { true } else { false }
            var warnings: [CommandFailure] = []
            if RestorationArchive.lacksRootObject(archive) && !isNib {
                let keys = archive.top.map(\.key).joined(separator: ", ")
                warnings.append(
                    .notice(
                        "warning: $top has no \"root\" key (it has: \(keys.isEmpty ? "nothing" : keys)); NSKeyedUnarchiver finds no root object",
                        subject: InputFiles.displayName(file)))
            }
            return CommandResult(
                RawArchiveView(archive: archive, name: InputFiles.displayName(archiveFile), options: options),
                diagnostics: warnings)
        case .appKit(let appKit):
            return try AppKitDump.run(appKit, in: files, options: options)
        case .uikit:
            let saved = try InputFiles.savedState(input, in: files, options: options)
            return try UIKitDump.run(
                saved, name: InputFiles.displayName(file), selected: arguments.value(path), options: options)
        }
    }
}
