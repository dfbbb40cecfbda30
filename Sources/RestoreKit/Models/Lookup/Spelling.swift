/// The closest name to a misspelt one: what a lookup that failed suggests instead, said one way
/// for a command, an option, an identifier path or a key.
package enum Spelling {
    /// `; did you mean 'xml'?` when one of `candidates` is within a small edit distance of `word`
    /// (at most 2, or a third of its length); empty otherwise. The first of equally close ones wins.
    package static func suggestion(for word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= max(2, word.count / 3) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    /// The Levenshtein distance between two words, in characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
