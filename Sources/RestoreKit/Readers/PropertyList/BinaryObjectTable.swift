/// One object of a binary property list, its marker decoded and its bytes checked: a scalar
/// value, or where the body of a string, data or container lies.
enum BinaryObject {
    case null
    case boolean(Bool)
    case integer(PropertyListInteger)
    case real(Double, isSinglePrecision: Bool)
    case date(Double)
    /// The byte range of the data.
    case data(Range<Int>)
    /// The byte range of an ASCII string, every byte checked to be below 0x80.
    case ascii(Range<Int>)
    /// The byte range of a UTF-16 big-endian string, checked to be well formed.
    case utf16(Range<Int>)
    case uid(UInt64)
    /// The offset of the first reference, and how many there are (keys, then values, for a dictionary).
    case array(references: Int, count: Int)
    case set(references: Int, count: Int)
    case dictionary(references: Int, count: Int)
}

/// A validated binary property list's object table: every object read through it is checked
/// against the object area, every reference against the object count, with the byte offset of
/// any problem. Shared by the value decoder, the well-formedness check and the streaming writers.
///
/// The checks are made once, by `BinaryObjectWalk`. Readers that come after it pass `walked: true`
/// for the objects and references the walk has read: the same reading, without checking again
/// what the walk has found true (a string's encoding, a count against the bytes present).
struct BinaryObjectTable {
    let bytes: UnsafeBufferPointer<UInt8>
    let trailer: BinaryPropertyListTrailer

    init(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maximumObjectCount: Int = BinaryPropertyListReader.defaultMaximumObjectCount
    ) throws(PropertyListError) {
        self.bytes = bytes
        self.trailer = try BinaryPropertyListTrailer(validating: bytes)
        guard trailer.objectCount <= maximumObjectCount else {
            throw PropertyListError(
                .limitExceeded, "\(trailer.objectCount) objects, more than the limit of \(maximumObjectCount)",
                offset: bytes.count - BinaryPropertyListTrailer.size + 8)
        }
    }

    var objectCount: Int { trailer.objectCount }
    /// The end of the object area: no object's bytes may reach the offset table.
    var objectAreaEnd: Int { trailer.offsetTableOffset }

    @inline(__always)
    func offset(of index: Int) -> Int {
        trailer.offset(ofObject: index, in: bytes)
    }

    /// The index of the object named by the `position`th reference starting at `start`; with
    /// `walked`, a reference the walk has checked against the object count.
    @inline(__always)
    func reference(_ position: Int, from start: Int, walked: Bool = false) throws(PropertyListError) -> Int {
        let at = start + position * trailer.referenceWidth
        let raw = readBigEndian(bytes, at: at, width: trailer.referenceWidth)
        guard walked || raw < UInt64(trailer.objectCount) else {
            throw failure(
                .invalidReference,
                "reference \(raw) is past the end of the object table (\(trailer.objectCount) objects)", offset: at)
        }
        return Int(raw)
    }

    /// Checks that `count` bytes starting at `start` lie in the object area.
    @inline(__always)
    func requireBytes(_ count: Int, at start: Int, for object: Int, what: StaticString) throws(PropertyListError) {
        guard count >= 0, start <= objectAreaEnd, count <= objectAreaEnd - start else {
            throw pastObjectArea(count, at: start, for: object, what: what)
        }
    }

    // The errors are made out of line: their messages' interpolations, inlined into the readers,
    // gave every read a large stack frame to set up and take down (callgrind).
    @inline(never)
    func failure(_ kind: PropertyListError.Kind, _ message: @autoclosure () -> String, offset: Int) -> PropertyListError
    {
        PropertyListError(kind, message(), offset: offset)
    }

    @inline(never)
    func pastObjectArea(_ count: Int, at start: Int, for object: Int, what: StaticString) -> PropertyListError {
        PropertyListError(
            .truncated,
            "\(what) of \(count) bytes at \(hexadecimal(start)) runs past the object area (ends at \(hexadecimal(objectAreaEnd)))",
            offset: object)
    }

    @inline(never)
    func containerTooLarge(marker: UInt8, count: Int, available: Int, perEntry: Int, at offset: Int)
        -> PropertyListError
    {
        let kind =
            BinaryMarker.kind(marker) == BinaryMarker.dictionary
            ? "dictionary" : (BinaryMarker.kind(marker) == BinaryMarker.set ? "set" : "array")
        return PropertyListError(
            .invalidCount,
            "\(kind) of \(count) entries needs \(count) × \(perEntry * trailer.referenceWidth) bytes of references; \(available * trailer.referenceWidth) remain",
            offset: offset)
    }

    @inline(never)
    func invalidString(_ kind: UInt8, at index: Int) -> PropertyListError {
        if kind == BinaryMarker.ascii {
            return PropertyListError(
                .invalidString, "ASCII string has byte \(hexadecimal(bytes[index])) above 0x7f", offset: index)
        }
        let unit = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        return PropertyListError(
            .invalidString, "UTF-16 string has an unpaired surrogate \(hexadecimal(unit))", offset: index)
    }

