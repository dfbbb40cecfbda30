/// One item of a bookmark: an 8-byte header (length, type) and its payload. Numbers keep the
/// width they were stored in; a dictionary keeps its pairs in stored order.
package indirect enum BookmarkItem: Sendable, Equatable {
    /// Text (type 0x01xx), UTF-8.
    case string(String)
    /// Bytes (type 0x02xx).
    case data([UInt8])
    /// A signed integer (type 0x03xx) stored in `width` bytes (1, 2, 4 or 8), little-endian.
    case integer(Int64, width: Int)
    /// A real (type 0x03xx with a floating-point number type) stored in `width` bytes (4 or 8).
    case real(Double, width: Int)
    /// A date (type 0x04xx): seconds since 2001-01-01T00:00:00Z, stored big-endian.
    case date(Double)
    /// `false` (type 0x0500) or `true` (0x0501).
    case boolean(Bool)
    /// An array (type 0x06xx) of items.
    case array([BookmarkItem])
    /// A dictionary (type 0x07xx): key and value items, in stored order.
    case dictionary([(key: BookmarkItem, value: BookmarkItem)])
    /// A UUID (type 0x08xx): its 16 bytes.
    case uuid([UInt8])
    /// A URL (type 0x0901), as text.
    case url(String)
    /// A URL relative to another (type 0x0902): the base URL's item and the relative part's.
    case relativeURL(base: BookmarkItem, relative: BookmarkItem)
    /// Null (type 0x0Axx).
    case null
    /// An item of a type the reader does not know, or a string that is not UTF-8: its type code
    /// and payload as stored.
    case unknown(type: UInt32, [UInt8])

    /// Two items are equal when they are the same kind with equal contents, dictionary pairs in
    /// order, reals by their bits (so an item always equals itself).
    package static func == (lhs: BookmarkItem, rhs: BookmarkItem) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.url(let a), .url(let b)): a == b
        case (.data(let a), .data(let b)), (.uuid(let a), .uuid(let b)): a == b
        case (.integer(let a, let aWidth), .integer(let b, let bWidth)): a == b && aWidth == bWidth
        case (.real(let a, let aWidth), .real(let b, let bWidth)): a.bitPattern == b.bitPattern && aWidth == bWidth
        case (.date(let a), .date(let b)): a.bitPattern == b.bitPattern
        case (.boolean(let a), .boolean(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.relativeURL(let aBase, let aRelative), .relativeURL(let bBase, let bRelative)):
            aBase == bBase && aRelative == bRelative
        case (.null, .null): true
        case (.unknown(let aType, let a), .unknown(let bType, let b)): aType == bType && a == b
        default: false
        }
    }

    /// The item's kind, what the table of known keys expects of an entry.
    package var kind: Kind {
        switch self {
        case .string: .string
        case .data: .data
        case .integer: .integer
        case .real: .real
        case .date: .date
        case .boolean: .boolean
        case .array: .array
        case .dictionary: .dictionary
        case .uuid: .uuid
        case .url: .url
        case .relativeURL: .relativeURL
        case .null: .null
        case .unknown: .unknown
        }
    }

    /// The kinds of item, without their contents.
    package enum Kind: Sendable, Equatable {
        case string, data, integer, real, date, boolean, array, dictionary, uuid, url, relativeURL, null, unknown
    }

    /// The item's type as shown: `string`, `sint32`, `float64`, `date`, `true`, `relativeURL`, or
    /// for an unknown item its type code (`0x0b01`).
    package var typeName: String {
        switch self {
        case .string: "string"
        case .data: "data"
        case .integer(_, let width): "sint\(width * 8)"
        case .real(_, let width): "float\(width * 8)"
        case .date: "date"
        case .boolean(let value): value ? "true" : "false"
        case .array: "array"
        case .dictionary: "dictionary"
        case .uuid: "uuid"
        case .url: "url"
        case .relativeURL: "relativeURL"
        case .null: "null"
        case .unknown(let type, _): BookmarkError.hex(Int(type), digits: 4)
        }
    }
}
