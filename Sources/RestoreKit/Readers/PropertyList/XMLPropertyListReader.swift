/// Reads XML property lists as CoreFoundation reads them (`parseXMLPropertyList` and the
/// functions it calls in CFPropertyList.c), refusing where CoreFoundation and an XML parser
/// would see different values.
///
/// The text may be UTF-8, UTF-16 or UTF-32 with or without a byte-order mark, or an encoding its
/// XML declaration names (see `DecodedText`). `<plist>` around a value is optional; `<key>`
/// outside a dictionary reads as a string; a dictionary whose only key is `CF$UID` holding an
/// integer reads as a UID. Errors carry the line and column. README's "Text property lists"
/// lists every deliberate difference from CoreFoundation.
package struct XMLPropertyListReader: PropertyListReading {
    /// The nesting and repeated-key limits (CoreFoundation keeps the last of a repeated key).
    package var options: PropertyList.ReadOptions

    /// A reader with the limits of `options`.
    package init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Decodes the document's top value from its bytes, in any encoding the reader knows.
    package func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        try read(decoded: DecodedText(bytes).utf8)
    }

    /// Decodes the document's top value from text already converted to UTF-8.
    func read(decoded utf8: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var parser = XMLValueParser(scanner: XMLScanner(utf8), maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        return try parser.parseDocument()
    }
}

