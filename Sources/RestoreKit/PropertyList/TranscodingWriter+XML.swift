/// XML output of the transcoder, byte for byte as `XMLPropertyListWriter` writes it.
extension TranscodingWriter {
    mutating func xml(_ index: Int, indent depth: Int) throws {
        try flush()
        indent(depth, with: 0x09)
        let object = try table.object(at: index)
        switch object {
        case .boolean(let flag):
            if flag { append("<true/>\n") } else { append("<false/>\n") }
        case .integer(let value):
            guard XMLPropertyListWriter.isReadableFromXML(value) else {
                throw PropertyListError(.unrepresentable, "is " + XMLPropertyListWriter.wideIntegerProblem)
            }
            append("<integer>")
            appendDecimal(value)
            append("</integer>\n")
        case .real(let value, _):
            append("<real>")
            output.append(contentsOf: XMLPropertyListWriter.realText(value))
            append("</real>\n")
        case .date(let seconds):
            append("<date>")
            appendMade { ReferenceDate.appendISO8601(seconds, to: &$0) }
            append("</date>\n")
        case .ascii, .utf16:
            append("<string>")
            appendEscapedXML(of: object)
            append("</string>\n")
        case .data(let range):
            append("<data>\n")
            let lineLength = max(16, 76 - 8 * depth) / 4 * 4
            if !range.isEmpty {
                let tabs = [UInt8](repeating: 0x09, count: depth)
                output.append(contentsOf: tabs)
                let bytes = UnsafeBufferPointer(rebasing: table.bytes[range])
                appendMade { Base64.encode(bytes, into: &$0, lineLength: lineLength, linePrefix: tabs) }
                output.append(0x0A)
            }
            indent(depth, with: 0x09)
            append("</data>\n")
        case .uid(let uid):
            guard uid <= UInt64(UInt32.max) else {
                throw PropertyListError(.unrepresentable, "is " + XMLPropertyListWriter.largeUIDProblem)
            }
            append("<dict>\n")
            indent(depth + 1, with: 0x09)
            append("<key>CF$UID</key>\n")
            indent(depth + 1, with: 0x09)
            append("<integer>")
            appendDecimal(PropertyListInteger(uid))
            append("</integer>\n")
            indent(depth, with: 0x09)
            append("</dict>\n")
        case .array(let references, let count):
            if count == 0 { append("<array/>\n"); return }
            append("<array>\n")
            for position in 0..<count {
                do {
                    try xml(try table.reference(position, from: references), indent: depth + 1)
                } catch let error as PropertyListError where error.kind == .unrepresentable {
                    errorPath.append("[\(position)]")
                    throw error
                }
            }
            indent(depth, with: 0x09)
            append("</array>\n")
        case .dictionary(let references, let count):
            if count == 0 { append("<dict/>\n"); return }
            append("<dict>\n")
            for position in 0..<count {
                let key = try table.reference(position, from: references)
                indent(depth + 1, with: 0x09)
                append("<key>")
                appendEscapedXML(of: try table.object(at: key))
                append("</key>\n")
                do {
                    try xml(try table.reference(count + position, from: references), indent: depth + 1)
                } catch let error as PropertyListError where error.kind == .unrepresentable {
                    errorPath.append(keyText(key))
                    throw error
                }
            }
            indent(depth, with: 0x09)
            append("</dict>\n")
        case .set:
            throw PropertyListError(.unrepresentable, "is a set, which XML property lists cannot hold")
        case .null:
            throw PropertyListError(.unrepresentable, "is a null, which XML property lists cannot hold")
        }
    }

    /// A string's text with `&`, `<` and `>` escaped and control characters as references.
    mutating func appendEscapedXML(of object: BinaryObject) {
        let table = self.table
        Self.withUTF8(of: object, in: table) { appendEscapedXML($0) }
    }

    mutating func appendEscapedXML(_ source: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for position in 0..<source.count {
            let byte = source[position]
            guard byte < 0x3F, byte == 0x26 || byte == 0x3C || byte == 0x3E || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) else { continue }
            output.append(UnsafeBufferPointer(rebasing: source[start..<position]))
            switch byte {
            case 0x26: append("&amp;")
            case 0x3C: append("&lt;")
            case 0x3E: append("&gt;")
            default: output.append(contentsOf: "&#\(byte);")
            }
            start = position + 1
        }
        output.append(UnsafeBufferPointer(rebasing: source[start...]))
    }
}
