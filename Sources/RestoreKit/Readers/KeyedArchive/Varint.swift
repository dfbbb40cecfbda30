/// The unsigned 7-bit varint (LEB128) Foundation packs integers with: seven bits a byte, the least
/// significant group first, the high bit set on every byte but the last.
///
/// It is the one varint reader of the package: NSIndexPath's `NSIndexPathData`, NSIndexSet's
/// `NSRangeData` and NSAttributedString's `NSAttributeInfo` all use it
/// (swift-corelibs-foundation's `_NSWriteIntToMutableAttributedStringCoding` and
/// `PackedUIntSequence` write them). Values are read as `Int`, as Foundation uses them.
package enum Varint {
    /// The most bytes a value that fits in `Int` takes: nine groups of seven bits hold 63 bits.
    package static let maximumLength = 9

    /// The value that starts at `offset` in `bytes` and the offset just past it, or nil when the
    /// value runs past the end (truncated), takes more than `maximumLength` bytes, or `offset` is
    /// not inside `bytes`. A group of zeros before the last byte is accepted, as Foundation's
    /// reader accepts it; the value always fits in `Int`, so nothing here traps.
    package static func read(_ bytes: [UInt8], at offset: Int) -> (value: Int, next: Int)? {
        guard offset >= 0 else { return nil }
        var value = 0
        var position = offset
        for shift in stride(from: 0, to: maximumLength * 7, by: 7) {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            // Nine groups end at bit 62: the sum stays at most Int.max.
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return (value, position) }
        }
        return nil
    }

    /// Every value of `bytes` in order, or nil when one of them cannot be read (`read(_:at:)`).
    package static func readAll(_ bytes: [UInt8]) -> [Int]? {
        var values: [Int] = []
        var offset = 0
        while offset < bytes.count {
            guard let (value, next) = read(bytes, at: offset) else { return nil }
            values.append(value)
            offset = next
        }
        return values
    }
}
