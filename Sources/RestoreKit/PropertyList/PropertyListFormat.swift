/// The property-list formats restorectl reads and writes.
public enum PropertyListFormat: String, Sendable, CaseIterable {
    case binary
    case xml
    case json

    /// Guesses the format of `bytes` from their first bytes: `bplist0` is binary, `<` XML.
    /// Returns nil for anything else: JSON has no header, so `convert` reads such input as JSON.
    public static func detect(_ bytes: [UInt8]) -> PropertyListFormat? {
        if BinaryPropertyListReader.hasHeader(bytes) { return .binary }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, XMLScanner.isWhitespace(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") { return .xml }
        return nil
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

        public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth,
                    maximumObjectCount: Int = BinaryPropertyListReader.defaultMaximumObjectCount,
                    expansionPerByte: Int = BinaryPropertyListReader.defaultExpansionPerByte) {
            self.maximumDepth = maximumDepth
            self.maximumObjectCount = maximumObjectCount
            self.expansionPerByte = expansionPerByte
        }

        /// The most values a file of `size` bytes may expand to.
        public func expansionBudget(forFileSize size: Int) -> Int {
            let (product, overflow) = expansionPerByte.multipliedReportingOverflow(by: size)
            return overflow ? Int.max : 1_000_000 + min(product, Int.max - 1_000_000)
        }
    }

    /// Decodes a binary or XML property list, telling which it was.
    public static func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(PropertyListError) -> (value: PropertyListValue, format: PropertyListFormat) {
        switch PropertyListFormat.detect(bytes) {
        case .binary:
            return (try BinaryPropertyListReader(options: options).read(bytes), .binary)
        case .xml:
            return (try XMLPropertyListReader(maximumDepth: options.maximumDepth).read(bytes), .xml)
        default:
            if bytes.isEmpty { throw PropertyListError(.truncated, "file is empty", offset: 0) }
            let first = bytes.first { !XMLScanner.isWhitespace($0) }
            if let first, first == UInt8(ascii: "{") || first == UInt8(ascii: "(") || first == 0x22 {
                throw PropertyListError(.unknownFormat, "OpenStep (old-style text) property lists are not supported", offset: 0)
            }
            throw PropertyListError(.unknownFormat, "not a property list (neither a bplist0 header nor XML)", offset: 0)
        }
    }

    /// Encodes `value` in `format`; XML throws for sets and nulls, which it cannot hold.
    public static func write(_ value: PropertyListValue, as format: PropertyListFormat) throws(PropertyListError) -> [UInt8] {
        switch format {
        case .binary: return BinaryPropertyListWriter().write(value)
        case .xml: return try XMLPropertyListWriter().write(value)
        case .json:
            var output = [UInt8]()
            value.json.append(to: &output, indent: 0, pretty: true)
            output.append(0x0A)
            return output
        }
    }
}
