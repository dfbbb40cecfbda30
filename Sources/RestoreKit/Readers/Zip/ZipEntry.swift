/// One file or folder of a zip file, as its central directory describes it (ZIP64 sizes and
/// offset applied).
package struct ZipEntry: Sendable, Equatable {
    /// The name as stored, a folder's with its trailing `/`: a relative path that stays inside the
    /// archive (`ZipEntryName` checked it).
    package var name: String
    /// The general-purpose flags (bit 0: encrypted, bit 3: sizes and CRC in a data descriptor).
    package var flags: UInt16
    /// The compression method: 0 stored, 8 deflate (the only two the reader takes).
    package var method: UInt16
    /// The CRC-32 of the inflated bytes.
    package var crc: UInt32
    /// The bytes stored in the file.
    package var compressedSize: Int
    /// The bytes the entry inflates to.
    package var uncompressedSize: Int
    /// Where the entry's local header is in the file.
    package var localHeaderOffset: Int
    /// Where the entry's central directory header is in the file, for messages.
    package var centralHeaderOffset: Int

    /// Whether the entry is a folder: its name ends with `/`.
    package var isFolder: Bool { name.utf8.last == UInt8(ascii: "/") }
}
