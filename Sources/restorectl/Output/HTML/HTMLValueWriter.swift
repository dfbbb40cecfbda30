import RestoreKit

/// Coded values (docs/cli.md, "Typed values"), as `HTMLValueSink` lays them out, written as nested
/// lists: a key and its value a line; arrays, dictionaries, objects and nested archives as
/// `<details>` that open and close; an identifier-path proxy as a link to the object it names.
struct HTMLValueWriter {
    /// The anchor of every object of the file by identifier path: a reference links to it, or
    /// says the archive has no such object.
    var anchors: [String: String]

    /// Writes `list` (an object's state, a scene's user info) as a list of keys and values.
    func members(_ list: HTMLValueList, into out: inout HTMLOutput) {
        out.markup("<ul class=\"kv\">")
        for entry in list.entries { self.entry(entry.label, entry.value, into: &out) }
        out.markup("</ul>")
    }

    /// One list item: `label` and a value on one line, or a container that opens to its contents.
    private func entry(_ label: String, _ value: HTMLValue, into out: inout HTMLOutput) {
        out.markup("<li>")
        switch value {
        case .container(let kind, let contents):
            out.markup("<details open><summary>")
            out.element("span", class: "k", label)
            out.markup(" ")
            out.element("span", class: "t", kind)
            out.markup("</summary>")
            members(contents, into: &out)
            out.markup("</details>")
        case .text(let name, let text):
            out.element("span", class: "k", label)
            out.markup(" ")
            out.element("span", class: name, text)
        case .reference(let path):
            out.element("span", class: "k", label)
            out.markup(" ")
            reference(path, into: &out)
        }
        out.markup("</li>")
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

    /// `1 element`, `3 elements`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}
