/// What a keyed archive is decoded from: property-list values already read
/// (`PropertyListArchiveSource`), or a binary property list's object table read in place
/// (`BinaryArchiveSource`), so that a binary archive is not first built into a tree of values that
/// the decoder then reads once and throws away. `KeyedArchiveDecoder` reads either the same way.
protocol KeyedArchiveSource {
    /// One value: a property-list value, or an object of the table.
    associatedtype Value
    /// An array's or a dictionary's contents, as `form(of:)` found them.
    associatedtype Container

    /// Whether `value` is a UID, an array or a dictionary (which the decoder resolves), or any
    /// other value (which it keeps as a property-list value). A set is another value.
    mutating func form(of value: Value) throws(KeyedArchiveError) -> ArchiveSourceForm<Container>
    /// The element at `position` of an array.
    mutating func element(_ position: Int, of array: Container) throws(KeyedArchiveError) -> Value
    /// The key of the entry at `position` of a dictionary.
    mutating func key(_ position: Int, of dictionary: Container) throws(KeyedArchiveError) -> String
    /// The value of the entry at `position` of a dictionary.
    mutating func value(_ position: Int, of dictionary: Container) throws(KeyedArchiveError) -> Value
    /// The value of the last entry whose key is `key`, as `PropertyListDictionary` looks keys up.
    mutating func lookup(_ key: StaticString, in dictionary: Container) throws(KeyedArchiveError) -> Value?
    /// `value` as a property-list value.
    mutating func plist(_ value: Value) throws(KeyedArchiveError) -> PropertyListValue
}

/// What a value of a `KeyedArchiveSource` is, for the decoder.
enum ArchiveSourceForm<Container> {
    case uid(UInt64)
    case array(Container, count: Int)
    case dictionary(Container, count: Int)
    /// A string, number, date, data, set or null, kept as it is.
    case other
}

/// Property-list values already read: XML archives, and archives made in code.
struct PropertyListArchiveSource: KeyedArchiveSource {
    /// An array's elements or a dictionary's entries.
    enum Container {
        case elements([PropertyListValue])
        case entries([PropertyListDictionary.Entry])
    }

    func form(of value: PropertyListValue) -> ArchiveSourceForm<Container> {
        switch value {
        case .uid(let uid): .uid(uid)
        case .array(let elements): .array(.elements(elements), count: elements.count)
        case .dictionary(let dictionary): .dictionary(.entries(dictionary.entries), count: dictionary.count)
        default: .other
        }
    }

    func element(_ position: Int, of array: Container) -> PropertyListValue {
        guard case .elements(let elements) = array else { return .null }
        return elements[position]
    }

    func key(_ position: Int, of dictionary: Container) -> String {
        guard case .entries(let entries) = dictionary else { return "" }
        return entries[position].key
    }

    func value(_ position: Int, of dictionary: Container) -> PropertyListValue {
        guard case .entries(let entries) = dictionary else { return .null }
        return entries[position].value
    }

    func lookup(_ key: StaticString, in dictionary: Container) -> PropertyListValue? {
        guard case .entries(let entries) = dictionary else { return nil }
        // The keys looked up are short literals: a string of one is made without allocating.
        let name = String(
            decoding: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), as: UTF8.self)
        return entries.last { $0.key == name }?.value
    }

    func plist(_ value: PropertyListValue) -> PropertyListValue { value }
}
