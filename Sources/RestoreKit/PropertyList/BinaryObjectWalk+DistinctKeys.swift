extension BinaryObjectWalk {
    /// Throws when two keys of a checked dictionary spell the same string (the same Unicode
    /// scalars, whether stored as ASCII or UTF-16).
    ///
    /// `lint` and `convert` check every dictionary, so this runs once per dictionary of a large
    /// file: it compares byte ranges in place, with one small array per dictionary, instead of
    /// copying each key into a set.
    /// `keys` is scratch space, reused from one dictionary to the next.
    func checkDistinctKeys(references: Int, count: Int, dictionary index: Int, keys: inout [KeyText]) throws(PropertyListError) {
        keys.removeAll(keepingCapacity: true)
        var converted: [UInt8] = []
        for position in 0..<count {
            let object = try table.reference(position, from: references)
            // The walk has read and checked every key before its dictionary: only the marker and
            // the count are read again, not the text.
            let offset = table.offset(of: object)
            let marker = table.bytes[offset]
            guard BinaryMarker.isString(marker) else { return }  // Not a string: the key check reports it.
            let (length, start) = try table.readCount(marker: marker, at: offset)
            if BinaryMarker.kind(marker) == BinaryMarker.ascii {
                keys.append(KeyText(object: object, start: start, count: length, converted: false))
            } else {
                // UTF-16 keys are compared as UTF-8, so that an ASCII key and a UTF-16 one with the
                // same scalars meet; writers use UTF-16 only for non-ASCII text, so this is rare.
                let first = converted.count
                appendUTF16BigEndianAsUTF8(table.bytes, start..<(start + 2 * length), to: &converted)
                keys.append(KeyText(object: object, start: first, count: converted.count - first, converted: true))
            }
        }
        let repeated: Int? = converted.withUnsafeBufferPointer { side in
            keys.count <= 12 ? firstRepeatByPairs(keys, side) : firstRepeatBySorting(keys, side)
        }
        if let repeated {
            let text = bytes(of: keys[repeated], converted)
            throw Self.duplicateKeyError(String(decoding: text, as: UTF8.self), dictionary: index, table)
        }
    }

    /// Where a key's UTF-8 text is: in the file (ASCII keys) or in the converted buffer.
    struct KeyText {
        var object: Int
        var start: Int
        var count: Int
        var converted: Bool
    }

    private func bytes(of key: KeyText, _ converted: [UInt8]) -> [UInt8] {
        key.converted ? Array(converted[key.start..<key.start + key.count]) : Array(table.bytes[key.start..<key.start + key.count])
    }

    private func same(_ a: KeyText, _ b: KeyText, _ side: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.object == b.object { return true }
        guard a.count == b.count else { return false }
        let left = a.converted ? side : table.bytes, right = b.converted ? side : table.bytes
        for offset in 0..<a.count where left[a.start + offset] != right[b.start + offset] { return false }
        return true
    }

    /// The later key of the first repeated pair in file order, comparing every pair.
    private func firstRepeatByPairs(_ keys: [KeyText], _ side: UnsafeBufferPointer<UInt8>) -> Int? {
        for later in 1..<keys.count {
            for earlier in 0..<later where same(keys[earlier], keys[later], side) { return later }
        }
        return nil
    }

    /// The earliest key that repeats an earlier one, found by sorting on length and a hash.
    private func firstRepeatBySorting(_ keys: [KeyText], _ side: UnsafeBufferPointer<UInt8>) -> Int? {
        func hash(_ key: KeyText) -> UInt64 {
            let bytes = key.converted ? side : table.bytes
            var value: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
            for offset in 0..<key.count { value = (value ^ UInt64(bytes[key.start + offset])) &* 0x100_0000_01B3 }
            return value
        }
        let hashes = keys.map(hash)
        let order = keys.indices.sorted { (keys[$0].count, hashes[$0], $0) < (keys[$1].count, hashes[$1], $1) }
        var first: Int?
        var run = 0
        while run < order.count {
            var end = run + 1
            while end < order.count && keys[order[end]].count == keys[order[run]].count && hashes[order[end]] == hashes[order[run]] { end += 1 }
            // Within a run of equal length and hash, any key equal to an earlier one repeats it.
            for later in (run + 1)..<end {
                for earlier in run..<later where same(keys[order[earlier]], keys[order[later]], side) {
                    let repeated = max(order[earlier], order[later])
                    first = min(first ?? repeated, repeated)
                }
            }
            run = end
        }
        return first
    }
}
