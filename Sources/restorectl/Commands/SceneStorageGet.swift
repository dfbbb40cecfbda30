import RestoreKit

/// `restorectl get FOLDER --scene ID|N [KEY]`: a scene's activity userInfo (a SwiftUI scene's
/// `@SceneStorage` values and metadata keys), each value typed as `SceneStorageValue` reads it.
enum SceneStorageGet {
    /// Every key as `"key" (Type) = value`, or KEY's value as its bare text (data as base64, JSON
    /// on one line), the text `set` takes back; as JSON, the entries or the value.
    static func run(_ scene: String, _ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure)
        -> ExitStatus
    {
        let positionals = arguments.positionals
        guard positionals.count <= 2 else {
            return console.report(
                UsageError(message: "expects get FOLDER --scene ID|N [KEY] (see restorectl help get)"), subject: "get")
        }
        let editor = try SceneStorageEdit.sceneEditor(scene, in: positionals[0], command: "get", arguments, &console)
        let options = InputFiles.options(arguments), format = arguments.value(InputFiles.format) ?? .text
        var renderer = RestorationArchive.jsonRenderer(options: options)
        guard positionals.count == 2 else {
            if format.isDocument {
                let entries = editor.entries.map { $0.json { renderer.render($0, nesting: 1) } }
                return WrittenOutput.emit(.array(entries), format: format, &console)
            }
            var text = SceneTextRenderer(options: options)
            text.values.style = console.style
            for entry in editor.entries { text.value(entry.value, label: ArchiveTextSink.quoted(entry.key), indent: 0) }
            WrittenOutput.emit(lines: text.values.lines, &console)
            return .success
        }
        let value = try ReportedFailure.reporting(editor.file, &console) { () throws(RestorationEditor.Failure) in
            try editor.value(at: positionals[1])
        }
        if format.isDocument {
            return WrittenOutput.emit(value.json { renderer.render($0, nesting: 1) }, format: format, &console)
        }
        console.print(plainText(value))
        return .success
    }

    /// The bare text of a value, as `set` reads it back.
    static func plainText(_ value: SceneStorageValue) -> String {
        switch value {
        case .string(let text), .url(let text): text
        case .json(_, let json): json.serialized(pretty: false)
        case .other: value.typeName
        default: value.json { _ in .null }.serialized(pretty: false).replacingQuotes()
        }
    }
}
