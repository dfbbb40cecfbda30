/// Bounds-checked reads of one slice of a Mach-O file: offsets are relative to the slice, errors
/// name the offset in the whole file.
struct MachOBytes {
    /// The whole file.
    let bytes: [UInt8]
    /// Where the slice starts in `bytes`.
    let start: Int
    /// The slice's size; `start + count <= bytes.count`.
    let count: Int

    /// The longest string read (a class, protocol or selector name); longer is refused as corrupt.
    static let maximumStringLength = 4_096

    /// An error at `offset` in the slice, reported at its offset in the file. Names from the file
    /// (segments, sections, classes) may hold control characters: they become `?`, so that the
    /// message stays one line and cannot drive a terminal.
    func error(at offset: Int, _ message: String) -> MachOError {
        let (fileOffset, overflow) = start.addingReportingOverflow(offset)
        let printable = String(
            String.UnicodeScalarView(
                message.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : $0 }))
        return MachOError(at: overflow ? start : fileOffset, printable)
    }

    /// Throws unless `length` bytes at `offset` lie inside the slice.
    func check(_ offset: Int, length: Int, _ what: String) throws(MachOError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error(
                at: max(0, min(offset, count)),
                "\(what) (\(length) bytes at slice offset \(offset)) runs past the end of the \(count)-byte slice")
        }
    }

    /// The little-endian unsigned integer of `size` bytes (at most 8) at `offset`.
    func little(_ offset: Int, _ size: Int, _ what: String) throws(MachOError) -> UInt64 {
        try check(offset, length: size, what)
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[start + offset + index]) }
        return value
    }

    /// The big-endian unsigned integer of `size` bytes (at most 8) at `offset` (universal headers).
    func big(_ offset: Int, _ size: Int, _ what: String) throws(MachOError) -> UInt64 {
        try check(offset, length: size, what)
        var value: UInt64 = 0
        for index in 0..<size { value = value << 8 | UInt64(bytes[start + offset + index]) }
        return value
    }

    /// The little-endian `UInt32` at `offset`.
    func uint32(_ offset: Int, _ what: String) throws(MachOError) -> UInt32 {
        UInt32(truncatingIfNeeded: try little(offset, 4, what))
    }

    /// The little-endian `UInt64` at `offset`.
    func uint64(_ offset: Int, _ what: String) throws(MachOError) -> UInt64 {
        try little(offset, 8, what)
    }

    /// A fixed-size name field (segment and section names): up to `length` bytes, NUL-padded.
    func fixedName(_ offset: Int, length: Int) throws(MachOError) -> String {
        try check(offset, length: length, "a name")
        let field = bytes[(start + offset)..<(start + offset + length)]
        return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// The NUL-terminated UTF-8 string at `offset`, which must end before `limit` (the end of
    /// the segment or table it lies in) and within `maximumStringLength` bytes.
    func cString(_ offset: Int, limit: Int, _ what: String) throws(MachOError) -> String {
        let length = try cStringLength(offset, limit: limit, what)
        return String(decoding: bytes[(start + offset)..<(start + offset + length)], as: UTF8.self)
    }

    /// The length in bytes, without the NUL, of the string `cString` reads.
    func cStringLength(_ offset: Int, limit: Int, _ what: String) throws(MachOError) -> Int {
        let end = min(limit, count)
        guard offset >= 0, offset < end else {
            throw error(at: max(0, min(offset, count)), "\(what) starts outside its segment")
        }
        let searchEnd = offset + min(end - offset, Self.maximumStringLength)
        var index = offset
        while index < searchEnd, bytes[start + index] != 0 { index += 1 }
        guard index < searchEnd else {
            throw error(
                at: offset, "\(what) has no terminating NUL within its segment or \(Self.maximumStringLength) bytes")
        }
        return index - offset
    }
}
