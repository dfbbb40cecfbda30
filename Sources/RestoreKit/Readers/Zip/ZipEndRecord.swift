/// Where a zip file's central directory is and how many entries it lists: the end of central
/// directory record (APPNOTE 4.3.16), found from the end of the file, and the ZIP64 record its
/// locator points to when there is one (4.3.14, 4.3.15).
struct ZipEndRecord {
    /// Where the end of central directory record starts.
    var offset: Int
    /// The entries the central directory lists.
    var entryCount: Int
    /// Where the central directory starts.
    var centralDirectoryOffset: Int
    /// The central directory's length in bytes.
    var centralDirectorySize: Int

    /// The record is 22 bytes and its comment at most 65,535: it starts in the last 65,557 bytes.
    static let searchedLength = 22 + 0xFFFF

    /// Finds the record of `bytes`, and the ZIP64 one where the locator before it points.
    init(_ bytes: [UInt8]) throws(ZipError) {
        let start = Self.find(bytes)
        guard let start else {
            let isCutShort = bytes.count >= 4 && ZipBytes.uint32(bytes, 0) == 0x0403_4b50
            throw ZipError(
                at: bytes.count,
                isCutShort
                    ? "a zip file cut short: it ends (after \(bytes.count) bytes) before its end of central directory record"
                    : "not a zip file: no end of central directory record in its last \(Self.searchedLength) bytes")
        }
        offset = start
        let disk = ZipBytes.uint16(bytes, start + 4)
        let directoryDisk = ZipBytes.uint16(bytes, start + 6)
        entryCount = Int(ZipBytes.uint16(bytes, start + 10))
        centralDirectorySize = Int(ZipBytes.uint32(bytes, start + 12))
        centralDirectoryOffset = Int(ZipBytes.uint32(bytes, start + 16))
        var directoryEnd = start
        if start >= 20, ZipBytes.uint32(bytes, start - 20) == 0x0706_4b50 {
            directoryEnd = try readZip64(bytes, locator: start - 20)
        } else if disk != 0 || directoryDisk != 0 {
            throw ZipError(at: start, "a zip file split over several disks: this reads a single file")
        }
        guard centralDirectoryOffset <= directoryEnd, centralDirectorySize == directoryEnd - centralDirectoryOffset
        else {
            throw ZipError(
                at: offset,
                "the central directory (\(centralDirectorySize) bytes at byte \(centralDirectoryOffset)) does not end where the end record starts (byte \(directoryEnd)): the file is truncated or damaged"
            )
        }
    }

    /// The last record signature whose comment ends within the file, searching back from the end.
    private static func find(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 22 else { return nil }
        var position = bytes.count - 22
        let lowest = max(0, bytes.count - searchedLength)
        while position >= lowest {
            if bytes[position] == 0x50, ZipBytes.uint32(bytes, position) == 0x0605_4b50,
                position + 22 + Int(ZipBytes.uint16(bytes, position + 20)) <= bytes.count
            {
                return position
            }
            position -= 1
        }
        return nil
    }

    /// Reads the ZIP64 end of central directory record the locator at `locator` points to, and
    /// returns where that record starts (where the central directory must end).
    private mutating func readZip64(_ bytes: [UInt8], locator: Int) throws(ZipError) -> Int {
        guard ZipBytes.uint32(bytes, locator + 4) == 0, ZipBytes.uint32(bytes, locator + 16) <= 1 else {
            throw ZipError(at: locator, "a zip file split over several disks: this reads a single file")
        }
        guard let record = ZipBytes.size(bytes, locator + 8), record <= locator - 56 else {
            throw ZipError(at: locator, "the ZIP64 end of central directory locator points outside the file")
        }
        guard ZipBytes.uint32(bytes, record) == 0x0606_4b50 else {
            throw ZipError(at: record, "no ZIP64 end of central directory record where its locator points")
        }
        guard ZipBytes.uint32(bytes, record + 16) == 0, ZipBytes.uint32(bytes, record + 20) == 0 else {
            throw ZipError(at: record, "a zip file split over several disks: this reads a single file")
        }
        guard let count = ZipBytes.size(bytes, record + 32), let size = ZipBytes.size(bytes, record + 40),
            let start = ZipBytes.size(bytes, record + 48)
        else {
            throw ZipError(at: record, "the ZIP64 end of central directory record states sizes past any file")
        }
        entryCount = count
        centralDirectorySize = size
        centralDirectoryOffset = start
        return record
    }
}
