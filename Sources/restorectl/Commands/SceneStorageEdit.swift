import RestoreKit

/// `--scene` for get, set and remove: the scene's activity, read from the saved-state folder, and
/// its edited `data.data` written as `OutputFile` writes an archive.
enum SceneStorageEdit {
    /// Makes `edit` in the userInfo of the scene `--scene` names in the folder `argument` names, and
    /// writes the scene's `data.data` as `apply` writes an archive; what the edit says of itself is
    /// a notice on standard error.
    static func applyToScene(
        _ selector: String, in argument: String, command: String, _ arguments: ParsedArguments,
        _ edit: (inout SceneStorageEditor) throws(RestorationEditor.Failure) -> String?
    ) throws(CommandFailure) -> CommandResult {
        var editor = try sceneEditor(selector, in: argument, command: command, arguments)
        let name = editor.file
        let notice = try CommandFailure.editing(name) { () throws(RestorationEditor.Failure) in
            try edit(&editor)
        }
        let said = try ArchiveEdit.write(
            editor.encoded, original: editor.original, file: editor.file, argument: argument, command: command,
            arguments)
        return CommandResult(.plain(said), diagnostics: notice.map { [.notice($0, subject: name)] } ?? [])
    }

    /// The editor of the scene `selector` names in the saved-state folder `argument`, or the
    /// failure that says why there is none.
    static func sceneEditor(
        _ selector: String, in argument: String, command: String, _ arguments: ParsedArguments
    ) throws(CommandFailure) -> SceneStorageEditor {
        let files = PlatformFiles(), options = InputFiles.options(arguments), name = InputFiles.displayName(argument)
        let saved = try InputFiles.savedState(
            SavedStateInput(argument, in: files), in: files, options: options)
        guard let folder = saved.folder else {
            throw CommandFailure(
                NotInInput(
                    "has no scene state: --scene takes a .savedState folder (see restorectl help \(command))"),
                subject: name)
        }
        return try CommandFailure.editing(name) { () throws(RestorationEditor.Failure) in
            try SceneStorageEditor(folder: folder, scene: selector, in: files, options: options)
        }
    }
}
