/// A JSON document, as restorectl prints it: objects keep member order, integers print
/// without a decimal point and reals always with one.
///
/// Public as the payload of `RestorationEditor.NewValue.json`; reading and writing JSON text is
/// the package's own business (`RestorationEditor.NewValue.parse(_:as:)` reads it for a client).
public enum JSONValue: Sendable, Equatable {
    /// A string.
    case string(String)
    /// A number without a fraction or exponent, with the width and sign a property list keeps.
    case integer(PropertyListInteger)
    /// A number with a fraction or exponent.
    case real(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null
    /// An array, in order.
    case array([JSONValue])
    /// An object: its members in document order, a name given twice kept twice.
    case object([(String, JSONValue)])

    /// Two values are equal when they are the same kind with equal contents; object members are
    /// compared in order, and reals by their bits (so NaN equals NaN and 0.0 differs from -0.0,
    /// and a document always equals itself).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern
        case (.boolean(let a), .boolean(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// A one-member object, the shape of the typed wrappers (`{"$date": ...}`).
    package static func wrapper(_ name: String, _ value: JSONValue) -> JSONValue {
        .object([(name, value)])
    }

    /// The document as text, indented by two spaces per level (on one line unless `pretty`),
    /// ending without a newline.
    package func serialized(pretty: Bool = true) -> String {
        var output = [UInt8]()
        append(to: &output, pretty: pretty)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the document's text to `output`, laid out by the JSON writer property lists use.
    package func append(to output: inout [UInt8], pretty: Bool = true) {
        var writer = JSONEventWriter(pretty: pretty)
        writer.write(self)
        let text = writer.text
        // Room for a final newline too, so that the caller's append does not copy it all again.
        output.reserveCapacity(output.count + text.count + 1)
        output.append(contentsOf: text)
    }

    /// Reals always carry a decimal point; JSON has no NaN or infinity, so those print as strings.
    package static func realText(_ value: Double) -> String {
        if value.isNaN { return "\"nan\"" }
        if value.isInfinite { return value < 0 ? "\"-infinity\"" : "\"+infinity\"" }
        let text = value.description
        if text.contains(".") { return text }
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            return text[..<exponent] + ".0" + text[exponent...]
        }
        return text + ".0"
    }

    /// Appends `string` as a JSON string literal.
    package static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: string.utf8.count + 2)
        buffer.append(0x22)
        var string = string
        string.withUTF8 { buffer.appendJSONEscaped($0) }
        buffer.append(0x22)
        output.append(contentsOf: buffer.bytes)
    }
}

extension PropertyListValue {
    /// The JSON form of this value, with the contract's typed wrappers for dates, data and UIDs.
    /// Sets print as arrays and the binary null as `null`.
    package var json: JSONValue {
        switch self {
        case .boolean(let flag): .boolean(flag)
        case .integer(let integer): .integer(integer)
        case .real(let value, _): .real(value)
        case .date(let seconds): .wrapper("$date", .string(ReferenceDate.iso8601(seconds, fractional: true)))
        case .data(let bytes): .wrapper("$data", .string(Base64.encode(bytes)))
        case .string(let string): .string(string)
        case .array(let elements), .set(let elements): .array(elements.map(\.json))
        case .dictionary(let dictionary): .object(dictionary.entries.map { ($0.key, $0.value.json) })
        case .uid(let uid): .wrapper("$uid", .integer(PropertyListInteger(uid)))
        case .null: .null
        }
    }
}

extension ByteBuffer {
    /// Appends what `JSONValue.realText` returns, looking for the point and the exponent in the
    /// bytes of the description (as characters, they took 6% of a conversion to JSON).
    mutating func appendJSONReal(_ value: Double) {
        if value.isNaN || value.isInfinite {
            append(contentsOf: JSONValue.realText(value))
            return
        }
        var text = RealText(value)
        guard !text.overflowed else { return append(contentsOf: JSONValue.realText(value)) }
        text.withBytes { utf8 in
            var exponent: Int?
            for (position, byte) in utf8.enumerated() {
                if byte == UInt8(ascii: ".") {
                    append(utf8)
                    return
                }
                if exponent == nil && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) { exponent = position }
            }
            let split = exponent ?? utf8.count
            append(UnsafeBufferPointer(rebasing: utf8[..<split]))
            append(".0")
            append(UnsafeBufferPointer(rebasing: utf8[split...]))
        }
    }

    /// Appends UTF-8 text as the inside of a JSON string: `"`, `\` and control characters
    /// escaped, the runs between them (most strings are one run) copied whole. `JSONValue` and the
    /// property-list JSON writer (`JSONEventWriter`) both write strings through it.
    mutating func appendJSONEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while true {
            let position = EscapeScan.next(
                in: text, from: start, mayHoldSpecial: Self.mayNeedJSONEscape, isSpecial: Self.needsJSONEscape)
            append(UnsafeBufferPointer(rebasing: text[start..<position]))
            guard position < text.count else { return }
            let byte = text[position]
            start = position + 1
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
    }

    @inline(__always)
    private static func needsJSONEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    @inline(__always)
    private static func mayNeedJSONEscape(_ word: UInt64) -> Bool {
        EscapeScan.bytes(below: 0x20, in: word) | EscapeScan.bytes(equalTo: 0x22, in: word)
            | EscapeScan.bytes(equalTo: 0x5C, in: word) != 0
    }
}
