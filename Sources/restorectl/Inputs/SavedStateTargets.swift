import RestoreKit

/// What FILE arguments name to read when a folder may stand for the saved states below it: the
/// one walk of `validate`, `report` and `explain` (`DirectoryWalker`), and what the commands
/// that take one saved state say of such a folder (`folderMessage`). Which folders hold saved
/// state is the walk's to say; this only turns what it met into targets and what it could not read.
struct SavedStateTargets {
    /// A file or folder to read, and the argument it came from; a folder the walk found carries
    /// the walk's listing of it, since it is read only when it holds saved state.
    struct Target: Sendable {
        var path: String
        var argument: Int
        var walkedFolder: DirectoryWalker.Listing?

        /// The file source that reads the target: one per target, knowing the walk's listing.
        var files: PlatformFiles { PlatformFiles(knowing: walkedFolder.map { [path: $0] } ?? [:]) }

        /// What the target is, classified once in `files`; nil for a folder the walk took for saved
        /// state by its name alone, which holds none: nothing to read.
        func input(in files: PlatformFiles) -> SavedStateInput? {
            let input = SavedStateInput(path, in: files)
            return walkedFolder != nil && !input.isSavedStateFolder ? nil : input
        }
    }

    /// Files as given; folders as what the walk finds below them: every saved-state folder
    /// (archive and scenes) and every other data.data whatever it holds.
    var targets: [Target] = []
    /// Every folder or data.data the walk could not read (or a folder argument it could not
    /// walk), with the argument it came from and why.
    var unreadable: [(argument: Int, path: String, message: String)] = []

    /// The targets of `arguments`: each that `walks` says is a folder to search is walked (the
    /// default: every folder, as `validate` walks), any other is a target as it is.
    init(_ arguments: [String], walks: (String) -> Bool = { PlatformFiles().isFolder($0) }) {
        for (index, argument) in arguments.enumerated() {
            guard walks(argument) else {
                targets.append(Target(path: argument, argument: index))
                continue
            }
            do {
                let walk = try DirectoryWalker.walk(argument)
                targets += walk.savedStateFolders.map {
                    Target(path: $0, argument: index, walkedFolder: walk.listings[$0])
                }
                targets += walk.looseArchives.map { Target(path: $0, argument: index) }
                unreadable += (walk.unreadableArchives + walk.unreadable).map { (index, $0.path, $0.message) }
            } catch {
                unreadable.append((index, argument, error.message))
            }
        }
    }

    /// A saved state a command reads in turn: its path, what it is, the file source that reads
    /// it, and the argument it came from.
    struct Reading {
        let path: String
        let input: SavedStateInput
        let files: PlatformFiles
        let argument: Int

        /// The UIKit saved state it names, for a command that follows UIKit's restoration
        /// (`explain`, `breaking-changes --saved`), or the failure that says why not: macOS saved
        /// state, or saved state that cannot be read.
        func uikitSavedState(command: String, options: KeyedArchive.Options) throws(CommandFailure)
            -> LoadedSavedState
        {
            if case .appKit = input {
                throw CommandFailure(
                    UnusableInput(
                        "is a macOS (AppKit) saved state: \(command) follows UIKit's restoration (dump shows it)"),
                    subject: InputFiles.displayName(path))
            }
            return try InputFiles.savedState(input, in: files, options: options)
        }
    }

    /// The saved states `arguments` name, for a command that reads each in turn (`report`,
    /// `explain`): an argument as it is, unless it is a folder to search (`isFolderToSearch`),
    /// which stands for every saved state the walk finds below it, in the walk's order. What the
    /// walk could not read, and a folder that holds none (`emptyArgumentMessage`), is a failure of
    /// an unreadable input to say, one line each.
    static func reading(_ arguments: [String]) -> (readings: [Reading], unreadable: [CommandFailure]) {
        let found = SavedStateTargets(arguments, walks: isFolderToSearch)
        var readings: [Reading] = []
        for target in found.targets {
            let files = target.files
            guard let input = target.input(in: files) else { continue }
            readings.append(Reading(path: target.path, input: input, files: files, argument: target.argument))
        }
        var unreadable = found.unreadable.map { CommandFailure(UnusableInput($0.message), subject: $0.path) }
        let named = Set(readings.map(\.argument) + found.unreadable.map(\.argument))
        for (index, argument) in arguments.enumerated() where !named.contains(index) {
            unreadable.append(CommandFailure(UnusableInput(emptyArgumentMessage(argument)), subject: argument))
        }
        return (readings, unreadable)
    }

    /// What is said of an argument that names no saved state: a nib folder holds none by its
    /// nature, and what it is says more.
    static func emptyArgumentMessage(_ argument: String) -> String {
        SavedStateInput.hasNibName(argument) ? OtherFileKind.nibFolder.message : "no restoration archive found"
    }

    /// Whether `path` is a folder to search for saved state (`SavedStateInput.folderToSearch`):
    /// neither saved state itself nor an app build. What `report` and `explain` walk.
    static func isFolderToSearch(_ path: String) -> Bool {
        if case .folderToSearch = SavedStateInput(path, in: PlatformFiles()) { return true }
        return false
    }

    /// The saved states the walk finds below `folder` (each saved-state folder that holds saved
    /// state, and each other data.data), in the walk's order: what `report`, `explain` and
    /// `validate` would read there.
    static func savedStates(below folder: String) -> [String] {
        SavedStateTargets([folder]).targets.filter { $0.input(in: $0.files) != nil }.map(\.path)
    }

    /// What is said of `folder`, given where one saved state is wanted: the saved states found
    /// below it, and to give one of them; a folder holding none is no file (`FileError.folder`).
    static func folderMessage(_ folder: String) -> String {
        let found = savedStates(below: folder)
        guard !found.isEmpty else { return FileError.folder(folder).message }
        let shown = found.prefix(shownNames)
        let more = found.count > shown.count ? ", and \(found.count - shown.count) more" : ""
        return "is a folder of \(ArchiveTextSink.count(found.count, "saved state")) ("
            + shown.joined(separator: ", ") + more + "): give " + (found.count == 1 ? "it" : "one of them")
    }

    /// The one saved state below an Xcode container download (`NAME.xcappdata`, the usual way
    /// saved state is shared), which a command that takes one saved state reads as if given it;
    /// nil for any other path, or a package holding none or several (`folderMessage` says which).
    static func packagedSavedState(_ path: String) -> String? {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        guard name.hasSuffix(".xcappdata") else { return nil }
        let found = savedStates(below: path)
        return found.count == 1 ? found[0] : nil
    }

    /// How many saved states `folderMessage` names before it counts the rest: one line.
    static let shownNames = 3
}
