/// The first bytes that tell a file's kind where more than one reader must agree on them: the
/// readers that own the format (`MachOFile`, `NIBArchive`) and the naming of files that hold no
/// property list (`OtherFileKind`). Kept at the bottom layer so that both can use one test.
package enum FileSignature {
    /// A NIBArchive nib's first bytes.
    package static let nibArchive: [UInt8] = Array("NIBArchive".utf8)

    /// The most architectures a universal header may list and still be taken for one: Java class
    /// files share its magic (`0xCAFEBABE`) and give their version there, 45 or more.
    package static let maximumArchitectureCount = 32

    /// Whether the first bytes are a Mach-O or universal magic: a little-endian thin header
    /// (64- or 32-bit), or a universal header (32- or 64-bit offsets) with a plausible architecture count.
    package static func isMachO(prefix: [UInt8]) -> Bool {
        guard prefix.count >= 4 else { return false }
        let magic = prefix.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch magic {
        case 0xCFFA_EDFE, 0xCEFA_EDFE: return true
        case 0xCAFE_BABE, 0xCAFE_BABF:
            guard prefix.count >= 8 else { return false }
            let count = prefix[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            return count >= 1 && count <= maximumArchitectureCount
        default: return false
        }
    }
}
