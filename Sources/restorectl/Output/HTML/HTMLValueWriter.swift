import RestoreKit

/// Coded values as a document holds them (docs/cli.md, "Typed values") written as nested lists:
/// a key and its value a line; arrays, dictionaries, objects and nested archives as `<details>`
/// that open and close; an identifier-path proxy as a link to the object it names.
struct HTMLValueWriter {
    /// The anchor of every object of the file by identifier path: a `$ref` links to it, or
    /// says the archive has no such object.
    var anchors: [String: String]

    /// Writes `members` (an object's state, a scene's user info) as a list of keys and values.
    func members(_ members: [(String, JSONValue)], into out: inout HTMLOutput) {
        out.markup("<ul class=\"kv\">")
        for (key, value) in members { entry(key, value, into: &out) }
        out.markup("</ul>")
    }

    /// One list item: `label` and a value on one line, or a container that opens to its contents.
    private func entry(_ label: String, _ value: JSONValue, into out: inout HTMLOutput) {
        out.markup("<li>")
        if let (kind, contents) = Self.container(value) {
            out.markup("<details open><summary>")
            out.element("span", class: "k", label)
            out.markup(" ")
            out.element("span", class: "t", kind)
            out.markup("</summary>")
            switch contents {
            case .members(let members): self.members(members, into: &out)
            case .elements(let elements):
                self.members(elements.enumerated().map { ("[\($0.offset)]", $0.element) }, into: &out)
            }
            out.markup("</details>")
        } else {
            out.element("span", class: "k", label)
            out.markup(" ")
            scalar(value, into: &out)
        }
        out.markup("</li>")
    }

    /// A value that is no container: a string quoted, a number or boolean as JSON writes it, a
    /// reference as a link, a date, data or UID by its wrapper.
    private func scalar(_ value: JSONValue, into out: inout HTMLOutput) {
        switch value {
        case .string(let text):
            out.element("span", class: "s", "\"" + text + "\"")
        case .object(let members) where members.count == 1:
            let (name, inner) = members[0]
            let text = inner.string ?? inner.serialized(pretty: false)
            switch name {
            case "$ref": reference(text, into: &out)
            case "$class": out.element("span", class: "t", text)
            default: out.element("span", class: "w", name.dropFirst() + " " + text)
            }
        case .null:
            out.element("span", class: "t", "nil")
        default:
            out.element("span", class: "n", value.serialized(pretty: false))
        }
    }

    /// `→ PATH`, a link to the object at PATH, or marked as dangling when the file has none.
    func reference(_ path: String, into out: inout HTMLOutput) {
        guard let anchor = anchors[path] else {
            out.element("span", class: "ref dangling", "→ " + path + " (no such object)")
            return
        }
        out.markup("<a class=\"ref\" href=\"#\(anchor)\">")
        out.text("→ " + path)
        out.markup("</a>")
    }

    /// What a container holds: members by name, or elements by index.
    enum Contents {
        case members([(String, JSONValue)])
        case elements([JSONValue])
    }

    /// The kind shown beside a container's key and its contents, or nil for a value written on
    /// one line: a one-member wrapper (`$ref`, `$date`, `$data`, `$uid`, a class without fields)
    /// or an empty array or dictionary.
    static func container(_ value: JSONValue) -> (kind: String, contents: Contents)? {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            return (count(elements.count, "element"), .elements(elements))
        case .object(let members) where !members.isEmpty:
            let first = members[0]
            switch first.0 {
            case "$archive":
                guard case .object(let inner) = first.1 else { return nil }
                return ("nested archive, " + count(inner.count, "key"), .members(inner))
            case "$plist" where members.count == 1:
                return ("property list", .members([("value", first.1)]))
            case "$class" where members.count > 1:
                let fields = members.dropFirst().filter { $0.0 != "$id" }
                return ((first.1.string ?? "object") + ", " + count(fields.count, "field"), .members(Array(fields)))
            case "$id":
                guard let array = members.first(where: { $0.0 == "$array" })?.1, case .array(let elements) = array
                else { break }
                return (count(elements.count, "element"), .elements(elements))
            default:
                if members.count == 1, first.0.hasPrefix("$") { return nil }
            }
            return (count(members.count, "entry", plural: "entries"), .members(members))
        default:
            return nil
        }
    }

    /// `1 element`, `3 elements`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}

extension JSONValue {
    /// The string a value holds, or nil when it holds another kind.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members of an object, or none for another kind.
    var members: [(String, JSONValue)] {
        if case .object(let members) = self { return members }
        return []
    }
}
