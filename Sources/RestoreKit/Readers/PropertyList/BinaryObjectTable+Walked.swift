/// Reading an object the walk has checked, for the streaming writers' inner loop.
extension BinaryObjectTable {
    /// The object at `index`, which `BinaryObjectWalk` has read: what `object(at:walked: true)`
    /// returns, with nothing left to check, small enough to be inlined where each object is
    /// written (the call and the frame of the general reader, whose error paths make it large,
    /// took a tenth of a conversion, callgrind). The rare kinds go to the general reader.
    @inline(__always)
    func walkedObject(at index: Int) throws(PropertyListError) -> BinaryObject {
        let offset = self.offset(of: index)
        let marker = bytes[offset]
        switch BinaryMarker.kind(marker) {
        case BinaryMarker.ascii:
            let (count, start) = walkedCount(marker, at: offset)
            return .ascii(start..<(start + count))
        case BinaryMarker.utf16:
            let (count, start) = walkedCount(marker, at: offset)
            return .utf16(start..<(start + 2 * count))
        case BinaryMarker.data:
            let (count, start) = walkedCount(marker, at: offset)
            return .data(start..<(start + count))
        case BinaryMarker.array:
            let (count, start) = walkedCount(marker, at: offset)
            return .array(references: start, count: count)
        case BinaryMarker.dictionary:
            let (count, start) = walkedCount(marker, at: offset)
            return .dictionary(references: start, count: count)
        case BinaryMarker.integer where marker & 0x0F <= 2:
            // 1, 2 and 4 bytes: unsigned (the wider are signed, read by the general reader).
            let width = 1 << Int(marker & 0x0F)
            return .integer(PropertyListInteger(readBigEndian(bytes, at: offset + 1, width: width), byteWidth: width))
        case BinaryMarker.kind(BinaryMarker.date) where marker == BinaryMarker.date:
            return .date(Double(bitPattern: readBigEndian(bytes, at: offset + 1, width: 8)))
        case BinaryMarker.real where marker == BinaryMarker.realDouble:
            return .real(Double(bitPattern: readBigEndian(bytes, at: offset + 1, width: 8)), isSinglePrecision: false)
        default:
            if marker == BinaryMarker.booleanTrue { return .boolean(true) }
            if marker == BinaryMarker.booleanFalse { return .boolean(false) }
            return try object(at: index, walked: true)
        }
    }

    /// `readCount(marker:at:walked: true)`: the count of a walked object and where its body starts.
    @inline(__always)
    private func walkedCount(_ marker: UInt8, at offset: Int) -> (count: Int, bodyStart: Int) {
        let nibble = marker & 0x0F
        guard nibble == BinaryMarker.countFollows else { return (Int(nibble), offset + 1) }
        let width = 1 << Int(bytes[offset + 1] & 0x0F)
        return (Int(truncatingIfNeeded: readBigEndian(bytes, at: offset + 2, width: width)), offset + 2 + width)
    }
}
