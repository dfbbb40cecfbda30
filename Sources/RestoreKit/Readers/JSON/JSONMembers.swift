/// The members of one JSON object of a document, read by name with its location for messages:
/// a repeated member is an error, and so is an unknown one when the known names are given;
/// each accessor checks the member's type. An absent member and `null` both read as nil.
struct JSONMembers {
    /// Where the object is.
    let location: JSONLocation
    /// The members, in document order, each name once.
    let members: [(String, JSONValue)]

    /// Reads `json` as an object whose members are among `known` (any names when nil).
    init(_ json: JSONValue, at location: JSONLocation, known: [String]?) throws(JSONDocumentError) {
        guard case .object(let members) = json else {
            throw JSONDocumentError(location, "expected an object, found \(json.kindDescription)")
        }
        var seen: Set<String> = []
        for (name, _) in members {
            if let known, !known.contains(name) {
                throw JSONDocumentError(
                    location.appending(name), "unknown member (known: \(known.joined(separator: ", ")))")
            }
            guard seen.insert(name).inserted else { throw JSONDocumentError(location.appending(name), "given twice") }
        }
        self.location = location
        self.members = members
    }

    /// Whether the member is present (even as null).
    func has(_ name: String) -> Bool { members.contains { $0.0 == name } }

    /// The member's value, nil when absent or null.
    subscript(name: String) -> JSONValue? {
        guard let value = members.first(where: { $0.0 == name })?.1, value != .null else { return nil }
        return value
    }

    /// A string member.
    func string(_ name: String) throws(JSONDocumentError) -> String? {
        guard let value = self[name] else { return nil }
        guard case .string(let text) = value else { throw mismatch(name, "a string", value) }
        return text
    }

    /// A boolean member.
    func bool(_ name: String) throws(JSONDocumentError) -> Bool? {
        guard let value = self[name] else { return nil }
        guard case .boolean(let flag) = value else { throw mismatch(name, "true or false", value) }
        return flag
    }

    /// An integer member that fits an `Int`.
    func integer(_ name: String) throws(JSONDocumentError) -> Int? {
        guard let value = self[name] else { return nil }
        guard case .integer(let integer) = value, let number = integer.intValue else {
            throw mismatch(name, "an integer", value)
        }
        return number
    }

    /// An array member.
    func array(_ name: String) throws(JSONDocumentError) -> [JSONValue]? {
        guard let value = self[name] else { return nil }
        guard case .array(let elements) = value else { throw mismatch(name, "an array", value) }
        return elements
    }

    /// An object member, as its members in order.
    func object(_ name: String) throws(JSONDocumentError) -> [(String, JSONValue)]? {
        guard let value = self[name] else { return nil }
        guard case .object(let members) = value else { throw mismatch(name, "an object", value) }
        return members
    }

    /// An error at member `name`.
    func error(_ name: String, _ message: String) -> JSONDocumentError {
        JSONDocumentError(location.appending(name), message)
    }

    private func mismatch(_ name: String, _ expected: String, _ value: JSONValue) -> JSONDocumentError {
        error(name, "expected \(expected), found \(value.kindDescription)")
    }
}

extension JSONValue {
    /// `a string`, `an integer`, ... for messages.
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
