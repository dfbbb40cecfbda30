import RestoreKit

/// What `validate`'s arguments name to check: the walk below each folder argument. (Which
/// folders hold saved state is the walk's to say; this only turns what it met into the files
/// `Validator` checks and the ones it could not read.)
extension ValidateCommand {
    /// Files as given; folders as what the walk finds below them: every saved-state folder
    /// (archive and scenes), every other data.data whatever it holds, and every folder or
    /// data.data it could not read.
    static func targets(_ files: [String]) -> (
        targets: [Target], unreadable: [(argument: Int, file: ValidationRun.File)]
    ) {
        var targets: [Target] = []
        var unreadable: [(argument: Int, file: ValidationRun.File)] = []
        for (index, argument) in files.enumerated() {
            guard PlatformFiles().isFolder(argument) else {
                targets.append(Target(path: argument, argument: index))
                continue
            }
            do {
                let walk = try DirectoryWalker.walk(argument)
                targets += walk.savedStateFolders.map {
                    Target(path: $0, argument: index, walkedFolder: walk.listings[$0])
                }
                targets += walk.looseArchives.map { Target(path: $0, argument: index) }
                unreadable += (walk.unreadableArchives + walk.unreadable).map {
                    (index, ValidationRun.File(unreadable: $0.path, $0.message))
                }
            } catch {
                unreadable.append((index, ValidationRun.File(unreadable: argument, error.message)))
            }
        }
        return (targets, unreadable)
    }

    /// A file or folder to check, and the argument it came from; a folder the walk found carries
    /// the walk's listing of it, since it is checked only when it holds saved state.
    struct Target: Sendable {
        var path: String
        var argument: Int
        var walkedFolder: DirectoryWalker.Listing?

        /// The file source that checks the target: one per target, knowing the walk's listing.
        var files: PlatformFiles { PlatformFiles(knowing: walkedFolder.map { [path: $0] } ?? [:]) }
    }
}