    /// The object at `index`, with every check that needs no other object; with `walked`, an
    /// object the walk has read, whose checks are not made again.
    func object(at index: Int, walked: Bool = false) throws(PropertyListError) -> BinaryObject {
        let offset = self.offset(of: index)
        let marker = bytes[offset]
        switch BinaryMarker.kind(marker) {
        case 0x00:
            switch marker {
            case BinaryMarker.null: return .null
            case BinaryMarker.booleanFalse: return .boolean(false)
            case BinaryMarker.booleanTrue: return .boolean(true)
            default: throw invalidMarker(marker, at: offset)
            }
        case BinaryMarker.integer: return try integer(marker: marker, at: offset, walked: walked)
        case BinaryMarker.real:
            switch marker {
            case BinaryMarker.realSingle:
                return .real(
                    Double(Float(bitPattern: UInt32(try fixedWidth(4, after: offset, walked: walked)))),
                    isSinglePrecision: true)
            case BinaryMarker.realDouble:
                return .real(
                    Double(bitPattern: try fixedWidth(8, after: offset, walked: walked)), isSinglePrecision: false)
            default:
                throw failure(.invalidMarker, "real of 2^\(marker & 0x0F) bytes is neither 4 nor 8", offset: offset)
            }
        case BinaryMarker.kind(BinaryMarker.date):
            guard marker == BinaryMarker.date else { throw invalidMarker(marker, at: offset) }
            let seconds = Double(bitPattern: try fixedWidth(8, after: offset, walked: walked))
            guard walked || ReferenceDate.isRepresentable(seconds) else {
                throw failure(.invalidDate, "date \(seconds) is not between the years 1 and 9999", offset: offset)
            }
            return .date(seconds)
        case BinaryMarker.data, BinaryMarker.ascii, BinaryMarker.utf16:
            return try byteObject(marker: marker, at: offset, walked: walked)
        case BinaryMarker.uid:
            let width = Int(marker & 0x0F) + 1
            guard walked || width <= 8 else {
                throw failure(.invalidMarker, "UID of \(width) bytes is wider than 8", offset: offset)
            }
            return .uid(try fixedWidth(width, after: offset, walked: walked))
        case BinaryMarker.array, BinaryMarker.set, BinaryMarker.dictionary:
            let (count, start) = try readCount(marker: marker, at: offset, walked: walked)
            if !walked {
                let isDictionary = BinaryMarker.kind(marker) == BinaryMarker.dictionary
                // Every reference takes referenceWidth bytes: the count is bounded by the bytes present.
                let available = max(0, objectAreaEnd - start) / trailer.referenceWidth
                let perEntry = isDictionary ? 2 : 1
                guard count <= available / perEntry else {
                    throw containerTooLarge(
                        marker: marker, count: count, available: available, perEntry: perEntry, at: offset)
                }
            }
            switch BinaryMarker.kind(marker) {
            case BinaryMarker.array: return .array(references: start, count: count)
            case BinaryMarker.set: return .set(references: start, count: count)
            default: return .dictionary(references: start, count: count)
            }
        default:
            throw invalidMarker(marker, at: offset)
        }
    }

    func invalidMarker(_ marker: UInt8, at offset: Int) -> PropertyListError {
        PropertyListError(.invalidMarker, "invalid object marker \(hexadecimal(marker))", offset: offset)
    }

    /// Reads the `width`-byte big-endian value that follows the marker at `offset`.
    @inline(__always)
    func fixedWidth(_ width: Int, after offset: Int, walked: Bool) throws(PropertyListError) -> UInt64 {
        if !walked { try requireBytes(width, at: offset + 1, for: offset, what: "value") }
        return readBigEndian(bytes, at: offset + 1, width: width)
    }

    @inline(__always)
    func integer(marker: UInt8, at offset: Int, walked: Bool) throws(PropertyListError) -> BinaryObject {
        let exponent = Int(marker & 0x0F)
        guard walked || exponent <= 4 else {
            throw failure(.invalidMarker, "integer of 2^\(exponent) bytes is wider than 16", offset: offset)
        }
        let width = 1 << exponent
        if !walked { try requireBytes(width, at: offset + 1, for: offset, what: "integer") }
        let value: PropertyListInteger
        switch width {
        // In format 00, 1-, 2- and 4-byte integers are unsigned, 8- and 16-byte ones signed.
        case 1, 2, 4: value = PropertyListInteger(readBigEndian(bytes, at: offset + 1, width: width), byteWidth: width)
        case 8:
            value = PropertyListInteger(Int64(bitPattern: readBigEndian(bytes, at: offset + 1, width: 8)), byteWidth: 8)
        default:
            let high = Int64(bitPattern: readBigEndian(bytes, at: offset + 1, width: 8))
            value = PropertyListInteger(high: high, low: readBigEndian(bytes, at: offset + 9, width: 8), byteWidth: 16)
        }
        return .integer(value)
    }

