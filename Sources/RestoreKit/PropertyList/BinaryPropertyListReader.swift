/// Reads binary property lists (`bplist00`, and `bplist0?` as CoreFoundation accepts).
///
/// Input is untrusted: every count, offset and reference is checked before use, no allocation is
/// larger than the bytes that back it, nesting is limited by `maximumDepth`, a container that
/// contains itself is an error naming the chain of objects, and a container referenced from many
/// places is decoded once, so that shared references cost linear, not exponential, time.
public struct BinaryPropertyListReader {
    /// The limits when none are given (see `PropertyList.ReadOptions`).
    public static let defaultMaximumDepth = 512
    public static let defaultMaximumObjectCount = 50_000_000
    public static let defaultExpansionPerByte = 4

    /// The nesting, object-count and expansion limits.
    public var options: PropertyList.ReadOptions

    /// Containers nested deeper than this are an error.
    public var maximumDepth: Int {
        get { options.maximumDepth }
        set { options.maximumDepth = newValue }
    }

    public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.options = PropertyList.ReadOptions(maximumDepth: maximumDepth)
    }

    public init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Whether `bytes` start like a binary property list.
    public static func hasHeader(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(hasBinaryHeader)
    }

    /// Whether the bytes in `buffer` start like a binary property list.
    public static func hasHeader(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        hasBinaryHeader(buffer)
    }

    /// Decodes the top object of `bytes`; throws `PropertyListError` naming the offset of the problem.
    public func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
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
    public func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(PropertyListError) -> PropertyListValue {
        let table = try BinaryObjectTable(buffer, maximumObjectCount: options.maximumObjectCount)
        var decoder = BinaryObjectDecoder(table: table, maximumDepth: maximumDepth, budget: options.expansionBudget(forFileSize: buffer.count))
        decoder.duplicateKeys = options.duplicateKeys
        return try decoder.decodeObject(decoder.table.trailer.topObject)
    }
}

/// The state of one decoding pass into values.
struct BinaryObjectDecoder {
    let table: BinaryObjectTable
    let maximumDepth: Int
    /// Per object: 0 not seen, 1 being decoded (on the current path), 2 decoded and cached.
    var states: [UInt8]
    /// Per object: the position of its decoded value in `cachedValues`, or -1. Containers and
    /// long strings and data are cached, so each is read once however often it is referenced.
    var cacheSlots: [Int]
    var cachedValues: [PropertyListValue] = []
    /// How many values each cached value stands for, shared containers expanded.
    var cachedSizes: [Int] = []
    /// How many values the decoded tree stands for so far, shared containers expanded.
    var expanded = 0
    let budget: Int
    /// The object indices on the path from the top object to the one being decoded.
    var path: [Int] = []
    var duplicateKeys = DuplicateKeyPolicy.keep

    init(table: BinaryObjectTable, maximumDepth: Int, budget: Int) {
        self.table = table
        self.maximumDepth = maximumDepth
        self.budget = budget
        // A few bytes per object; the offset table already spends at least one byte per object.
        self.states = [UInt8](repeating: 0, count: table.objectCount)
        self.cacheSlots = [Int](repeating: -1, count: table.objectCount)
        // Room for the usual share of containers and long strings without regrowing.
        let expectedCached = min(table.objectCount, 256)
        cachedValues.reserveCapacity(expectedCached)
        cachedSizes.reserveCapacity(expectedCached)
        path.reserveCapacity(16)
    }

