import RestoreKit

/// `restorectl get FOLDER --scene ID|N [KEY]`: a scene's activity userInfo (a SwiftUI scene's
/// `@SceneStorage` values and metadata keys), each value typed as `SceneStorageValue` reads it.
enum SceneStorageGet {
    /// Every key as `"key" (Type) = value`, or KEY's value as its bare text (data as base64, JSON
    /// on one line), the text `set` takes back; as JSON, the entries or the value.
    static func run(_ scene: String, _ arguments: ParsedArguments) throws(CommandFailure)
        -> CommandResult
    {
        let positionals = arguments.positionals
        guard positionals.count <= 2 else {
            throw CommandFailure(
                UsageError(message: "expects get FOLDER --scene ID|N [KEY] (see restorectl help get)"),
                subject: "get")
        }
        let editor = try SceneStorageEdit.sceneEditor(scene, in: positionals[0], command: "get", arguments)
        let options = InputFiles.options(arguments)
        guard positionals.count == 2 else {
            return CommandResult(SceneStorageView.entries(editor.entries, options: options))
        }
        let value = try CommandFailure.editing(editor.file) { () throws(RestorationEditor.Failure) in
            try editor.value(at: positionals[1])
        }
        return CommandResult(SceneStorageView.value(value, options: options))
    }
}
