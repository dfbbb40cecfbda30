extension BookmarkReader {
    /// The CFNumberType minor codes of floating-point numbers: Float32, Float64, float, double,
    /// CGFloat. Every other number is an integer; either is read by its length.
    static let realNumberTypes: Set<UInt32> = [5, 6, 12, 13, 16]

    /// The item of type `type` whose header starts at `start` and whose payload is `payload`
    /// (inside the bookmark). Strings, data, arrays, dictionaries and UUIDs take any minor code,
    /// as mac_alias does; a type the reader does not know is kept as `.unknown`.
    mutating func payloadItem(type: UInt32, at start: Int, payload: Range<Int>) throws(BookmarkError) -> BookmarkItem {
        let minor = type & 0xFF
        // Arrays, dictionaries and relative URLs read their offsets in place; only the other
        // items' payloads are copied.
        let isContainer = type & 0xFFFF_0000 == 0 && (type >> 8 == 0x06 || type >> 8 == 0x07 || type == 0x0902)
        let bytes = isContainer ? [] : Array(self.bytes[payload])
        guard type & 0xFFFF_0000 == 0 else { return .unknown(type: type, bytes) }
        switch type >> 8 {
        case 0x01:
            guard let text = validUTF8String(bytes) else { return .unknown(type: type, bytes) }
            return .string(text)
        case 0x02: return .data(bytes)
        case 0x03: return try number(type: type, at: start, bytes)
        case 0x04:
            guard bytes.count == 8 else {
                throw BookmarkError(at: start, "a date of \(bytes.count) bytes: not 8")
            }
            return .date(Double(bitPattern: bytes.reduce(0) { $0 << 8 | UInt64($1) }))
        case 0x05 where minor <= 1: return .boolean(minor == 1)
        case 0x06: return .array(try array(at: start, payload: payload))
        case 0x07: return .dictionary(try dictionary(at: start, payload: payload))
        case 0x08 where bytes.count == 16: return .uuid(bytes)
        case 0x09 where minor == 1:
            guard let text = validUTF8String(bytes) else { return .unknown(type: type, bytes) }
            return .url(text)
        case 0x09 where minor == 2: return try relativeURL(at: start, payload: payload)
        case 0x0A: return .null
        default: return .unknown(type: type, bytes)
        }
    }

    /// A number, read by its length whatever its minor code says of its width (a reader that
    /// trusted the code read 8-byte CFIndex numbers as 4).
    private func number(type: UInt32, at start: Int, _ bytes: [UInt8]) throws(BookmarkError) -> BookmarkItem {
        let bits = bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        if Self.realNumberTypes.contains(type & 0xFF) {
            switch bytes.count {
            case 4: return .real(Double(Float(bitPattern: UInt32(bits))), width: 4)
            case 8: return .real(Double(bitPattern: bits), width: 8)
            default:
                throw BookmarkError(
                    at: start,
                    "a number of type \(BookmarkError.hex(Int(type), digits: 4)) of \(bytes.count) bytes: not 4 or 8")
            }
        }
        switch bytes.count {
        case 1: return .integer(Int64(Int8(truncatingIfNeeded: bits)), width: 1)
        case 2: return .integer(Int64(Int16(truncatingIfNeeded: bits)), width: 2)
        case 4: return .integer(Int64(Int32(truncatingIfNeeded: bits)), width: 4)
        case 8: return .integer(Int64(bitPattern: bits), width: 8)
        default:
            throw BookmarkError(
                at: start,
                "a number of type \(BookmarkError.hex(Int(type), digits: 4)) of \(bytes.count) bytes: not 1, 2, 4 or 8")
        }
    }

    /// An array's elements: one 32-bit offset each.
    private mutating func array(at start: Int, payload: Range<Int>) throws(BookmarkError) -> [BookmarkItem] {
        guard payload.count % 4 == 0 else {
            throw BookmarkError(at: start, "an array of \(payload.count) bytes: not a multiple of 4")
        }
        var elements: [BookmarkItem] = []
        for (index, position) in stride(from: payload.lowerBound, to: payload.upperBound, by: 4).enumerated() {
            let what = "element \(index) of the array at byte \(hex(start))"
            elements.append(try item(at: Int(uint32(position)), from: position, what: what).1)
        }
        return elements
    }

    /// A dictionary's pairs: two 32-bit offsets each, key then value.
    private mutating func dictionary(at start: Int, payload: Range<Int>) throws(BookmarkError) -> [(
        key: BookmarkItem, value: BookmarkItem
    )] {
        guard payload.count % 8 == 0 else {
            throw BookmarkError(
                at: start, "a dictionary of \(payload.count) bytes: not a multiple of 8")
        }
        var pairs: [(key: BookmarkItem, value: BookmarkItem)] = []
        for (index, position) in stride(from: payload.lowerBound, to: payload.upperBound, by: 8).enumerated() {
            let what = "pair \(index) of the dictionary at byte \(hex(start))"
            let key = try item(at: Int(uint32(position)), from: position, what: "the key of \(what)").1
            let value = try item(at: Int(uint32(position + 4)), from: position + 4, what: "the value of \(what)").1
            pairs.append((key, value))
        }
        return pairs
    }

    /// A relative URL: the offsets of its base URL and of its relative part.
    private mutating func relativeURL(at start: Int, payload: Range<Int>) throws(BookmarkError) -> BookmarkItem {
        guard payload.count == 8 else {
            throw BookmarkError(at: start, "a relative URL of \(payload.count) bytes: not 8")
        }
        let what = "the relative URL at byte \(hex(start))"
        let base = try item(at: Int(uint32(payload.lowerBound)), from: payload.lowerBound, what: "the base of \(what)")
            .1
        let relative = try item(
            at: Int(uint32(payload.lowerBound + 4)), from: payload.lowerBound + 4, what: "the relative part of \(what)"
        ).1
        return .relativeURL(base: base, relative: relative)
    }
}
