import RestoreKit

/// The refusal of an output that would land on what a command reads (`InputOverwrite`), with
/// what a reader reads along with an argument counted as an input.
extension OutputFile {
    /// Ends the command with a usage error when writing `output` would write over one of `inputs`
    /// or into an input folder (`InputOverwrite`).
    static func checkNotOverInputs(
        writing output: String, over inputs: [String], inPlace: String? = nil, replacesFolder: Bool = false,
        command: String
    ) throws(CommandFailure) {
        let read = inputs.flatMap { input in readAlongside(input).map { (path: $0, argument: input) } }
        guard
            var overwrite = InputOverwrite.find(
                output, inputs: read.map(\.path), inPlace: inPlace, replacesFolder: replacesFolder)
        else { return }
        // A file read along with an argument is named with it.
        if let argument = read.first(where: { $0.path == overwrite.input })?.argument, argument != overwrite.input {
            overwrite.readWith = argument
        }
        // An output over an input is a command line to change, whatever the files hold.
        throw CommandFailure(
            UsageError(message: overwrite.message + " (see restorectl help \(command))"), subject: output)
    }

    /// `input` and what a reader reads along with it: beside an archive file, the `inprogress.data`
    /// and `restorationInfo.plist` the loaders read; and the whole folder when it holds scene state
    /// (`KnownSceneSessions`), which is read with its `data.data`. A report or golden beside a
    /// `data.data` in a folder without scene state is no input's.
    static func readAlongside(_ input: String) -> [String] {
        let files = PlatformFiles()
        guard input != "-", files.isFile(input), let folder = files.folder(of: input) else { return [input] }
        let beside = [input, folder + "/inprogress.data", folder + "/restorationInfo.plist"]
        let holdsScenes = KnownSceneSessions.folderNames.contains { files.isFolder(folder + "/" + $0) }
        return holdsScenes ? beside + [folder] : beside
    }
}
