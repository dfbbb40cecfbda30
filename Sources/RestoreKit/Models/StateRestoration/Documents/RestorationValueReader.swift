/// Turns the JSON values `dump --format json` shows back into archive values, in the form an app's
/// coder writes them, so that the dump of the result shows the same JSON.
///
/// Strings become NSString objects; numbers and booleans are written inline where a coder's
/// `encodeInteger:forKey:` (and kin) puts them (a coder's keys, an object's fields) and as
/// NSNumber objects inside collections, which hold only objects. Arrays and objects become NSArray
/// and NSDictionary; `{"$ref": P}` an identifier-path proxy; `{"$archive": {...}}` data holding a
/// keyed archive of those keys; `{"$date"}` an NSDate; `{"$data"}` NSData (inline bytes in an
/// object's fields, as `encodeBytes:length:forKey:` writes them), and `{"$bookmark": {...}}` the
/// same from its `data` member; `{"$class": "Name", ...}` an
/// instance of Name with those fields (a `$decoded` member beside `$class` ignored); `{"$uid": n}` a reference back to the object the written
/// archive holds at index n (a cycle, as the dump shows one).
struct RestorationValueReader {
    /// Where a value goes, which decides whether scalars are inline.
    enum Place {
        case coderKey
        case objectField
        case element
    }

    /// The identifier paths references may name; nil when any may (`--allow-dangling`).
    var objectPaths: Set<String>?
    /// Nested archives deeper than this are refused: the dump would show them as data.
    var maximumNesting: Int
    /// What any one archive may grow to.
    var maximumBytes: Int
    /// Labels the objects made here, so that back references can find where they were placed.
    private var nextLabel = 1

    /// Whether `{"$uid": n}` may be used: only when the reader encodes the archive itself.
    var allowsBackReferences: Bool

    init(objectPaths: Set<String>?, maximumNesting: Int, maximumBytes: Int, allowsBackReferences: Bool = true) {
        self.objectPaths = objectPaths
        self.allowsBackReferences = allowsBackReferences
        self.maximumNesting = maximumNesting
        self.maximumBytes = maximumBytes
    }

    /// The fields of a coder, an object or a nested archive's `$top`.
    mutating func fields(_ members: [(String, JSONValue)], at location: JSONLocation, place: Place, nesting: Int)
        throws(JSONDocumentError) -> [ArchiveField]
    {
        var fields: [ArchiveField] = []
        fields.reserveCapacity(members.count)
        for (name, json) in members {
            fields.append(
                ArchiveField(name, try value(json, at: location.appending(name), place: place, nesting: nesting)))
        }
        return fields
    }

