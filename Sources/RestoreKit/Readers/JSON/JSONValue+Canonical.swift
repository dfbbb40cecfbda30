/// The canonical form of a JSON document, the same text for the same content whatever order a
/// keyed archive stored it in: what `snapshot` compares.
extension JSONValue {
    /// The value with every object's members sorted by their names' Unicode scalars, all the way
    /// down; members of one name (a dictionary may hold a key twice) keep their order.
    package func sortingMembers() -> JSONValue {
        switch self {
        case .object(let members):
            let ordered = members.enumerated().sorted { a, b in
                a.element.0 == b.element.0
                    ? a.offset < b.offset : a.element.0.utf8.lexicographicallyPrecedes(b.element.0.utf8)
            }
            return .object(ordered.map { ($0.element.0, $0.element.1.sortingMembers()) })
        case .array(let elements): return .array(elements.map { $0.sortingMembers() })
        default: return self
        }
    }

    /// `elements` (an NSSet's members) in canonical order: by the compact text of each one's
    /// `sortingMembers()`, compared by UTF-8 bytes. Members whose texts are equal are equal once
    /// sorted, so which comes first does not show.
    package static func canonicallyOrdered(_ elements: [JSONValue]) -> [JSONValue] {
        elements.map { ($0.sortingMembers().serialized(pretty: false), $0) }
            .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            .map(\.1)
    }
}
