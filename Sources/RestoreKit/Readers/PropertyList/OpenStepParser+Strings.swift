extension OpenStepParser {
    /// A quoted or unquoted string at the current position (`parsePlistString`).
    mutating func parseString() throws(PropertyListError) -> String {
        guard let quote = current, quote == 0x22 || quote == 0x27 else {
            let start = position
            while let byte = current, Self.isUnquoted(byte) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        let start = position
        position += 1
        // Escapes make UTF-16 units, as CoreFoundation's do; `\UD83D\UDE00` is one character.
        var units = [UInt16]()
        var mark = position
        func flush(to end: Int) {
            units.append(contentsOf: String(decoding: bytes[mark..<end], as: UTF8.self).utf16)
        }
        while let byte = current, byte != quote {
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            flush(to: position)
            position += 1
            guard current != nil else { throw error("backslash at the end of the text") }
            try readEscape(into: &units)
            mark = position
        }
        guard current != nil else { throw error("quoted string is never closed", at: start) }
        flush(to: position)
        position += 1
        let text = String(decoding: units, as: UTF16.self)
        guard text.utf16.elementsEqual(units) else {
            throw error("quoted string whose \\U escapes leave an unpaired UTF-16 surrogate", at: start)
        }
        return text
    }

    /// `getSlashedChar`: the escape after a backslash.
    mutating func readEscape(into units: inout [UInt16]) throws(PropertyListError) {
        let start = position - 1
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits, kept in a byte as CoreFoundation keeps them (\477 is \077).
            var value = byte - UInt8(ascii: "0")
            for _ in 0..<2 {
                guard let next = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                value = value &<< 3 &+ (next - UInt8(ascii: "0"))
                position += 1
            }
            let unit = value < 0x80 ? UInt16(value) : SingleByteTables.nextStep[Int(value) - 0x80]
            guard unit != 0xFFFD else {
                throw error(
                    "octal escape for byte \(hexadecimal(value)), which NeXTSTEP Latin leaves undefined", at: start)
            }
            units.append(unit)
        case UInt8(ascii: "U"):
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard let next = current, let digit = hexadecimalDigit(next) else { break }
                value = value << 4 | UInt16(digit)
                position += 1
            }
            units.append(value)
        case UInt8(ascii: "a"): units.append(0x07)
        case UInt8(ascii: "b"): units.append(0x08)
        case UInt8(ascii: "f"): units.append(0x0C)
        case UInt8(ascii: "n"): units.append(0x0A)
        case UInt8(ascii: "r"): units.append(0x0D)
        case UInt8(ascii: "t"): units.append(0x09)
        case UInt8(ascii: "v"): units.append(0x0B)
        default:
            // Any other character stands for itself (`\\`, `\"`, `\'`, a backslash-newline).
            var end = position
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            units.append(contentsOf: String(decoding: bytes[(position - 1)..<end], as: UTF8.self).utf16)
            position = end
        }
    }
}
