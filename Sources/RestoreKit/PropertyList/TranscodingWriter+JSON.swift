/// JSON output of the transcoder, byte for byte as `PropertyListValue.json` serializes.
extension TranscodingWriter {
    mutating func json(_ index: Int, indent depth: Int) throws {
        try flush()
        let object = try table.object(at: index)
        switch object {
        case .null: append("null")
        case .boolean(let flag): if flag { append("true") } else { append("false") }
        case .integer(let value): appendDecimal(value)
        case .real(let value, _): output.append(contentsOf: JSONValue.realText(value))
        case .date(let seconds):
            append("{\"$date\": \"")
            appendMade { ReferenceDate.appendISO8601(seconds, fractional: true, to: &$0) }
            append("\"}")
        case .data(let range):
            append("{\"$data\": \"")
            let bytes = UnsafeBufferPointer(rebasing: table.bytes[range])
            appendMade { Base64.encode(bytes, into: &$0) }
            append("\"}")
        case .uid(let uid):
            append("{\"$uid\": ")
            appendDecimal(PropertyListInteger(uid))
            append("}")
        case .ascii, .utf16:
            appendQuotedJSON(of: object)
        case .array(let references, let count), .set(let references, let count):
            if count == 0 { append("[]"); return }
            output.append(UInt8(ascii: "["))
            for position in 0..<count {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                try json(try table.reference(position, from: references), indent: depth + 1)
            }
            newline(depth)
            output.append(UInt8(ascii: "]"))
        case .dictionary(let references, let count):
            if count == 0 { append("{}"); return }
            let first = try table.reference(count, from: references)
            // One entry with a scalar value stays on one line, as the JSON writer keeps it.
            let inline = count == 1 && isPlainScalar(first)
            output.append(UInt8(ascii: "{"))
            for position in 0..<count {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if !inline { newline(depth + 1) }
                let key = try table.reference(position, from: references)
                appendQuotedJSON(of: try table.object(at: key))
                append(": ")
                try json(try table.reference(count + position, from: references), indent: depth + 1)
            }
            if !inline { newline(depth) }
            output.append(UInt8(ascii: "}"))
        }
    }

    mutating func newline(_ depth: Int) {
        output.append(0x0A)
        indent(2 * depth, with: 0x20)
    }

    /// Whether the object prints as a JSON scalar (not an array, object or typed wrapper).
    func isPlainScalar(_ index: Int) -> Bool {
        switch try? table.object(at: index) {
        case .null?, .boolean?, .integer?, .real?, .ascii?, .utf16?: true
        default: false
        }
    }

    /// A string in quotes, with `"`, `\` and control characters escaped.
    mutating func appendQuotedJSON(of object: BinaryObject) {
        output.append(0x22)
        let table = self.table
        Self.withUTF8(of: object, in: table) { output.appendJSONEscaped($0) }
        output.append(0x22)
    }
}
