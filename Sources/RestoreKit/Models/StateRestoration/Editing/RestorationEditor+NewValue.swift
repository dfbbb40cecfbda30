extension RestorationEditor {
    /// A value to set: typed as `set --type` names it, or text that takes the type of the value it
    /// replaces.
    public enum NewValue: Sendable, Equatable {
        /// Text read as the type of the value it replaces (`StoredType`); a string where there is
        /// none (a new key, or nil). Text that is no value of that type is refused.
        case text(String)
        /// A string, stored as an NSString.
        case string(String)
        /// An integer, inline unless the key held a stored NSNumber.
        case integer(PropertyListInteger)
        /// A double-precision real, inline unless the key held a stored NSNumber.
        case real(Double)
        /// A boolean, inline unless the key held a stored NSNumber.
        case boolean(Bool)
        /// Seconds since 2001-01-01T00:00:00Z.
        case date(Double)
        /// Bytes, stored as an NSData.
        case data([UInt8])
        /// An identifier path, stored as a `_UIObjectIdentifierPathProxy`.
        case reference(String)
        /// A JSON value with the typed wrappers of `dump --format json`, for arrays and dictionaries.
        case json(JSONValue)

        /// What text a value is given as.
        package enum Kind: String, Sendable, CaseIterable {
            /// The text itself.
            case string
            /// A decimal or `0x` integer that NSCoder can decode (64 bits, signed or not).
            case integer
            /// A real number; `inf`, `-inf` and `nan` too.
            case real
            /// `true`, `false`, `yes`, `no`, `1` or `0`.
            case bool
            /// An ISO 8601 date like `2014-05-02T14:51:00Z`.
            case date
            /// Base64.
            case data
            /// An identifier path, stored as a reference to that object.
            case ref
            /// A JSON value with the typed wrappers of `dump --format json`.
            case json
        }

        /// Parses `text` as a value of `kind`; without a kind, `text` takes the type of the value it
        /// replaces when set.
        package static func parse(_ text: String, as kind: Kind?) throws(Failure) -> NewValue {
            guard let kind else { return .text(text) }
            switch kind {
            case .string: return .string(text)
            case .integer:
                guard let value = PropertyListInteger(parsing: Substring(text)) else {
                    throw Failure(.badValue, "'\(text)' is not an integer")
                }
                // NSCoder decodes integers as 64 bits: a 16-byte integer fails in the app.
                guard value.int64Value != nil || value.uint64Value != nil else {
                    throw Failure(
                        .badValue,
                        "'\(text)' is out of range: an app can decode integers from \(Int64.min) to \(UInt64.max)")
                }
                return .integer(value)
            case .real:
                guard let value = Double(text),
                    value.isFinite || text.lowercased().contains("inf") || text.lowercased() == "nan"
                else {
                    throw Failure(.badValue, "'\(text)' is not a real number")
                }
                return .real(value)
            case .bool:
                switch text.lowercased() {
                case "true", "yes", "1": return .boolean(true)
                case "false", "no", "0": return .boolean(false)
                default: throw Failure(.badValue, "'\(text)' is not a bool (true or false)")
                }
            case .date:
                guard let seconds = ReferenceDate.parse(text) else {
                    throw Failure(.badValue, "'\(text)' is not an ISO 8601 date like 2014-05-02T14:51:00Z")
                }
                guard ReferenceDate.isRepresentable(seconds) else {
                    throw Failure(.badValue, "'\(text)' is out of range: a property-list date is from year 1 to 9999")
                }
                return .date(seconds)
            case .data:
                guard let bytes = Base64.decode(Array(text.utf8)) else {
                    throw Failure(.badValue, "'\(text)' is not base64")
                }
                return .data(bytes)
            case .ref:
                guard !text.isEmpty else { throw Failure(.badValue, "a reference is an identifier path") }
                return .reference(text)
            case .json:
                do {
                    return .json(try JSONReader.read(Array(text.utf8)))
                } catch {
                    throw Failure(.badValue, "not JSON: \(error)", underlying: error)
                }
            }
        }

        /// The value to set at `key` in place of `old` (nil for a new key): text read as the type of
        /// `old`, or a string where that has none; any other value as it is.
        func typed(replacing old: ArchiveValue?, at key: String) throws(Failure) -> NewValue {
            guard case .text(let text) = self else { return self }
            guard let type = old.flatMap(StoredType.init(of:)) else { return .string(text) }
            do {
                return try Self.parse(text, as: type.kind)
            } catch {
                throw .mismatch(error, key: key, holding: type, hint: " (--type TYPE stores another type)")
            }
        }

        /// Whether the value may refer to an object of the archive (a reference, or JSON that may
        /// hold one), which is then checked to be there.
        var mayRefer: Bool {
            switch self {
            case .reference, .json: true
            default: false
            }
        }

        /// The archived form, in the representation the key already had (inline or stored) where it had one.
        func archived(replacing old: ArchiveValue?) -> ArchiveValue {
            let primitive: PropertyListValue
            switch self {
            case .string(let string), .text(let string): return .stored(.string(string))
            case .data(let bytes): return .stored(.data(bytes))
            case .date(let seconds):
                return .object(
                    ArchiveObject(
                        className: "NSDate", classChain: ["NSDate", "NSObject"],
                        fields: [ArchiveField("NS.time", .inline(.double(seconds)))]))
            case .reference(let path):
                return .object(
                    ArchiveObject(
                        className: RestorationKey.pathProxyClass,
                        fields: [ArchiveField(RestorationKey.pathProxyPath, .stored(.string(path)))]))
            case .json: return .null
            case .integer(let value): primitive = .integer(value)
            case .real(let value): primitive = .double(value)
            case .boolean(let flag): primitive = .boolean(flag)
            }
            // encodeInteger:forKey: writes numbers inline; an NSNumber object is stored.
            if case .stored? = old { return .stored(primitive) }
            return .inline(primitive)
        }
    }
}
