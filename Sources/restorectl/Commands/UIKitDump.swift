import RestoreKit

/// `restorectl dump` of UIKit saved state: an archive, a `.savedState` folder, or both.
enum UIKitDump {
    /// What was read for FILE: its archive, its folder and the `inprogress.data` beside the archive.
    typealias SavedState = (archive: RestorationArchive?, folder: SavedStateFolder?, marker: InProgressMarker?)

    /// Shows `saved`, the objects at `selected` and below only when it is given.
    static func run(_ saved: SavedState, name: String, selected: String?, format: OutputFormat,
                    options: KeyedArchive.Options, _ console: inout Console) -> ExitStatus {
        if let selected, saved.archive?.object(at: selected) == nil {
            console.error("no object at path '\(selected)'" + suggestion(for: selected, among: saved.archive?.objects.map(\.path) ?? []) + " (see restorectl paths)", subject: name)
            return .usage
        }
        if format.isDocument {
            let document = json(saved, name: name, selected: selected, options: options)
            KeptUntilExit.keep((saved.archive, document))
            return ArchiveLoading.emit(document, format: format, &console)
        }
        let lines = text(saved, name: name, selected: selected, options: options, style: console.style)
        KeptUntilExit.keep((saved.archive, lines))
        ArchiveLoading.emit(lines: lines, &console)
        return .success
    }

    static func json(_ saved: SavedState, name: String, selected: String?, options: KeyedArchive.Options) -> JSONValue {
        var renderer = RestorationArchive.jsonRenderer(options: options)
        let paths = selected.map { root in Set((saved.archive?.objects ?? []).map(\.path).filter { IdentifierPath.isWithin($0, root) }) }
        var members = saved.archive?.json(file: name, only: paths, options: options)
            ?? RestorationArchive.emptyJSON(file: name, restorationInfo: saved.folder?.restorationInfo)
        members.append(("inProgress", saved.marker?.json ?? .null))
        members.append(("scenes", .array((saved.folder?.scenes ?? []).map { $0.json(renderer: &renderer) })))
        return .object(members)
    }

    static func text(_ saved: SavedState, name: String, selected: String?, options: KeyedArchive.Options, style: TextStyle) -> [String] {
        var lines: [String]
        if let archive = saved.archive {
            var renderer = RestorationTextRenderer(archive, options: options, style: style)
            renderer.header(file: name, marker: saved.marker)
            renderer.tree(within: selected)
            if selected == nil { renderer.extras() }
            lines = renderer.values.lines
        } else {
            lines = ["\(name): saved state without a view-controller archive (no data.data)"]
        }
        if selected == nil, let folder = saved.folder {
            var sceneRenderer = SceneTextRenderer(options: options)
            sceneRenderer.values.style = style
            sceneRenderer.render(folder)
            lines += sceneRenderer.values.lines
        }
        return lines
    }
}