    mutating func decodeObject(_ index: Int) throws(PropertyListError) -> PropertyListValue {
        switch states[index] {
        case 1: throw cycleError(closingAt: index)
        case 2:
            try count(cachedSizes[cacheSlots[index]], at: index)
            return cachedValues[cacheSlots[index]]
        default: break
        }
        let before = expanded
        try count(1, at: index)
        switch try table.object(at: index) {
        case .null: return .null
        case .boolean(let flag): return .boolean(flag)
        case .integer(let value): return .integer(value)
        case .real(let value, let single): return .real(value, isSinglePrecision: single)
        case .date(let seconds): return .date(seconds)
        case .uid(let uid): return .uid(uid)
        case .data(let range):
            return cache(.data(Array(table.bytes[range])), at: index, size: range.count)
        case .ascii(let range):
            return cache(.string(String(decoding: UnsafeBufferPointer(rebasing: table.bytes[range]), as: UTF8.self)), at: index, size: range.count)
        case .utf16(let range):
            var utf8 = [UInt8]()
            utf8.reserveCapacity(range.count / 2 * 3)
            appendUTF16BigEndianAsUTF8(table.bytes, range, to: &utf8)
            return cache(.string(String(decoding: utf8, as: UTF8.self)), at: index, size: range.count)
        case .array(let references, let count), .set(let references, let count):
            let isArray = table.bytes[table.offset(of: index)] >> 4 == 0xA
            try enter(index)
            var elements = [PropertyListValue]()
            elements.reserveCapacity(count)
            for position in 0..<count {
                elements.append(try decodeObject(try table.reference(position, from: references)))
            }
            path.removeLast()
            return cache(isArray ? .array(elements) : .set(elements), at: index, size: .max, expansion: expanded - before)
        case .dictionary(let references, let count):
            try enter(index)
            var entries = [PropertyListDictionary.Entry]()
            entries.reserveCapacity(count)
            for position in 0..<count {
                let keyIndex = try table.reference(position, from: references)
                let key = try decodeObject(keyIndex)
                guard case .string(let keyString) = key else {
                    throw PropertyListError(.invalidKey, "dictionary key is \(key.kindNameWithArticle), not a string", offset: table.offset(of: keyIndex))
                }
                let value = try decodeObject(try table.reference(count + position, from: references))
                entries.append(PropertyListDictionary.Entry(key: keyString, value: value))
            }
            var dictionary = PropertyListDictionary(entries)
            if duplicateKeys != .keep, let repeated = dictionary.firstRepeatedKeyIndex() {
                guard duplicateKeys == .collapse else {
                    throw BinaryPropertyListValidator.duplicateKeyError(entries[repeated].key, dictionary: index, table)
                }
                dictionary = dictionary.collapsed(keepingLast: false)
            }
            path.removeLast()
            return cache(.dictionary(dictionary), at: index, size: .max, expansion: expanded - before)
        }
    }

    /// Marks a container as on the path, checking the depth limit.
    mutating func enter(_ index: Int) throws(PropertyListError) {
        guard path.count < maximumDepth else {
            throw PropertyListError(.tooDeep, "nesting deeper than \(maximumDepth) levels", offset: table.offset(of: index))
        }
        states[index] = 1
        path.append(index)
    }

    /// Keeps a decoded value for later references; short strings and data are cheaper to decode again.
    mutating func cache(_ value: PropertyListValue, at index: Int, size: Int, expansion: Int = 1) -> PropertyListValue {
        guard size > 32 else { return value }
        states[index] = 2
        cacheSlots[index] = cachedValues.count
        cachedValues.append(value)
        cachedSizes.append(expansion)
        return value
    }

    /// Counts `values` more against the expansion budget.
    mutating func count(_ values: Int, at index: Int) throws(PropertyListError) {
        expanded += values
        guard expanded <= budget else {
            throw PropertyListError(.limitExceeded, "shared containers expand to more than \(budget) values (1,000,000 + \((budget - 1_000_000) / max(1, table.bytes.count)) per input byte)", offset: table.offset(of: index))
        }
    }

    func cycleError(closingAt index: Int) -> PropertyListError {
        let start = path.lastIndex(of: index) ?? 0
        let chain = (path[start...] + [index]).map { "object \($0) (\(hexadecimal(table.offset(of: $0))))" }
        return PropertyListError(.cycle, "object graph contains a cycle: " + chain.joined(separator: " → "), offset: table.offset(of: index))
    }
}
