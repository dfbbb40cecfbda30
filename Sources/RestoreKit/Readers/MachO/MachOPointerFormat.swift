/// The chained pointer formats this reads (`DYLD_CHAINED_PTR_*` of dyld's mach-o/fixup-chains.h):
/// the 64-bit ones app binaries use. Kernel, firmware and 32-bit formats are refused.
enum MachOPointerFormat: UInt16 {
    /// `DYLD_CHAINED_PTR_ARM64E`: 8-byte stride; an unauthenticated rebase holds a vm address.
    case arm64e = 1
    /// `DYLD_CHAINED_PTR_64`: 4-byte stride; a rebase holds a vm address.
    case pointer64 = 2
    /// `DYLD_CHAINED_PTR_64_OFFSET`: 4-byte stride; a rebase holds an offset from the image base.
    case pointer64Offset = 6
    /// `DYLD_CHAINED_PTR_ARM64E_USERLAND`: 8-byte stride; rebases hold offsets.
    case arm64eUserland = 9
    /// `DYLD_CHAINED_PTR_ARM64E_USERLAND24`: as `arm64eUserland`, with 24-bit bind ordinals.
    case arm64eUserland24 = 12

    /// The unit of a pointer's `next` field, in bytes.
    var stride: Int {
        switch self {
        case .pointer64, .pointer64Offset: 4
        case .arm64e, .arm64eUserland, .arm64eUserland24: 8
        }
    }

    /// What one chained pointer holds, and its `next` field.
    func decode(_ raw: UInt64, baseAddress: UInt64) -> (target: MachOChainedTarget, next: Int) {
        switch self {
        case .pointer64, .pointer64Offset:
            // dyld_chained_ptr_64_rebase: target 36, high8 8, reserved 7, next 12, bind 1
            // dyld_chained_ptr_64_bind: ordinal 24, addend 8, reserved 19, next 12, bind 1
            let next = Int(raw >> 51 & 0xFFF)
            if raw >> 63 == 1 { return (.bind(ordinal: Int(raw & 0xFF_FFFF)), next) }
            let target = raw & 0xF_FFFF_FFFF
            return (.address(self == .pointer64 ? target : baseAddress &+ target), next)
        case .arm64e, .arm64eUserland, .arm64eUserland24:
            // bit 63 auth, bit 62 bind, bits 51-61 next; binds hold the ordinal in the low 16
            // (24 for USERLAND24) bits; an authenticated rebase holds a 32-bit offset, a plain
            // one a 43-bit target (an address for ARM64E, an offset for the userland formats).
            let next = Int(raw >> 51 & 0x7FF), authenticated = raw >> 63 == 1
            if raw >> 62 & 1 == 1 {
                let ordinal = raw & (self == .arm64eUserland24 ? 0xFF_FFFF : 0xFFFF)
                return (.bind(ordinal: Int(ordinal)), next)
            }
            if authenticated { return (.address(baseAddress &+ (raw & 0xFFFF_FFFF)), next) }
            let target = raw & 0x7FF_FFFF_FFFF
            return (.address(self == .arm64e ? target : baseAddress &+ target), next)
        }
    }
}

/// What a chained pointer holds: a rebase target address or an import's ordinal.
enum MachOChainedTarget {
    /// A rebase to this address.
    case address(UInt64)
    /// A bind to the import with this ordinal.
    case bind(ordinal: Int)
}

/// The imports table of chained fixups: bind ordinal to symbol name.
struct MachOChainedImports {
    /// The slice.
    private let data: MachOBytes
    /// Where the table starts, how many entries it has and their format (1, 2 or 3).
    private let start: Int, count: Int, format: UInt32
    /// Where the symbol strings start and where the fixups data ends.
    private let symbols: Int, end: Int

    /// The imports table at `start`, checked to lie inside the fixups data ending at `end`.
    init(_ data: MachOBytes, at start: Int, count: Int, format: UInt32, symbols: Int, end: Int, headerOffset: Int)
        throws(MachOError)
    {
        let entrySize: Int
        switch format {
        case 1: entrySize = 4 // DYLD_CHAINED_IMPORT
        case 2: entrySize = 8 // DYLD_CHAINED_IMPORT_ADDEND
        case 3: entrySize = 16 // DYLD_CHAINED_IMPORT_ADDEND64
        default: throw data.error(at: headerOffset + 12, "chained imports format \(format) is not one this reads")
        }
        guard start >= 0, start <= end, count <= (end - start) / entrySize else {
            throw data.error(at: headerOffset + 8, "\(count) chained imports do not fit in the fixups data")
        }
        guard symbols >= 0, symbols <= end else {
            throw data.error(at: headerOffset + 4, "the chained symbols offset lies outside the fixups data")
        }
        (self.data, self.start, self.count, self.format, self.symbols, self.end) = (
            data, start, count, format, symbols, end
        )
    }

    /// The symbol name of import `ordinal`; the error's offset is filled in by the caller.
    func name(_ ordinal: Int) throws(MachOError) -> String {
        guard ordinal < count else {
            throw MachOError(at: 0, "bind ordinal \(ordinal) is past the \(count) chained imports")
        }
        let nameOffset: UInt64
        switch format {
        case 1: nameOffset = UInt64(try data.uint32(start + 4 * ordinal, "a chained import") >> 9)
        case 2: nameOffset = UInt64(try data.uint32(start + 8 * ordinal, "a chained import") >> 9)
        default: nameOffset = try data.uint64(start + 16 * ordinal, "a chained import") >> 32
        }
        guard nameOffset < UInt64(end - symbols) else {
            throw MachOError(at: 0, "chained import \(ordinal)'s name lies outside the symbols")
        }
        return try data.cString(symbols + Int(nameOffset), limit: end, "a chained import's name")
    }
}
