@testable import RestoreKit

/// Byte edits of a 64-bit little-endian Mach-O fixture, for the corruption tests: finds load
/// commands, sections and the chained-fixup chains by reading the headers as loader.h and
/// fixup-chains.h describe them (written apart from the reader, as its check).
struct MachOEditing {
    /// The file being edited.
    var bytes: [UInt8]

    func uint32(_ offset: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) } }
    func uint64(_ offset: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) } }
    mutating func setUInt32(_ offset: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[offset + index] = UInt8(value >> (8 * index) & 0xFF) }
    }
    mutating func setUInt64(_ offset: Int, _ value: UInt64) {
        for index in 0..<8 { bytes[offset + index] = UInt8(value >> (8 * index) & 0xFF) }
    }

    /// The offset of the first load command `command`.
    func loadCommand(_ command: UInt32) -> Int? { commandOffsets.first { uint32($0) == command } }

    /// The offset of the `section_64` header named `name`.
    func sectionHeader(_ name: String) -> Int? {
        for offset in commandOffsets where uint32(offset) == 0x19 {
            for index in 0..<Int(uint32(offset + 64)) {
                let header = offset + 72 + 80 * index
                if String(decoding: bytes[header..<(header + 16)].prefix { $0 != 0 }, as: UTF8.self) == name {
                    return header
                }
            }
        }
        return nil
    }

    /// The offset of each load command.
    var commandOffsets: [Int] {
        var offsets: [Int] = [], offset = 32
        for _ in 0..<uint32(16) {
            offsets.append(offset)
            offset += Int(uint32(offset + 4))
        }
        return offsets
    }

    /// The offset of the `LC_SEGMENT_64` named `name`.
    func segmentCommand(_ name: String) -> Int? {
        commandOffsets.first {
            uint32($0) == 0x19
                && String(decoding: bytes[($0 + 8)..<($0 + 24)].prefix { $0 != 0 }, as: UTF8.self) == name
        }
    }

    /// The address of the segment named `name`.
    func segmentAddress(_ name: String) -> UInt64? { segmentCommand(name).map { uint64($0 + 24) } }

    /// The file offset where the segment named `name`'s file bytes end.
    func segmentFileEnd(_ name: String) -> Int? { segmentCommand(name).map { Int(uint64($0 + 40) + uint64($0 + 48)) } }

    /// The file offset of address `address` (the segments map addresses to file offsets).
    func fileOffset(ofAddress address: UInt64) -> Int? {
        for offset in commandOffsets where uint32(offset) == 0x19 {
            let start = uint64(offset + 24), fileOffset = uint64(offset + 40), fileSize = uint64(offset + 48)
            if address >= start, address - start < fileSize { return Int(fileOffset + address - start) }
        }
        return nil
    }

    /// One `dyld_chained_starts_in_segment`: where it is, its pointer format, page size and
    /// the file offset of each chain's first pointer.
    struct ChainedSegment { var startsOffset: Int; var pageSize: Int; var chainStarts: [Int] }

    /// The chained-fixup segments of the file.
    func chainedSegments() -> [ChainedSegment] {
        guard let command = loadCommand(0x8000_0034) else { return [] }
        let data = Int(uint32(command + 8))
        let starts = data + Int(uint32(data + 4))
        let textAddress = segmentAddress("__TEXT") ?? 0
        var segments: [ChainedSegment] = []
        for index in 0..<Int(uint32(starts)) {
            let info = Int(uint32(starts + 4 + 4 * index))
            if info == 0 { continue }
            let at = starts + info
            let pageSize = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8
            let segmentOffset = uint64(at + 8)
            let pageCount = Int(bytes[at + 20]) | Int(bytes[at + 21]) << 8
            var chainStarts: [Int] = []
            for page in 0..<pageCount {
                let start = Int(bytes[at + 22 + 2 * page]) | Int(bytes[at + 23 + 2 * page]) << 8
                if start == 0xFFFF { continue }
                chainStarts.append(
                    fileOffset(ofAddress: textAddress + segmentOffset + UInt64(page * pageSize + start))!)
            }
            segments.append(ChainedSegment(startsOffset: at, pageSize: pageSize, chainStarts: chainStarts))
        }
        return segments
    }

    /// Rewrites every `DYLD_CHAINED_PTR_64` pointer with `transform` (given the old pointer and
    /// its file offset, returning the new one) and sets the segments' format to `format`.
    mutating func rewriteChains(format: UInt16, _ transform: (UInt64, Int) -> UInt64) {
        for segment in chainedSegments() {
            bytes[segment.startsOffset + 6] = UInt8(format)
            for start in segment.chainStarts {
                var offset = start
                while true {
                    let old = uint64(offset)
                    setUInt64(offset, transform(old, offset))
                    let next = Int(old >> 51 & 0xFFF)
                    if next == 0 { break }
                    offset += next * 4
                }
            }
        }
    }
}
