/// The encodings a text property list (XML or OpenStep) may be written in, found and converted
/// to UTF-8 as CoreFoundation does (`encodingForXMLData` and `_CFPropertyListCreateWithData` in
/// CFPropertyList.c), refusing where CoreFoundation and an XML parser would read different text.
enum TextEncoding: Equatable, Sendable {
    case utf8, utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian
    case ascii, isoLatin1, macRoman, windowsLatin1

    /// The name messages use.
    var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16BigEndian: "UTF-16BE"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf32BigEndian: "UTF-32BE"
        case .utf32LittleEndian: "UTF-32LE"
        case .ascii: "US-ASCII"
        case .isoLatin1: "ISO-8859-1"
        case .macRoman: "MacRoman"
        case .windowsLatin1: "Windows-1252"
        }
    }

    /// The encodings whose bytes hold ASCII as ASCII, which a declaration can name.
    var isASCIICompatible: Bool {
        switch self {
        case .utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian: false
        default: true
        }
    }

    /// The encoding an XML declaration's name stands for, as `CFStringConvertIANACharSetNameToEncoding`
    /// reads the names restorectl supports (case-insensitively); nil for any other name.
    /// `UTF-16` and `UTF-32` stand for either byte order; the caller picks the one the bytes show.
    init?(declaredName: String) {
        switch declaredName.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "utf-16", "utf-16be", "utf16": self = .utf16BigEndian
        case "utf-16le": self = .utf16LittleEndian
        case "utf-32", "utf-32be", "utf32": self = .utf32BigEndian
        case "utf-32le": self = .utf32LittleEndian
        case "us-ascii", "ascii": self = .ascii
        case "iso-8859-1", "iso_8859-1", "iso8859-1", "latin1", "l1": self = .isoLatin1
        case "macintosh", "x-mac-roman", "macroman": self = .macRoman
        case "windows-1252", "cp1252": self = .windowsLatin1
        default: return nil
        }
    }

    /// Whether a declaration naming `declared` agrees with text found to be in `self`.
    func agrees(with declared: TextEncoding) -> Bool {
        switch (self, declared) {
        case (.utf16BigEndian, .utf16BigEndian), (.utf16LittleEndian, .utf16BigEndian),
            (.utf16LittleEndian, .utf16LittleEndian):
            true
        case (.utf32BigEndian, .utf32BigEndian), (.utf32LittleEndian, .utf32BigEndian),
            (.utf32LittleEndian, .utf32LittleEndian):
            true
        // Pure ASCII text reads the same as UTF-8, so an ASCII declaration never disagrees.
        case (.utf8, .ascii): true
        default: self == declared
        }
    }
}

/// Text property-list bytes converted to UTF-8.
struct DecodedText {
    var utf8: [UInt8]
}

extension DecodedText {
    static let supportedEncodings = "UTF-8, UTF-16, UTF-32, US-ASCII, ISO-8859-1, MacRoman and Windows-1252"

