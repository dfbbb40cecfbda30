/// The encoding an XML declaration names, read both as CoreFoundation reads it and as the XML
/// specification defines it; where the two differ the document is refused, since a reader of
/// either kind would then see other text than the other.
enum XMLDeclaration {
    /// The declared encoding name of text that starts with `<?xml`, or nil when it names none.
    static func encodingName(in bytes: [UInt8]) throws(PropertyListError) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let seenByCoreFoundation = coreFoundationName(bytes)
        let seenByXML = xmlName(bytes)
        // No name means UTF-8 to both.
        guard (seenByCoreFoundation ?? "utf-8").lowercased() == (seenByXML ?? "utf-8").lowercased() else {
            let describe = { (name: String?) in name.map { "`\(escapedForMessage($0))`" } ?? "none (UTF-8)" }
            throw PropertyListError(
                .invalidXML,
                "ambiguous encoding in the XML declaration: CoreFoundation reads \(describe(seenByCoreFoundation)), an XML parser \(describe(seenByXML))",
                line: 1, column: 1)
        }
        return seenByCoreFoundation
    }

    /// `encodingForXMLData`: the first `encoding=` (no spaces around `=`) before any `?` or `>`,
    /// then a quoted name.
    static func coreFoundationName(_ bytes: [UInt8]) -> String? {
        let pattern = Array("encoding=".utf8)
        var index = 5
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") { return nil }
            if bytes[index...].starts(with: pattern) {
                index += pattern.count
                guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
                let quote = bytes[index]
                guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
                // CoreFoundation reads the name as ISO-8859-1: each byte is the scalar of its value.
                // Appended one scalar at a time: the generic `append(contentsOf:)` costs a
                // conformance lookup at run time, about 6% of a small dump (callgrind).
                var name = ""
                for byte in bytes[(index + 1)..<end] { name.unicodeScalars.append(Unicode.Scalar(byte)) }
                return name
            }
            index += 1
        }
        return nil
    }

    /// The XML 1.0 grammar: `<?xml` then pseudo-attributes `name = "value"` up to `?>`.
    static func xmlName(_ bytes: [UInt8]) -> String? {
        var index = 5
        func skipSpace() { while index < bytes.count, XMLScanner.isWhitespace(bytes[index]) { index += 1 } }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] != UInt8(ascii: "?") else { return nil }
            let nameStart = index
            while index < bytes.count, !XMLScanner.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: "=") {
                index += 1
            }
            let name = bytes[nameStart..<index]
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
            let quote = bytes[index]
            guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
            if name.elementsEqual("encoding".utf8) {
                return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            }
            index = end + 1
        }
    }
}
