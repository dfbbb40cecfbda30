/// Writes XML property lists in Apple's dialect: the XML declaration and DOCTYPE, tab
/// indentation, `<true/>`, base64 `<data>` wrapped as Apple wraps it, `<date>` in ISO 8601 UTC,
/// and UIDs as `<dict><key>CF$UID</key>...`, which CoreFoundation reads back as UIDs.
///
/// Sets and the binary null object have no XML spelling; writing one throws, naming where it is.
/// Dates keep whole seconds, as in Apple's XML.
package struct XMLPropertyListWriter {
    /// Makes a writer.
    package init() {}

    static let header = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """.utf8)

    /// Encodes `value` as a complete XML document.
    package func write(_ value: PropertyListValue) throws(PropertyListError) -> [UInt8] {
        try value.text(writtenBy: XMLEventWriter())
    }

    /// Why a UID above 2^32-1 has no XML spelling: `parseDictTag` keeps 32 bits of `CF$UID`.
    static let largeUIDProblem = "a UID above 4294967295, which CoreFoundation reads from XML as its low 32 bits"

    /// Why integers outside -2^63...2^64-1 have no XML spelling: `parseIntegerTag` refuses them.
    static let wideIntegerProblem = "an integer outside -2^63...2^64-1, which CoreFoundation does not read from XML"

    /// Whether CoreFoundation reads `integer` back from XML.
    static func isReadableFromXML(_ integer: PropertyListInteger) -> Bool {
        integer.high == 0 || (integer.high == -1 && integer.low >= UInt64(Int64.max) + 1)
    }
}
