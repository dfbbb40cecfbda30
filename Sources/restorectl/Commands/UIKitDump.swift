import RestoreKit

/// `restorectl dump` of UIKit saved state: an archive, a `.savedState` folder, or both.
enum UIKitDump {
    /// Shows `saved`, the objects at `selected` and below only when it is given: one view,
    /// selected once (`RestorationView`), written as text or as the JSON document.
    static func run(
        _ saved: InputFiles.SavedState, name: String, selected: String?, format: OutputFormat,
        options: KeyedArchive.Options, _ console: inout Console
    ) -> ExitStatus {
        if let selected, saved.archive?.object(at: selected) == nil {
            let why =
                saved.archive.map {
                    suggestion(for: selected, among: $0.objects.map(\.path)) + " (see restorectl paths)"
                }
                ?? ": saved state without a view-controller archive (no data.data)"
            return console.report(NotInInput("no object at path '\(selected)'" + why), subject: name)
        }
        let view = RestorationView(archive: saved.archive, folder: saved.folder, marker: saved.marker, within: selected)
        if format.isDocument {
            let document = view.json(file: name, options: options)
            KeptUntilExit.keep((saved.archive, document))
            return WrittenOutput.emit(document, format: format, &console)
        }
        let lines = text(view, name: name, options: options, style: console.style)
        KeptUntilExit.keep((saved.archive, lines))
        WrittenOutput.emit(lines: lines, &console)
        return .success
    }

    static func text(_ view: RestorationView, name: String, options: KeyedArchive.Options, style: TextStyle) -> [String]
    {
        var lines: [String]
        if let archive = view.archive {
            var renderer = RestorationTextRenderer(archive, options: options, style: style)
            renderer.header(file: name, marker: view.marker)
            renderer.tree(view.objects)
            if let extras = view.extras { renderer.extras(extras) }
            lines = renderer.values.lines
        } else {
            lines = ["\(name): saved state without a view-controller archive (no data.data)"]
        }
        if let scenes = view.scenes {
            var sceneRenderer = SceneTextRenderer(options: options)
            sceneRenderer.values.style = style
            sceneRenderer.render(scenes, knownSessionsError: view.knownSessionsError)
            lines += sceneRenderer.values.lines
        }
        return lines
    }
}
