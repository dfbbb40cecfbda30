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
