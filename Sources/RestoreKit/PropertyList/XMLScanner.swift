/// The lexical layer of the XML property-list reader: tags, text with entities and CDATA,
/// comments, processing instructions and the DOCTYPE. Errors carry line and column.
struct XMLScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed before the declaration.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// A start or end tag.
    struct Tag {
        var name: String
        var isEnd: Bool
        var isSelfClosing: Bool
        var offset: Int
    }

    var isAtEnd: Bool { position >= bytes.count }

    func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        let target = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<target where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return PropertyListError(.invalidXML, message, line: line, column: target - lineStart + 1)
    }

    func hasPrefix(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = text.utf8Start
        for index in 0..<count where bytes[position + index] != start[index] { return false }
        return true
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Moves past `terminator`, or throws naming what was left open.
    mutating func skip(past terminator: StaticString, what: String) throws(PropertyListError) {
        let start = position
        while !isAtEnd {
            if hasPrefix(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw error("\(what) is never closed", at: start)
    }

    /// Skips whitespace, comments, processing instructions and DOCTYPE declarations.
    mutating func skipMarkupAndWhitespace() throws(PropertyListError) {
        while !isAtEnd {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if hasPrefix("<!--") {
                try skip(past: "-->", what: "comment")
            } else if hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if hasPrefix("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Skips `<!DOCTYPE ...>`, including an internal subset in brackets and quoted strings.
    mutating func skipDoctype() throws(PropertyListError) {
        let start = position
        var bracketDepth = 0
        var quote: UInt8? = nil
        while !isAtEnd {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">") && bracketDepth <= 0 {
                return
            }
        }
        throw error("DOCTYPE is never closed", at: start)
    }

    /// Reads the tag at the current `<`, skipping its attributes.
    mutating func readTag() throws(PropertyListError) -> Tag {
        let start = position
        guard !isAtEnd, bytes[position] == UInt8(ascii: "<") else {
            throw error(isAtEnd ? "document ends where an element was expected" : "text where an element was expected")
        }
        position += 1
        let isEnd = !isAtEnd && bytes[position] == UInt8(ascii: "/")
        if isEnd { position += 1 }
        let nameStart = position
        while !isAtEnd, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "/") {
            position += 1
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        guard !name.isEmpty else { throw error("tag without a name", at: start) }
        var quote: UInt8? = nil
        while !isAtEnd {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let selfClosing = bytes[position - 2] == UInt8(ascii: "/") && position - 2 > nameStart
                return Tag(name: name, isEnd: isEnd, isSelfClosing: selfClosing && !isEnd, offset: start)
            } else if byte == UInt8(ascii: "<") {
                break
            }
        }
        throw error("tag <\(name)> is never closed", at: start)
    }

    /// Reads character data up to the next tag, resolving entities and CDATA and dropping comments.
    mutating func readText() throws(PropertyListError) -> [UInt8] {
        var text = [UInt8]()
        while !isAtEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if hasPrefix("<![CDATA[") {
                    position += 9
                    let start = position
                    try skip(past: "]]>", what: "CDATA section")
                    text.append(contentsOf: bytes[start..<(position - 3)])
                } else if hasPrefix("<!--") {
                    try skip(past: "-->", what: "comment")
                } else {
                    return text
                }
            } else if byte == UInt8(ascii: "&") {
                try readEntity(into: &text)
            } else {
                let start = position
                while !isAtEnd, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: "&") {
                    position += 1
                }
                text.append(contentsOf: bytes[start..<position])
            }
        }
        return text
    }

    /// Resolves one entity or character reference at the current `&`.
    mutating func readEntity(into text: inout [UInt8]) throws(PropertyListError) {
        let start = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("`&` that starts no entity (write `&amp;`)", at: start)
        }
        let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        switch name {
        case "amp": text.append(UInt8(ascii: "&"))
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "quot": text.append(0x22)
        case "apos": text.append(0x27)
        default:
            var scalar: Unicode.Scalar? = nil
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            }
            // &#0; included: XML 1.0 has no spelling for NUL, and the XML writer uses this one.
            guard let scalar else {
                throw error("unknown entity &\(name);", at: start)
            }
            text.append(contentsOf: String(Character(scalar)).utf8)
        }
    }
}
