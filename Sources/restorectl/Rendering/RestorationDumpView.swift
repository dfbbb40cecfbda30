import RestoreKit

/// `dump` of UIKit saved state: the restoration view (`RestorationView`: the archive's header and
/// objects, the scenes of its folder) as a tree of lines or as its document.
struct RestorationDumpView: CommandView {
    let view: RestorationView
    /// The file's name, as the header says it.
    let name: String
    let options: KeyedArchive.Options

    func document() -> JSONValue { view.json(file: name, options: options) }

    func lines(style: TextStyle) -> [String] {
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
