import RestoreKit

extension KeyPathError {
    /// `; did you mean 'selectedIndex'?` when the first step that matched nothing is close to one of
    /// the keys there, as a misspelt identifier path or option gets one.
    var spellingSuggestion: String {
        suggestion(for: ArchiveKeyPath.components(missing).first ?? missing, among: available)
    }
}
