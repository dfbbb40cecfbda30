/// A property-list dictionary: string keys in file order, each with its value.
///
/// Order is kept so that a document written back reads the same as the one read. Lookups are
/// linear, which suits the small dictionaries of archives; a key given twice keeps both entries
/// and lookups find the last, as CoreFoundation's reader does.
public struct PropertyListDictionary: Sendable, Hashable {
    /// One key and its value.
    package struct Entry: Sendable, Hashable {
        /// The key.
        package var key: String
        /// Its value.
        package var value: PropertyListValue

        /// An entry of `key` and `value`.
        package init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// The entries in order.
    package var entries: [Entry]

    /// Makes a dictionary from entries in order.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Makes a dictionary from key-value pairs in order.
    public init(_ pairs: KeyValuePairs<String, PropertyListValue>) {
        self.entries = pairs.map { Entry(key: $0.key, value: $0.value) }
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// The keys in order.
    public var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or nil; setting nil removes every entry with that key, setting a
    /// value replaces the last entry with that key in place, or appends one.
    public subscript(key: String) -> PropertyListValue? {
        get {
            entries.last(where: { $0.key == key })?.value
        }
        set {
            if let newValue {
                if let index = entries.lastIndex(where: { $0.key == key }) {
                    entries[index].value = newValue
                } else {
                    entries.append(Entry(key: key, value: newValue))
                }
            } else {
                entries.removeAll { $0.key == key }
            }
        }
    }
}
