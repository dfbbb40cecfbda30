/// Decoding of each kind of object, once `decodeObject` has dispatched on the marker.
/// Every read stays inside the object area `8 ..< offsetTableOffset`, as CoreFoundation requires.
extension BinaryObjectDecoder {
    /// The end of the object area: no object's bytes may reach the offset table.
    var objectAreaEnd: Int { trailer.offsetTableOffset }

    /// Checks that `count` bytes starting at `start` lie in the object area.
    func requireBytes(_ count: Int, at start: Int, for object: Int, what: String) throws(PropertyListError) {
        guard count >= 0, start <= objectAreaEnd, count <= objectAreaEnd - start else {
            throw PropertyListError(.truncated, "\(what) of \(count) bytes at \(hexadecimal(start)) runs past the object area (ends at \(hexadecimal(objectAreaEnd)))", offset: object)
        }
    }

    /// Reads the `width`-byte big-endian value that follows the marker at `offset`.
    func fixedWidth(_ width: Int, after offset: Int) throws(PropertyListError) -> UInt64 {
        try requireBytes(width, at: offset + 1, for: offset, what: "value")
        return readBigEndian(bytes, at: offset + 1, width: width)
    }

    func decodeInteger(marker: UInt8, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        let exponent = Int(marker & 0x0F)
        guard exponent <= 4 else {
            throw PropertyListError(.invalidMarker, "integer of 2^\(exponent) bytes is wider than 16", offset: offset)
        }
        let width = 1 << exponent
        try requireBytes(width, at: offset + 1, for: offset, what: "integer")
        let value: Int128
        switch width {
        // In format 00, 1-, 2- and 4-byte integers are unsigned, 8- and 16-byte ones signed.
        case 1, 2, 4: value = Int128(readBigEndian(bytes, at: offset + 1, width: width))
        case 8: value = Int128(Int64(bitPattern: readBigEndian(bytes, at: offset + 1, width: 8)))
        default:
            let high = Int64(bitPattern: readBigEndian(bytes, at: offset + 1, width: 8))
            let low = readBigEndian(bytes, at: offset + 9, width: 8)
            value = Int128(high) << 64 | Int128(low)
        }
        return .integer(PropertyListInteger(value, byteWidth: width))
    }

    func decodeReal(marker: UInt8, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        switch marker & 0x0F {
        case 2:
            let bits = UInt32(try fixedWidth(4, after: offset))
            return .real(Double(Float(bitPattern: bits)), isSinglePrecision: true)
        case 3:
            return .real(Double(bitPattern: try fixedWidth(8, after: offset)), isSinglePrecision: false)
        default:
            throw PropertyListError(.invalidMarker, "real of 2^\(marker & 0x0F) bytes is neither 4 nor 8", offset: offset)
        }
    }

