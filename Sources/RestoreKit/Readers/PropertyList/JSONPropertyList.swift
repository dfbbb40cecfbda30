/// JSON documents read back into property lists, with the typed wrappers `convert --to json` and
/// `dump --format json` write: `{"$date": "ISO 8601"}`, `{"$data": "base64"}`, `{"$uid": n}`.
/// Integers stay integers and reals reals, as the JSON spells them (a decimal point or an exponent
/// makes a real).
extension PropertyListValue {
    /// Reads a JSON value as a property list; `null` becomes the binary null object. A wrapper
    /// whose content is wrong (`{"$date": "yesterday"}`) is an error naming its location.
    package init(json: JSONValue, at location: JSONLocation = JSONLocation()) throws(JSONDocumentError) {
        self = try Self.converting(json, at: location) { _, _ throws(JSONDocumentError) in nil }
    }

    /// The conversion, with `special` asked first about every object (a higher layer's own
    /// wrappers, such as `$archive`); it returns nil to leave the object to the usual rules.
    static func converting(
        _ json: JSONValue, at location: JSONLocation,
        special: (_ members: [(String, JSONValue)], _ location: JSONLocation) throws(JSONDocumentError) ->
            PropertyListValue?
    ) throws(JSONDocumentError) -> PropertyListValue {
        switch json {
        case .string(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .real(let value): return .double(value)
        case .boolean(let flag): return .boolean(flag)
        case .null: return .null
        case .array(let elements):
            var values: [PropertyListValue] = []
            values.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                values.append(try converting(element, at: location.appending(position), special: special))
            }
            return .array(values)
        case .object(let members):
            if let value = try special(members, location) { return value }
            switch TypedWrapper.value(members) {
            case .success(let value)?: return value
            case .failure(let message)?: throw JSONDocumentError(location.appending(members[0].0), message)
            case nil: break
            }
            var entries: [PropertyListDictionary.Entry] = []
            entries.reserveCapacity(members.count)
            for (name, member) in members {
                entries.append(
                    .init(key: name, value: try converting(member, at: location.appending(name), special: special)))
            }
            return .dictionary(PropertyListDictionary(entries))
        }
    }
}

extension PropertyListValue {
    /// The JSON form of this value, with the contract's typed wrappers for dates, data and UIDs.
    /// Sets print as arrays and the binary null as `null`.
    package var json: JSONValue {
        switch self {
        case .boolean(let flag): .boolean(flag)
        case .integer(let integer): .integer(integer)
        case .real(let value, _): .real(value)
        case .date(let seconds): .wrapper("$date", .string(ReferenceDate.iso8601(seconds, fractional: true)))
        case .data(let bytes): .wrapper("$data", .string(Base64.encode(bytes)))
        case .string(let string): .string(string)
        case .array(let elements), .set(let elements): .array(elements.map(\.json))
        case .dictionary(let dictionary): .object(dictionary.entries.map { ($0.key, $0.value.json) })
        case .uid(let uid): .wrapper("$uid", .integer(PropertyListInteger(uid)))
        case .null: .null
        }
    }
}

/// The one-member objects that stand for the values JSON lacks: dates, data and UIDs.
enum TypedWrapper {
    /// What a wrapper stands for.
    public enum Outcome: Sendable, Equatable {
        /// The value it stands for.
        case success(PropertyListValue)
        /// What is wrong with its content.
        case failure(String)
    }

    /// nil when `members` is not a `$date`, `$data` or `$uid` wrapper; else its value, or what is
    /// wrong with its content.
    public static func value(_ members: [(String, JSONValue)]) -> Outcome? {
        guard members.count == 1 else { return nil }
        let (name, content) = members[0]
        switch name {
        case "$date":
            guard case .string(let text) = content, let seconds = ReferenceDate.parse(text) else {
                return .failure("a date is an ISO 8601 string like \"2014-05-02T14:51:00Z\"")
            }
            guard ReferenceDate.isRepresentable(seconds) else { return .failure("\(text) is outside years 1 to 9999") }
            return .success(.date(seconds))
        case "$data":
            guard case .string(let text) = content, let bytes = Base64.decode(Array(text.utf8)) else {
                return .failure("data is a base64 string")
            }
            return .success(.data(bytes))
        case "$uid":
            guard case .integer(let integer) = content, let uid = integer.uint64Value, uid <= UInt64(UInt32.max) else {
                return .failure("a UID is an integer from 0 to \(UInt32.max)")
            }
            return .success(.uid(uid))
        default:
            return nil
        }
    }
}

extension PropertyList {
    /// Reads a property list in any format `convert` takes: binary, XML, OpenStep, or JSON with
    /// the typed wrappers (`$data`, `$date`, `$uid`). The shape decides, before either reader runs,
    /// so that a text is never read two ways: `[` starts JSON (OpenStep arrays use parentheses);
    /// `{` then a quoted name then `:` starts JSON; anything else is OpenStep (`key = value;`), as
    /// CoreFoundation reads it. Repeated keys in JSON follow `options.duplicateKeys`.
    package static func readAnyFormat(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws
        -> PropertyListValue
    {
        guard PropertyListFormat.detect(bytes) == .json else {
            return try read(bytes, options: options).value
        }
        var jsonOptions = JSONReader.Options()
        jsonOptions.maximumDepth = options.maximumDepth
        return try PropertyListValue(json: try JSONReader.read(bytes, options: jsonOptions)).applying(
            options.duplicateKeys)
    }

    /// Whether UTF-8 text starts as JSON does and OpenStep cannot: `[`, or `{` "name" `:`.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.firstIndex { !XMLScanner.isWhitespace($0) } ?? bytes.count
        func skipSpace() { while index < bytes.count, XMLScanner.isWhitespace(bytes[index]) { index += 1 } }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "[") { return true }
        guard bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        skipSpace()
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }
}
