/// macOS 15 and later keep saved state under `~/Library/Daemon Containers/<uuid>/Data/Library/
/// Saved Application State/<app-uuid>.savedState/`, named by a UUID rather than a bundle
/// identifier; `ApplicationMapping.plist` in the same `Saved Application State` folder maps each
/// UUID to its app by `signingIdentifier`.
package enum ApplicationMapping {
    /// The name of the mapping file.
    static let fileName = "ApplicationMapping.plist"
    static let signingIdentifierKey = "signingIdentifier"

    /// The signing identifier the mapping gives `uuid`, or nil.
    ///
    /// Its layout is known only from reports (a flat array), so each plausible shape is accepted:
    /// a dictionary keyed by UUID; entries that hold the UUID as one of their values; and a flat
    /// array in which a UUID string is followed by its entry. Entries are dictionaries with a
    /// `signingIdentifier` string. UUIDs compare without regard to case.
    package static func signingIdentifier(for uuid: String, in mapping: PropertyListValue) -> String? {
        let wanted = uuid.uppercased()
        func identifier(_ value: PropertyListValue) -> String? {
            value.dictionaryValue?[signingIdentifierKey]?.stringValue
        }
        func names(_ value: PropertyListValue) -> Bool {
            value.stringValue?.uppercased() == wanted
        }
        switch mapping {
        case .dictionary(let table):
            if let entry = table.entries.last(where: { $0.key.uppercased() == wanted }) {
                return identifier(entry.value) ?? entry.value.stringValue
            }
            return table.entries.lazy.compactMap { signingIdentifier(for: uuid, inEntry: $0.value) }.first
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if names(element), index + 1 < elements.count, let found = identifier(elements[index + 1]) { return found }
                if let found = signingIdentifier(for: uuid, inEntry: element) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// The entry's signing identifier, when one of the entry's values is the UUID.
    static func signingIdentifier(for uuid: String, inEntry entry: PropertyListValue) -> String? {
        guard let dictionary = entry.dictionaryValue,
              dictionary.entries.contains(where: { $0.value.stringValue?.uppercased() == uuid.uppercased() }) else { return nil }
        return dictionary[signingIdentifierKey]?.stringValue
    }
}