    /// Reads the element count of a data, string or container object, and where its body starts.
    /// A low nibble of 0xF means the count follows as an integer object (the count extension).
    func readCount(marker: UInt8, at offset: Int) throws(PropertyListError) -> (count: Int, bodyStart: Int) {
        let nibble = Int(marker & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        let countOffset = offset + 1
        try requireBytes(1, at: countOffset, for: offset, what: "count marker")
        let countMarker = bytes[countOffset]
        guard countMarker >> 4 == 0x1, countMarker & 0x0F <= 3 else {
            throw PropertyListError(.invalidCount, "count extension marker \(hexadecimal(countMarker)) is not a 1- to 8-byte integer", offset: countOffset)
        }
        let width = 1 << Int(countMarker & 0x0F)
        try requireBytes(width, at: countOffset + 1, for: countOffset, what: "count")
        let raw = readBigEndian(bytes, at: countOffset + 1, width: width)
        guard raw <= UInt64(Int.max) else {
            throw PropertyListError(.invalidCount, "count \(raw) is too large", offset: countOffset)
        }
        return (Int(raw), countOffset + 1 + width)
    }

    /// Decodes data (0x4), ASCII strings (0x5) and UTF-16 strings (0x6); returns the value and its size in bytes.
    func decodeBytes(marker: UInt8, at offset: Int) throws(PropertyListError) -> (PropertyListValue, Int) {
        let (count, start) = try readCount(marker: marker, at: offset)
        let kind = marker >> 4
        let (byteCount, overflow) = count.multipliedReportingOverflow(by: kind == 0x6 ? 2 : 1)
        let what = kind == 0x4 ? "data" : "string"
        guard !overflow else {
            throw PropertyListError(.invalidCount, "\(what) of \(count) characters is too large", offset: offset)
        }
        try requireBytes(byteCount, at: start, for: offset, what: what)
        let body = UnsafeBufferPointer(rebasing: bytes[start..<(start + byteCount)])
        switch kind {
        case 0x4:
            return (.data(Array(body)), byteCount)
        case 0x5:
            if let bad = body.firstIndex(where: { $0 >= 0x80 }) {
                throw PropertyListError(.invalidString, "ASCII string has byte \(hexadecimal(body[bad])) above 0x7f", offset: start + bad)
            }
            return (.string(String(decoding: body, as: UTF8.self)), byteCount)
        default:
            var units = [UInt16]()
            units.reserveCapacity(count)
            for index in 0..<count {
                units.append(UInt16(body[2 * index]) << 8 | UInt16(body[2 * index + 1]))
            }
            guard let string = String(validating: units, as: UTF16.self) else {
                let bad = firstInvalidUTF16Unit(units)
                throw PropertyListError(.invalidString, "UTF-16 string has an unpaired surrogate \(hexadecimal(units[bad]))", offset: start + 2 * bad)
            }
            return (.string(string), byteCount)
        }
    }

    /// Decodes an array (0xA), set (0xC) or dictionary (0xD) and, through `decodeObject`, its members.
    mutating func decodeContainer(marker: UInt8, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        let (count, start) = try readCount(marker: marker, at: offset)
        let isDictionary = marker >> 4 == 0xD
        let referenceWidth = trailer.referenceWidth
        // Every reference takes referenceWidth bytes, so the count is bounded by the bytes present.
        let available = max(0, objectAreaEnd - start) / referenceWidth
        let references = isDictionary ? 2 : 1
        guard count <= available / references else {
            throw PropertyListError(.invalidCount, "\(isDictionary ? "dictionary" : "array") of \(count) entries needs \(count) × \(references * referenceWidth) bytes of references; \(available * referenceWidth) remain", offset: offset)
        }
        func reference(_ position: Int) throws(PropertyListError) -> Int {
            let at = start + position * referenceWidth
            let raw = readBigEndian(bytes, at: at, width: referenceWidth)
            guard raw < UInt64(trailer.objectCount) else {
                throw PropertyListError(.invalidReference, "reference \(raw) is past the end of the object table (\(trailer.objectCount) objects)", offset: at)
            }
            return Int(raw)
        }
        if isDictionary {
            var entries = [PropertyListDictionary.Entry]()
            entries.reserveCapacity(count)
            for position in 0..<count {
                let keyIndex = try reference(position)
                let key = try decodeObject(keyIndex)
                guard case .string(let keyString) = key else {
                    throw PropertyListError(.invalidKey, "dictionary key is a \(key.kindName), not a string", offset: trailer.offset(ofObject: keyIndex, in: bytes))
                }
                let value = try decodeObject(try reference(count + position))
                entries.append(PropertyListDictionary.Entry(key: keyString, value: value))
            }
            return .dictionary(PropertyListDictionary(entries))
        }
        var elements = [PropertyListValue]()
        elements.reserveCapacity(count)
        for position in 0..<count {
            elements.append(try decodeObject(try reference(position)))
        }
        return marker >> 4 == 0xA ? .array(elements) : .set(elements)
    }
}

/// The index of the first code unit that breaks UTF-16 well-formedness.
func firstInvalidUTF16Unit(_ units: [UInt16]) -> Int {
    var index = 0
    while index < units.count {
        let unit = units[index]
        if UTF16.isLeadSurrogate(unit) {
            guard index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) else { return index }
            index += 2
        } else if UTF16.isTrailSurrogate(unit) {
            return index
        } else {
            index += 1
        }
    }
    return 0
}
