// TEMPORARY: stands in for the Mach-O reader (helper A) until the lead merges it; the lead deletes this file then. Their signatures are the agreed ones.

/// Reading Mach-O files (stand-in until the reader is merged).
package enum MachOFile {
    /// The slices of a thin or universal Mach-O file (stand-in: always throws).
    package static func slices(of bytes: [UInt8]) throws(MachOError) -> [MachOSlice] {
        throw MachOError(at: 0, "the Mach-O reader is not merged yet")
    }

    /// Whether `prefix` starts with a Mach-O or universal magic number.
    package static func isMachO(prefix: [UInt8]) -> Bool {
        guard prefix.count >= 4 else { return false }
        let magic = prefix.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        // MH_MAGIC(_64) in either byte order, and FAT_MAGIC(_64) as a universal file writes them.
        return [0xFEED_FACE, 0xFEED_FACF, 0xCEFA_EDFE, 0xCFFA_EDFE, 0xCAFE_BABE, 0xCAFE_BABF].contains(magic)
    }
}
