import RestoreKit

/// `restorectl diff`: RestoreKit's `RestorationDiff` as its document, or as lines, a heading per
/// part and one line per difference (`-` removed, `+` added, `~` changed, old → new).
struct DiffView: CommandView {
    let diff: RestorationDiff

    func document() -> JSONValue { diff.json }

    func lines(style: TextStyle) -> [String] { Self.lines(diff) }

    static func text(_ value: JSONValue) -> String { value.serialized(pretty: false) }

    /// Every line of `diff`; `no differences` when it is empty.
    static func lines(_ diff: RestorationDiff) -> [String] {
        if diff.isEqual { return ["no differences"] }
        var lines: [String] = []
        if !diff.metadata.isEmpty {
            lines.append("metadata")
            lines += diff.metadata.map { "  ~ \($0.name): \(text($0.old)) → \(text($0.new))" }
        }
        if !diff.removedPaths.isEmpty {
            lines.append("paths removed")
            lines += diff.removedPaths.map { "  - \($0)" }
        }
        if !diff.addedPaths.isEmpty {
            lines.append("paths added")
            lines += diff.addedPaths.map { "  + \($0)" }
        }
        for object in diff.objects + (diff.extra.isEmpty ? [] : [diff.extra]) {
            lines.append(object.path.isEmpty ? "app delegate keys" : object.path)
            lines += object.classChanges.map { "  ~ \($0.name): \(text($0.old)) → \(text($0.new))" }
            lines += object.removed.map { "  - \($0.0): \(text($0.1))" }
            lines += object.added.map { "  + \($0.0): \(text($0.1))" }
            lines += object.changed.map { "  ~ \($0.name): \(text($0.old)) → \(text($0.new))" }
        }
        return lines + (diff.scenes.map(sceneLines) ?? [])
    }

    /// The SwiftUI scenes' part: scenes removed and added, then each matched scene that differs.
    static func sceneLines(_ diff: SceneStorageDiff) -> [String] {
        var lines: [String] = []
        if !diff.removed.isEmpty {
            lines.append("SwiftUI scenes removed")
            lines += diff.removed.map { "  - " + label($0) }
        }
        if !diff.added.isEmpty {
            lines.append("SwiftUI scenes added")
            lines += diff.added.map { "  + " + label($0) }
        }
        for scene in diff.changed {
            let renamed = scene.new.identifier == scene.old.identifier ? "" : " → \(scene.new.identifier)"
            lines.append("SwiftUI scene " + label(scene.old, identifier: scene.old.identifier + renamed))
            lines += scene.sceneValue.map { ["  ~ " + change($0)] } ?? []
            lines += scene.removed.map { "  - \($0.key): " + (($0.old?.value).map(text) ?? "") }
            lines += scene.added.map { "  + \($0.key): " + (($0.new?.value).map(text) ?? "") }
            lines += scene.changed.map { "  ~ " + change($0) }
        }
        return lines
    }

    /// `ID (sceneID "main", sceneType "T")`, without what the scene does not store.
    static func label(_ scene: SceneStorageDiff.Scene, identifier: String? = nil) -> String {
        let metadata = [("sceneID", scene.swiftUI.sceneID), ("sceneType", scene.swiftUI.sceneType)]
            .compactMap { name, value in value.map { "\(name) \(text(.string($0)))" } }
        return (identifier ?? scene.identifier) + (metadata.isEmpty ? "" : " (\(metadata.joined(separator: ", ")))")
    }

    /// `KEY: OLD → NEW`, each with its type when the type changed; `absent` for no value.
    static func change(_ change: SceneStorageDiff.Change) -> String {
        let showsType = change.old?.type != change.new?.type
        func side(_ typed: SceneStorageDiff.Typed?) -> String {
            guard let typed else { return "absent" }
            return text(typed.value) + (showsType ? " (\(typed.type))" : "")
        }
        return "\(change.key): \(side(change.old)) → \(side(change.new))"
    }
}
