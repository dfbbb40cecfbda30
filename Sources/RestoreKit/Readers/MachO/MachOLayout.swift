/// One segment of a thin Mach-O image: where its addresses lie and which file bytes back them.
struct MachOSegment {
    /// `__TEXT`, `__DATA_CONST`, ...
    let name: String
    /// Its first address.
    let address: UInt64
    /// Its size in memory.
    let memorySize: UInt64
    /// Where its bytes start in the slice.
    let fileOffset: Int
    /// How many of them the file holds (the rest is zero-filled in memory).
    let fileSize: Int
}

/// One section of a thin Mach-O image.
struct MachOSection {
    /// `__objc_classlist`, ...
    let name: String
    /// The segment it belongs to.
    let segmentName: String
    /// Its first address.
    let address: UInt64
    /// Its size.
    let size: UInt64
}

/// What the header and load commands of a thin (single-architecture) image say.
struct MachOLayout {
    /// Whether this is a 64-bit image (MH_MAGIC_64): pointers and class structures are 8-byte.
    let is64Bit: Bool
    /// `mach_header.cputype` and `cpusubtype`.
    let cpuType: UInt32, cpuSubtype: UInt32
    /// The segments, in load-command order.
    let segments: [MachOSegment]
    /// The sections of every segment.
    let sections: [MachOSection]
    /// Whether an `LC_ENCRYPTION_INFO(_64)` has a cryptid other than 0.
    let isEncrypted: Bool
    /// `LC_DYLD_CHAINED_FIXUPS`: the slice offset and size of its data.
    let chainedFixups: (offset: Int, size: Int)?
    /// `LC_DYLD_INFO(_ONLY)`: the slice offset and size of its (non-lazy) bind opcodes.
    let bindOpcodes: (offset: Int, size: Int)?
    /// The dylibs the load commands link, in their order (`MachOLinkedDylib`).
    let linkedDylibs: [MachOLinkedDylib]
    /// `LC_SYMTAB`: the slice offsets of the symbol and string tables, the symbol count and the
    /// string table's size.
    let symbolTable: (symbols: Int, count: Int, strings: Int, stringsSize: Int)?
    /// `LC_DYSYMTAB`'s undefined symbols: the first one's index in the symbol table and their count.
    let undefinedSymbols: (first: Int, count: Int)?

    /// The size of a pointer in the image.
    var pointerSize: Int { is64Bit ? 8 : 4 }

    /// The first section named `name` in a segment whose name starts with `__DATA` (`__DATA`,
    /// `__DATA_CONST`, `__DATA_DIRTY`), where the linker puts the Objective-C lists.
    func dataSection(_ name: String) -> MachOSection? {
        sections.first { $0.name == name && $0.segmentName.hasPrefix("__DATA") }
    }

    /// The image's base address: the `__TEXT` segment's, to which chained-fixup offsets are relative.
    var baseAddress: UInt64 {
        segments.first { $0.name == "__TEXT" }?.address ?? segments.first { $0.fileOffset == 0 && $0.fileSize > 0 }?
            .address ?? 0
    }

    /// Reads the header and load commands of the thin image in `data`, whose magic says `is64Bit`.
    init(_ data: MachOBytes, is64Bit: Bool) throws(MachOError) {
        self.is64Bit = is64Bit
        cpuType = try data.uint32(4, "the Mach-O header")
        cpuSubtype = try data.uint32(8, "the Mach-O header")
        let commandCount = Int(try data.uint32(16, "the Mach-O header"))
        let commandsSize = Int(try data.uint32(20, "the Mach-O header"))
        let headerSize = is64Bit ? 32 : 28
        try data.check(headerSize, length: commandsSize, "the load commands (sizeofcmds)")
        // Each command is at least 8 bytes: a count beyond that cannot be right.
        guard commandCount <= commandsSize / 8 else {
            throw data.error(at: 16, "\(commandCount) load commands cannot fit in sizeofcmds \(commandsSize)")
        }
        var segments: [MachOSegment] = [], sections: [MachOSection] = []
        var encrypted = false
        var chained: (Int, Int)?, binds: (Int, Int)?
        var dylibs: [MachOLinkedDylib] = []
        var symbols: (Int, Int, Int, Int)?, undefined: (Int, Int)?
        var offset = headerSize
        let end = headerSize + commandsSize
        for _ in 0..<commandCount {
            guard end - offset >= 8 else { throw data.error(at: offset, "a load command runs past sizeofcmds") }
            let command = try data.uint32(offset, "a load command")
            let size = Int(try data.uint32(offset + 4, "a load command"))
            guard size >= 8, size % 4 == 0, size <= end - offset else {
                throw data.error(
                    at: offset + 4,
                    "load command 0x\(String(command, radix: 16)) has size \(size), which is not a multiple of 4 inside sizeofcmds"
                )
            }
            let body = MachOCommand(data: data, offset: offset, size: size)
            switch command {
            case 0x19, 0x1: // LC_SEGMENT_64, LC_SEGMENT
                guard (command == 0x19) == is64Bit else {
                    throw data.error(at: offset, "a segment command of the other word size")
                }
                let (segment, ownSections) = try body.segment(is64Bit: is64Bit)
                segments.append(segment)
                sections += ownSections
            case 0x21, 0x2C: // LC_ENCRYPTION_INFO, LC_ENCRYPTION_INFO_64: cryptoff, cryptsize, cryptid
                let cryptID = try body.uint32(16, "LC_ENCRYPTION_INFO")
                encrypted = encrypted || cryptID != 0
            case 0x8000_0034: // LC_DYLD_CHAINED_FIXUPS: dataoff, datasize
                chained = try body.linkEditRange(at: 8, "LC_DYLD_CHAINED_FIXUPS")
            case 0x22, 0x8000_0022: // LC_DYLD_INFO(_ONLY): rebase, then bind offset and size
                binds = try body.linkEditRange(at: 16, "LC_DYLD_INFO's bind opcodes")
            case 0x2: // LC_SYMTAB: symoff, nsyms, stroff, strsize
                // symoff and nsyms: a count of entries (checked against the slice where they are read), not bytes.
                let table = Int(try body.uint32(8, "LC_SYMTAB")), count = Int(try body.uint32(12, "LC_SYMTAB"))
                let (strings, stringsSize) = try body.linkEditRange(at: 16, "LC_SYMTAB's strings")
                symbols = (table, count, strings, stringsSize)
            case 0xB: // LC_DYSYMTAB: ilocalsym, nlocalsym, iextdefsym, nextdefsym, iundefsym, nundefsym, ...
                undefined = (Int(try body.uint32(24, "LC_DYSYMTAB")), Int(try body.uint32(28, "LC_DYSYMTAB")))
            default:
                if let kind = MachOLinkedDylib.Kind(command: command) { dylibs.append(try body.linkedDylib(kind)) }
            }
            offset += size
        }
        self.segments = segments
        self.sections = sections
        isEncrypted = encrypted
        chainedFixups = chained
        bindOpcodes = binds
        linkedDylibs = dylibs
        symbolTable = symbols
        undefinedSymbols = undefined
    }
}
