/// Where a value sits in a JSON document, as messages name it: `objects[3].state.items[2]`.
package struct JSONLocation: Sendable, Equatable, CustomStringConvertible {
    /// The location's text; empty for the document itself.
    package private(set) var text: String

    /// The document itself, or a location given as text.
    package init(_ text: String = "") {
        self.text = text
    }

    /// The member `name` of the object here; names that are not plain words are quoted.
    package func appending(_ name: String) -> JSONLocation {
        let plain =
            !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
                    || byte == 0x24
            }
        if plain { return JSONLocation(text.isEmpty ? name : text + "." + name) }
        var quoted: [UInt8] = []
        JSONValue.appendQuoted(name, to: &quoted)
        return JSONLocation(text + "[" + String(decoding: quoted, as: UTF8.self) + "]")
    }

    /// The element `index` of the array here.
    package func appending(_ index: Int) -> JSONLocation {
        JSONLocation(text + "[\(index)]")
    }

    /// The text, or `the document` for the document itself.
    package var description: String { text.isEmpty ? "the document" : text }
}

/// A JSON document that parses but does not say what it must: the location, and what is wrong.
package struct JSONDocumentError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    package var location: JSONLocation
    /// What is wrong there.
    package var message: String

    /// `unreadableInput`: the document is malformed (a caller reading a value it was given says
    /// `badValue` of its own).
    package var failureKind: FailureKind { .unreadableInput }

    /// Makes an error at `location`.
    package init(_ location: JSONLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `objects[3].state.items[2]: message`.
    package var description: String { "\(location): \(message)" }
}
