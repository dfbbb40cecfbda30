/// Widths in terminal columns, padding and word wrapping: the one measure every table, cut line
/// and help paragraph uses, so that a CJK path or a combining accent lines up like ASCII.
enum TextLayout {
    /// The columns `text` takes on a terminal: 2 for wide and fullwidth characters and emoji,
    /// 0 for combining marks, format and control characters, 1 for the rest. Colour escapes
    /// (`ESC [ ... m`) take none.
    static func width(_ text: String) -> Int {
        if let ascii = asciiWidth(text) { return ascii }
        var total = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            total += width(of: character)
        }
        return total
    }

    /// The width of text that is all ASCII, byte by byte (each byte is a character of its own, and
    /// CR LF, the one pair that is not, takes none either way); nil for any other text. Most text
    /// is ASCII, and this spares it the grapheme breaking and Unicode properties.
    private static func asciiWidth(_ text: String) -> Int? {
        var total = 0
        var inEscape = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if inEscape {
                if byte == UInt8(ascii: "m") { inEscape = false }
            } else if byte == 0x1B {
                inEscape = true
            } else if byte >= 0x20 && byte != 0x7F {
                total += 1
            }
        }
        return total
    }

    /// The columns one character (a grapheme cluster) takes.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Two spaces per level, as the tree views indent their lines: a literal for the usual
    /// depths, where `String(repeating:count:)` cost each line of a text `dump` 450
    /// instructions (callgrind).
    static func indentation(_ level: Int) -> String {
        switch level {
        case 0: ""
        case 1: "  "
        case 2: "    "
        case 3: "      "
        case 4: "        "
        case 5: "          "
        case 6: "            "
        case 7: "              "
        case 8: "                "
        default: String(repeating: "  ", count: level)
        }
    }

    /// `text` followed by spaces up to `width` columns.
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - self.width(text)))
    }

    /// A paragraph broken at spaces into lines of at most `width` columns, the first starting
    /// with `firstIndent` and the rest with `indent` (a hanging indent). A word longer than a
    /// line stands on a line of its own, whole: words are never broken.
    static func wrap(_ paragraph: String, width: Int, firstIndent: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var line = firstIndent
        var lineWidth = self.width(firstIndent)
        var lineHasWord = false
        for word in paragraph.split(separator: " ") {
            let wordWidth = self.width(String(word))
            if lineHasWord && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = indent
                lineWidth = self.width(indent)
                lineHasWord = false
            }
            if lineHasWord {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }
}