    mutating func value(_ json: JSONValue, at location: JSONLocation, place: Place, nesting: Int)
        throws(JSONDocumentError) -> ArchiveValue
    {
        func scalar(_ primitive: PropertyListValue) -> ArchiveValue {
            place == .element ? .stored(primitive) : .inline(primitive)
        }
        switch json {
        case .string(let text): return .stored(.string(text))
        case .integer(let integer): return scalar(.integer(integer))
        case .real(let real): return scalar(.double(real))
        case .boolean(let flag): return scalar(.boolean(flag))
        case .null: return .null
        case .array(let elements):
            var values: [ArchiveValue] = []
            values.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                values.append(try value(element, at: location.appending(position), place: .element, nesting: nesting))
            }
            return object("NSArray", ["NSArray", "NSObject"], [ArchiveField("NS.objects", .array(values))])
        case .object(let members):
            return try object(members, at: location, place: place, nesting: nesting)
        }
    }

    private mutating func object(
        _ members: [(String, JSONValue)], at location: JSONLocation, place: Place, nesting: Int
    ) throws(JSONDocumentError) -> ArchiveValue {
        if members.count == 1 {
            let (name, content) = members[0]
            let inner = location.appending(name)
            switch (name, content) {
            case ("$ref", .string(let path)):
                if let objectPaths, !objectPaths.contains(path) {
                    throw JSONDocumentError(
                        inner,
                        "refers to `\(path)`, which is not an object of the document (--allow-dangling writes it anyway)"
                    )
                }
                return object(
                    RestorationKey.pathProxyClass, nil,
                    [ArchiveField(RestorationKey.pathProxyPath, .stored(.string(path)))])
            case ("$ref", _):
                throw JSONDocumentError(
                    inner, "a reference is an identifier path string, found \(content.kindDescription)")
            case ("$archive", .object(let top)):
                guard nesting + 1 < maximumNesting else {
                    throw JSONDocumentError(inner, "nested archives deeper than \(maximumNesting) levels")
                }
                let fields = try fields(top, at: inner, place: .coderKey, nesting: nesting + 1)
                return .stored(.data(try encode(fields, at: inner)))
            case ("$archive", _):
                throw JSONDocumentError(
                    inner, "a nested archive is an object of its keys, found \(content.kindDescription)")
            case ("$uid", .integer(let integer)):
                guard allowsBackReferences else {
                    throw JSONDocumentError(inner, "back references are for documents create writes whole")
                }
                guard let index = integer.intValue, index > 0 else {
                    throw JSONDocumentError(inner, "a back reference is a positive object index")
                }
                // Resolved when the archive is encoded (see `encode`).
                return .cycle(index: index, className: location.text)
            default:
                break
            }
            if name == "$bookmark" { return Self.placed(.data(try Self.bookmarkBytes(content, at: inner)), place) }
            switch TypedWrapper.value(members) {
            case .success(.date(let seconds))?:
                return object("NSDate", ["NSDate", "NSObject"], [ArchiveField("NS.time", .inline(.double(seconds)))])
            case .success(let primitive)?:
                return Self.placed(primitive, place)
            case .failure(let message)?:
                throw JSONDocumentError(inner, message)
            case nil:
                break
            }
        }
        if let classIndex = members.firstIndex(where: { $0.0 == "$class" }) {
            guard case .string(let className) = members[classIndex].1 else {
                throw JSONDocumentError(location.appending("$class"), "a class name is a string")
            }
            var rest = members
            rest.remove(at: classIndex)
            // What the dump read from the fields (an NSColor's colour...): the fields beside it say it all.
            rest.removeAll { $0.0 == "$decoded" }
            return object(className, nil, try fields(rest, at: location, place: .objectField, nesting: nesting))
        }
        var keys: [ArchiveValue] = [], values: [ArchiveValue] = []
        for (name, member) in members {
            keys.append(.stored(.string(name)))
            values.append(try value(member, at: location.appending(name), place: .element, nesting: nesting))
        }
        return object(
            "NSDictionary", ["NSDictionary", "NSObject"],
            [ArchiveField("NS.keys", .array(keys)), ArchiveField("NS.objects", .array(values))])
    }

    /// A wrapped value (data, a UID) where it goes: inline among an object's fields, as
    /// `encodeBytes:length:forKey:` and kin write them, stored everywhere else.
    private static func placed(_ primitive: PropertyListValue, _ place: Place) -> ArchiveValue {
        place == .objectField ? .inline(primitive) : .stored(primitive)
    }

    /// The bytes of a `{"$bookmark": {...}}` value: its `data` member, the facts beside it being
    /// readings of those bytes.
    private static func bookmarkBytes(_ content: JSONValue, at location: JSONLocation) throws(JSONDocumentError)
        -> [UInt8]
    {
        guard case .object(let facts) = content else {
            throw JSONDocumentError(
                location, "a bookmark is an object of its facts and data, found \(content.kindDescription)")
        }
        guard let data = facts.last(where: { $0.0 == "data" })?.1 else {
            throw JSONDocumentError(location, "a bookmark needs its bytes as base64 `data`")
        }
        guard case .string(let text) = data, let bytes = Base64.decode(Array(text.utf8)) else {
            throw JSONDocumentError(location.appending("data"), "data is a base64 string")
        }
        return bytes
    }

    private mutating func object(_ className: String, _ chain: [String]?, _ fields: [ArchiveField]) -> ArchiveValue {
        defer { nextLabel += 1 }
        // Labels only where this reader encodes the archive: in an archive decoded elsewhere they
        // would be taken for the indexes its objects were read from.
        return .object(
            ArchiveObject(
                index: allowsBackReferences ? nextLabel : nil, className: className, classChain: chain, fields: fields))
    }

    /// A keyed archive of `top`, as NSKeyedArchiver lays it out, with back references pointing at
    /// the objects the written archive holds at their indexes.
    mutating func encode(_ top: [ArchiveField], at location: JSONLocation) throws(JSONDocumentError) -> [UInt8] {
        let encoder = KeyedArchiveEncoder()
        var archive = KeyedArchive(top: top)
        var placements: [Int: Int] = [:]
        var plist = encoder.encode(archive, placements: &placements)
        var hasBackReferences = false
        var labels: [Int: Int] = [:]
        for (label, index) in placements { labels[index] = label }
        // A back reference changes no object's place: encoding again with it resolved puts every
        // object where the first pass did, so index n is the object the document meant.
        for position in archive.top.indices {
            var ancestors: [Int] = []
            archive.top[position].value = try Self.resolving(
                archive.top[position].value, labels: labels, ancestors: &ancestors, found: &hasBackReferences)
        }
        if hasBackReferences { plist = encoder.encode(archive, placements: &placements) }
        let bytes = BinaryPropertyListWriter().write(plist)
        guard bytes.count <= maximumBytes else {
            throw JSONDocumentError(
                location, "makes an archive of \(bytes.count) bytes, more than the output limit of \(maximumBytes)")
        }
        return bytes
    }

    /// `value` with each back reference pointing at the label of the object placed at its index,
    /// which must be one that contains it (`ancestors`), as in the archives the dump reads.
    private static func resolving(_ value: ArchiveValue, labels: [Int: Int], ancestors: inout [Int], found: inout Bool)
        throws(JSONDocumentError) -> ArchiveValue
    {
        switch value {
        case .cycle(let index, let location):
            found = true
            guard let label = labels[index], ancestors.contains(label) else {
                throw JSONDocumentError(
                    JSONLocation(location).appending("$uid"),
                    "index \(index) is not an object that contains this one in the written archive")
            }
            return .cycle(index: label, className: "")
        case .array(let elements):
            var resolved: [ArchiveValue] = []
            for element in elements {
                resolved.append(try resolving(element, labels: labels, ancestors: &ancestors, found: &found))
            }
            return .array(resolved)
        case .object(var object):
            if let label = object.index { ancestors.append(label) }
            defer { if object.index != nil { ancestors.removeLast() } }
            for position in object.fields.indices {
                object.fields[position].value = try resolving(
                    object.fields[position].value, labels: labels, ancestors: &ancestors, found: &found)
            }
            return .object(object)
        case .dictionary(var fields):
            for position in fields.indices {
                fields[position].value = try resolving(
                    fields[position].value, labels: labels, ancestors: &ancestors, found: &found)
            }
            return .dictionary(fields)
        case .null, .inline, .stored:
            return value
        }
    }
}
