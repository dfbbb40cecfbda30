/// Reads OpenStep (old-style text) property lists and `.strings` files as CoreFoundation reads
/// them (`__CFCreateOldStylePropertyListOrStringsFile` in CFOldStylePList.c).
///
/// `{ key = value; }` dictionaries, `(a, b)` arrays, `<0fbd77>` data, and strings quoted with
/// `"` or `'` (escapes `\n`, `\U20AC`, octal `\351` in NeXTSTEP Latin) or unquoted
/// (`[A-Za-z0-9_$/:.-]+`); every scalar is a string. `//` and `/* */` comments. A file that is
/// a dictionary's contents without braces (a `.strings` file, where `"key";` means
/// `"key" = "key";`) reads as that dictionary; a file of only whitespace as an empty one.
/// Where CoreFoundation recovers from a malformed element by dropping it, this reader refuses,
/// with line and column.
struct OpenStepPropertyListReader: PropertyListReading {
    /// The nesting and repeated-key limits (CoreFoundation keeps the last of a repeated key).
    var options: PropertyList.ReadOptions

    /// A reader with the limits of `options`.
    init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Decodes the document's value from its bytes, in any encoding the reader knows.
    func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        try read(decoded: DecodedText(bytes).utf8)
    }

    /// Decodes the document's value from text already converted to UTF-8.
    func read(decoded utf8: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        // CoreFoundation converts the whole file to a string first, so one bad byte fails it.
        if let offset = firstInvalidUTF8Offset(utf8) {
            throw PropertyListError(.invalidString, "text that is not UTF-8", offset: offset)
        }
        var parser = OpenStepParser(bytes: utf8, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        return try parser.parseDocument()
    }
}

struct OpenStepParser {
    let bytes: [UInt8]
    var position = 0
    let maximumDepth: Int
    let duplicateKeys: DuplicateKeyPolicy

    init(bytes: [UInt8], maximumDepth: Int, duplicateKeys: DuplicateKeyPolicy) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
    }

    func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        let (line, column) = lineAndColumn(in: bytes, at: offset ?? position)
        return PropertyListError(.invalidOpenStep, message, line: line, column: column)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The length of U+2028 or U+2029 at `index`, which CoreFoundation counts as whitespace.
    func lineSeparatorLength(at index: Int) -> Int {
        bytes[index...].starts(with: [0xE2, 0x80, 0xA8]) || bytes[index...].starts(with: [0xE2, 0x80, 0xA9]) ? 3 : 0
    }

    /// `advanceToNonSpace`: skips whitespace and comments; false at the end of the text.
    mutating func skipSpace() throws(PropertyListError) -> Bool {
        while let byte = current {
            if (0x09...0x0D).contains(byte) || byte == 0x20 {
                position += 1
            } else if lineSeparatorLength(at: position) > 0 {
                position += 3
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A, next != 0x0D, lineSeparatorLength(at: position) == 0 {
                    position += 1
                }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                { position += 1 }
                // CoreFoundation lets an open comment run to the end of the file.
                guard position + 1 < bytes.count else { throw error("comment is never closed", at: start) }
                position += 2
            } else {
                return true
            }
        }
        return false
    }

    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        guard try skipSpace() else { return .dictionary(PropertyListDictionary()) }
        let value = try parseObject(depth: 0)
        guard try skipSpace() else { return value }
        guard case .string = value else { throw error("content after the property list") }
        // A strings file: the contents of a dictionary without its braces.
        position = 0
        return try parseDictionaryContent(depth: 0, closedByBrace: false)
    }

    mutating func parseObject(depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        guard try skipSpace(), let byte = current else { throw error("text ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            return try parseDictionaryContent(depth: depth, closedByBrace: true)
        case UInt8(ascii: "("):
            position += 1
            return try parseArray(depth: depth)
        case UInt8(ascii: "<"):
            position += 1
            return .data(try parseData())
        case _ where byte == 0x22 || byte == 0x27 || Self.isUnquoted(byte):
            return .string(try parseString())
        default:
            throw error("unexpected character `\(characterText())` where a value was expected")
        }
    }

    mutating func parseArray(depth: Int) throws(PropertyListError) -> PropertyListValue {
        var elements = [PropertyListValue]()
        while true {
            guard try skipSpace() else { throw error("array is never closed") }
            if current == UInt8(ascii: ")") { break }
            elements.append(try parseObject(depth: depth + 1))
            guard try skipSpace() else { throw error("array is never closed") }
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: ")") {
                throw error("expected `,` or `)` in an array")
            }
        }
        position += 1
        return .array(elements)
    }

    mutating func parseDictionaryContent(depth: Int, closedByBrace: Bool) throws(PropertyListError) -> PropertyListValue
    {
        var entries = [PropertyListDictionary.Entry]()
        var keyOffsets = [Int]()
        while true {
            guard try skipSpace() else {
                if closedByBrace { throw error("dictionary is never closed") }
                break
            }
            if closedByBrace && current == UInt8(ascii: "}") {
                position += 1
                break
            }
            guard let byte = current, byte == 0x22 || byte == 0x27 || Self.isUnquoted(byte) else {
                throw error(
                    closedByBrace ? "expected a key or `}` in a dictionary" : "expected a key in a strings file")
            }
            let keyOffset = position
            let key = try parseString()
            guard try skipSpace() else { throw error("missing `;` after the last entry") }
            let value: PropertyListValue
            if current == UInt8(ascii: ";") {
                value = .string(key)
            } else if current == UInt8(ascii: "=") {
                position += 1
                value = try parseObject(depth: depth + 1)
            } else {
                throw error(
                    "expected `=` or `;` after key `\(escapedForMessage(key))`"
                        + (closedByBrace ? "" : " (text read as an OpenStep strings file)"))
            }
            guard try skipSpace(), current == UInt8(ascii: ";") else {
                throw error("missing `;` after the value of `\(escapedForMessage(key))`")
            }
            position += 1
            entries.append(.init(key: key, value: value))
            keyOffsets.append(keyOffset)
        }
        let dictionary = try PropertyListDictionary(entries).applying(duplicateKeys) { repeated in
            PropertyListError(
                .duplicateKey,
                error(
                    "key `\(escapedForMessage(entries[repeated].key))` is given more than once in a dictionary (CoreFoundation keeps the last)",
                    at: keyOffsets[repeated]))
        }
        return .dictionary(dictionary)
    }

    /// `<` hex pairs and whitespace `>`; the `<` is already read.
    mutating func parseData() throws(PropertyListError) -> [UInt8] {
        var data = [UInt8]()
        while let byte = current {
            if byte == UInt8(ascii: ">") {
                position += 1
                return data
            } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                position += 1
            } else if lineSeparatorLength(at: position) > 0 {
                position += 3
            } else if let high = hexadecimalDigit(byte) {
                guard position + 1 < bytes.count, let low = hexadecimalDigit(bytes[position + 1]) else {
                    throw error("data has an odd number of hexadecimal digits in a group")
                }
                data.append(high << 4 | low)
                position += 2
            } else {
                // CoreFoundation reads only the low byte of each UTF-16 unit, so `İ` (U+0130) is `0`.
                throw error("character `\(characterText())` in data, which holds only hexadecimal digits")
            }
        }
        throw error("data is never closed")
    }

    /// The character at the current position, for messages.
    func characterText() -> String {
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return escapedForMessage(String(decoding: bytes[position..<end], as: UTF8.self))
    }
}
