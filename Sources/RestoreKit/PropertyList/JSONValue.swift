/// A JSON document, as restorectl prints it: objects keep member order, integers print
/// without a decimal point and reals always with one.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int128)
    case real(Double)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern
        case (.boolean(let a), .boolean(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// A one-member object, the shape of the typed wrappers (`{"$date": ...}`).
    public static func wrapper(_ name: String, _ value: JSONValue) -> JSONValue {
        .object([(name, value)])
    }

    /// The document as text, indented by two spaces per level, ending without a newline.
    public func serialized(pretty: Bool = true) -> String {
        var output = [UInt8]()
        append(to: &output, indent: 0, pretty: pretty)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the document's text to `output`.
    public func append(to output: inout [UInt8], indent: Int, pretty: Bool) {
        switch self {
        case .string(let string): Self.appendQuoted(string, to: &output)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .real(let value): output.append(contentsOf: Self.realText(value).utf8)
        case .boolean(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let elements):
            appendContainer(elements, open: "[", close: "]", to: &output, indent: indent, pretty: pretty) { element, output in
                element.append(to: &output, indent: indent + 1, pretty: pretty)
            }
        case .object(let members):
            appendContainer(members, open: "{", close: "}", to: &output, indent: indent, pretty: pretty) { member, output in
                Self.appendQuoted(member.0, to: &output)
                output.append(contentsOf: pretty ? ": ".utf8 : ":".utf8)
                member.1.append(to: &output, indent: indent + 1, pretty: pretty)
            }
        }
    }

    private func appendContainer<Element>(_ elements: [Element], open: Character, close: Character, to output: inout [UInt8], indent: Int, pretty: Bool, _ body: (Element, inout [UInt8]) -> Void) {
        output.append(open.asciiValue ?? 0)
        // Short wrappers stay on one line: {"$date": "..."} reads better than three lines.
        let inline = !pretty || elements.isEmpty || (elements.count == 1 && isScalarWrapper)
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")); if inline && pretty { output.append(0x20) } }
            if !inline {
                output.append(0x0A)
                for _ in 0..<(2 * (indent + 1)) { output.append(0x20) }
            }
            body(element, &output)
        }
        if !inline {
            output.append(0x0A)
            for _ in 0..<(2 * indent) { output.append(0x20) }
        }
        output.append(close.asciiValue ?? 0)
    }

    /// Whether this is a one-member object whose member is a scalar.
    private var isScalarWrapper: Bool {
        guard case .object(let members) = self, members.count == 1 else { return false }
        switch members[0].1 {
        case .array, .object: return false
        default: return true
        }
    }

    /// Reals always carry a decimal point; JSON has no NaN or infinity, so those print as strings.
    public static func realText(_ value: Double) -> String {
        if value.isNaN { return "\"nan\"" }
        if value.isInfinite { return value < 0 ? "\"-infinity\"" : "\"+infinity\"" }
        let text = value.description
        if text.contains(".") { return text }
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            return text[..<exponent] + ".0" + text[exponent...]
        }
        return text + ".0"
    }

    public static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        var string = string
        // Most strings need no escaping: copy them whole.
        let plain = string.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain {
            output.append(0x22)
            return
        }
        for byte in string.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }
}

extension PropertyListValue {
    /// The JSON form of this value, with the contract's typed wrappers for dates, data and UIDs.
    /// Sets print as arrays and the binary null as `null`.
    public var json: JSONValue {
        switch self {
        case .boolean(let flag): .boolean(flag)
        case .integer(let integer): .integer(integer.value)
        case .real(let value, _): .real(value)
        case .date(let seconds): .wrapper("$date", .string(ReferenceDate.iso8601(seconds, fractional: true)))
        case .data(let bytes): .wrapper("$data", .string(Base64.encode(bytes)))
        case .string(let string): .string(string)
        case .array(let elements), .set(let elements): .array(elements.map(\.json))
        case .dictionary(let dictionary): .object(dictionary.entries.map { ($0.key, $0.value.json) })
        case .uid(let uid): .wrapper("$uid", .integer(Int128(uid)))
        case .null: .null
        }
    }
}
