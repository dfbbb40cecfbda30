/// The lexical layer of the XML property-list reader, following CoreFoundation's scanner
/// (`parseXMLElement`, `getContentObject`, `parseStringTag`, `checkForCloseTag` in
/// CFPropertyList.c) and refusing, with line and column, wherever an XML parser would read
/// the same bytes differently: a tag ends at its first `>` for CoreFoundation, so attributes
/// must be well formed and their values free of `>`.
struct XMLScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ utf8: [UInt8]) {
        self.bytes = utf8
    }

    /// A start or end tag.
    struct Tag {
        var name: String
        var isEnd: Bool
        var isSelfClosing: Bool
        var offset: Int
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// An error at `offset` (the current position when nil), located by line and column.
    func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        let (line, column) = lineAndColumn(in: bytes, at: offset ?? position)
        return PropertyListError(.invalidXML, message, line: line, column: column)
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

    mutating func skipWhitespace() {
        while !isAtEnd, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Where markup may appear between elements.
    enum Place { case beforeRoot, content, afterRoot }

    /// Skips whitespace, comments and processing instructions, and before the root the DOCTYPE.
    mutating func skipMisc(_ place: Place) throws(PropertyListError) {
        while true {
            skipWhitespace()
            if hasPrefix("<!--") {
                try skipComment(place)
            } else if hasPrefix("<?") {
                let start = position
                position += 2
                guard let end = find("?>") else { throw error("processing instruction is never closed", at: start) }
                position = end + 2
            } else if place != .content, hasPrefix("<!") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// The offset of the next `text` from the current position, if any.
    func find(_ text: StaticString) -> Int? {
        var scanner = self
        while !scanner.isAtEnd {
            if scanner.hasPrefix(text) { return scanner.position }
            scanner.position += 1
        }
        return nil
    }

    /// Skips a comment that XML allows (no `--` inside it).
    mutating func skipComment(_ place: Place) throws(PropertyListError) {
        let start = position
        position += 4
        guard let end = find("--") else { throw error("comment is never closed", at: start) }
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else {
            throw error("`--` inside a comment", at: end)
        }
        // parseXMLPropertyList resumes one byte late after `<!--`, so it reads past an empty
        // comment's end and on into the document.
        if place == .beforeRoot && end == start + 4 {
            throw error(
                "empty comment `<!---->` before the root element, which CoreFoundation does not see the end of",
                at: start)
        }
        position = end + 3
    }

    /// Skips `<!DOCTYPE ...>` as `skipDTD` does: up to the first `>`, no internal subset.
    mutating func skipDoctype() throws(PropertyListError) {
        let start = position
        guard hasPrefix("<!DOCTYPE") else {
            throw error("markup `<!` that is neither a comment nor a DOCTYPE", at: start)
        }
        var doubleQuotes = 0, singleQuotes = 0
        while !isAtEnd {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "[") {
                throw error("DOCTYPE with an internal subset, which CoreFoundation refuses", at: position - 1)
            } else if byte == UInt8(ascii: "\"") {
                doubleQuotes += 1
            } else if byte == UInt8(ascii: "'") {
                singleQuotes += 1
            } else if byte == UInt8(ascii: ">") {
                // CoreFoundation ends the DOCTYPE at the first `>`, even inside quotes.
                guard doubleQuotes % 2 == 0, singleQuotes % 2 == 0 else {
                    throw error("`>` inside a quoted DOCTYPE string", at: position - 1)
                }
                return
            }
        }
        throw error("DOCTYPE is never closed", at: start)
    }

    /// Reads the tag at the current `<`; attributes must be `name="value"` or `name='value'`
    /// with values free of `<` and `>`. End tags have none.
    mutating func readTag() throws(PropertyListError) -> Tag {
        let start = position
        guard !isAtEnd, bytes[position] == UInt8(ascii: "<") else {
            throw error(isAtEnd ? "document ends where an element was expected" : "text where an element was expected")
        }
        position += 1
        let isEnd = !isAtEnd && bytes[position] == UInt8(ascii: "/")
        if isEnd { position += 1 }
        let nameStart = position
        while !isAtEnd, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: ">"),
            bytes[position] != UInt8(ascii: "/")
        {
            position += 1
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        guard !name.isEmpty else { throw error("tag without a name", at: start) }
        var shown: String { escapedForMessage(name) }
        var sawSpace = false
        while !isAtEnd {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                sawSpace = true
                position += 1
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return Tag(name: name, isEnd: isEnd, isSelfClosing: false, offset: start)
            } else if byte == UInt8(ascii: "/") && !isEnd {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("`/` in tag <\(shown)> not followed by `>`")
                }
                position += 2
                return Tag(name: name, isEnd: false, isSelfClosing: true, offset: start)
            } else if isEnd {
                throw error("end tag </\(shown)> holds more than its name")
            } else {
                guard sawSpace else { throw error("tag <\(shown)> needs a space before its attribute") }
                try skipAttribute(in: shown)
                sawSpace = false
            }
        }
        throw error("tag <\(shown)> is never closed", at: start)
    }

    mutating func skipAttribute(in tag: String) throws(PropertyListError) {
        let start = position
        while !isAtEnd, !Self.isWhitespace(bytes[position]),
            ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "<"), 0x22, 0x27].contains(
                bytes[position])
        {
            position += 1
        }
        guard position > start else { throw error("attribute without a name in tag <\(tag)>") }
        let name = escapedForMessage(String(decoding: bytes[start..<position], as: UTF8.self))
        skipWhitespace()
        guard !isAtEnd, bytes[position] == UInt8(ascii: "=") else {
            throw error("attribute `\(name)` without a value in tag <\(tag)>", at: start)
        }
        position += 1
        skipWhitespace()
        guard !isAtEnd, bytes[position] == 0x22 || bytes[position] == 0x27 else {
            throw error("value of attribute `\(name)` is not quoted")
        }
        let quote = bytes[position]
        position += 1
        while !isAtEnd, bytes[position] != quote {
            if bytes[position] == UInt8(ascii: "<") || bytes[position] == UInt8(ascii: ">") {
                // CoreFoundation ends the tag at the first `>` wherever it is; XML forbids `<` there.
                throw error("`\(Character(Unicode.Scalar(bytes[position])))` inside the value of attribute `\(name)`")
            }
            position += 1
        }
        guard !isAtEnd else { throw error("value of attribute `\(name)` is never closed", at: start) }
        position += 1
    }

    /// The bytes up to the next `<`, as they stand: integers, dates and data, which
    /// CoreFoundation reads without entities, CDATA or comments.
    mutating func readRawText() -> ArraySlice<UInt8> {
        let start = position
        while !isAtEnd, bytes[position] != UInt8(ascii: "<") { position += 1 }
        return bytes[start..<position]
    }

    /// Reads string text up to the next tag, resolving entities and CDATA as `parseStringTag`
    /// does; a comment there is an error, as it is for CoreFoundation.
    mutating func readText() throws(PropertyListError) -> [UInt8] {
        var text = [UInt8]()
        while !isAtEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "!") else { return text }
                guard hasPrefix("<![CDATA[") else {
                    throw error("comment or markup inside text, which CoreFoundation refuses")
                }
                let start = position
                position += 9
                guard let end = find("]]>") else { throw error("CDATA section is never closed", at: start) }
                text.append(contentsOf: bytes[position..<end])
                position = end + 3
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
}
