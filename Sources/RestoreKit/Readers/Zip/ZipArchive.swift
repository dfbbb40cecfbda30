/// A zip file (PKWARE's APPNOTE 6.3: an `.ipa` is one) read from its central directory: the
/// entries it lists, checked when it is opened (names, methods, sizes against `ZipLimits`), and
/// each entry's bytes inflated only when asked for, its CRC-32 checked.
///
/// The bytes are kept as given, never copied: an entry is inflated from a slice of them.
package struct ZipArchive: Sendable {
    /// The whole zip file.
    package let bytes: [UInt8]
    /// The entries in central-directory order.
    package let entries: [ZipEntry]
    /// Where the central directory starts: no entry's data may run into it.
    let centralDirectoryOffset: Int

    /// Reads the central directory of the zip file `bytes`.
    ///
    /// - Throws: `ZipError` when `bytes` are no zip file (no end of central directory record in
    ///   the last 65,557 bytes), a truncated or inconsistent one, one over `limits`, or one with an
    ///   entry this does not read (encrypted, a method other than stored and deflate) or whose
    ///   name escapes the archive or repeats another's.
    package init(_ bytes: [UInt8], limits: ZipLimits = ZipLimits()) throws(ZipError) {
        self.bytes = bytes
        let end = try ZipEndRecord(bytes)
        guard end.entryCount <= limits.maximumEntries else {
            throw ZipError(
                at: end.offset,
                "the central directory lists \(end.entryCount) entries, more than the limit of \(limits.maximumEntries) (--ipa-max-entries)"
            )
        }
        centralDirectoryOffset = end.centralDirectoryOffset
        entries = try Self.centralDirectory(bytes, end: end, limits: limits)
    }

    /// The entries the central directory described by `end` lists, each checked.
    private static func centralDirectory(_ bytes: [UInt8], end: ZipEndRecord, limits: ZipLimits)
        throws(ZipError) -> [ZipEntry]
    {
        var entries: [ZipEntry] = []
        // The smallest header is 46 bytes: a count the directory cannot hold allocates nothing.
        entries.reserveCapacity(min(end.entryCount, end.centralDirectorySize / 46))
        var seen = Set<Substring>()
        var total = 0
        var offset = end.centralDirectoryOffset
        let directoryEnd = end.centralDirectoryOffset + end.centralDirectorySize
        for number in 0..<end.entryCount {
            guard offset + 46 <= directoryEnd else {
                throw ZipError(
                    at: offset,
                    "the central directory ends after \(number) of its \(end.entryCount) entries: the file is damaged")
            }
            guard ZipBytes.uint32(bytes, offset) == 0x0201_4b50 else {
                throw ZipError(at: offset, "no central directory header where entry \(number + 1) should start")
            }
            let nameCount = Int(ZipBytes.uint16(bytes, offset + 28))
            let extraCount = Int(ZipBytes.uint16(bytes, offset + 30))
            let commentCount = Int(ZipBytes.uint16(bytes, offset + 32))
            let next = offset + 46 + nameCount + extraCount + commentCount
            guard next <= directoryEnd else {
                throw ZipError(
                    at: offset, "entry \(number + 1)'s central directory header runs past the directory's end")
            }
            let name = try ZipEntryName.checked(bytes[offset + 46..<offset + 46 + nameCount], at: offset)
            var entry = ZipEntry(
                name: name, flags: ZipBytes.uint16(bytes, offset + 8), method: ZipBytes.uint16(bytes, offset + 10),
                crc: ZipBytes.uint32(bytes, offset + 16), compressedSize: Int(ZipBytes.uint32(bytes, offset + 20)),
                uncompressedSize: Int(ZipBytes.uint32(bytes, offset + 24)),
                localHeaderOffset: Int(ZipBytes.uint32(bytes, offset + 42)), centralHeaderOffset: offset)
            try ZipExtraFields.applyZip64(
                bytes[offset + 46 + nameCount..<offset + 46 + nameCount + extraCount], to: &entry,
                diskStart: ZipBytes.uint16(bytes, offset + 34))
            try check(entry, limits: limits, end: end)
            // A folder `a/` and a file `a` are the same path.
            let key = entry.isFolder ? name.dropLast() : name[...]
            guard seen.insert(key).inserted else {
                throw ZipError(at: offset, "\(ZipEntryName.shown(name)): a second entry of that name: refused")
            }
            let (sum, overflow) = total.addingReportingOverflow(entry.uncompressedSize)
            total = sum
            guard !overflow, total <= limits.maximumTotalSize else {
                throw ZipError(
                    at: offset,
                    "the entries inflate to more than the limit of \(limits.maximumTotalSize) bytes (--ipa-max-size) by \(ZipEntryName.shown(name))"
                )
            }
            entries.append(entry)
            offset = next
        }
        return entries
    }

    /// Refuses an entry this cannot read, or one over `limits`, before anything is inflated.
    private static func check(_ entry: ZipEntry, limits: ZipLimits, end: ZipEndRecord) throws(ZipError) {
        let at = entry.centralHeaderOffset
        let shown = ZipEntryName.shown(entry.name)
        if entry.flags & 1 != 0 { throw ZipError(at: at, "\(shown) is encrypted: this reads unencrypted zip files") }
        guard entry.method == 0 || entry.method == 8 else {
            throw ZipError(
                at: at, "\(shown) uses compression method \(entry.method): this reads stored (0) and deflate (8) only")
        }
        guard entry.localHeaderOffset <= end.centralDirectoryOffset - 30,
            entry.compressedSize <= end.centralDirectoryOffset - 30 - entry.localHeaderOffset
        else {
            throw ZipError(at: at, "\(shown)'s data lies outside the file's entries: the file is truncated or damaged")
        }
        if entry.method == 0 && entry.compressedSize != entry.uncompressedSize {
            throw ZipError(
                at: at,
                "\(shown) is stored but its sizes differ (\(entry.compressedSize) stored, \(entry.uncompressedSize) read)"
            )
        }
        guard entry.uncompressedSize > ZipLimits.ratioFloor else { return }
        let (allowed, overflow) = entry.compressedSize.multipliedReportingOverflow(by: limits.maximumRatio)
        if !overflow && entry.uncompressedSize > allowed {
            throw ZipError(
                at: at,
                "\(shown) inflates \(entry.compressedSize) bytes to \(entry.uncompressedSize), more than the limit of \(limits.maximumRatio) to 1 (--ipa-max-ratio)"
            )
        }
    }
}

/// Little-endian numbers of a zip file, at offsets the caller checked.
enum ZipBytes {
    /// The 16-bit number at `offset`.
    static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    /// The 32-bit number at `offset`.
    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(uint16(bytes, offset)) | UInt32(uint16(bytes, offset + 2)) << 16
    }

    /// The 64-bit number at `offset`.
    static func uint64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        UInt64(uint32(bytes, offset)) | UInt64(uint32(bytes, offset + 4)) << 32
    }

    /// The 64-bit number at `offset` of `slice`, or nil when it exceeds `Int.max`.
    static func size(_ bytes: [UInt8], _ offset: Int) -> Int? {
        let value = uint64(bytes, offset)
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
