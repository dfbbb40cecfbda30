/// The property-list formats restorectl reads and writes.
public enum PropertyListFormat: String, Sendable, CaseIterable {
    /// Binary (`bplist00`).
    case binary
    /// Apple's XML property-list dialect.
    case xml
    /// JSON, with the typed wrappers `{"$date": …}`, `{"$data": …}` and `{"$uid": …}` (see
    /// `PropertyListValue.init(json:)`).
    case json
    /// OpenStep (old-style text) and `.strings` files, which restorectl reads but does not write.
    case openStep = "openstep"

    /// Guesses the format of `bytes` from their first bytes: `bplist0`, or a file cut short
    /// inside it, is binary; `<` (after a UTF-8 byte-order mark and whitespace) XML; UTF-8 text
    /// that starts as JSON does and OpenStep cannot (`[`, or `{` then a quoted name then `:`)
    /// JSON; anything else OpenStep; nil when empty. `PropertyList.read` decides for text in
    /// other encodings.
    package static func detect(_ bytes: [UInt8]) -> PropertyListFormat? {
        if BinaryPropertyListReader.hasHeader(bytes) || (!bytes.isEmpty && "bplist0".utf8.starts(with: bytes)) {
            return .binary
        }
        guard !bytes.isEmpty else { return nil }
        if PropertyList.looksLikeJSON(bytes) { return .json }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, XMLScanner.isWhitespace(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : .openStep
    }
}

/// Reading and writing property lists in any supported format.
public enum PropertyList {
    /// Limits that bound the work and memory a hostile document can cause.
    public struct ReadOptions: Sendable {
        /// Containers nested deeper than this are an error (default 512).
        public var maximumDepth: Int
        /// A binary file with more objects than this is an error (default 50,000,000).
        public var maximumObjectCount: Int
        /// Shared containers may expand to at most 1,000,000 values plus this many per input byte
        /// (default 4): enough for any file whose containers are not shared, and a bound for those
        /// whose are, so that a few hundred bytes cannot stand for 2^40 values.
        public var expansionPerByte: Int
        /// What to do with a dictionary key given twice (default: keep every entry).
        package var duplicateKeys: DuplicateKeyPolicy = .keep

        /// Limits of the given values; each one left out takes its default. (The defaults are
        /// written here, not named: a public default argument may refer only to public names.)
        public init(maximumDepth: Int = 512, maximumObjectCount: Int = 50_000_000, expansionPerByte: Int = 4) {
            self.maximumDepth = maximumDepth
            self.maximumObjectCount = maximumObjectCount
            self.expansionPerByte = expansionPerByte
        }

        /// Limits as `init(maximumDepth:maximumObjectCount:expansionPerByte:)` makes them, with a
        /// policy for a key given twice (`lint` refuses, `convert --duplicate-keys` chooses).
        package init(
            maximumDepth: Int = 512, maximumObjectCount: Int = 50_000_000, expansionPerByte: Int = 4,
            duplicateKeys: DuplicateKeyPolicy
        ) {
            self.init(
                maximumDepth: maximumDepth, maximumObjectCount: maximumObjectCount, expansionPerByte: expansionPerByte)
            self.duplicateKeys = duplicateKeys
        }

        /// The most values a file of `size` bytes may expand to.
        func expansionBudget(forFileSize size: Int) -> Int {
            let (product, overflow) = expansionPerByte.multipliedReportingOverflow(by: size)
            return overflow ? Int.max : 1_000_000 + min(product, Int.max - 1_000_000)
        }
    }

    /// Decodes a binary, XML or OpenStep property list, telling which it was.
    ///
    /// Text is tried as CoreFoundation tries it (`_CFPropertyListCreateWithData`): XML when it
    /// starts with `<`, then OpenStep, whose only value starting with `<` is data (`<0fbd77>`),
    /// which no XML element can be read as.
    ///
    /// An empty file, and JSON (which `readAnyFormat` reads), are errors that say so; so is a file
    /// of another kind that its first bytes tell (`OtherFileKind`: an image, a zip archive, a nib).
    public static func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(PropertyListError) -> (
        value: PropertyListValue, format: PropertyListFormat
    ) {
        switch PropertyListFormat.detect(bytes) {
        case .binary: return (try BinaryPropertyListReader(options: options).read(bytes), .binary)
        case nil: throw PropertyListError.emptyFile
        case .json:
            throw PropertyListError(
                .unknownFormat, "JSON, not a property list: restorectl create builds an archive from a JSON document")
        case .xml, .openStep: break
        }
        do {
            return try readText(bytes, options: options)
        } catch {
            // A file of another kind fails somewhere in its first bytes; its kind says more.
            throw PropertyListFormat.otherKind(bytes).map { PropertyListError(.unknownFormat, $0.message) } ?? error
        }
    }

    /// `read(_:options:)` of text, XML or OpenStep.
    static func readText(_ bytes: [UInt8], options: ReadOptions) throws(PropertyListError) -> (
        value: PropertyListValue, format: PropertyListFormat
    ) {
        let text = try DecodedText(bytes).utf8
        let xml = XMLPropertyListReader(options: options)
        let openStep = OpenStepPropertyListReader(options: options)
        guard let first = text.firstIndex(where: { !XMLScanner.isWhitespace($0) }), text[first] == UInt8(ascii: "<")
        else {
            return (try openStep.read(decoded: text), .openStep)
        }
        do {
            return (try xml.read(decoded: text), .xml)
        } catch let xmlError {
            let next = text.dropFirst(first + 1).first
            let mayBeData =
                next.map { hexadecimalDigit($0) != nil || $0 == UInt8(ascii: ">") || XMLScanner.isWhitespace($0) }
                ?? false
            if mayBeData, let value = try? openStep.read(decoded: text) { return (value, .openStep) }
            throw xmlError
        }
    }

    /// Encodes `value` in `format`; XML throws for sets and nulls, which it cannot hold.
    public static func write(_ value: PropertyListValue, as format: PropertyListFormat) throws(PropertyListError)
        -> [UInt8]
    {
        switch format {
        case .openStep:
            throw PropertyListError(
                .unrepresentable, "restorectl reads OpenStep property lists but does not write them")
        case .binary: return BinaryPropertyListWriter().write(value)
        case .xml: return try XMLPropertyListWriter().write(value)
        case .json: return try value.text(writtenBy: JSONEventWriter())
        }
    }
}
