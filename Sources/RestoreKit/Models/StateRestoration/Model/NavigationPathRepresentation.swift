/// A SwiftUI `NavigationPath` as its `CodableRepresentation` encodes it, which apps keep in
/// `@SceneStorage` (as Data holding the JSON, or as a String): one flat array of strings that
/// alternate an element's type name and the element's own JSON text, the last-pushed element
/// first (docs/format.md, "NavigationPath in @SceneStorage").
///
/// Only that shape is read, never guessed: an even number of at least two strings, each type name
/// a module-qualified Swift type name (`Swift.Int`, `MyApp.Route`) and each value JSON text.
/// Anything else is no NavigationPath.
package struct NavigationPathRepresentation: Sendable, Equatable {
    /// One element of the path: its type as stored, and its value as JSON.
    package struct Element: Sendable, Equatable {
        /// The Swift runtime's qualified name of the element's type, as stored.
        package var type: String
        /// The element's value, read from its JSON text.
        package var value: JSONValue
    }

    /// The elements in path order: the root's first element first (the stored array reversed).
    package var elements: [Element]

    /// The path `json` encodes; nil when it is not a NavigationPath's representation.
    package init?(_ json: JSONValue) {
        guard case .array(let stored) = json, stored.count >= 2, stored.count % 2 == 0 else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(stored.count / 2)
        var position = stored.count - 2
        while position >= 0 {
            guard case .string(let type) = stored[position], Self.isTypeName(type),
                case .string(let text) = stored[position + 1],
                let value = try? JSONReader.read(Array(text.utf8))
            else { return nil }
            elements.append(Element(type: type, value: value))
            position -= 2
        }
        self.elements = elements
    }

    /// A module-qualified Swift type name as `_typeName(_:qualified:)` gives it: it starts with a
    /// letter or `_`, has a `.` after its module's name, and holds no control character.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.contains(".")
        else { return false }
        return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The path as JSON, in path order: `[{"type", "value"}]`.
    package var json: JSONValue {
        .array(elements.map { .object([("type", .string($0.type)), ("value", $0.value)]) })
    }
}
