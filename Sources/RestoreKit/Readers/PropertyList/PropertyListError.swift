/// Why a property list could not be read or written, and where.
///
/// `offset` is always a byte offset into binary input; `line` and `column` locate a problem in
/// XML input. The description reads as one line: `invalid object marker 0x7a at offset 0x1c4`.
public struct PropertyListError: Error, KindedError, Sendable, Equatable, CustomStringConvertible {
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
        /// A dictionary key given twice, when the reader was asked to refuse that.
        case duplicateKey
        /// OpenStep (old-style text) that is not well formed.
        case invalidOpenStep
    }

    /// The kind of problem.
    public package(set) var kind: Kind
    /// What is wrong, without the location.
    public package(set) var message: String
    /// The byte offset in binary input, when known.
    public package(set) var offset: Int?
    /// The 1-based line in text input, when known.
    public package(set) var line: Int?
    /// The 1-based column in text input, counted in Unicode scalars, when known.
    public package(set) var column: Int?

    /// `cannotWrite` for a value the output format cannot represent; any other problem is
    /// `unreadableInput`.
    package var failureKind: FailureKind { kind == .unrepresentable ? .cannotWrite : .unreadableInput }

    /// The error for empty input, which holds no document in any format.
    package static let emptyFile = PropertyListError(.truncated, "file is empty")

    /// Makes an error at a byte offset of binary input.
    package init(_ kind: Kind, _ message: String, offset: Int? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
    }

    /// Makes an error at a line and column of text input.
    package init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    /// The message and where: `… at offset 0x1c4` for binary input, `line 3, column 7: …` for
    /// text, or the message alone when the location is unknown.
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

/// `text` fit for a one-line message: control characters (a NUL read from UTF-16 as if it were
/// UTF-8, a newline) spelled as `\u{0}`, so that a message never carries them raw.
func escapedForMessage(_ text: some StringProtocol) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{FFFD}" {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
