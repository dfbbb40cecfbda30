/// The 32-byte trailer of a binary property list, validated against the file it ends.
///
/// Every check CoreFoundation's `__CFBinaryPlistGetTopLevelInfo` makes is made here, once, with
/// overflow-checked arithmetic; after it succeeds, the object area is `8 ..< offsetTableOffset`,
/// every offset-table entry lies inside it, and every reference width can address every object.
struct BinaryPropertyListTrailer {
    static let size = 32
    /// `bplist0?` and at least one byte of objects come before the offset table.
    static let minimumFileSize = 8 + 1 + size

    let offsetWidth: Int
    let referenceWidth: Int
    let objectCount: Int
    let topObject: Int
    let offsetTableOffset: Int

    init(validating bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListError) {
        let length = bytes.count
        guard length >= Self.minimumFileSize else {
            throw PropertyListError(
                .truncated,
                "truncated: the file is \(length) bytes, shorter than the smallest binary property list (\(Self.minimumFileSize))",
                offset: length)
        }
        // CoreFoundation reads "bplist0" followed by any version character.
        guard hasBinaryHeader(bytes) else {
            throw PropertyListError(.unknownFormat, "not a binary property list (no bplist0 header)", offset: 0)
        }
        let start = length - Self.size
        let offsetWidthField = Int(bytes[start + 6])
        let referenceWidthField = Int(bytes[start + 7])
        let objectCountField = readBigEndian(bytes, at: start + 8, width: 8)
        let topObjectField = readBigEndian(bytes, at: start + 16, width: 8)
        let tableOffsetField = readBigEndian(bytes, at: start + 24, width: 8)

        // The trailer is the file's last 32 bytes: when they do not hold one, the file was most
        // likely cut short (an interrupted copy or save), and the message says so before the
        // field that happens to be wrong.
        func fail(_ message: String, at fieldOffset: Int) -> PropertyListError {
            PropertyListError(.invalidTrailer, "truncated or damaged: trailer: " + message, offset: start + fieldOffset)
        }
        // Widths beyond 8 bytes cannot address anything a 64-bit reader can hold.
        guard (1...8).contains(offsetWidthField) else {
            throw fail("offset width \(offsetWidthField) is not 1 to 8", at: 6)
        }
        guard (1...8).contains(referenceWidthField) else {
            throw fail("reference width \(referenceWidthField) is not 1 to 8", at: 7)
        }
        // Counts and offsets beyond Int.max cannot describe bytes that exist.
        guard objectCountField <= UInt64(Int.max), let objectCount = Int(exactly: objectCountField) else {
            throw fail("object count \(objectCountField) is too large", at: 8)
        }
        guard objectCount >= 1 else { throw fail("object count is 0", at: 8) }
        guard topObjectField < objectCountField else {
            throw fail("top object \(topObjectField) is not below the object count \(objectCount)", at: 16)
        }
        guard tableOffsetField <= UInt64(Int.max), let tableOffset = Int(exactly: tableOffsetField) else {
            throw fail("offset table offset \(tableOffsetField) is too large", at: 24)
        }
        // The header and at least one object byte precede the table, and the table precedes the trailer.
        guard tableOffset >= 9, tableOffset < start else {
            throw fail(
                "offset table offset \(hexadecimal(tableOffset)) is outside \(hexadecimal(9))..<\(hexadecimal(start))",
                at: 24)
        }
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetWidthField)
        guard !overflow else {
            throw fail("offset table size \(objectCount) × \(offsetWidthField) overflows", at: 8)
        }
        // The file is exactly header + objects + table + trailer: nothing missing, nothing extra.
        let (expectedEnd, endOverflow) = tableOffset.addingReportingOverflow(tableSize)
        guard !endOverflow, expectedEnd == start else {
            throw fail(
                "\(objectCount) offsets of \(offsetWidthField) bytes from \(hexadecimal(tableOffset)) do not end where the trailer starts (\(hexadecimal(start)))",
                at: 8)
        }
        // A reference must be able to name every object, an offset must reach the table.
        if referenceWidthField < 8, UInt64(1) << (8 * referenceWidthField) <= objectCountField {
            throw fail("reference width \(referenceWidthField) cannot address \(objectCount) objects", at: 7)
        }
        if offsetWidthField < 8, UInt64(1) << (8 * offsetWidthField) <= tableOffsetField {
            throw fail(
                "offset width \(offsetWidthField) cannot reach the offset table at \(hexadecimal(tableOffset))", at: 6)
        }
        self.offsetWidth = offsetWidthField
        self.referenceWidth = referenceWidthField
        self.objectCount = objectCount
        self.topObject = Int(topObjectField)
        self.offsetTableOffset = tableOffset

        // Every entry of the offset table points into the object area.
        switch offsetWidthField {
        case 1: try Self.checkOffsets(bytes, table: tableOffset, count: objectCount, width: 1)
        case 2: try Self.checkOffsets(bytes, table: tableOffset, count: objectCount, width: 2)
        case 3: try Self.checkOffsets(bytes, table: tableOffset, count: objectCount, width: 3)
        case 4: try Self.checkOffsets(bytes, table: tableOffset, count: objectCount, width: 4)
        default: try Self.checkOffsets(bytes, table: tableOffset, count: objectCount, width: offsetWidthField)
        }
    }

    /// Checks that each of the `count` offsets of the table at `table` lies in the object area;
    /// inlined per common width, so that the width is a constant in the loop.
    @inline(__always)
    private static func checkOffsets(_ bytes: UnsafeBufferPointer<UInt8>, table: Int, count: Int, width: Int)
        throws(PropertyListError)
    {
        var entryOffset = table
        for index in 0..<count {
            let offset = readBigEndian(bytes, at: entryOffset, width: width)
            guard offset >= 8, offset < UInt64(table) else {
                throw PropertyListError(
                    .invalidOffset,
                    "offset table entry \(index) (\(hexadecimal(offset))) is outside the object area \(hexadecimal(8))..<\(hexadecimal(table))",
                    offset: entryOffset)
            }
            entryOffset += width
        }
    }

    /// The byte offset of object `index`, which the initializer checked lies in the object area.
    @inline(__always)
    func offset(ofObject index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        Int(readBigEndian(bytes, at: offsetTableOffset + index * offsetWidth, width: offsetWidth))
    }
}

/// Whether `bytes` start with `bplist0`.
func hasBinaryHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let header: StaticString = "bplist0"
    guard bytes.count >= 7 else { return false }
    for position in 0..<7 where bytes[position] != header.utf8Start[position] { return false }
    return true
}

/// Reads an unsigned big-endian integer of `width` (at most 8) bytes; the caller checks bounds.
/// One, two, four and eight bytes, the widths of references, offsets and most numbers, are one
/// unaligned load each: the byte-at-a-time reading of four-byte offsets and references took 6%
/// of a 5 MB file's conversion to XML (callgrind).
@inline(__always)
func readBigEndian(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, width: Int) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    switch width {
    case 1: return UInt64(bytes[offset])
    case 2: return UInt64(UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
    case 4: return UInt64(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    case 8: return UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    default:
        var result: UInt64 = 0
        for index in offset..<(offset + width) {
            result = result << 8 | UInt64(bytes[index])
        }
        return result
    }
}
