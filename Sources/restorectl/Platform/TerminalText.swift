/// Text that came from a file, made safe to show on a terminal or in a CI log.
///
/// An archive is hostile input: a class name, an identifier path or a string value may hold ESC
/// (which starts a sequence that retitles or clears the terminal), BEL, a carriage return (which
/// hides what went before it on the line), NUL, DEL, a C1 control (U+009B is CSI on its own) or a
/// bidirectional override (U+202E shows what follows backwards). Each such character is written
/// `\u{1b}` instead: readable, and inert everywhere.
///
/// Renderers escape what they paint (`TextStyle.paint`), and every line of text output passes
/// `escaped(_:keeping:)` once more on its way out (`Console`), so that a string a renderer forgot
/// is still shown inert. JSON, XML and binary output have escaping of their own and do not pass here.
enum TerminalText {
    /// What `escaped` leaves as it is.
    struct Kept: OptionSet {
        let rawValue: Int
        /// Line feeds: text of several lines.
        static let newlines = Kept(rawValue: 1)
        /// Tabs, which only move the cursor forward.
        static let tabs = Kept(rawValue: 2)
        /// The colour sequences `TextStyle` writes (and no others).
        static let colour = Kept(rawValue: 4)
    }

    /// How an escaped character is written.
    enum Notation {
        /// `\u{1b}`, as Swift writes it: for names and plain text.
        case swift
        /// `\u001b`, as JSON writes it: inside a quoted string that reads back as JSON.
        case json
    }

    /// Whether a terminal, or a log viewer, acts on `scalar` rather than showing it: C0 controls,
    /// DEL, C1 controls, the line and paragraph separators and the bidirectional formatting
    /// characters (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069).
    static func acts(on scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every character a terminal acts on written `\u{…}` (lowercase hexadecimal),
    /// but for the `kept` ones; `text` itself when it has none. Works on the UTF-8 bytes: the
    /// characters looked for are one byte (C0, DEL), two (C1, U+061C) or three (U+2000 block).
    static func escaped(_ text: String, keeping kept: Kept = [], notation: Notation = .swift) -> String {
        var text = text
        // Most text has nothing to escape: then it is returned as it is, neither copied nor decoded.
        let escaped = text.withUTF8 { bytes -> [UInt8]? in
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while none could start a character looked for: most of
                // the text, at a fraction of the instructions of a byte at a time.
                if index + 8 <= bytes.count,
                    !mayStartActing(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                // Printable ASCII, and every byte that cannot start a character looked for: most of the text.
                if (0x20..<0x7F).contains(byte) || (byte >= 0x80 && byte != 0xC2 && byte != 0xD8 && byte != 0xE2) {
                    index += 1
                    continue
                }
                if kept.contains(.colour), byte == 0x1B, let length = colourSequenceLength(bytes, at: index) {
                    index += length
                    continue
                }
                guard let (scalar, length) = actingCharacter(bytes, at: index, kept) else {
                    // A continuation byte never starts one, so stepping a byte at a time is safe.
                    index += 1
                    continue
                }
                output.append(contentsOf: bytes[copied..<index])
                output.append(contentsOf: written(scalar, notation).utf8)
                index += length
                copied = index
            }
            guard copied > 0 else { return nil }
            output.append(contentsOf: bytes[copied...])
            return output
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Whether any of the eight bytes in `word` is a control character (below 0x20), DEL, or
    /// not ASCII: false only when none can start a character `escaped` looks for or keeps.
    /// (Each test sets a byte's top bit exactly when some byte matches: below 0x20 by borrowing
    /// on subtracting 0x20 from a byte whose top bit was clear, DEL by becoming zero on XOR.)
    private static func mayStartActing(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- 0x20 &* ones) & ~word
        let delete = word ^ (0x7F &* ones)
        let isDelete = (delete &- ones) & ~delete
        return (belowSpace | isDelete | word) & tops != 0
    }

    /// `scalar` written in `notation`.
    private static func written(_ scalar: UInt32, _ notation: Notation) -> String {
        let hex = String(scalar, radix: 16)
        switch notation {
        case .swift: return "\\u{" + hex + "}"
        // Every character escaped is in the Basic Multilingual Plane: four digits suffice.
        case .json: return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// The character at `index` and its length in bytes when a terminal acts on it and it is not
    /// `kept`; nil otherwise.
    private static func actingCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ kept: Kept) -> (
        UInt32, Int
    )? {
        let byte = bytes[index]
        let value: UInt32
        let length: Int
        switch byte {
        case 0x0A where kept.contains(.newlines), 0x09 where kept.contains(.tabs): return nil
        case 0x00...0x1F, 0x7F: return (UInt32(byte), 1)
        case 0xC2, 0xD8:
            guard index + 1 < bytes.count else { return nil }
            value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            length = 2
        case 0xE2:
            guard index + 2 < bytes.count else { return nil }
            value = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            length = 3
        default: return nil
        }
        return Unicode.Scalar(value).map(acts) == true ? (value, length) : nil
    }

    /// The length of a colour sequence `TextStyle.paint` writes (ESC, `[`, one of
    /// `TextStyle.colourCodes`, `m`) that starts at `index`, or nil when none does.
    private static func colourSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var code = ""
        for offset in (index + 2)..<min(bytes.count, index + 8) {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "m") { return TextStyle.colourCodes.contains(code) ? offset - index + 1 : nil }
            code.unicodeScalars.append(Unicode.Scalar(byte))
        }
        return nil
    }
}
