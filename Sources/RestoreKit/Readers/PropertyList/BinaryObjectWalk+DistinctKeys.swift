/// Tells the walk whether two dictionary keys spell the same string: the same Unicode scalars,
/// whether stored as ASCII or as UTF-16, and whether or not the writer stored them as one object.
///
/// `lint` and `convert` check every dictionary, so this runs once per dictionary of a large file.
/// Each key object's text is read once, the first time it is met, and given an identity: the
/// number of the first key with the same text. A dictionary then compares small integers, not
/// strings; a file whose dictionaries share their keys (as every writer that uniques strings
/// makes them) reads each key's text once in all. Records whose writer uniqued their keys hold
/// the same key references, byte for byte: a dictionary whose key references repeat those of one
/// of the last few found without repeats is passed at the cost of comparing those bytes.
struct BinaryKeyIdentities {
    /// Per object: its key identity plus one, or 0 before it is met as a key.
    private var identities: [Int32]
    private var identityByText: [KeyText: Int32] = [:]
    /// The text of each identity, for messages.
    private(set) var texts: [[UInt8]] = []
    /// Per identity: the number of the last dictionary that had it as a key.
    private var lastDictionary: [Int] = []
    private var dictionaryNumber = 0
    /// Where the key references of the last dictionaries without repeats start, and how many bytes they take.
    private var distinctKeyRuns: [(start: Int, length: Int)] = []
    private var nextRun = 0
    private static let remembersRuns = 4

    init(objectCount: Int) {
        identities = [Int32](repeating: 0, count: objectCount)
    }

    /// The position of the first key of the dictionary that repeats an earlier one, or nil. Keys
    /// that are not strings are left to the key check (nil).
    mutating func firstRepeat(references: Int, count: Int, in table: BinaryObjectTable) throws(PropertyListError) -> (
        position: Int, identity: Int32
    )? {
        let run = (start: references, length: count * table.trailer.referenceWidth)
        if hasDistinctKeys(run, in: table.bytes) { return nil }
        // Each dictionary gets a new number; a key whose identity already carries it repeats.
        dictionaryNumber += 1
        for position in 0..<count {
            // The walk has read every reference and key of the dictionary before asking.
            guard
                let identity = try identity(
                    of: try table.reference(position, from: references, walked: true), in: table)
            else { return nil }
            if lastDictionary[Int(identity)] == dictionaryNumber { return (position, identity) }
            lastDictionary[Int(identity)] = dictionaryNumber
        }
        if distinctKeyRuns.count < Self.remembersRuns {
            distinctKeyRuns.append(run)
        } else {
            distinctKeyRuns[nextRun] = run
            nextRun = (nextRun + 1) % Self.remembersRuns
        }
        return nil
    }

    /// Whether the key references at `run` are byte for byte those of a dictionary found without repeats.
    private func hasDistinctKeys(_ run: (start: Int, length: Int), in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for known in distinctKeyRuns where known.length == run.length {
            if known.start == run.start || Self.sameBytes(bytes, known.start, run.start, count: run.length) {
                return true
            }
        }
        return false
    }

    /// Whether the `count` bytes at `first` and at `second` are the same: eight at a time (a byte
    /// at a time, the comparison took 2% of a conversion to XML, callgrind).
    private static func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, count: Int) -> Bool
    {
        guard let base = bytes.baseAddress else { return count == 0 }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: first + offset, as: UInt64.self)
                != raw.loadUnaligned(fromByteOffset: second + offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if base[first + offset] != base[second + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The identity of the key object `index`, read the first time it is met; nil when it is no string.
    private mutating func identity(of index: Int, in table: BinaryObjectTable) throws(PropertyListError) -> Int32? {
        if identities[index] > 0 { return identities[index] - 1 }
        // The walk has read and checked the key before its dictionary; its text is compared as UTF-8.
        var found: [UInt8]?
        table.withUTF8(of: try table.object(at: index, walked: true)) { found = Array($0) }
        guard let text = found else { return nil }
        let identity: Int32
        if let known = identityByText[KeyText(bytes: text)] {
            identity = known
        } else {
            identity = Int32(texts.count)
            identityByText[KeyText(bytes: text)] = identity
            texts.append(text)
            lastDictionary.append(0)
        }
        identities[index] = identity + 1
        return identity
    }
}

/// A key's UTF-8 text, hashed as one run of bytes (an array of bytes hashes byte by byte).
private struct KeyText: Hashable {
    let bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

extension BinaryObjectWalk {
    static func duplicateKeyError(_ key: String, dictionary index: Int, _ table: BinaryObjectTable) -> PropertyListError
    {
        PropertyListError(
            .duplicateKey,
            "key `\(escapedForMessage(key))` is given more than once in the dictionary at object \(index) (CoreFoundation keeps the first)",
            offset: table.offset(of: index))
    }
}
