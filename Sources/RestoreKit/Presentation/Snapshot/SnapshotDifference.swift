/// One difference between two snapshot documents: a value changed, removed or added at a key path.
///
/// Documents are compared as JSON values, members by name whatever their order (a golden
/// reformatted by hand compares as what it says), arrays element by element.
package struct SnapshotDifference: Sendable, Equatable {
    /// Where the value is, as the member names and array indexes that lead to it.
    package var location: [String]
    /// The value in the expected document (the golden), nil when only the actual one has it.
    package var expected: JSONValue?
    /// The value in the actual document, nil when it lacks it.
    package var actual: JSONValue?

    /// The difference at `location`: a value changed (both given), removed or added.
    package init(location: [String], expected: JSONValue?, actual: JSONValue?) {
        (self.location, self.expected, self.actual) = (location, expected, actual)
    }

    /// The line `diff` would print for it: `~ PATH: OLD → NEW`, `- PATH: OLD` or `+ PATH: NEW`,
    /// the path a `SnapshotKeyPath` and each value compact JSON, cut to `width` characters.
    package func line(width: Int = 120) -> String {
        func text(_ value: JSONValue) -> String {
            let whole = value.serialized(pretty: false)
            return whole.count <= width ? whole : String(whole.prefix(width - 1)) + "…"
        }
        let path = location.isEmpty ? "(the document)" : SnapshotKeyPath.text(location)
        switch (expected, actual) {
        case (let old?, let new?): return "~ \(path): \(text(old)) → \(text(new))"
        case (let old?, nil): return "- \(path): \(text(old))"
        case (nil, let new?): return "+ \(path): \(text(new))"
        case (nil, nil): return "  \(path)"
        }
    }

    /// Every difference of `actual` from `expected`, in key-path order: members by name, then
    /// array elements by index.
    package static func between(_ expected: JSONValue, _ actual: JSONValue, at location: [String] = [])
        -> [SnapshotDifference]
    {
        switch (expected, actual) {
        case (.object(let old), .object(let new)):
            let olds = Dictionary(old, uniquingKeysWith: { first, _ in first })
            let news = Dictionary(new, uniquingKeysWith: { first, _ in first })
            let names = Set(olds.keys).union(news.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return names.flatMap { name in pair(olds[name], news[name], at: location + [name]) }
        case (.array(let old), .array(let new)):
            return (0..<max(old.count, new.count)).flatMap { index in
                pair(
                    index < old.count ? old[index] : nil, index < new.count ? new[index] : nil,
                    at: location + [String(index)])
            }
        default:
            return expected == actual
                ? [] : [SnapshotDifference(location: location, expected: expected, actual: actual)]
        }
    }

    private static func pair(_ old: JSONValue?, _ new: JSONValue?, at location: [String]) -> [SnapshotDifference] {
        guard let old, let new else { return [SnapshotDifference(location: location, expected: old, actual: new)] }
        return between(old, new, at: location)
    }
}
