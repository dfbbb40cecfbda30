/// Writes XML property lists in Apple's dialect: the XML declaration and DOCTYPE, tab
/// indentation, `<true/>`, base64 `<data>` wrapped as Apple wraps it, `<date>` in ISO 8601 UTC,
/// and UIDs as `<dict><key>CF$UID</key>...`, which CoreFoundation reads back as UIDs.
///
/// Sets and the binary null object have no XML spelling; writing one throws, naming where it is.
/// Dates keep whole seconds, as in Apple's XML.
public struct XMLPropertyListWriter {
    public init() {}

    static let header = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """.utf8)

    /// Encodes `value` as a complete XML document.
    public func write(_ value: PropertyListValue) throws(PropertyListError) -> [UInt8] {
        var output = Self.header
        var path: [String] = []
        try Self.append(value, indent: 0, path: &path, to: &output)
        output.append(contentsOf: "</plist>\n".utf8)
        return output
    }

    static func append(_ value: PropertyListValue, indent: Int, path: inout [String], to output: inout [UInt8]) throws(PropertyListError) {
        let tabs = [UInt8](repeating: 0x09, count: indent)
        output.append(contentsOf: tabs)
        switch value {
        case .boolean(let flag):
            output.append(contentsOf: (flag ? "<true/>\n" : "<false/>\n").utf8)
        case .integer(let integer):
            guard Self.isReadableFromXML(integer) else {
                throw PropertyListError(.unrepresentable, "\(path.isEmpty ? "the top object" : "`" + keyPathText(path) + "`") is \(Self.wideIntegerProblem)")
            }
            element("integer", integer.description, to: &output)
        case .real(let real, _):
            element("real", realText(real), to: &output)
        case .date(let seconds):
            element("date", ReferenceDate.iso8601(seconds), to: &output)
        case .string(let string):
            output.append(contentsOf: "<string>".utf8)
            appendEscaped(string, to: &output)
            output.append(contentsOf: "</string>\n".utf8)
        case .data(let bytes):
            output.append(contentsOf: "<data>\n".utf8)
            // Apple's and plistlib's wrapping: 76 columns less the indentation, tabs counted as 8.
            let lineLength = max(16, 76 - 8 * indent) / 4 * 4
            if !bytes.isEmpty {
                output.append(contentsOf: tabs)
                Base64.encode(bytes, into: &output, lineLength: lineLength, linePrefix: tabs)
                output.append(0x0A)
            }
            output.append(contentsOf: tabs)
            output.append(contentsOf: "</data>\n".utf8)
        case .uid(let uid):
            guard uid <= UInt64(UInt32.max) else {
                throw PropertyListError(.unrepresentable, "\(path.isEmpty ? "the top object" : "`" + keyPathText(path) + "`") is \(Self.largeUIDProblem)")
            }
            output.append(contentsOf: "<dict>\n".utf8)
            output.append(contentsOf: tabs)
            output.append(contentsOf: "\t<key>CF$UID</key>\n".utf8)
            output.append(contentsOf: tabs)
            output.append(0x09)
            element("integer", String(uid), to: &output)
            output.append(contentsOf: tabs)
            output.append(contentsOf: "</dict>\n".utf8)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "<array/>\n".utf8)
                return
            }
            output.append(contentsOf: "<array>\n".utf8)
            for (position, element) in elements.enumerated() {
                path.append("[\(position)]")
                try append(element, indent: indent + 1, path: &path, to: &output)
                path.removeLast()
            }
            output.append(contentsOf: tabs)
            output.append(contentsOf: "</array>\n".utf8)
        case .dictionary(let dictionary):
            if dictionary.entries.isEmpty {
                output.append(contentsOf: "<dict/>\n".utf8)
                return
            }
            output.append(contentsOf: "<dict>\n".utf8)
            for entry in dictionary.entries {
                output.append(contentsOf: tabs)
                output.append(contentsOf: "\t<key>".utf8)
                appendEscaped(entry.key, to: &output)
                output.append(contentsOf: "</key>\n".utf8)
                path.append(entry.key)
                try append(entry.value, indent: indent + 1, path: &path, to: &output)
                path.removeLast()
            }
            output.append(contentsOf: tabs)
            output.append(contentsOf: "</dict>\n".utf8)
        case .set, .null:
            let location = path.isEmpty ? "the top object" : "`" + keyPathText(path) + "`"
            throw PropertyListError(.unrepresentable, "\(location) is \(value.kindNameWithArticle), which XML property lists cannot hold")
        }
    }

    /// Why a UID above 2^32-1 has no XML spelling: `parseDictTag` keeps 32 bits of `CF$UID`.
    static let largeUIDProblem = "a UID above 4294967295, which CoreFoundation reads from XML as its low 32 bits"

    /// Why integers outside -2^63...2^64-1 have no XML spelling: `parseIntegerTag` refuses them.
    static let wideIntegerProblem = "an integer outside -2^63...2^64-1, which CoreFoundation does not read from XML"

    /// Whether CoreFoundation reads `integer` back from XML.
    static func isReadableFromXML(_ integer: PropertyListInteger) -> Bool {
        integer.high == 0 || (integer.high == -1 && integer.low >= UInt64(Int64.max) + 1)
    }

    static func element(_ name: String, _ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: "<\(name)>\(text)</\(name)>\n".utf8)
    }

    /// Apple's spelling of special reals; otherwise the shortest text that reads back exactly.
    static func realText(_ real: Double) -> String {
        if real.isNaN { return "nan" }
        if real.isInfinite { return real < 0 ? "-infinity" : "+infinity" }
        return real.description
    }

    /// Escapes `&`, `<` and `>`, and writes control characters XML 1.0 forbids as character references.
    static func appendEscaped(_ string: String, to output: inout [UInt8]) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case 0x09, 0x0A, 0x0D: output.append(byte)
            case 0..<0x20: output.append(contentsOf: "&#\(byte);".utf8)
            default: output.append(byte)
            }
        }
    }
}

/// `a.b[2].c`: a path of dictionary keys and `[n]` array positions, as errors and `get` print it.
func keyPathText(_ components: [String]) -> String {
    var text = ""
    for component in components {
        if component.hasPrefix("[") || text.isEmpty { text += component } else { text += "." + component }
    }
    return text
}
