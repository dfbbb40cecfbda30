/// Reads a NIBArchive's bytes from an offset on, each read checked against the end of the file.
struct NIBArchiveCursor {
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    private(set) var offset: Int

    /// The longest varint read: 5 groups of 7 bits hold every 32-bit count or index, and a
    /// longer one is refused rather than read on until the end of the file.
    static let maximumVarintLength = 5

    /// A table of the header: how many entries it has and where it starts.
    struct Table {
        var count: Int
        var offset: Int
    }

    /// A cursor at `offset` (which may be past the end: the first read then fails).
    init(_ bytes: [UInt8], at offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The `table.count` entries of `table`, one after the other from its offset, each read by
    /// `entry` from a cursor at its start, with its index.
    static func entries<Entry>(
        of table: Table, in bytes: [UInt8],
        _ entry: (inout NIBArchiveCursor, Int) throws(NibError) -> Entry
    ) throws(NibError) -> [Entry] {
        var cursor = NIBArchiveCursor(bytes, at: table.offset)
        var entries: [Entry] = []
        entries.reserveCapacity(table.count)
        for index in 0..<table.count {
            entries.append(try entry(&cursor, index))
        }
        return entries
    }

    /// A little-endian unsigned integer of `width` bytes (at most 8).
    mutating func littleEndian(_ width: Int, _ what: @autoclosure () -> String) throws(NibError) -> UInt64 {
        let slice = try take(width, what())
        var value: UInt64 = 0
        for (position, byte) in slice.enumerated() { value |= UInt64(byte) << (8 * position) }
        return value
    }

    /// The next byte.
    mutating func byte(_ what: @autoclosure () -> String) throws(NibError) -> UInt8 {
        UInt8(try littleEndian(1, what()))
    }

    /// A 32-bit header word.
    mutating func word() throws(NibError) -> UInt32 {
        UInt32(try littleEndian(4, "the header"))
    }

    /// A header (count, offset) pair, checked: the offset within the file, and the count no more
    /// than the bytes from the offset to the end can hold at `minimumEntrySize` bytes an entry.
    mutating func table(named name: String, minimumEntrySize: Int, at headerOffset: Int) throws(NibError) -> Table {
        let count = Int(try word())
        let start = Int(try word())
        guard start <= bytes.count else {
            throw NibError(
                at: headerOffset + 4,
                "the \(name) table's offset \(start) is past the end of the file (\(bytes.count) bytes)")
        }
        guard count <= (bytes.count - start) / minimumEntrySize else {
            throw NibError(
                at: headerOffset,
                "the \(name) count \(count) is more than the \(bytes.count - start) bytes from offset \(start) can hold"
            )
        }
        return Table(count: count, offset: start)
    }

    /// The next `count` bytes.
    mutating func take(_ count: Int, _ what: @autoclosure () -> String) throws(NibError) -> ArraySlice<UInt8> {
        guard offset <= bytes.count, count <= bytes.count - offset else {
            throw NibError(
                at: min(offset, bytes.count),
                "\(what()) needs \(count) bytes, past the end of the file (\(bytes.count) bytes)")
        }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// A varint: 7-bit groups, least significant first, the last one marked by its high bit.
    mutating func varint() throws(NibError) -> Int {
        let start = offset
        var value = 0
        for group in 0..<Self.maximumVarintLength {
            guard offset < bytes.count else { throw NibError(at: start, "the file ends inside a varint") }
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << (7 * group)
            if byte & 0x80 != 0 { return value }
        }
        throw NibError(at: start, "a varint runs on past \(Self.maximumVarintLength) bytes")
    }
}