struct XMLValueParser {
    var scanner: XMLScanner
    let maximumDepth: Int
    let duplicateKeys: DuplicateKeyPolicy

    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        try scanner.skipMisc(.beforeRoot)
        let value = try parseElement(try scanner.readTag(), depth: 0)
        // CoreFoundation stops reading after the root element; an XML parser refuses what follows.
        try scanner.skipMisc(.afterRoot)
        guard scanner.isAtEnd else {
            throw scanner.error("content after the root element, which CoreFoundation ignores")
        }
        return value
    }

    /// Whether the next markup is an end tag.
    mutating func atEndTag() throws(PropertyListError) -> Bool {
        try scanner.skipMisc(.content)
        return scanner.hasPrefix("</")
    }

    mutating func parseElement(_ tag: XMLScanner.Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard !tag.isEnd else { throw scanner.error("unexpected </\(escapedForMessage(tag.name))>", at: tag.offset) }
        guard depth < maximumDepth else {
            throw scanner.error("nesting deeper than \(maximumDepth) levels", at: tag.offset)
        }
        if tag.isSelfClosing {
            switch tag.name {
            case "plist", "integer", "real", "date", "data":
                throw scanner.error("empty <\(tag.name)/>, which CoreFoundation refuses", at: tag.offset)
            default: break
            }
        }
        switch tag.name {
        case "plist":
            guard try !atEndTag() else { throw scanner.error("empty <plist>", at: tag.offset) }
            let value = try parseElement(try scanner.readTag(), depth: depth)
            guard try atEndTag() else {
                let extra = try scanner.readTag()
                throw scanner.error(
                    "<plist> holds more than one value (found <\(escapedForMessage(extra.name))>)", at: extra.offset)
            }
            try expectEnd(of: tag)
            return value
        case "dict": return try parseDictionary(tag, depth: depth)
        case "array": return .array(try parseArray(tag, depth: depth))
        case "true", "false":
            if !tag.isSelfClosing { try expectEnd(of: tag) }
            return .boolean(tag.name == "true")
        case "string", "key": return .string(try textContent(of: tag))
        case "integer":
            let start = scanner.position
            let value = try XMLScalarText.integer(scanner.readRawText()) { message, offset throws(PropertyListError) in
                throw scanner.error(message, at: start + offset)
            }
            try expectEnd(of: tag)
            return .integer(value)
        case "real":
            let text = try textContent(of: tag)
            guard let value = XMLScalarText.real(text) else {
                throw scanner.error(
                    "`\(escapedForMessage(text))` is not a real number as CoreFoundation reads one", at: tag.offset)
            }
            return .real(value, isSinglePrecision: false)
        case "date":
            let raw = scanner.readRawText()
            guard let seconds = XMLScalarText.date(raw) else {
                throw scanner.error(
                    "`\(escapedForMessage(String(decoding: raw, as: UTF8.self)))` is not a date like 2014-05-02T14:51:00Z",
                    at: tag.offset)
            }
            try expectEnd(of: tag)
            return .date(seconds)
        case "data":
            let raw = scanner.readRawText()
            guard let bytes = XMLScalarText.data(raw) else {
                throw scanner.error(
                    "<data> is not base64 that CoreFoundation and other readers decode alike (only letters, digits, +, /, whitespace and final = padding, in groups of 4)",
                    at: tag.offset)
            }
            try expectEnd(of: tag)
            return .data(bytes)
        default:
            throw scanner.error("unknown element <\(escapedForMessage(tag.name))>", at: tag.offset)
        }
    }

    mutating func parseDictionary(_ tag: XMLScanner.Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        var entries = [PropertyListDictionary.Entry]()
        var keyOffsets = [Int]()
        if !tag.isSelfClosing {
            while try !atEndTag() {
                let keyTag = try scanner.readTag()
                guard keyTag.name == "key" else {
                    throw scanner.error(
                        "<dict> expects <key>, found <\(escapedForMessage(keyTag.name))>", at: keyTag.offset)
                }
                let key = try textContent(of: keyTag)
                if try atEndTag() {
                    throw scanner.error("key `\(escapedForMessage(key))` has no value", at: scanner.position)
                }
                entries.append(.init(key: key, value: try parseElement(try scanner.readTag(), depth: depth + 1)))
                keyOffsets.append(keyTag.offset)
            }
            try expectEnd(of: tag)
        }
        // Whatever the policy: a UID spelled twice is no UID, and no dictionary either.
        if entries.count > 1 && entries.allSatisfy({ $0.key == "CF$UID" }) {
            throw scanner.error("CF$UID given more than once", at: keyOffsets[1])
        }
        let dictionary = try PropertyListDictionary(entries).applying(duplicateKeys) { repeated in
            PropertyListError(
                .duplicateKey,
                scanner.error(
                    "key `\(escapedForMessage(entries[repeated].key))` is given more than once in a dictionary (CoreFoundation keeps the last)",
                    at: keyOffsets[repeated]))
        }
        return try XMLScalarText.uid(in: dictionary) { message throws(PropertyListError) in
            throw scanner.error(message, at: tag.offset)
        }
    }

    mutating func parseArray(_ tag: XMLScanner.Tag, depth: Int) throws(PropertyListError) -> [PropertyListValue] {
        var elements = [PropertyListValue]()
        guard !tag.isSelfClosing else { return elements }
        while try !atEndTag() {
            elements.append(try parseElement(try scanner.readTag(), depth: depth + 1))
        }
        try expectEnd(of: tag)
        return elements
    }

    /// The decoded text of a `<string>`, `<key>` or `<real>`, consuming its end tag.
    mutating func textContent(of tag: XMLScanner.Tag) throws(PropertyListError) -> String {
        if tag.isSelfClosing { return "" }
        let bytes = try scanner.readText()
        try expectEnd(of: tag)
        guard let text = validUTF8String(bytes) else {
            throw scanner.error("<\(escapedForMessage(tag.name))> holds bytes that are not UTF-8", at: tag.offset)
        }
        return text
    }

    /// Reads the end tag of `tag`, which must come next (`checkForCloseTag`).
    mutating func expectEnd(of tag: XMLScanner.Tag) throws(PropertyListError) {
        let end = try scanner.readTag()
        guard end.isEnd, end.name == tag.name else {
            throw scanner.error(
                "<\(escapedForMessage(tag.name))> is closed by <\(end.isEnd ? "/" : "")\(escapedForMessage(end.name))>",
                at: end.offset)
        }
    }
}

extension PropertyListError {
    /// `error` with another kind, keeping its message and location.
    init(_ kind: Kind, _ error: PropertyListError) {
        self = error
        self.kind = kind
    }
}
