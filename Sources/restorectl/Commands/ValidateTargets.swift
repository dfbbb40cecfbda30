import RestoreKit

/// What `validate`'s arguments name to check: the walk below each folder argument. (Which
/// folders hold saved state is the walk's to say; this only turns what it met into the files
/// `Validator` checks and the ones it could not read.)
extension ValidateCommand {
    /// Files as given; folders as what the walk finds below them: every saved-state folder
    /// (archive and scenes), every other data.data whatever it holds, and every folder or
    /// data.data it could not read.
    static func targets(_ files: [String]) -> (targets: [(path: String, argument: Int)], unreadable: [(argument: Int, file: ValidationRun.File)]) {
        var targets: [(path: String, argument: Int)] = []
        var unreadable: [(argument: Int, file: ValidationRun.File)] = []
        for (index, argument) in files.enumerated() {
            guard PlatformFiles().isFolder(argument) else {
                targets.append((argument, index))
                continue
            }
            do {
                let walk = try DirectoryWalker.walk(argument)
                targets += walk.savedStateFolders.filter { SavedStateFolder.isSavedState($0, in: PlatformFiles()) }.map { ($0, index) }
                targets += walk.looseArchives.map { ($0, index) }
                unreadable += (walk.unreadableArchives + walk.unreadable).map { (index, ValidationRun.File(unreadable: $0.path, $0.message)) }
            } catch {
                unreadable.append((index, ValidationRun.File(unreadable: argument, error.message)))
            }
        }
        return (targets, unreadable)
    }
}
