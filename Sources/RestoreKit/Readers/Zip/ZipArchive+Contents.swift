/// Reading one entry: its local header checked against the central directory, its data inflated
/// (or taken as stored) and its CRC-32 checked.
extension ZipArchive {
    /// The bytes of `entry` (one of `entries`), inflated.
    ///
    /// - Throws: `ZipError` when its local header is missing or disagrees with the central
    ///   directory, its deflate stream is damaged (at the byte of the file where it is), or its
    ///   bytes do not have the CRC-32 the central directory states.
    package func contents(of entry: ZipEntry) throws(ZipError) -> [UInt8] {
        let data = try dataRange(of: entry)
        let inflated: [UInt8]
        if entry.method == 0 {
            inflated = Array(bytes[data])
        } else {
            do {
                inflated = try Inflate.decompress(bytes[data], expectedCount: entry.uncompressedSize)
            } catch {
                throw ZipError(
                    at: data.lowerBound + error.offset,
                    "\(ZipEntryName.shown(entry.name)): damaged deflate stream: \(error.reason)")
            }
            guard inflated.count == entry.uncompressedSize else {
                throw ZipError(
                    at: data.lowerBound,
                    "\(ZipEntryName.shown(entry.name)) inflates to \(inflated.count) bytes, not the \(entry.uncompressedSize) the central directory states"
                )
            }
        }
        let crc = CRC32.checksum(inflated[...])
        guard crc == entry.crc else {
            throw ZipError(
                at: data.lowerBound,
                "\(ZipEntryName.shown(entry.name)): CRC-32 \(hexadecimal(crc)) of its bytes is not the \(hexadecimal(entry.crc)) the central directory states"
            )
        }
        return inflated
    }

    /// Where the data of `entry` is: after its local header (30 bytes, its name and its extra
    /// field, whose lengths may differ from the central directory's), checked to lie before the
    /// central directory. The sizes are the central directory's (a data descriptor's entry has
    /// none in its local header).
    func dataRange(of entry: ZipEntry) throws(ZipError) -> Range<Int> {
        let header = entry.localHeaderOffset
        let shown = ZipEntryName.shown(entry.name)
        // `ZipArchive.init` checked that the 30 bytes lie before the central directory.
        guard ZipBytes.uint32(bytes, header) == 0x0403_4b50 else {
            throw ZipError(at: header, "no local header where the central directory puts \(shown)")
        }
        let nameCount = Int(ZipBytes.uint16(bytes, header + 26))
        let extraCount = Int(ZipBytes.uint16(bytes, header + 28))
        let start = header + 30 + nameCount + extraCount
        guard start <= centralDirectoryOffset, entry.compressedSize <= centralDirectoryOffset - start else {
            throw ZipError(at: header, "\(shown)'s data runs into the central directory: the file is damaged")
        }
        guard bytes[header + 30..<header + 30 + nameCount].elementsEqual(entry.name.utf8) else {
            throw ZipError(at: header, "\(shown)'s local header names another entry")
        }
        guard ZipBytes.uint16(bytes, header + 8) == entry.method else {
            throw ZipError(at: header, "\(shown)'s local header states another compression method")
        }
        return start..<start + entry.compressedSize
    }
}
