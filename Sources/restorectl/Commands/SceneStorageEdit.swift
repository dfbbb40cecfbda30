import RestoreKit

/// `--scene` for get, set and remove: the scene's activity, read from the saved-state folder, and
/// its edited `data.data` written as `OutputFile` writes an archive.
enum SceneStorageEdit {
    /// Makes `edit` in the userInfo of the scene `--scene` names in the folder `argument` names, and
    /// writes the scene's `data.data` as `apply` writes an archive, then tells what the edit says.
    static func applyToScene(
        _ selector: String, in argument: String, command: String, _ arguments: ParsedArguments,
        _ console: inout Console,
        _ edit: (inout SceneStorageEditor) throws(RestorationEditor.Failure) -> String?
    ) throws(ReportedFailure) -> ExitStatus {
        var editor = try sceneEditor(selector, in: argument, command: command, arguments, &console)
        let name = editor.file
        let notice = try ReportedFailure.reporting(name, &console) { () throws(RestorationEditor.Failure) in
            try edit(&editor)
        }
        let status = OutputFile.write(
            editor.encoded, original: editor.original, file: editor.file, argument: argument, command: command,
            arguments, &console)
        if status == .success, let notice { console.error(notice, subject: name) }
        return status
    }

    /// The editor of the scene `selector` names in the saved-state folder `argument`, or the
    /// failure after saying why there is none.
    static func sceneEditor(
        _ selector: String, in argument: String, command: String, _ arguments: ParsedArguments, _ console: inout Console
    ) throws(ReportedFailure) -> SceneStorageEditor {
        let files = PlatformFiles(), options = InputFiles.options(arguments), name = InputFiles.displayName(argument)
        let saved = try InputFiles.savedState(
            SavedStateInput(argument, in: files), in: files, options: options, &console)
        guard let folder = saved.folder else {
            throw ReportedFailure(
                console.report(
                    NotInInput(
                        "has no scene state: --scene takes a .savedState folder (see restorectl help \(command))"),
                    subject: name))
        }
        return try ReportedFailure.reporting(name, &console) { () throws(RestorationEditor.Failure) in
            try SceneStorageEditor(folder: folder, scene: selector, in: files, options: options)
        }
    }
}
