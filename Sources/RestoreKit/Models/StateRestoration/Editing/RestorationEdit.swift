/// One edit that `set` or `remove` asks for, as a value: the command builds it from its
/// arguments, `RestorationEditor.make(_:)` decides the rest.
package enum RestorationEdit: Sendable, Equatable {
    /// Sets a metadata field to `text`, read as the field's own type.
    case setMetadata(RestorationEditor.MetadataField, text: String)
    /// Sets `keyPath` of the coder of the object at `path` (nil: among the app delegate's keys) to
    /// `text`, read as `type`, or as the type of the value it replaces when nil.
    case set(
        path: String?, keyPath: String, text: String, type: RestorationEditor.NewValue.Kind?,
        createsLevels: Bool, allowsDanglingReferences: Bool)
    /// Removes `keyPath` from the coder of the object at `path` (nil: from the app delegate's keys).
    case remove(path: String?, keyPath: String)
    /// Removes the object at `path` and every object below it; with `prunesReferences`, the
    /// references into them from the objects that remain too.
    case removeObject(path: String, prunesReferences: Bool)
}

extension RestorationEditor {
    /// Makes `edit` and says what the user is to be told of it once the archive is written, one
    /// line each: a key's type that was not simply kept (with the closest key there when a new key
    /// was added, maybe misspelt); the references left pointing into removed objects; or, when
    /// they are pruned, the bookkeeping entries and references removed.
    ///
    /// - Throws: why the edit cannot be made; the archive is then as it was before.
    package mutating func make(_ edit: RestorationEdit) throws(Failure) -> [String] {
        switch edit {
        case .setMetadata(let field, let text):
            try setMetadata(field, to: text)
            return []
        case .set(let path, let keyPath, let text, let type, let creates, let dangling):
            let value = try NewValue.parse(text, as: type)
            let assignment = try assign(
                path: path, key: keyPath, to: value, createsLevels: creates, allowsDanglingReferences: dangling)
            let notice = assignment.notice.map {
                (path.map { "'\($0)': " } ?? "") + $0 + (assignment.missing?.suggestion ?? "")
            }
            return notice.map { [$0] } ?? []
        case .remove(let path, let keyPath):
            if let path { try remove(path: path, key: keyPath) } else { try removeExtra(key: keyPath) }
            return []
        case .removeObject(let path, prunesReferences: false):
            let removal = try removeObject(at: path)
            return references(into: removal.paths).map { "warning: `\($0.from)` still refers to removed `\($0.to)`" }
        case .removeObject(let path, prunesReferences: true):
            let removal = try removeObject(at: path)
            return removal.bookkeeping.map { "removed `\($0.path)` from \($0.key)" }
                + (try pruneReferences(into: [path])).map {
                    "removed the reference at `\($0.keyPath)` of `\($0.from)` to removed `\($0.to)`"
                }
        }
    }
}
