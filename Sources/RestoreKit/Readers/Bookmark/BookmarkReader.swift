extension Bookmark {
    /// Reads a bookmark's header, its chain of tables of contents and every item they reach.
    ///
    /// Every offset and count comes from the bytes, so each is checked before it is used, with
    /// arithmetic that reports overflow; a table visited twice, an item that contains itself, and
    /// anything past `options`' limits is an error. Throws `BookmarkError`, naming the byte offset.
    package init(bytes: [UInt8], options: Options = Options()) throws(BookmarkError) {
        var reader = BookmarkReader(bytes: bytes, options: options)
        self = try reader.read()
    }
}

/// The state of one read: the bytes, the limits, and what has been used of them.
struct BookmarkReader {
    let bytes: [UInt8]
    let options: Bookmark.Options
    /// Where offsets count from: the end of the header.
    var base = 0
    /// Items read so far, for `maximumItems`.
    var itemCount = 0
    /// The items being read, outermost first: one reached again is a loop.
    var path: [Int] = []
    /// The items without items inside read so far, by where they start: one reached again (Apple
    /// shares a string between the path and the display name) is not copied again, so a hostile
    /// array of many offsets to one large item costs no more than the bookmark's bytes. Arrays,
    /// dictionaries and relative URLs are read again at each reach, so that `maximumItems`
    /// counts the items of the tree they make.
    var leaves: [Int: BookmarkItem] = [:]

    /// The header is 48 bytes in every bookmark seen and at least 16 here; with the first table's
    /// offset after it, the smallest bookmark is 52 bytes.
    static let minimumSize = 52
    static let tocMagic: UInt32 = 0xFFFF_FFFE

    init(bytes: [UInt8], options: Bookmark.Options) {
        self.bytes = bytes
        self.options = options
    }

    mutating func read() throws(BookmarkError) -> Bookmark {
        guard bytes.count <= options.maximumBytes else {
            throw BookmarkError(
                at: 0, "a bookmark of \(bytes.count) bytes is over the limit of \(options.maximumBytes) (maximumBytes)")
        }
        guard bytes.count >= Self.minimumSize else {
            throw BookmarkError(at: 0, "a bookmark of \(bytes.count) bytes is shorter than its header (52 bytes)")
        }
        guard Bookmark.looksLikeBookmark(bytes) else {
            throw BookmarkError(at: 0, "not a bookmark: it starts \(hexBytes(0..<4)), not \"book\" or \"alis\"")
        }
        // mac_alias and mac_apt refuse a size that is not the data's; Apple's bookmarks agree.
        let size = Int(uint32(4))
        guard size == bytes.count else {
            throw BookmarkError(at: 4, "the header gives a size of \(size) bytes, but the bookmark has \(bytes.count)")
        }
        let headerSize = Int(uint32(12))
        guard headerSize >= 16, headerSize <= size - 4 else {
            throw BookmarkError(
                at: 12,
                "the header gives its own size as \(headerSize) bytes, outside 16 to \(size - 4) (the bookmark has \(size))"
            )
        }
        base = headerSize
        let tocs = try readTOCs()
        return Bookmark(
            magic: String(decoding: bytes[0..<4], as: UTF8.self), header: uint32(8), headerSize: headerSize, tocs: tocs)
    }

    /// The chain of tables from the offset right after the header.
    private mutating func readTOCs() throws(BookmarkError) -> [BookmarkTOC] {
        var tocs: [BookmarkTOC] = []
        var seen: Set<Int> = []
        var reference = base
        var next = Int(uint32(base))
        while true {
            let what =
                tocs.isEmpty ? "the first TOC" : "the TOC after the one at byte \(hex(tocs[tocs.count - 1].offset))"
            // Offset 0 holds the first table's offset, so no table starts before 4.
            guard next >= 4, let start = checkedSum(base, next), let end = checkedSum(start, 20), end <= bytes.count
            else {
                throw BookmarkError(
                    at: reference, "\(what), at offset \(hex(next)), is outside the bookmark (\(bytes.count) bytes)")
            }
            guard seen.insert(start).inserted else {
                throw BookmarkError(at: reference, "\(what), at byte \(hex(start)), was read before: the chain loops")
            }
            guard tocs.count < options.maximumTOCs else {
                throw BookmarkError(
                    at: reference,
                    "\(what), at byte \(hex(start)), is TOC \(tocs.count + 1): more than \(options.maximumTOCs) (maximumTOCs)"
                )
            }
            tocs.append(try readTOC(at: start))
            next = Int(uint32(start + 12))
            guard next != 0 else { return tocs }
            reference = start + 12
        }
    }

