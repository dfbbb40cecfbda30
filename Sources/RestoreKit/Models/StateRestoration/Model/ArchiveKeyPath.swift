/// Dotted key paths into archive values: `summary.title`, `tags.0`, `kViewRestorationDataKey.feedTable.kSelectedRowKey`.
///
/// A step matches a dictionary key, an object field, an array index, or a `$top` key of a nested
/// archive. A dot inside a key is written `\.` (and a backslash `\\`); a key that contains dots is
/// found unescaped too, since at each step the longest key that matches wins.
package enum ArchiveKeyPath {
    /// The steps of `text`: split at each dot that is not escaped, `\.` and `\\` unescaped.
    package static func components(_ text: String) -> [String] {
        var components: [String] = [], current = ""
        var escaped = false
        for character in text {
            if escaped {
                if character != "." && character != "\\" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "." {
                components.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        components.append(current)
        return components
    }

    /// The longest run of `path`'s first steps, joined with dots, that is one of `keys`: its
    /// position among the keys (the last of equal keys) and how many steps it took.
    static func match(_ keys: [String], _ path: ArraySlice<String>) -> (index: Int, steps: Int)? {
        for steps in stride(from: path.count, through: 1, by: -1) {
            let key = path.prefix(steps).joined(separator: ".")
            if let index = keys.lastIndex(of: key) { return (index, steps) }
        }
        return nil
    }

    /// The value at `path` inside `fields`, or the step that matched nothing and the keys there.
    package static func resolve(
        _ path: String, in fields: [ArchiveField], options: KeyedArchive.Options = KeyedArchive.Options()
    ) -> Result<ArchiveValue, KeyPathError> {
        var remaining = components(path)[...]
        var current: [(key: String, value: ArchiveValue)] = fields.map { ($0.key, $0.value) }
        var walked: [String] = []
        while true {
            guard let (index, steps) = match(current.map(\.key), remaining) else {
                return .failure(
                    KeyPathError(
                        walked: walked.joined(separator: "."), missing: remaining.joined(separator: "."),
                        available: current.map(\.key)))
            }
            walked.append(current[index].key)
            remaining = remaining.dropFirst(steps)
            if remaining.isEmpty { return .success(current[index].value) }
            if case .failure(let error)? = current[index].value.nestedArchive(options: options) {
                return .failure(
                    KeyPathError(
                        walked: walked.joined(separator: "."), missing: remaining.joined(separator: "."), available: [],
                        unreadableArchive: error))
            }
            current = members(of: current[index].value, options: options)
        }
    }

    /// The named members one step inside `value`.
    package static func members(of value: ArchiveValue, options: KeyedArchive.Options = KeyedArchive.Options()) -> [(
        key: String, value: ArchiveValue
    )] {
        if case .success(let archive)? = value.nestedArchive(options: options) {
            return archive.top.map { ($0.key, $0.value) }
        }
        switch value {
        case .array(let elements): return indexed(elements)
        case .dictionary(let fields): return fields.map { ($0.key, $0.value) }
        case .inline(let primitive), .stored(let primitive):
            switch primitive {
            case .array(let elements): return indexed(elements.map(ArchiveValue.inline))
            case .dictionary(let dictionary): return dictionary.entries.map { ($0.key, .inline($0.value)) }
            default: return []
            }
        case .object(let object):
            switch object.foundationValue {
            case .array(let elements)?, .set(let elements)?, .orderedSet(let elements)?: return indexed(elements)
            case .dictionary(let keys, let values)?:
                return zip(keys, values).compactMap { key, value in key.string.map { ($0, value) } }
            default: return object.fields.map { ($0.key, $0.value) }
            }
        case .null, .cycle: return []
        }
    }

    static func indexed(_ elements: [ArchiveValue]) -> [(key: String, value: ArchiveValue)] {
        elements.enumerated().map { (String($0.offset), $0.element) }
    }
}

/// A key path step that matched nothing, or a nested archive on the way that cannot be read.
package struct KeyPathError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The steps that matched, joined with dots.
    package var walked: String
    /// The rest of the path, which did not.
    package var missing: String
    /// The keys available where the path stopped.
    package var available: [String]
    /// Why the value where the path stopped, a nested archive, could not be read; nil when a step
    /// matched nothing.
    package var unreadableArchive: KeyedArchiveError?

    /// `notInArchive` for a step that matched nothing; `unreadableInput` for a nested archive
    /// that cannot be read.
    package var failureKind: FailureKind { unreadableArchive == nil ? .notInArchive : .unreadableInput }

    /// `; did you mean 'selectedIndex'?` when the first step that matched nothing is close to one
    /// of the keys there, as a misspelt identifier path or option gets one.
    package var suggestion: String {
        Spelling.suggestion(for: ArchiveKeyPath.components(missing).first ?? missing, among: available)
    }

    /// One line naming the missing key, where the walk stopped (`the coder` when at the start),
    /// and at most 12 of the keys there; or the nested archive that cannot be read, and why.
    package var description: String {
        if let unreadableArchive { return "`\(walked)` holds an unreadable archive: \(unreadableArchive)" }
        let place = walked.isEmpty ? "the coder" : "`\(walked)`"
        let keys =
            available.isEmpty
            ? "it has no keys"
            : "its keys: " + available.prefix(12).joined(separator: ", ") + (available.count > 12 ? ", …" : "")
        return "no key `\(missing)` in \(place) (\(keys))"
    }
}
