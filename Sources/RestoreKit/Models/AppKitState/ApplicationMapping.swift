/// macOS 15 and later keep saved state under `~/Library/Daemon Containers/<uuid>/Data/Library/
/// Saved Application State/<app-uuid>.savedState/`, named by a UUID rather than a bundle
/// identifier; `ApplicationMapping.plist` in the same `Saved Application State` folder maps each
/// UUID to its app.
///
/// AppKit writes the mapping as a flat array alternating an identity and the UUID that follows
/// it: `[{"protected": {"signingIdentifier": …}, "unprotected": {"bundleIdentifier": …}}, "UUID",
/// …]`. The app is the identity's `unprotected.bundleIdentifier`, else its
/// `protected.signingIdentifier`.
package enum ApplicationMapping {
    /// The name of the mapping file.
    static let fileName = "ApplicationMapping.plist"
    static let signingIdentifierKey = "signingIdentifier"
    static let bundleIdentifierKey = "bundleIdentifier"
    static let protectedKey = "protected", unprotectedKey = "unprotected"

    /// The identifier of the app the mapping gives `uuid`, or nil (then the folder keeps its UUID
    /// name).
    ///
    /// An array that starts with a dictionary followed by a string is AppKit's alternating
    /// layout, read only when it is whole: an even count, a dictionary at every even position and
    /// a string at every odd one. Anything else in it (an odd count, a value of another type) could
    /// pair a UUID with another app's identity, so such a file names no folder. When several pairs
    /// name the UUID, the last one counts. The shapes earlier versions guessed from reports are
    /// still read: a dictionary keyed by UUID; a flat array of UUID, entry pairs; entries that
    /// hold the UUID as one of their values, each entry with a top-level `signingIdentifier`. UUIDs
    /// compare without regard to case.
    package static func appIdentifier(for uuid: String, in mapping: PropertyListValue) -> String? {
        let wanted = uuid.uppercased()
        func names(_ value: PropertyListValue) -> Bool {
            value.stringValue?.uppercased() == wanted
        }
        switch mapping {
        case .dictionary(let table):
            if let entry = table.entries.last(where: { $0.key.uppercased() == wanted }) {
                return identifier(entry.value) ?? entry.value.stringValue
            }
            return table.entries.lazy.compactMap { identifier(for: uuid, inEntry: $0.value) }.first
        case .array(let elements) where isAlternating(elements):
            guard let pairs = identityPairs(elements) else { return nil }
            return pairs.last { names($0.uuid) }.flatMap { identifier($0.identity) }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if names(element), index + 1 < elements.count, let found = identifier(elements[index + 1]) {
                    return found
                }
                if let found = identifier(for: uuid, inEntry: element) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether `elements` start as AppKit's layout does: an identity dictionary, then a string.
    static func isAlternating(_ elements: [PropertyListValue]) -> Bool {
        elements.count >= 2 && elements[0].dictionaryValue != nil && elements[1].stringValue != nil
    }

    /// The (identity, UUID) pairs of AppKit's layout, or nil when the array is not wholly in it.
    static func identityPairs(_ elements: [PropertyListValue]) -> [(
        identity: PropertyListValue, uuid: PropertyListValue
    )]? {
        guard elements.count % 2 == 0 else { return nil }
        var pairs: [(identity: PropertyListValue, uuid: PropertyListValue)] = []
        pairs.reserveCapacity(elements.count / 2)
        for start in stride(from: 0, to: elements.count, by: 2) {
            guard elements[start].dictionaryValue != nil, elements[start + 1].stringValue != nil else { return nil }
            pairs.append((elements[start], elements[start + 1]))
        }
        return pairs
    }

    /// The app an identity or entry names: `unprotected.bundleIdentifier`, else
    /// `protected.signingIdentifier`, else (the guessed shapes) a top-level `signingIdentifier`.
    /// Empty strings name nothing.
    static func identifier(_ entry: PropertyListValue) -> String? {
        guard let dictionary = entry.dictionaryValue else { return nil }
        let candidates = [
            dictionary[unprotectedKey]?.dictionaryValue?[bundleIdentifierKey],
            dictionary[protectedKey]?.dictionaryValue?[signingIdentifierKey],
            dictionary[signingIdentifierKey],
        ]
        return candidates.lazy.compactMap { $0?.stringValue }.first { !$0.isEmpty }
    }

    /// The entry's app, when one of the entry's values is the UUID.
    static func identifier(for uuid: String, inEntry entry: PropertyListValue) -> String? {
        guard let dictionary = entry.dictionaryValue,
            dictionary.entries.contains(where: { $0.value.stringValue?.uppercased() == uuid.uppercased() })
        else { return nil }
        return identifier(entry)
    }
}
