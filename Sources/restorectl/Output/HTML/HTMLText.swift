/// Text from an archive made safe to put in an HTML page. Every string a report shows comes from
/// a file an attacker may have written: it must stay text wherever it lands (an element's
/// content, an attribute value), never become markup, a character reference, or an attribute's end.
enum HTMLText {
    /// `text` for an element's content or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// as character references, and every character a terminal acts on written `\u{1b}` as the
    /// text output shows it (`TerminalText`), so that a NUL, a bidirectional override or an
    /// escape sequence is seen, not obeyed; line feeds and tabs stay.
    static func escaped(_ text: String) -> String {
        let visible = TerminalText.escaped(text, keeping: [.newlines, .tabs])
        // Most strings need nothing: returned as they are, not rebuilt character by character.
        guard visible.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return visible }
        var result = ""
        result.reserveCapacity(visible.utf8.count + 16)
        for character in visible.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

/// An HTML page being written: text appended in order, archive strings only through `text(_:)`.
struct HTMLOutput {
    private(set) var html = ""

    /// Appends markup restorectl wrote itself; never a string read from a file.
    mutating func markup(_ markup: String) { html += markup }

    /// Appends `text` from a file, escaped (`HTMLText.escaped`).
    mutating func text(_ text: String) { html += HTMLText.escaped(text) }

    /// Appends `<tag class="...">text</tag>`, the text escaped.
    mutating func element(_ tag: String, class name: String, _ text: String) {
        html += "<\(tag) class=\"\(name)\">"
        self.text(text)
        html += "</\(tag)>"
    }
}
