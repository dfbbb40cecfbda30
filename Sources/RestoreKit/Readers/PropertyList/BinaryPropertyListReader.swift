/// Reads binary property lists (`bplist00`, and `bplist0?` as CoreFoundation accepts).
///
/// Input is untrusted: every count, offset and reference is checked before use, no allocation is
/// larger than the bytes that back it, nesting is limited by `maximumDepth`, a container that
/// contains itself is an error naming the chain of objects, and a container referenced from many
/// places is decoded once, so that shared references cost linear, not exponential, time.
package struct BinaryPropertyListReader: PropertyListReading {
    /// The nesting limit when none is given (see `PropertyList.ReadOptions.maximumDepth`).
    package static let defaultMaximumDepth = PropertyList.ReadOptions().maximumDepth
    /// The object-count limit when none is given (see `PropertyList.ReadOptions.maximumObjectCount`).
    static let defaultMaximumObjectCount = PropertyList.ReadOptions().maximumObjectCount
    /// The expansion allowed per input byte when none is given (see `PropertyList.ReadOptions.expansionPerByte`).
    static let defaultExpansionPerByte = PropertyList.ReadOptions().expansionPerByte

    /// The nesting, object-count, expansion and repeated-key limits.
    package var options: PropertyList.ReadOptions

    /// A reader with the limits of `options`.
    package init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Whether `bytes` start like a binary property list.
    package static func hasHeader(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(hasBinaryHeader)
    }

    /// Whether the bytes in `buffer` start like a binary property list.
    package static func hasHeader(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        hasBinaryHeader(buffer)
    }

    /// Decodes the top object of `bytes`; throws `PropertyListError` naming the offset of the problem.
    package func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        let result: Result<PropertyListValue, PropertyListError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(PropertyListError) {
                return .success(try read(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Decodes the top object of the bytes in `buffer`, which must stay valid during the call.
    package func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(PropertyListError) -> PropertyListValue {
        let table = try BinaryObjectTable(buffer, maximumObjectCount: options.maximumObjectCount)
        // Every structural check and the expansion budget, before any value is made.
        let sharing = try walk(table)
        var decoder = BinaryObjectDecoder(table: table, sharing: sharing)
        // The walk refused repeated keys if asked to; collapsing them is the decoder's.
        decoder.collapsesDuplicateKeys = options.duplicateKeys == .collapse
        return try decoder.decodeObject(table.trailer.topObject)
    }

    /// Checks that the bytes in `buffer` are a well-formed binary property list without building
    /// its values: every check `read` makes (`BinaryObjectWalk`: markers, sizes, references,
    /// string encodings, string keys, repeated keys when refused, cycles, depth, the expansion
    /// budget), in time linear in the file and memory of a few bytes per object. Throws the first
    /// problem, with its byte offset: the error `read` throws for the same bytes.
    package func check(_ buffer: UnsafeBufferPointer<UInt8>) throws(PropertyListError) {
        try walk(try BinaryObjectTable(buffer, maximumObjectCount: options.maximumObjectCount))
    }

    /// Runs the walk over an already opened table: the decoder, `check` and the transcoder all do.
    @discardableResult
    func walk(_ table: BinaryObjectTable) throws(PropertyListError) -> BinaryObjectSharing {
        try BinaryObjectWalk(
            table: table, maximumDepth: options.maximumDepth,
            budget: options.expansionBudget(forFileSize: table.bytes.count),
            duplicateKeys: options.duplicateKeys
        ).run()
    }
}

/// The state of one decoding pass into values, over a table `BinaryObjectWalk` has checked: no
/// cycle, no nesting past the limit, string keys, and an expansion within the budget.
struct BinaryObjectDecoder {
    let table: BinaryObjectTable
    /// The objects referenced more than once, whose values are kept.
    let sharing: BinaryObjectSharing
    /// Per object: the position of its decoded value in `cachedValues`, or -1. Objects referenced
    /// more than once are cached, so each is read once however often it is referenced; no other
    /// is, since none is asked for twice.
    var cacheSlots: [Int]
    var cachedValues: [PropertyListValue] = []
    /// Whether a dictionary keeps one entry per key, the first, as CoreFoundation's binary reader does.
    var collapsesDuplicateKeys = false

    init(table: BinaryObjectTable, sharing: BinaryObjectSharing) {
        self.table = table
        self.sharing = sharing
        // A word per object; the offset table already spends at least one byte per object.
        self.cacheSlots = [Int](repeating: -1, count: table.objectCount)
        // Room for the usual share of containers and long strings without regrowing.
        cachedValues.reserveCapacity(min(table.objectCount, 256))
    }

    mutating func decodeObject(_ index: Int) throws(PropertyListError) -> PropertyListValue {
        if cacheSlots[index] >= 0 { return cachedValues[cacheSlots[index]] }
        // The walk has read every object: the inlined reader without checks, as the streaming
        // writers use (the general reader's call took a fifth of decoding, callgrind).
        switch try table.walkedObject(at: index) {
        case .null: return .null
        case .boolean(let flag): return .boolean(flag)
        case .integer(let value): return .integer(value)
        case .real(let value, let single): return .real(value, isSinglePrecision: single)
        case .date(let seconds): return .date(seconds)
        case .uid(let uid): return .uid(uid)
        case .data(let range):
            return cache(.data(Array(table.bytes[range])), at: index)
        case .ascii(let range):
            return cache(
                .string(String(decoding: UnsafeBufferPointer(rebasing: table.bytes[range]), as: UTF8.self)), at: index)
        case .utf16(let range):
            var utf8 = [UInt8]()
            utf8.reserveCapacity(range.count / 2 * 3)
            appendUTF16BigEndianAsUTF8(table.bytes, range, to: &utf8)
            return cache(.string(String(decoding: utf8, as: UTF8.self)), at: index)
        case .array(let references, let count):
            return cache(.array(try decodeElements(references, count)), at: index)
        case .set(let references, let count):
            return cache(.set(try decodeElements(references, count)), at: index)
        case .dictionary(let references, let count):
            var entries = [PropertyListDictionary.Entry]()
            entries.reserveCapacity(count)
            for position in 0..<count {
                let keyIndex = try table.reference(position, from: references, walked: true)
                // The walk has checked that every key is a string.
                guard case .string(let key) = try decodeObject(keyIndex) else {
                    throw PropertyListError(
                        .invalidKey, "dictionary key is not a string", offset: table.offset(of: keyIndex))
                }
                let value = try decodeObject(try table.reference(count + position, from: references, walked: true))
                entries.append(PropertyListDictionary.Entry(key: key, value: value))
            }
            var dictionary = PropertyListDictionary(entries)
            if collapsesDuplicateKeys && dictionary.firstRepeatedKeyIndex() != nil {
                dictionary = dictionary.collapsed(keepingLast: false)
            }
            return cache(.dictionary(dictionary), at: index)
        }
    }

    /// The values of an array's or a set's `count` references starting at `references`.
    mutating func decodeElements(_ references: Int, _ count: Int) throws(PropertyListError) -> [PropertyListValue] {
        var elements = [PropertyListValue]()
        elements.reserveCapacity(count)
        for position in 0..<count {
            elements.append(try decodeObject(try table.reference(position, from: references, walked: true)))
        }
        return elements
    }

    /// Keeps the decoded value of an object that is referenced again.
    mutating func cache(_ value: PropertyListValue, at index: Int) -> PropertyListValue {
        guard sharing.isShared(index) else { return value }
        cacheSlots[index] = cachedValues.count
        cachedValues.append(value)
        return value
    }
}
