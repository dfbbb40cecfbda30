/// A binary property list's object table, which `BinaryObjectWalk` has checked, read in place by
/// the keyed-archive decoder: only the objects the archive's graph reaches are decoded, each
/// once, and `$objects` is never built as an array of values. Values are object indexes;
/// strings, numbers and data become property-list values through the table's value decoder,
/// which keeps the objects referenced more than once (the keys every object repeats).
struct BinaryArchiveSource: KeyedArchiveSource {
    /// Where a container's references start, and how many entries it has.
    struct Container {
        var references: Int
        var count: Int
    }

    var decoder: BinaryObjectDecoder
    var table: BinaryObjectTable { decoder.table }

    /// The table's top object.
    var root: Int { table.trailer.topObject }

    mutating func form(of value: Int) throws(KeyedArchiveError) -> ArchiveSourceForm<Container> {
        switch try Self.checked({ () throws(PropertyListError) in try table.walkedObject(at: value) }) {
        case .uid(let uid): return .uid(uid)
        case .array(let references, let count):
            return .array(Container(references: references, count: count), count: count)
        case .dictionary(let references, let count):
            return .dictionary(Container(references: references, count: count), count: count)
        default: return .other
        }
    }

    func element(_ position: Int, of array: Container) throws(KeyedArchiveError) -> Int {
        try reference(position, from: array.references)
    }

    mutating func key(_ position: Int, of dictionary: Container) throws(KeyedArchiveError) -> String {
        let index = try reference(position, from: dictionary.references)
        // The walk has checked that every key is a string.
        guard case .string(let key) = try plist(index) else {
            throw KeyedArchiveError(
                .malformedPropertyList, at: "",
                "dictionary key at \(hexadecimal(table.offset(of: index))) is not a string")
        }
        return key
    }

    func value(_ position: Int, of dictionary: Container) throws(KeyedArchiveError) -> Int {
        try reference(dictionary.count + position, from: dictionary.references)
    }

    /// Compares each key's bytes with `key` in place: no key is made into a string to look one up.
    /// The keys are scanned from the last, so the first match is the last entry of `key`, and
    /// the scan stops there (about half the keys, where a forward scan read them all).
    func lookup(_ key: StaticString, in dictionary: Container) throws(KeyedArchiveError) -> Int? {
        // A literal's bytes (every key looked up is one: `$class`, `$top`, ...).
        let wanted = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        var position = dictionary.count
        while position > 0 {
            position -= 1
            let index = try reference(position, from: dictionary.references)
            switch try Self.checked({ () throws(PropertyListError) in try table.walkedObject(at: index) }) {
            case .ascii(let range):
                if range.count == wanted.count && Self.equal(table.bytes, range, wanted) {
                    return try value(position, of: dictionary)
                }
            case .utf16(let range):
                var utf8 = [UInt8]()
                appendUTF16BigEndianAsUTF8(table.bytes, range, to: &utf8)
                if utf8.elementsEqual(wanted) { return try value(position, of: dictionary) }
            default:
                break
            }
        }
        return nil
    }

    /// Whether the bytes of `range` are `wanted`'s (as many): a plain loop, where the generic
    /// `elementsEqual` over slices took a tenth of decoding an archive (callgrind).
    @inline(__always)
    private static func equal(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ wanted: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var offset = 0
        while offset < wanted.count {
            if bytes[range.lowerBound + offset] != wanted[offset] { return false }
            offset += 1
        }
        return true
    }

    mutating func plist(_ value: Int) throws(KeyedArchiveError) -> PropertyListValue {
        do {
            return try decoder.decodeObject(value)
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
    }

    private func reference(_ position: Int, from start: Int) throws(KeyedArchiveError) -> Int {
        try Self.checked { () throws(PropertyListError) in try table.reference(position, from: start, walked: true) }
    }

    /// The table's errors as the decoder's. The walk has read every object and reference these
    /// read, so none is expected; one would be the property list's fault, reported as such.
    private static func checked<T>(_ read: () throws(PropertyListError) -> T) throws(KeyedArchiveError) -> T {
        do {
            return try read()
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
    }
}
