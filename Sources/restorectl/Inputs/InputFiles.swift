import RestoreKit

/// Reading the files a command is given (archives, saved state), every problem a failure that
/// says `restorectl: FILE: message` with its kind (`SavedStateError.failureKind`).
enum InputFiles {
    /// The name errors use for `path`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func options(_ arguments: ParsedArguments) -> KeyedArchive.Options {
        var options = KeyedArchive.Options()
        options.propertyList = readOptions(arguments)
        return options
    }

    /// The archive file an argument names (`SavedStateInput.archiveFile`): a `.savedState`
    /// folder, or another folder holding a `data.data`, stands for that file; any other folder for
    /// itself, which reading reports as the folder it is (`FileError.folder`).
    static func archivePath(_ argument: String, in files: PlatformFiles) -> String {
        SavedStateInput.archiveFile(for: argument, in: files)
    }

    /// What to say of `path` when it is a macOS saved state's record file that was read as
    /// `notA` and failed: its encrypted records fail on their first bytes, which says nothing of
    /// what the file is. Nil for any other file.
    static func appKitRecords(_ path: String, notA what: String, in files: PlatformFiles) -> String? {
        guard case .appKit = SavedStateInput(path, in: files) else { return nil }
        return "macOS (AppKit) saved-state records, not \(what); dump shows them"
    }

    /// Decodes the keyed archive in `archiveFile` (an argument's `archivePath`, worked out once),
    /// or the failure that says why not; a NIBArchive nib (or nib folder) is read in its keyed-archive form.
    static func keyedArchive(
        _ archiveFile: String, _ arguments: ParsedArguments, in files: PlatformFiles
    ) throws(CommandFailure) -> KeyedArchive {
        try reading(in: files) { () throws(SavedStateError) in
            try KeyedArchive(fileOrNib: archiveFile, in: files, options: options(arguments))
        }
    }

    /// What `input` holds as UIKit saved state, read as `dump` reads it (`SavedStateFolder.read`:
    /// the archive, the folder's scene state, `inprogress.data`), or the failure that says
    /// why it cannot be read.
    static func savedState(
        _ input: SavedStateInput, in files: PlatformFiles, options: KeyedArchive.Options
    ) throws(CommandFailure) -> LoadedSavedState {
        try reading(in: files) { () throws(SavedStateError) in
            try SavedStateFolder.read(input, in: files, options: options)
        }
    }

    /// Reads `path` as a restoration archive, with the `restorationInfo.plist` beside it; a keyed
    /// archive of another kind is reported as such.
    static func restorationArchive(_ argument: String, _ arguments: ParsedArguments)
        throws(CommandFailure) -> RestorationArchive
    {
        let files = PlatformFiles()
        return try reading(in: files) { () throws(SavedStateError) in
            try RestorationArchive(file: archivePath(argument, in: files), in: files, options: options(arguments))
        }
    }

    /// `--app APP` of `validate` and `explain`: the build about to ship (an `.app`, an
    /// `.xcarchive`'s app or an `.ipa`'s), checked against the saved state.
    static func appOption(help: String) -> OptionSpec {
        OptionSpec("--app", .value(placeholder: "APP", choices: nil), completes: .files, help: help)
    }

    /// `--ipa-max-entries N`: `ZipLimits.maximumEntries`.
    static let ipaMaxEntries = TypedOption<Int>(
        "--ipa-max-entries", placeholder: "N",
        help: "Reject an .ipa whose zip file lists more than N entries (default 100000).")
    /// `--ipa-max-size BYTES`: `ZipLimits.maximumTotalSize`.
    static let ipaMaxSize = TypedOption<Int>(
        "--ipa-max-size", placeholder: "BYTES",
        help: "Reject an .ipa whose entries inflate to more than BYTES together (default 4294967296, 4 GiB).")
    /// `--ipa-max-ratio N`: `ZipLimits.maximumRatio`.
    static let ipaMaxRatio = TypedOption<Int>(
        "--ipa-max-ratio", placeholder: "N",
        help: "Reject an .ipa with an entry over 1 MiB that inflates more than N times its stored size (default 1000).")
    /// The limits for an `.ipa`, on every command that reads an app build.
    static let ipaLimits = [ipaMaxEntries.spec, ipaMaxSize.spec, ipaMaxRatio.spec]

    /// The zip limits the `ipaLimits` options give, the defaults for those not given.
    static func zipLimits(_ arguments: ParsedArguments) -> ZipLimits {
        var limits = ZipLimits()
        if let entries = arguments.value(ipaMaxEntries) { limits.maximumEntries = entries }
        if let size = arguments.value(ipaMaxSize) { limits.maximumTotalSize = size }
        if let ratio = arguments.value(ipaMaxRatio) { limits.maximumRatio = ratio }
        return limits
    }

    /// The build at `path` (`AppBuild.read`, an `.ipa` read within `limits`), or the failure
    /// that says why it cannot be read (nothing there, no folder, no app in the archive or
    /// `.ipa`, a damaged `.ipa`, no readable Info.plist, a build UIKit state restoration does not
    /// apply to: `AppBuild.requireUIKitApp`): one line naming the path.
    static func appBuild(_ path: String, limits: ZipLimits)
        throws(CommandFailure) -> AppBuild
    {
        // Nothing there is said as of every missing input, not as what an app build is.
        if let missing = unexaminable(path) { throw CommandFailure(missing, subject: path) }
        do {
            let build = try AppBuild.read(at: path, in: PlatformFiles(), zipLimits: limits)
            try build.requireUIKitApp()
            return build
        } catch {
            throw CommandFailure(error, subject: error.path)
        }
    }

    /// What `load` gives, or the failure that says why it could not.
    static func reading<Value>(
        in files: PlatformFiles,
        _ load: () throws(SavedStateError) -> Value
    ) throws(CommandFailure) -> Value {
        do {
            return try load()
        } catch {
            throw failure(error, in: files)
        }
    }

    /// The failure that says why saved state could not be read, naming the file, and which command
    /// reads what it is when another does.
    static func failure(_ error: SavedStateError, in files: PlatformFiles) -> CommandFailure {
        let message: String
        switch error.reason {
        case .notRestorationArchive:
            message = error.description + "; dump --raw shows it"
        case .notKeyedArchive(let archiveError) where archiveError.kind == .notKeyedArchive:
            // A property list all the same: any command that takes one reads it.
            message = error.description + "; convert --to json shows it"
        case .notKeyedArchive(let archiveError) where archiveError.kind == .malformedPropertyList:
            message = appKitRecords(error.path, notA: "a keyed archive", in: files) ?? error.description
        case .notSavedStateFolder where error.isPlainFolder:
            message = SavedStateTargets.folderMessage(error.path)
        case .unreadableFile(let cause as FileError)
        where cause.message == FileError.folder.message && SavedStateTargets.isFolderToSearch(error.path):
            // A folder read as the archive it stands for (paths, get, set, remove): the same words.
            message = SavedStateTargets.folderMessage(error.path)
        default:
            message = error.description
        }
        return CommandFailure(error, message, subject: displayName(error.path))
    }
}