    /// Finds the encoding of `bytes` (a byte-order mark, the zero bytes of UTF-16 or UTF-32, or the
    /// XML declaration) and converts them to UTF-8, without the byte-order mark.
    init(_ bytes: [UInt8]) throws(PropertyListError) {
        var skip = 0
        var found: TextEncoding
        var fromMark = true
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            (found, skip) = (.utf32BigEndian, 4)
        } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            (found, skip) = (.utf32LittleEndian, 4)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            (found, skip) = (.utf8, 3)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            (found, skip) = (.utf16LittleEndian, 2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (found, skip) = (.utf16BigEndian, 2)
        } else {
            fromMark = false
            found = try Self.encodingWithoutMark(bytes)
        }
        utf8 = try Self.convert(bytes[skip...], from: found, startingAt: skip)
        // The declaration is checked again in the converted text: CoreFoundation ignores it
        // when the encoding came from the bytes, where an XML parser would object to a conflict.
        if fromMark || found != .utf8 {
            if let declared = try XMLDeclaration.encodingName(in: utf8) {
                guard let named = TextEncoding(declaredName: declared), found.agrees(with: named) else {
                    throw PropertyListError(
                        .unknownFormat,
                        "the text is \(found.name) (from its \(fromMark ? "byte-order mark" : "bytes")) but its XML declaration says `\(escapedForMessage(declared))`",
                        line: 1, column: 1)
                }
            }
        }
    }

    /// The encoding of text without a byte-order mark: UTF-16 or UTF-32 when its first
    /// characters show zero bytes, else what the XML declaration names, else UTF-8.
    static func encodingWithoutMark(_ bytes: [UInt8]) throws(PropertyListError) -> TextEncoding {
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            // CoreFoundation skips two bytes and reads big-endian UTF-16 here, so it loses the first
            // character; the XML specification's autodetection (appendix F) keeps it.
            let zeros = bytes.prefix(4).map { $0 == 0 }
            switch zeros {
            case [true, true, true, false]: return .utf32BigEndian
            case [false, true, true, true]: return .utf32LittleEndian
            case _ where zeros.count >= 2 && zeros[0] && !zeros[1]: return .utf16BigEndian
            case _ where zeros.count >= 2 && !zeros[0] && zeros[1]: return .utf16LittleEndian
            default:
                throw PropertyListError(
                    .unknownFormat,
                    "cannot tell the text encoding: the file starts with zero bytes that fit neither UTF-16 nor UTF-32",
                    offset: 0)
            }
        }
        guard let declared = try XMLDeclaration.encodingName(in: bytes) else { return .utf8 }
        guard let named = TextEncoding(declaredName: declared) else {
            throw PropertyListError(
                .unknownFormat,
                "the XML declaration names the encoding `\(escapedForMessage(declared))`, which restorectl does not read (it reads \(supportedEncodings))",
                line: 1, column: 1)
        }
        guard named.isASCIICompatible else {
            throw PropertyListError(
                .unknownFormat,
                "the XML declaration says \(declared), but the bytes are not \(named.name) (no byte-order mark, no zero bytes)",
                line: 1, column: 1)
        }
        return named
    }

    /// Converts `bytes` (which start at `base` in the file) to UTF-8; errors give the file offset.
    static func convert(_ bytes: ArraySlice<UInt8>, from encoding: TextEncoding, startingAt base: Int)
        throws(PropertyListError) -> [UInt8]
    {
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        func append(_ value: UInt32, at offset: Int) throws(PropertyListError) {
            guard let scalar = Unicode.Scalar(value) else {
                throw PropertyListError(
                    .invalidString, "\(hexadecimal(value)) is not a Unicode character in \(encoding.name) text",
                    offset: offset)
            }
            appendUTF8(scalar.value, to: &output)
        }
        let start = bytes.startIndex
        switch encoding {
        case .utf8:
            return Array(bytes)
        case .ascii, .isoLatin1, .macRoman, .windowsLatin1:
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x80 { output.append(byte); continue }
                let value: UInt16
                switch encoding {
                case .ascii: value = 0xFFFD
                case .macRoman: value = SingleByteTables.macRoman[Int(byte) - 0x80]
                case .windowsLatin1:
                    value = byte < 0xA0 ? SingleByteTables.windowsLatin1[Int(byte) - 0x80] : UInt16(byte)
                default: value = UInt16(byte)
                }
                guard value != 0xFFFD else {
                    throw PropertyListError(
                        .invalidString, "byte \(hexadecimal(byte)) has no meaning in \(encoding.name)", offset: index)
                }
                try append(UInt32(value), at: index)
            }
        case .utf16BigEndian, .utf16LittleEndian:
            guard bytes.count % 2 == 0 else {
                throw PropertyListError(
                    .invalidString, "\(encoding.name) text of an odd number of bytes", offset: base + bytes.count - 1)
            }
            let bigEndian = encoding == .utf16BigEndian
            var index = start
            while index < bytes.endIndex {
                let unit = unit16(bytes, index, bigEndian)
                if unit & 0xF800 != 0xD800 {
                    try append(UInt32(unit), at: index)
                    index += 2
                    continue
                }
                guard unit < 0xDC00, index + 4 <= bytes.endIndex, case let low = unit16(bytes, index + 2, bigEndian),
                    low & 0xFC00 == 0xDC00
                else {
                    throw PropertyListError(
                        .invalidString, "unpaired UTF-16 surrogate \(hexadecimal(unit))", offset: index)
                }
                try append(0x10000 + (UInt32(unit & 0x3FF) << 10) + UInt32(low & 0x3FF), at: index)
                index += 4
            }
        case .utf32BigEndian, .utf32LittleEndian:
            guard bytes.count % 4 == 0 else {
                throw PropertyListError(
                    .invalidString, "\(encoding.name) text whose length is not a multiple of 4 bytes",
                    offset: base + bytes.count - bytes.count % 4)
            }
            for index in stride(from: start, to: bytes.endIndex, by: 4) {
                let quad = bytes[index..<(index + 4)].map(UInt32.init)
                let value =
                    encoding == .utf32BigEndian
                    ? quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3]
                    : quad[3] << 24 | quad[2] << 16 | quad[1] << 8 | quad[0]
                try append(value, at: index)
            }
        }
        return output
    }

    private static func unit16(_ bytes: ArraySlice<UInt8>, _ index: Int, _ bigEndian: Bool) -> UInt16 {
        bigEndian
            ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
    }
}
