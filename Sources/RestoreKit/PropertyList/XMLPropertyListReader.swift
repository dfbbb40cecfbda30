/// Reads XML property lists in Apple's dialect.
///
/// Accepts the XML declaration, DOCTYPE, comments, CDATA, the five predefined entities and
/// character references; `<plist>` around the top value is optional. A dictionary whose only
/// key is `CF$UID` holding an integer reads as a UID, as CoreFoundation reads it. Errors carry
/// the line and column.
public struct XMLPropertyListReader {
    /// Elements nested deeper than this are an error.
    public var maximumDepth: Int

    public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Decodes the document's top value.
    public func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var parser = XMLValueParser(scanner: XMLScanner(bytes), maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }
}

struct XMLValueParser {
    var scanner: XMLScanner
    let maximumDepth: Int

    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        try scanner.skipMarkupAndWhitespace()
        var tag = try scanner.readTag()
        var value: PropertyListValue
        if tag.name == "plist" && !tag.isEnd {
            try scanner.skipMarkupAndWhitespace()
            tag = try scanner.readTag()
            value = try parseElement(tag, depth: 0)
            try scanner.skipMarkupAndWhitespace()
            let end = try scanner.readTag()
            guard end.isEnd, end.name == "plist" else {
                throw scanner.error("<plist> holds more than one value (found <\(end.name)>)", at: end.offset)
            }
        } else {
            value = try parseElement(tag, depth: 0)
        }
        try scanner.skipMarkupAndWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("content after the end of the property list") }
        return value
    }

    mutating func parseElement(_ tag: XMLScanner.Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard !tag.isEnd else { throw scanner.error("unexpected </\(tag.name)>", at: tag.offset) }
        guard depth < maximumDepth else {
            throw scanner.error("nesting deeper than \(maximumDepth) levels", at: tag.offset)
        }
        switch tag.name {
        case "dict": return try parseDictionary(tag, depth: depth)
        case "array": return .array(try parseArray(tag, depth: depth))
        case "true", "false":
            if !tag.isSelfClosing { try expectEnd(of: tag, afterText: false) }
            return .boolean(tag.name == "true")
        case "string": return .string(try textContent(of: tag))
        case "integer":
            let text = trimmed(try textContent(of: tag))
            guard let value = PropertyListInteger(parsing: Substring(text)) else {
                throw scanner.error("`\(text)` is not an integer of at most 128 bits", at: tag.offset)
            }
            return .integer(value)
        case "real":
            let text = trimmed(try textContent(of: tag))
            guard let value = Double(text) else { throw scanner.error("`\(text)` is not a real number", at: tag.offset) }
            return .real(value, isSinglePrecision: false)
        case "date":
            let text = trimmed(try textContent(of: tag))
            guard let seconds = ReferenceDate.parse(text), ReferenceDate.isRepresentable(seconds) else {
                throw scanner.error("`\(text)` is not an ISO 8601 date like 2014-05-02T14:51:00Z", at: tag.offset)
            }
            return .date(seconds)
        case "data":
            let raw = tag.isSelfClosing ? [] : try scanner.readText()
            if !tag.isSelfClosing { try expectEnd(of: tag, afterText: true) }
            guard let bytes = Base64.decode(raw) else { throw scanner.error("<data> is not valid base64", at: tag.offset) }
            return .data(bytes)
        default:
            throw scanner.error("unknown element <\(tag.name)>", at: tag.offset)
        }
    }

    mutating func parseDictionary(_ tag: XMLScanner.Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        var entries = [PropertyListDictionary.Entry]()
        if !tag.isSelfClosing {
            while true {
                try scanner.skipMarkupAndWhitespace()
                let keyTag = try scanner.readTag()
                if keyTag.isEnd && keyTag.name == "dict" { break }
                guard keyTag.name == "key", !keyTag.isEnd else {
                    throw scanner.error("<dict> expects <key>, found <\(keyTag.isEnd ? "/" : "")\(keyTag.name)>", at: keyTag.offset)
                }
                let key = try textContent(of: keyTag)
                try scanner.skipMarkupAndWhitespace()
                let valueTag = try scanner.readTag()
                if valueTag.isEnd { throw scanner.error("key `\(key)` has no value", at: valueTag.offset) }
                entries.append(.init(key: key, value: try parseElement(valueTag, depth: depth + 1)))
            }
        }
        if entries.count == 1, entries[0].key == "CF$UID", case .integer(let integer) = entries[0].value,
           let uid = integer.uint64Value {
            return .uid(uid)
        }
        return .dictionary(PropertyListDictionary(entries))
    }

    mutating func parseArray(_ tag: XMLScanner.Tag, depth: Int) throws(PropertyListError) -> [PropertyListValue] {
        var elements = [PropertyListValue]()
        guard !tag.isSelfClosing else { return elements }
        while true {
            try scanner.skipMarkupAndWhitespace()
            let next = try scanner.readTag()
            if next.isEnd && next.name == "array" { return elements }
            elements.append(try parseElement(next, depth: depth + 1))
        }
    }

    /// The decoded text of a `<string>`, `<key>` or scalar element, consuming its end tag.
    mutating func textContent(of tag: XMLScanner.Tag) throws(PropertyListError) -> String {
        if tag.isSelfClosing { return "" }
        let bytes = try scanner.readText()
        try expectEnd(of: tag, afterText: true)
        guard let text = validUTF8String(bytes) else {
            throw scanner.error("<\(tag.name)> holds bytes that are not UTF-8", at: tag.offset)
        }
        return text
    }

    mutating func expectEnd(of tag: XMLScanner.Tag, afterText: Bool) throws(PropertyListError) {
        if !afterText { try scanner.skipMarkupAndWhitespace() }
        let end = try scanner.readTag()
        guard end.isEnd, end.name == tag.name else {
            throw scanner.error("<\(tag.name)> is closed by <\(end.isEnd ? "/" : "")\(end.name)>", at: end.offset)
        }
    }

    func trimmed(_ text: String) -> String {
        String(text.drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
}
