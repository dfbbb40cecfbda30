/// One property-list value, keeping what a faithful write-back needs.
///
/// Integers keep their sign and the width they were read with; reals keep single or double
/// precision; dictionaries keep their keys in file order; UIDs (the references of keyed
/// archives) are their own kind. Equality compares values, not encodings: an integer read as
/// 8 bytes equals the same integer read as 1 byte, and reals and dates compare by bit pattern,
/// so a NaN equals itself and `-0.0` differs from `0.0`.
public enum PropertyListValue: Sendable {
    /// A boolean.
    case boolean(Bool)
    /// An integer and, when it was read from a file, the width it was stored with.
    case integer(PropertyListInteger)
    /// A real number; `isSinglePrecision` is true when it was stored as a 4-byte float.
    case real(Double, isSinglePrecision: Bool)
    /// Seconds since 2001-01-01T00:00:00Z, as CoreFoundation stores dates.
    case date(Double)
    /// Bytes.
    case data([UInt8])
    /// A string.
    case string(String)
    /// An array, in order.
    case array([PropertyListValue])
    /// A dictionary, its keys in file order.
    case dictionary(PropertyListDictionary)
    /// An unordered collection (binary marker 0xC0); it has no XML spelling.
    case set([PropertyListValue])
    /// A keyed-archive object reference (binary marker 0x80).
    case uid(UInt64)
    /// The binary null object (marker 0x00), which CoreFoundation reads and never writes.
    case null
}

extension PropertyListValue {
    /// Makes an integer value of the smallest width that holds `value`.
    package static func int(_ value: Int) -> PropertyListValue {
        .integer(PropertyListInteger(value))
    }

    /// Makes a double-precision real value.
    package static func double(_ value: Double) -> PropertyListValue {
        .real(value, isSinglePrecision: false)
    }

    /// The name of this value's kind as property-list documents spell it (`integer`, `dict`, ...).
    package var kindName: String {
        switch self {
        case .boolean: "bool"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .string: "string"
        case .array: "array"
        case .dictionary: "dict"
        case .set: "set"
        case .uid: "uid"
        case .null: "null"
        }
    }

    /// `kindName` after its article, for messages: `an integer`, `a dict`.
    var kindNameWithArticle: String { withArticle(kindName) }

    /// The string, when this value is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The dictionary, when this value is one.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// The elements, when this value is an array.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The bytes, when this value is data.
    public var dataValue: [UInt8]? {
        if case .data(let bytes) = self { return bytes }
        return nil
    }

    /// The integer as an `Int`, when this value is an integer that fits.
    public var intValue: Int? {
        if case .integer(let integer) = self { return integer.intValue }
        return nil
    }

    /// The UID's index, when this value is a UID.
    package var uidValue: UInt64? {
        if case .uid(let uid) = self { return uid }
        return nil
    }
}

extension PropertyListValue: Hashable {
    /// Two values are equal when they are of one kind with equal contents: integers by value
    /// whatever their widths, reals (of one precision) and dates by bit pattern.
    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.boolean(let a), .boolean(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a, let aSingle), .real(let b, let bSingle)):
            a.bitPattern == b.bitPattern && aSingle == bSingle
        case (.date(let a), .date(let b)): a.bitPattern == b.bitPattern
        case (.data(let a), .data(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.set(let a), .set(let b)): a == b
        case (.uid(let a), .uid(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// Hashes the kind and the contents as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .boolean(let value): hasher.combine(0); hasher.combine(value)
        case .integer(let value): hasher.combine(1); hasher.combine(value)
        case .real(let value, let single): hasher.combine(2); hasher.combine(value.bitPattern); hasher.combine(single)
        case .date(let value): hasher.combine(3); hasher.combine(value.bitPattern)
        case .data(let value): hasher.combine(4); hasher.combine(value)
        case .string(let value): hasher.combine(5); hasher.combine(value)
        case .array(let value): hasher.combine(6); hasher.combine(value)
        case .dictionary(let value): hasher.combine(7); hasher.combine(value)
        case .set(let value): hasher.combine(8); hasher.combine(value)
        case .uid(let value): hasher.combine(9); hasher.combine(value)
        case .null: hasher.combine(10)
        }
    }
}

/// `noun` after `a` or `an`, as its first letter asks: `an array`, `a set`.
func withArticle(_ noun: String) -> String {
    (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
}