    /// One table: its 20-byte header (size, magic, identifier, next, count), then its entries.
    private mutating func readTOC(at start: Int) throws(BookmarkError) -> BookmarkTOC {
        let magic = uint32(start + 4)
        guard magic == Self.tocMagic else {
            throw BookmarkError(
                at: start + 4, "the TOC at byte \(hex(start)) has magic \(hex(Int(magic))), not 0xfffffffe")
        }
        let count = Int(uint32(start + 16))
        guard let length = checkedProduct(count, 12), let end = checkedSum(start + 20, length), end <= bytes.count
        else {
            throw BookmarkError(
                at: start + 16,
                "the TOC at byte \(hex(start)) lists \(count) entries of 12 bytes, past the end of the bookmark (\(bytes.count) bytes)"
            )
        }
        // Apple writes 12 + 12 × count, mac_alias 12 × count − 8: only a size too small for the
        // entries is refused, as mac_alias does.
        let sizeField = Int(uint32(start))
        guard sizeField + 8 >= length else {
            throw BookmarkError(
                at: start,
                "the TOC at byte \(hex(start)) gives its size as \(sizeField), too small for \(count) entries")
        }
        var entries: [BookmarkEntry] = []
        for index in 0..<count {
            let position = start + 20 + index * 12
            let rawKey = uint32(position)
            let itemOffset = Int(uint32(position + 4))
            let what = "entry \(index) of the TOC at byte \(hex(start))"
            var key = BookmarkKey.code(rawKey)
            if rawKey & 0x8000_0000 != 0 {
                let (_, name) = try item(at: Int(rawKey & 0x7FFF_FFFF), from: position, what: "the key name of \(what)")
                guard case .string(let text) = name else {
                    throw BookmarkError(
                        at: position, "the key name of \(what) is a \(name.typeName) item, not a string")
                }
                key = .named(text)
            }
            let (itemStart, value) = try item(at: itemOffset, from: position + 4, what: "the item of \(what)")
            entries.append(BookmarkEntry(key: key, offset: itemStart, item: value))
        }
        return BookmarkTOC(identifier: uint32(start + 8), offset: start, entries: entries)
    }

    /// The item at `offset` (from the header's end), referred to at byte `reference` by `what`;
    /// returns where it starts in the bookmark and the item.
    mutating func item(at offset: Int, from reference: Int, what: String) throws(BookmarkError) -> (Int, BookmarkItem) {
        guard let start = checkedSum(base, offset), let payload = checkedSum(start, 8), payload <= bytes.count else {
            throw BookmarkError(
                at: reference, "\(what), at offset \(hex(offset)), is outside the bookmark (\(bytes.count) bytes)")
        }
        let length = Int(uint32(start))
        guard let end = checkedSum(payload, length), end <= bytes.count else {
            throw BookmarkError(
                at: reference,
                "\(what), at byte \(hex(start)), has \(length) bytes, past the end of the bookmark (\(bytes.count) bytes)"
            )
        }
        guard !path.contains(start) else {
            throw BookmarkError(at: reference, "\(what), at byte \(hex(start)), is one of the items it is in: a loop")
        }
        guard path.count <= options.maximumDepth else {
            throw BookmarkError(
                at: reference,
                "\(what), at byte \(hex(start)), is nested more than \(options.maximumDepth) deep (maximumDepth)")
        }
        guard itemCount < options.maximumItems else {
            throw BookmarkError(
                at: reference,
                "\(what), at byte \(hex(start)), is item \(itemCount + 1): more than \(options.maximumItems) (maximumItems)"
            )
        }
        itemCount += 1
        if let leaf = leaves[start] { return (start, leaf) }
        path.append(start)
        defer { path.removeLast() }
        let item = try payloadItem(type: uint32(start + 4), at: start, payload: payload..<end)
        switch item {
        case .array, .dictionary, .relativeURL: break
        default: leaves[start] = item
        }
        return (start, item)
    }

    /// `0x1a4`.
    func hex(_ value: Int) -> String { BookmarkError.hex(value) }

    /// The little-endian 32-bit word at `position`, which the caller has checked is inside.
    func uint32(_ position: Int) -> UInt32 {
        UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2]) << 16
            | UInt32(bytes[position + 3]) << 24
    }

    /// The bytes of `range` as hexadecimal pairs (`62 6f 6f 6b`).
    func hexBytes(_ range: Range<Int>) -> String {
        bytes[range].map { BookmarkError.hex(Int($0), digits: 2).dropFirst(2) }.joined(separator: " ")
    }

    func checkedSum(_ a: Int, _ b: Int) -> Int? {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : sum
    }

    func checkedProduct(_ a: Int, _ b: Int) -> Int? {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }
}
