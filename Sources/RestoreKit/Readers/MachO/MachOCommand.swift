/// One load command's bytes, read with checks that nothing lies outside the command.
struct MachOCommand {
    /// The slice.
    let data: MachOBytes
    /// Where the command starts in the slice.
    let offset: Int
    /// Its `cmdsize`.
    let size: Int

    /// The `UInt32` at `field` bytes into the command.
    func uint32(_ field: Int, _ what: String) throws(MachOError) -> UInt32 {
        guard field + 4 <= size else {
            throw data.error(at: offset, "\(what) is shorter than its fields (\(size) bytes)")
        }
        return try data.uint32(offset + field, what)
    }

    /// The `UInt32` or `UInt64` (per `wide`) at `field` bytes into the command.
    func word(_ field: Int, wide: Bool, _ what: String) throws(MachOError) -> UInt64 {
        guard field + (wide ? 8 : 4) <= size else {
            throw data.error(at: offset, "\(what) is shorter than its fields (\(size) bytes)")
        }
        return try data.little(offset + field, wide ? 8 : 4, what)
    }

    /// A `dataoff`/`datasize` pair at `field`, checked to lie inside the slice.
    func linkEditRange(at field: Int, _ what: String) throws(MachOError) -> (Int, Int) {
        let start = Int(try uint32(field, what)), length = Int(try uint32(field + 4, what))
        try data.check(start, length: length, what)
        return (start, length)
    }

    /// An `LC_SEGMENT(_64)` and the sections that follow it.
    func segment(is64Bit: Bool) throws(MachOError) -> (MachOSegment, [MachOSection]) {
        let word = is64Bit ? 8 : 4
        let name = try data.fixedName(offset + 8, length: 16)
        let address = try self.word(24, wide: is64Bit, "a segment command")
        let memorySize = try self.word(24 + word, wide: is64Bit, "a segment command")
        let fileOffset = try self.word(24 + 2 * word, wide: is64Bit, "a segment command")
        let fileSize = try self.word(24 + 3 * word, wide: is64Bit, "a segment command")
        let sectionCount = Int(try uint32(24 + 4 * word + 8, "a segment command"))
        let headerSize = is64Bit ? 72 : 56, sectionSize = is64Bit ? 80 : 68
        guard sectionCount <= (size - headerSize) / sectionSize, size >= headerSize else {
            throw data.error(
                at: offset + 24 + 4 * word + 8,
                "segment \(name) claims \(sectionCount) sections, more than its command's \(size) bytes hold")
        }
        guard fileOffset <= UInt64(data.count), fileSize <= UInt64(data.count) - fileOffset else {
            throw data.error(
                at: offset + 24 + 2 * word,
                "segment \(name)'s file range (\(fileSize) bytes at \(fileOffset)) runs past the end of the slice")
        }
        guard address.addingReportingOverflow(memorySize).overflow == false,
            fileSize <= memorySize || memorySize == 0 && fileSize == 0
        else {
            throw data.error(at: offset + 24, "segment \(name)'s address range is impossible")
        }
        let segment = MachOSegment(
            name: name, address: address, memorySize: memorySize, fileOffset: Int(fileOffset), fileSize: Int(fileSize))
        var sections: [MachOSection] = []
        for index in 0..<sectionCount {
            let at = offset + headerSize + index * sectionSize
            let sectionAddress = try data.little(at + 32, word, "a section header")
            let sectionLength = try data.little(at + 32 + word, word, "a section header")
            let type = try data.uint32(at + 32 + 2 * word + 16, "a section header") & 0xFF
            let sectionName = try data.fixedName(at, length: 16)
            // Zero-fill sections (S_ZEROFILL, S_GB_ZEROFILL, S_THREAD_LOCAL_ZEROFILL) have no file bytes.
            if ![0x1, 0xC, 0x12].contains(type) {
                let sectionOffset = UInt64(try data.uint32(at + 32 + 2 * word, "a section header"))
                guard sectionOffset <= UInt64(data.count), sectionLength <= UInt64(data.count) - sectionOffset else {
                    throw data.error(
                        at: at + 32 + 2 * word,
                        "section \(sectionName)'s file range (\(sectionLength) bytes at \(sectionOffset)) runs past the end of the slice"
                    )
                }
            }
            sections.append(
                MachOSection(name: sectionName, segmentName: name, address: sectionAddress, size: sectionLength))
        }
        return (segment, sections)
    }
}
