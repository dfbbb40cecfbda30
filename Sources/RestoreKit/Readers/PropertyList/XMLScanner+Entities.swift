extension XMLScanner {
    /// Resolves the entity or character reference at the current `&` as `parseEntityReference_pl`
    /// does: the five predefined entities, `&#` and up to 8 decimal digits, `&#x` (lowercase)
    /// and up to 8 hexadecimal digits. `&#0;` is NUL, which the XML writer writes for it.
    mutating func readEntity(into text: inout [UInt8]) throws(PropertyListError) {
        let start = position
        for (name, byte) in [
            ("lt;", UInt8(ascii: "<")), ("gt;", UInt8(ascii: ">")), ("amp;", UInt8(ascii: "&")),
            ("apos;", 0x27), ("quot;", 0x22),
        ] where bytes[(position + 1)...].starts(with: name.utf8) {
            text.append(byte)
            position += 1 + name.utf8.count
            return
        }
        guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "#") else {
            let name = bytes[(position + 1)...].prefix(12).prefix {
                $0 != UInt8(ascii: ";") && !Self.isWhitespace($0) && $0 != UInt8(ascii: "<")
            }
            throw error(
                bytes[(position + 1)...].prefix(name.count + 1).last == UInt8(ascii: ";")
                    ? "unknown entity &\(escapedForMessage(String(decoding: name, as: UTF8.self)));"
                    : "`&` that starts no entity (write `&amp;`)", at: start)
        }
        position += 2
        let isHex = !isAtEnd && bytes[position] == UInt8(ascii: "x")
        if isHex { position += 1 }
        var value: UInt32 = 0
        var digits = 0
        while !isAtEnd, bytes[position] != UInt8(ascii: ";") {
            let byte = bytes[position]
            let digit = hexadecimalDigit(byte).flatMap { isHex || $0 < 10 ? $0 : nil }
            guard let digit, digits < 8 else {
                throw error(
                    "malformed character reference (CoreFoundation reads `&#` and up to 8 decimal digits, or `&#x` and up to 8 hexadecimal ones)",
                    at: start)
            }
            value = value &* (isHex ? 16 : 10) &+ UInt32(digit)
            digits += 1
            position += 1
        }
        guard !isAtEnd else { throw error("character reference is never closed", at: start) }
        position += 1
        // CoreFoundation reads `&#;` as NUL; no XML parser reads it at all.
        guard digits > 0 else { throw error("character reference without digits", at: start) }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("character reference to \(hexadecimal(value)), which is not a Unicode character", at: start)
        }
        appendUTF8(scalar.value, to: &text)
    }
}
