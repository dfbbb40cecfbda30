/// Why a property list could not be read or written, and where.
///
/// `offset` is always a byte offset into binary input; `line` and `column` locate a problem in
/// XML input. The description reads as one line: `invalid object marker 0x7a at offset 0x1c4`.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, for callers and tests that branch on it.
    public enum Kind: Sendable, Equatable {
        /// Not a property list in any format this library reads.
        case unknownFormat
        /// The input ends before a structure it announces.
        case truncated
        /// The binary trailer contradicts itself or the file.
        case invalidTrailer
        /// An offset-table entry points outside the object area.
        case invalidOffset
        /// A byte that is not an object marker, or a marker with an unsupported width.
        case invalidMarker
        /// An object reference past the end of the object table.
        case invalidReference
        /// A count that the remaining bytes cannot hold.
        case invalidCount
        /// A container that contains itself.
        case cycle
        /// Nesting deeper than the reader's limit.
        case tooDeep
        /// String bytes that are not valid in their encoding.
        case invalidString
        /// A date that is not finite or outside years 1 to 9999.
        case invalidDate
        /// A dictionary key that is not a string.
        case invalidKey
        /// XML that is not well formed, or not Apple's property-list dialect.
        case invalidXML
        /// A value the requested output format cannot represent.
        case unrepresentable
        /// More objects, or a larger expansion of shared containers, than the reader's limits allow.
        case limitExceeded
    }

    public var kind: Kind
    /// What is wrong, without the location.
    public var message: String
    /// The byte offset in binary input, when known.
    public var offset: Int?
    /// The 1-based line and column in XML input, when known.
    public var line: Int?
    public var column: Int?

    /// Makes an error at a byte offset of binary input.
    public init(_ kind: Kind, _ message: String, offset: Int? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
    }

    /// Makes an error at a line and column of text input.
    public init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String {
        if let offset { return "\(message) at offset \(hexadecimal(offset))" }
        if let line, let column { return "line \(line), column \(column): \(message)" }
        return message
    }
}

/// Formats a byte offset or value as `0x1c4`.
func hexadecimal<T: BinaryInteger>(_ value: T) -> String {
    "0x" + String(value, radix: 16)
}
