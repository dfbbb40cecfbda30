/// The extra fields of a central directory header (APPNOTE 4.5): the ZIP64 one (0x0001) gives the
/// sizes and offset whose 32-bit fields are 0xFFFFFFFF (4.5.3), in that order; others are skipped.
enum ZipExtraFields {
    /// Replaces the sizes and local-header offset of `entry` marked as ZIP64 with the values of
    /// the ZIP64 field in `extra`.
    static func applyZip64(_ extra: ArraySlice<UInt8>, to entry: inout ZipEntry, diskStart: UInt16)
        throws(ZipError)
    {
        let marker = Int(UInt32.max)
        let wanted = [
            entry.uncompressedSize == marker, entry.compressedSize == marker, entry.localHeaderOffset == marker,
            diskStart == 0xFFFF,
        ]
        let bytes = Array(extra)
        var position = 0
        var field: ArraySlice<UInt8>?
        while position + 4 <= bytes.count {
            let id = ZipBytes.uint16(bytes, position)
            let length = Int(ZipBytes.uint16(bytes, position + 2))
            guard position + 4 + length <= bytes.count else { break }
            if id == 0x0001 { field = bytes[position + 4..<position + 4 + length] }
            position += 4 + length
        }
        if diskStart != 0 && diskStart != 0xFFFF {
            throw ZipError(
                at: entry.centralHeaderOffset,
                "\(ZipEntryName.shown(entry.name)) is on another disk: this reads a single file")
        }
        guard wanted.contains(true) else { return }
        guard let field else {
            throw ZipError(
                at: entry.centralHeaderOffset,
                "\(ZipEntryName.shown(entry.name)) has 32-bit fields set to 0xFFFFFFFF but no ZIP64 extra field")
        }
        var values: [Int] = []
        var offset = field.startIndex
        for (index, isWanted) in wanted.enumerated() where isWanted {
            let width = index == 3 ? 4 : 8
            guard offset + width <= field.endIndex else {
                throw ZipError(
                    at: entry.centralHeaderOffset,
                    "\(ZipEntryName.shown(entry.name)) has a ZIP64 extra field too short for its fields")
            }
            let value = width == 8 ? ZipBytes.size(bytes, offset) : Int(ZipBytes.uint32(bytes, offset))
            guard let value else {
                throw ZipError(
                    at: entry.centralHeaderOffset,
                    "\(ZipEntryName.shown(entry.name)) states a size past any file in its ZIP64 extra field")
            }
            values.append(value)
            offset += width
        }
        var next = values.makeIterator()
        if wanted[0] { entry.uncompressedSize = next.next()! }
        if wanted[1] { entry.compressedSize = next.next()! }
        if wanted[2] { entry.localHeaderOffset = next.next()! }
        if wanted[3], next.next() != 0 {
            throw ZipError(
                at: entry.centralHeaderOffset,
                "\(ZipEntryName.shown(entry.name)) is on another disk: this reads a single file")
        }
    }
}
