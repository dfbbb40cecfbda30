/// The bind opcodes of `LC_DYLD_INFO(_ONLY)` (mach-o/loader.h, `BIND_OPCODE_*`), as far as
/// classic images need them: which locations the loader binds to which symbol. Lazy and weak
/// binds are not read (superclass and class references are bound eagerly).
struct MachOBindOpcodes {
    /// The bound symbol of each location, by address.
    private(set) var fixups = MachOFixupTable()

    /// Runs the opcodes at `range` of the image `layout` describes.
    init(_ data: MachOBytes, layout: MachOLayout, range: (offset: Int, size: Int)) throws(MachOError) {
        var reader = MachOOpcodeReader(data: data, offset: range.offset, end: range.offset + range.size)
        let pointerSize = UInt64(layout.pointerSize)
        // Every bind writes a pointer of the slice, so more binds than that means a loop of skips.
        var bindsLeft = data.count / layout.pointerSize + 1
        var symbol: String?
        var segment: MachOSegment?
        var address: UInt64 = 0
        while reader.offset < reader.end {
            let opcodeOffset = reader.offset
            let byte = try reader.byte()
            let immediate = UInt64(byte & 0x0F)
            /// Binds `symbol` at `address` and moves past it (then by `skip` more bytes).
            func bind(times: UInt64 = 1, skip: UInt64 = 0) throws(MachOError) {
                guard let segment, let symbol else {
                    throw data.error(at: opcodeOffset, "a bind opcode binds before it names a segment and a symbol")
                }
                for _ in 0..<min(times, UInt64(bindsLeft)) {
                    guard address >= segment.address, address - segment.address <= segment.memorySize &- pointerSize,
                        segment.memorySize >= pointerSize
                    else {
                        throw data.error(
                            at: opcodeOffset,
                            "a bind opcode binds 0x\(String(address, radix: 16)), outside segment \(segment.name)")
                    }
                    fixups.set(.symbol(symbol), at: address)
                    address = address &+ pointerSize &+ skip
                }
                guard bindsLeft >= times else {
                    throw data.error(
                        at: opcodeOffset, "the bind opcodes bind more locations than the slice has pointers")
                }
                bindsLeft -= Int(times)
            }
            switch byte & 0xF0 {
            case 0x00: return // BIND_OPCODE_DONE
            case 0x10, 0x30: break // SET_DYLIB_ORDINAL_IMM, SET_DYLIB_SPECIAL_IMM
            case 0x20: _ = try reader.uleb() // SET_DYLIB_ORDINAL_ULEB
            case 0x40: symbol = try reader.cString() // SET_SYMBOL_TRAILING_FLAGS_IMM
            case 0x50: break // SET_TYPE_IMM
            case 0x60: _ = try reader.uleb() // SET_ADDEND_SLEB (the bits, unread)
            case 0x70: // SET_SEGMENT_AND_OFFSET_ULEB
                guard immediate < UInt64(layout.segments.count) else {
                    throw data.error(
                        at: opcodeOffset, "a bind opcode names segment \(immediate) of \(layout.segments.count)")
                }
                segment = layout.segments[Int(immediate)]
                address = layout.segments[Int(immediate)].address &+ (try reader.uleb())
            case 0x80: address = address &+ (try reader.uleb()) // ADD_ADDR_ULEB
            case 0x90: try bind() // DO_BIND
            case 0xA0: try bind(); address = address &+ (try reader.uleb()) // DO_BIND_ADD_ADDR_ULEB
            case 0xB0: try bind(skip: immediate &* pointerSize) // DO_BIND_ADD_ADDR_IMM_SCALED
            case 0xC0: // DO_BIND_ULEB_TIMES_SKIPPING_ULEB
                let times = try reader.uleb(), skip = try reader.uleb()
                try bind(times: times, skip: skip)
            default:
                throw data.error(at: opcodeOffset, "bind opcode 0x\(String(byte, radix: 16)) is not one this reads")
            }
        }
    }
}

/// Reads the bytes, ULEB128 numbers and strings of an opcode stream, inside its bounds.
struct MachOOpcodeReader {
    /// The slice.
    let data: MachOBytes
    /// The next byte to read, and the end of the stream.
    var offset: Int, end: Int

    /// The next byte.
    mutating func byte() throws(MachOError) -> UInt8 {
        guard offset < end else { throw data.error(at: offset, "the bind opcodes end inside an opcode") }
        let value = UInt8(try data.little(offset, 1, "a bind opcode"))
        offset += 1
        return value
    }

    /// The next unsigned LEB128 number (at most 64 bits).
    mutating func uleb() throws(MachOError) -> UInt64 {
        let start = offset
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            guard shift < 64, shift < 63 || byte & 0x7E == 0 else {
                throw data.error(at: start, "a LEB128 number is longer than 64 bits")
            }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// The next NUL-terminated string.
    mutating func cString() throws(MachOError) -> String {
        let length = try data.cStringLength(offset, limit: end, "a bind opcode's symbol name")
        let string = try data.cString(offset, limit: end, "a bind opcode's symbol name")
        offset += length + 1
        return string
    }
}
