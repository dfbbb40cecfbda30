/// What a reader does with a dictionary that holds a key more than once.
///
/// CoreFoundation keeps one entry per key, and not the same one in every format: the last in XML
/// and OpenStep text (`CFDictionarySetValue` in `parseDictTag` and `parsePlistDictContent`), the
/// first in binary (`CFDictionaryAddValue` in `__CFBinaryPlistCreateObjectFiltered`). Keys are
/// the same when their Unicode scalars are, as CFString compares them (Swift's `==` would also
/// equate canonically equivalent spellings such as `é` and `e` + U+0301).
package enum DuplicateKeyPolicy: Sendable, Equatable {
    /// Keeps every entry in file order, for tools that show what a file says.
    case keep
    /// Throws `PropertyListError.Kind.duplicateKey`, naming the key and where it repeats.
    case refuse
    /// Keeps the entry CoreFoundation keeps, at the position of the key's first entry.
    case collapse
}

extension PropertyListDictionary {
    /// The dictionary as a reader keeps it under `policy`: as it is with `.keep` (its keys are
    /// not even compared), one entry per key with `.collapse` (the last entry's value, or the
    /// first's), and with `.refuse` the error `refusal` makes of the first repeated entry's index.
    func applying(
        _ policy: DuplicateKeyPolicy, keepingLast: Bool = true,
        refusal: (_ repeated: Int) -> PropertyListError
    ) throws(PropertyListError) -> PropertyListDictionary {
        guard policy != .keep, let repeated = firstRepeatedKeyIndex() else { return self }
        guard policy == .collapse else { throw refusal(repeated) }
        return collapsed(keepingLast: keepingLast)
    }

    /// The index of the first entry whose key an earlier entry already has, or nil.
    func firstRepeatedKeyIndex() -> Int? {
        guard entries.count > 1 else { return nil }
        var seen = Set<[UInt8]>()
        return entries.firstIndex { !seen.insert(Array($0.key.utf8)).inserted }
    }

    /// One entry per key, at the first entry's position, with the last entry's value (text
    /// formats) or the first's (binary).
    func collapsed(keepingLast: Bool) -> PropertyListDictionary {
        var positions = [[UInt8]: Int]()
        var result = [Entry]()
        for entry in entries {
            let key = Array(entry.key.utf8)
            if let position = positions[key] {
                if keepingLast { result[position].value = entry.value }
            } else {
                positions[key] = result.count
                result.append(entry)
            }
        }
        return PropertyListDictionary(result)
    }
}

extension PropertyListValue {
    /// The value with `policy` applied to every dictionary in it, for values read by a reader that
    /// keeps repeated keys (JSON): `.refuse` throws naming the first repeated key and its key path,
    /// `.collapse` keeps one entry per key (the last, as JSON readers and text formats do).
    func applying(_ policy: DuplicateKeyPolicy) throws(PropertyListError) -> PropertyListValue {
        try applying(policy, path: [])
    }

    private func applying(_ policy: DuplicateKeyPolicy, path: [String]) throws(PropertyListError) -> PropertyListValue {
        guard policy != .keep else { return self }
        switch self {
        case .array(let elements):
            var result: [PropertyListValue] = []
            result.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                result.append(try element.applying(policy, path: path + ["[\(position)]"]))
            }
            return .array(result)
        case .set(let elements):
            var result: [PropertyListValue] = []
            for (position, element) in elements.enumerated() {
                result.append(try element.applying(policy, path: path + ["[\(position)]"]))
            }
            return .set(result)
        case .dictionary(let original):
            let dictionary = try original.applying(policy) { repeated in
                let place = path.isEmpty ? "the top dictionary" : "`" + keyPathText(path) + "`"
                return PropertyListError(
                    .duplicateKey,
                    "key `\(escapedForMessage(original.entries[repeated].key))` is given more than once in \(place)")
            }
            var entries: [PropertyListDictionary.Entry] = []
            entries.reserveCapacity(dictionary.entries.count)
            for entry in dictionary.entries {
                entries.append(.init(key: entry.key, value: try entry.value.applying(policy, path: path + [entry.key])))
            }
            return .dictionary(PropertyListDictionary(entries))
        default:
            return self
        }
    }
}
