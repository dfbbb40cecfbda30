extension ByteBuffer {
    /// Appends what `JSONValue.realText` returns, looking for the point and the exponent in the
    /// bytes of the description (as characters, they took 6% of a conversion to JSON).
    mutating func appendJSONReal(_ value: Double) {
        if value.isNaN || value.isInfinite {
            append(contentsOf: JSONValue.realText(value))
            return
        }
        var text = RealText(value)
        guard !text.overflowed else { return append(contentsOf: JSONValue.realText(value)) }
        text.withBytes { utf8 in
            var exponent: Int?
            for (position, byte) in utf8.enumerated() {
                if byte == UInt8(ascii: ".") {
                    append(utf8)
                    return
                }
                if exponent == nil && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) { exponent = position }
            }
            let split = exponent ?? utf8.count
            append(UnsafeBufferPointer(rebasing: utf8[..<split]))
            append(".0")
            append(UnsafeBufferPointer(rebasing: utf8[split...]))
        }
    }

    /// Appends UTF-8 text as the inside of a JSON string: `"`, `\` and control characters
    /// escaped, the runs between them (most strings are one run) copied whole. `JSONValue` and the
    /// property-list JSON writer (`JSONEventWriter`) both write strings through it.
    mutating func appendJSONEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while true {
            let position = EscapeScan.next(
                in: text, from: start, mayHoldSpecial: Self.mayNeedJSONEscape, isSpecial: Self.needsJSONEscape)
            append(UnsafeBufferPointer(rebasing: text[start..<position]))
            guard position < text.count else { return }
            let byte = text[position]
            start = position + 1
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
    }

    @inline(__always)
    private static func needsJSONEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    @inline(__always)
    private static func mayNeedJSONEscape(_ word: UInt64) -> Bool {
        EscapeScan.bytes(below: 0x20, in: word) | EscapeScan.bytes(equalTo: 0x22, in: word)
            | EscapeScan.bytes(equalTo: 0x5C, in: word) != 0
    }
}