    /// Reads the element count of a data, string or container object, and where its body starts.
    /// A low nibble of 0xF means the count follows as an integer object (the count extension).
    /// With `walked`, the walk has read this object: the count extension is not checked again.
    @inline(__always)
    func readCount(marker: UInt8, at offset: Int, walked: Bool = false) throws(PropertyListError) -> (
        count: Int, bodyStart: Int
    ) {
        let nibble = marker & 0x0F
        guard nibble == BinaryMarker.countFollows else { return (Int(nibble), offset + 1) }
        let countOffset = offset + 1
        if !walked { try requireBytes(1, at: countOffset, for: offset, what: "count marker") }
        let countMarker = bytes[countOffset]
        guard walked || BinaryMarker.kind(countMarker) == BinaryMarker.integer && countMarker & 0x0F <= 3 else {
            throw failure(
                .invalidCount, "count extension marker \(hexadecimal(countMarker)) is not a 1- to 8-byte integer",
                offset: countOffset)
        }
        let width = 1 << Int(countMarker & 0x0F)
        if !walked { try requireBytes(width, at: countOffset + 1, for: countOffset, what: "count") }
        let raw = readBigEndian(bytes, at: countOffset + 1, width: width)
        guard walked || raw <= UInt64(Int.max) else {
            throw failure(.invalidCount, "count \(raw) is too large", offset: countOffset)
        }
        return (Int(raw), countOffset + 1 + width)
    }

    /// Data, ASCII strings and UTF-16 strings, their bytes checked unless `walked`.
    @inline(__always)
    func byteObject(marker: UInt8, at offset: Int, walked: Bool) throws(PropertyListError) -> BinaryObject {
        let (count, start) = try readCount(marker: marker, at: offset, walked: walked)
        let kind = BinaryMarker.kind(marker)
        let (byteCount, overflow) = count.multipliedReportingOverflow(by: kind == BinaryMarker.utf16 ? 2 : 1)
        guard walked || !overflow else {
            throw failure(.invalidCount, "string of \(count) characters is too large", offset: offset)
        }
        if !walked {
            try requireBytes(byteCount, at: start, for: offset, what: kind == BinaryMarker.data ? "data" : "string")
        }
        let range = start..<(start + byteCount)
        switch kind {
        case BinaryMarker.data:
            return .data(range)
        case BinaryMarker.ascii:
            if !walked, let index = firstNonASCII(bytes, range) { throw invalidString(kind, at: index) }
            return .ascii(range)
        default:
            if !walked, let bad = firstInvalidUTF16BigEndian(bytes, range) { throw invalidString(kind, at: bad) }
            return .utf16(range)
        }
    }
}

/// The offset of the first byte of `range` at or above 0x80, or nil; eight bytes at a time.
func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        while index + 8 <= range.upperBound {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
    }
    while index < range.upperBound {
        if bytes[index] >= 0x80 { return index }
        index += 1
    }
    return nil
}

/// Appends the UTF-8 encoding of the UTF-16 big-endian text in `range`, which must be well
/// formed (`firstInvalidUTF16BigEndian` found nothing). Made here rather than by
/// `String(decoding:as: UTF16.self)`, whose generic path looks up conformances at run time.
func appendUTF16BigEndianAsUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to target: inout [UInt8]) {
    var position = range.lowerBound
    while position < range.upperBound {
        var scalar = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
        position += 2
        if UTF16.isLeadSurrogate(UInt16(scalar)), position + 1 < range.upperBound {
            let trail = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (trail - 0xDC00)
            position += 2
        }
        appendUTF8(scalar, to: &target)
    }
}

/// Appends the UTF-8 bytes of the code point `scalar` (at most 0x10FFFF; callers have checked it
/// is a scalar): the one encoder of the readers, which never traps, unlike unwrapping
/// `UTF8.encode(_:)`.
@inline(__always)
func appendUTF8(_ scalar: UInt32, to target: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        target.append(UInt8(scalar))
    case 0x80..<0x800:
        target.append(UInt8(0xC0 | scalar >> 6))
        target.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        target.append(UInt8(0xE0 | scalar >> 12))
        target.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        target.append(UInt8(0x80 | scalar & 0x3F))
    default:
        target.append(UInt8(0xF0 | scalar >> 18 & 0x07))
        target.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        target.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        target.append(UInt8(0x80 | scalar & 0x3F))
    }
}

/// The byte offset of the first code unit that breaks UTF-16 well-formedness, or nil.
func firstInvalidUTF16BigEndian(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
        let unit = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        if UTF16.isLeadSurrogate(unit) {
            guard index + 3 < range.upperBound,
                UTF16.isTrailSurrogate(UInt16(bytes[index + 2]) << 8 | UInt16(bytes[index + 3]))
            else { return index }
            index += 4
        } else if UTF16.isTrailSurrogate(unit) {
            return index
        } else {
            index += 2
        }
    }
    return nil
}
