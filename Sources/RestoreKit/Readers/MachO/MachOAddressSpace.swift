/// An image's memory as its segments lay it out: addresses to slice offsets, and what the
/// pointers there point to once the loader has fixed them up. Every read names the address of
/// the pointer that led to it (`from`), so that an error points at the bad pointer in the file.
struct MachOAddressSpace {
    /// The slice.
    let data: MachOBytes
    /// Its header and load commands.
    let layout: MachOLayout
    /// Rebases and binds by location address (chained fixups or bind opcodes); empty if unknown.
    var fixups = MachOFixupTable()
    /// Whether `fixups` lists every pointer (chained fixups): then a raw value elsewhere is no pointer.
    var fixupsAreComplete = false

    /// The index in `layout.segments` of the segment holding the file bytes of `address`, if any.
    /// An index, not the segment: copying a segment (its name) for every pointer read was a tenth
    /// of reading a large executable's classes (valgrind --tool=callgrind).
    func segmentIndex(containing address: UInt64) -> Int? {
        let segments = layout.segments
        for index in segments.indices
        where address >= segments[index].address && address - segments[index].address < UInt64(segments[index].fileSize)
        {
            return index
        }
        return nil
    }

    /// The slice offset of the `length` bytes at `address`, or nil unless one segment's file bytes hold them.
    func fileOffset(of address: UInt64, length: Int) -> Int? {
        guard let index = segmentIndex(containing: address) else { return nil }
        let start = layout.segments[index].address, fileSize = layout.segments[index].fileSize
        guard UInt64(length) <= UInt64(fileSize) - (address - start) else { return nil }
        return layout.segments[index].fileOffset + Int(address - start)
    }

    /// The slice offset of the `length` bytes at `address`; an error at the pointer `from` otherwise.
    func offset(of address: UInt64, length: Int, from referrer: UInt64, _ what: String) throws(MachOError) -> Int {
        guard let offset = fileOffset(of: address, length: length) else {
            throw data.error(
                at: fileOffset(of: referrer, length: 1) ?? 0,
                "\(what) at 0x\(String(address, radix: 16)) (\(length) bytes) lies outside every segment's file bytes")
        }
        return offset
    }

    /// The little-endian integer of `size` bytes at `address`.
    func integer(at address: UInt64, size: Int, from referrer: UInt64, _ what: String) throws(MachOError) -> UInt64 {
        try data.little(try offset(of: address, length: size, from: referrer, what), size, what)
    }

    /// What the pointer at `address` points to: a fixup, else (classic images) its raw value as an
    /// address; nil for a null pointer.
    func pointer(at address: UInt64, from referrer: UInt64, _ what: String) throws(MachOError) -> MachOFixup? {
        let raw = try integer(at: address, size: layout.pointerSize, from: referrer, what)
        if let fixup = fixups[address] { return fixup }
        if raw == 0 || fixupsAreComplete { return nil }
        return .address(raw)
    }

    /// The address the pointer at `address` points to inside the image, or nil when it is null or
    /// bound to an import. `mask` clears flag bits (Swift's in `class_t.data`).
    func target(at address: UInt64, from referrer: UInt64, mask: UInt64 = ~0, _ what: String) throws(MachOError)
        -> UInt64?
    {
        guard case .address(let target)? = try pointer(at: address, from: referrer, what) else { return nil }
        return target & mask
    }

    /// The NUL-terminated string at `address`, which must end inside its segment's file bytes.
    func string(at address: UInt64, from referrer: UInt64, _ what: String) throws(MachOError) -> String {
        let start = try offset(of: address, length: 1, from: referrer, what)
        guard let index = segmentIndex(containing: address) else { return "" }
        return try data.cString(start, limit: layout.segments[index].fileOffset + layout.segments[index].fileSize, what)
    }
}
