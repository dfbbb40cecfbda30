import RestoreKit

extension RestorationEditor.Failure {
    /// `; did you mean 'TabController'?` for a path or key not in the archive when one close to it
    /// is there: for a key path's step that matched nothing, among the keys there; else for `path`
    /// (the object's identifier path, nil when there is none), among `paths` when it is none of
    /// them. Nothing for a failure of another kind.
    func spellingSuggestion(path: String?, among paths: @autoclosure () -> [String]) -> String {
        guard failureKind == .notInArchive else { return "" }
        if let missing = underlying as? KeyPathError { return missing.spellingSuggestion }
        guard let path else { return "" }
        let paths = paths()
        return paths.contains(path) ? "" : suggestion(for: path, among: paths)
    }
}
