/// Reads Mach-O files, thin or universal, for the Objective-C classes each architecture defines.
package enum MachOFile {
    /// Universal files with more architectures than this are refused; it also tells a universal
    /// file from a Java class file, whose equal magic is followed by a version of 45 or more.
    static let maximumArchitectureCount = FileSignature.maximumArchitectureCount

    /// Every slice of a thin or universal file, in the file's order.
    package static func slices(of bytes: [UInt8]) throws(MachOError) -> [MachOSlice] {
        let file = MachOBytes(bytes: bytes, start: 0, count: bytes.count)
        let magic = try file.big(0, 4, "the magic number")
        switch magic {
        case 0xCAFE_BABE, 0xCAFE_BABF:
            return try universalSlices(file, wide: magic == 0xCAFE_BABF).map { (offset, size) throws(MachOError) in
                try slice(MachOBytes(bytes: bytes, start: offset, count: size))
            }
        default:
            return [try slice(file)]
        }
    }

    /// Whether the first bytes are a Mach-O or universal magic this reads (cheap, for classifying
    /// files): `FileSignature.isMachO(prefix:)`, which naming other kinds of file shares.
    package static func isMachO(prefix: [UInt8]) -> Bool { FileSignature.isMachO(prefix: prefix) }

    /// The offset and size of each slice of a universal file, checked to lie inside it without overlapping.
    private static func universalSlices(_ file: MachOBytes, wide: Bool) throws(MachOError) -> [(Int, Int)] {
        let count = Int(try file.big(4, 4, "the universal header"))
        guard count >= 1, count <= maximumArchitectureCount else {
            throw file.error(
                at: 4, "a universal header with \(count) architectures (a Java class file has this magic too)")
        }
        let entrySize = wide ? 32 : 20
        var slices: [(Int, Int)] = []
        for index in 0..<count {
            // fat_arch: cputype, cpusubtype, offset, size, align (fat_arch_64: 64-bit offset and size)
            let entry = 8 + index * entrySize
            let offset = try file.big(entry + 8, wide ? 8 : 4, "a fat_arch entry")
            let size = try file.big(entry + (wide ? 16 : 12), wide ? 8 : 4, "a fat_arch entry")
            guard offset >= UInt64(8 + count * entrySize), offset <= UInt64(file.count),
                size <= UInt64(file.count) - offset
            else {
                throw file.error(
                    at: entry + 8,
                    "architecture \(index)'s slice (\(size) bytes at \(offset)) lies outside the file or over its header"
                )
            }
            slices.append((Int(offset), Int(size)))
        }
        let sorted = slices.enumerated().sorted { $0.element.0 < $1.element.0 }
        for (previous, next) in zip(sorted, sorted.dropFirst())
        where previous.element.0 + previous.element.1 > next.element.0 {
            throw file.error(
                at: 8 + next.offset * entrySize + 8,
                "architecture \(next.offset)'s slice overlaps architecture \(previous.offset)'s")
        }
        return slices
    }

    /// The one architecture of the thin image `data`.
    private static func slice(_ data: MachOBytes) throws(MachOError) -> MachOSlice {
        let magic = try data.uint32(0, "the Mach-O magic number")
        let is64Bit: Bool
        switch magic {
        case 0xFEED_FACF: is64Bit = true
        case 0xFEED_FACE: is64Bit = false
        case 0xCFFA_EDFE, 0xCEFA_EDFE: throw data.error(at: 0, "a big-endian (PowerPC) Mach-O image is not read")
        case 0xBEBA_FECA, 0xBFBA_FECA: throw data.error(at: 0, "a universal file inside a universal file is not read")
        default: throw data.error(at: 0, "magic 0x\(String(magic, radix: 16)) is not a Mach-O magic number")
        }
        let layout = try MachOLayout(data, is64Bit: is64Bit)
        let architecture = architectureName(cpuType: layout.cpuType, cpuSubtype: layout.cpuSubtype)
        let startsSwiftUIApp = try MachOImports(data: data, layout: layout).contains(MachOImports.swiftUIAppMain)
        // An encrypted image's __TEXT (class and selector names) is ciphertext: read nothing more.
        if layout.isEncrypted {
            return MachOSlice(
                architecture: architecture, fileOffset: data.start, size: data.count, isEncrypted: true, classes: [],
                linkedDylibs: layout.linkedDylibs, startsSwiftUIApp: startsSwiftUIApp)
        }
        var space = MachOAddressSpace(data: data, layout: layout)
        if let range = layout.chainedFixups {
            space.fixups = try MachOChainedFixups(data, layout: layout, range: range).fixups
            space.fixupsAreComplete = true
        } else if let range = layout.bindOpcodes {
            space.fixups = try MachOBindOpcodes(data, layout: layout, range: range).fixups
        }
        space.fixups.finish()
        var reader = MachOObjCClasses(space)
        return MachOSlice(
            architecture: architecture, fileOffset: data.start, size: data.count, isEncrypted: false,
            classes: try reader.read(), categories: try reader.readCategories(),
            linkedDylibs: layout.linkedDylibs, startsSwiftUIApp: startsSwiftUIApp)
    }

    /// The architecture's name as `lipo` spells it, or `cputype 0x…`.
    static func architectureName(cpuType: UInt32, cpuSubtype: UInt32) -> String {
        let subtype = cpuSubtype & 0x00FF_FFFF // the high byte holds capability flags (pointer authentication's ABI)
        switch (cpuType, subtype) {
        case (0x0100_000C, 2): return "arm64e"
        case (0x0100_000C, _): return "arm64"
        case (0x0200_000C, _): return "arm64_32"
        case (0x0100_0007, 8): return "x86_64h"
        case (0x0100_0007, _): return "x86_64"
        case (0x7, _): return "i386"
        case (0xC, 9): return "armv7"
        case (0xC, 11): return "armv7s"
        case (0xC, 12): return "armv7k"
        case (0xC, 6): return "armv6"
        case (0xC, _): return "arm"
        default: return "cputype 0x\(String(cpuType, radix: 16))"
        }
    }
}
