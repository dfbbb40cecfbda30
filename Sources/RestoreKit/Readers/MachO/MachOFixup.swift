/// What the loader puts in one pointer-sized location of an image.
enum MachOFixup: Equatable {
    /// The address of something in the image (a rebase).
    case address(UInt64)
    /// An imported symbol, by name (a bind: `_OBJC_CLASS_$_UIViewController`).
    case symbol(String)
}

/// The walk of `LC_DYLD_CHAINED_FIXUPS` (dyld's mach-o/fixup-chains.h): every location a chain
/// passes through, by its address, with its rebase target or bound symbol.
struct MachOChainedFixups {
    /// The fixups by location address.
    private(set) var fixups = MachOFixupTable()
    /// Import names already read, by ordinal: many pointers bind to one symbol.
    private var names: [Int: String] = [:]
    /// Locations still allowed: no more than the slice has 4-byte words (the smallest stride), so
    /// that starts pointing at one segment's chains again and again cannot multiply the walk.
    private var locationsLeft: Int

    /// Walks every chain of the fixups data at `range` of the image `layout` describes.
    init(_ data: MachOBytes, layout: MachOLayout, range: (offset: Int, size: Int)) throws(MachOError) {
        locationsLeft = data.count / 4 + 1
        let base = range.offset, end = range.offset + range.size
        // dyld_chained_fixups_header
        guard range.size >= 28 else { throw data.error(at: base, "the chained fixups header is shorter than 28 bytes") }
        let version = try data.uint32(base, "the chained fixups header")
        guard version == 0 else { throw data.error(at: base, "chained fixups version \(version) is not 0") }
        let startsOffset = Int(try data.uint32(base + 4, "the chained fixups header"))
        let importsOffset = Int(try data.uint32(base + 8, "the chained fixups header"))
        let symbolsOffset = Int(try data.uint32(base + 12, "the chained fixups header"))
        let importCount = Int(try data.uint32(base + 16, "the chained fixups header"))
        let importsFormat = try data.uint32(base + 20, "the chained fixups header")
        let symbolsFormat = try data.uint32(base + 24, "the chained fixups header")
        guard symbolsFormat == 0 else {
            throw data.error(at: base + 24, "compressed chained-fixup symbols (format \(symbolsFormat)) are not read")
        }
        let imports = try MachOChainedImports(
            data, at: base + importsOffset, count: importCount, format: importsFormat,
            symbols: base + symbolsOffset, end: end, headerOffset: base + 8)
        // dyld_chained_starts_in_image: seg_count, then one offset per segment (0: no fixups).
        let starts = base + startsOffset
        guard startsOffset <= range.size - 4 else {
            throw data.error(at: base + 4, "the chained fixups starts offset \(startsOffset) lies outside its data")
        }
        let segmentCount = Int(try data.uint32(starts, "the chained starts"))
        guard segmentCount <= (end - starts - 4) / 4 else {
            throw data.error(at: starts, "\(segmentCount) chained-fixup segments do not fit in the fixups data")
        }
        guard segmentCount <= layout.segments.count else {
            throw data.error(
                at: starts, "\(segmentCount) chained-fixup segments, but the image has \(layout.segments.count)")
        }
        var walked: Set<Int> = []
        for index in 0..<segmentCount {
            let infoOffset = Int(try data.uint32(starts + 4 + 4 * index, "the chained starts"))
            if infoOffset == 0 { continue }
            guard walked.insert(infoOffset).inserted else {
                throw data.error(
                    at: starts + 4 + 4 * index, "chained starts of segment \(index) repeat those of an earlier segment")
            }
            guard infoOffset <= end - starts - 22 else {
                throw data.error(
                    at: starts + 4 + 4 * index, "chained starts of segment \(index) lie outside the fixups data")
            }
            try walkSegment(data, layout: layout, at: starts + infoOffset, end: end, imports: imports)
        }
    }

    /// Walks the chains of one `dyld_chained_starts_in_segment` at `at`.
    private mutating func walkSegment(
        _ data: MachOBytes, layout: MachOLayout, at: Int, end: Int, imports: MachOChainedImports
    ) throws(MachOError) {
        let pageSize = Int(try data.little(at + 4, 2, "chained starts"))
        let format = MachOPointerFormat(rawValue: UInt16(try data.little(at + 6, 2, "chained starts")))
        let segmentOffset = try data.uint64(at + 8, "chained starts")
        let pageCount = Int(try data.little(at + 20, 2, "chained starts"))
        guard let format else {
            throw data.error(
                at: at + 6,
                "chained pointer format \(try data.little(at + 6, 2, "chained starts")) is not one this reads")
        }
        guard pageSize == 0x1000 || pageSize == 0x4000 else {
            throw data.error(at: at + 4, "chained fixups page size \(pageSize) is neither 4096 nor 16384")
        }
        guard pageCount <= (end - at - 22) / 2 else {
            throw data.error(at: at + 20, "\(pageCount) chained-fixup pages do not fit in the fixups data")
        }
        let segmentAddress = layout.baseAddress.addingReportingOverflow(segmentOffset)
        guard !segmentAddress.overflow else { throw data.error(at: at + 8, "chained fixups segment offset overflows") }
        let space = MachOAddressSpace(data: data, layout: layout)
        for page in 0..<pageCount {
            let start = Int(try data.little(at + 22 + 2 * page, 2, "chained starts"))
            if start == 0xFFFF { continue } // DYLD_CHAINED_PTR_START_NONE
            guard start & 0x8000 == 0 else {
                throw data.error(
                    at: at + 22 + 2 * page, "multiple chain starts on a page (32-bit formats) are not read")
            }
            let pageAddress = segmentAddress.partialValue &+ UInt64(page) &* UInt64(pageSize)
            var inPage = start
            var previous: Int? // the slice offset of the chain's last pointer, for errors
            // `next` is unsigned, so a chain only moves forward; the page bounds it.
            while true {
                guard inPage <= pageSize - 8 else {
                    throw data.error(
                        at: previous ?? at + 22 + 2 * page,
                        "a fixup chain runs off its \(pageSize)-byte page (at page offset \(inPage))")
                }
                let location = pageAddress &+ UInt64(inPage)
                guard let fileOffset = space.fileOffset(of: location, length: 8) else {
                    throw data.error(
                        at: previous ?? at + 22 + 2 * page,
                        "a fixup chain reaches 0x\(String(location, radix: 16)), outside every segment's file bytes")
                }
                previous = fileOffset
                guard locationsLeft > 0 else {
                    throw data.error(at: fileOffset, "the fixup chains pass more locations than the slice has words")
                }
                locationsLeft -= 1
                let raw = try data.uint64(fileOffset, "a chained fixup")
                let (target, next) = format.decode(raw, baseAddress: layout.baseAddress)
                switch target {
                case .address(let address): fixups.set(.address(address), at: location)
                case .bind(let ordinal):
                    if names[ordinal] == nil {
                        do { names[ordinal] = try imports.name(ordinal) } catch {
                            throw data.error(at: fileOffset, error.message)
                        }
                    }
                    if let name = names[ordinal] { fixups.set(.symbol(name), at: location) }
                }
                if next == 0 { break }
                inPage += next * format.stride
            }
        }
    }
}
