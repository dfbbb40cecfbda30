/// The JSON form of decoded archive values, as the command-line contract defines it.
///
/// Strings, numbers, booleans, arrays and string-keyed dictionaries print as themselves; dates
/// and data as `{"$date": ...}` and `{"$data": ...}`; NSNull as `{"$class": "NSNull"}` (nil is
/// `null`); data that holds a keyed archive as `{"$archive": {...}}` with its `$top` decoded the
/// same way, data that holds another property list as `{"$plist": ...}`; any other object as
/// `{"$class": "Name", ...fields}`. Which occurrence of a shared object prints in full, and what
/// the others print, `rendered` decides: with `.referenced`, the first carries `"$id": n` (shared
/// arrays print as `{"$id": n, "$array": [...]}`) and every later one, cycles included, prints
/// `{"$uid": n}`.
public struct ArchiveJSONRenderer {
    /// Which objects were written, and the limit on how much is written.
    public var rendered = RenderedObjects()
    /// Limits for nested archives and property lists.
    public var options = KeyedArchive.Options()
    /// A higher layer's own form for some objects (restoration renders path proxies as `$ref`).
    public var objectForm: (@Sendable (ArchiveObject) -> JSONValue?)?

    /// A renderer whose objects are written as `rendered` says (by default, in full at each reference within a million values).
    public init() {}

    /// The archive's header and `$top`.
    public mutating func render(_ archive: KeyedArchive) -> JSONValue {
        .object([
            ("archiver", .string(archive.archiver)),
            ("version", .integer(PropertyListInteger(archive.version))),
            ("objectCount", .integer(PropertyListInteger(archive.objectCount))),
            ("top", renderTop(archive, nesting: 0)),
        ])
    }

    /// An object of fields, each rendered.
    public mutating func render(_ fields: [ArchiveField], nesting: Int) -> JSONValue {
        .object(fields.map { ($0.key, render($0.value, nesting: nesting)) })
    }

    /// One value, with the objects it refers to.
    public mutating func render(_ value: ArchiveValue, nesting: Int = 0) -> JSONValue {
        // Past the limit nothing more is built; the caller reports `rendered.isExhausted`.
        guard !rendered.isExhausted else { return .null }
        switch value {
        case .null:
            rendered.charge()
            return .null
        case .inline(let primitive), .stored(let primitive):
            rendered.charge(primitive)
            if case .data = primitive, let nested = nested(value, nesting: nesting) { return nested }
            return primitive.json
        case .array(let elements):
            rendered.charge()
            return .array(elements.map { render($0, nesting: nesting) })
        case .dictionary(let fields):
            rendered.charge()
            return render(fields, nesting: nesting)
        case .cycle(let index, _):
            rendered.charge()
            return Self.reference(index)
        case .object(let object):
            rendered.charge()
            if let form = objectForm?(object) { return form }
            let foundation = object.foundationValue
            switch rendered.occurrence(of: object, as: foundation) {
            case .reference(let id): return Self.reference(id)
            case .full(let id): return render(object, as: foundation, id: id, nesting: nesting)
            }
        }
    }

    private mutating func render(_ object: ArchiveObject, as foundation: FoundationValue?, id: Int?, nesting: Int) -> JSONValue {
        let idMember: [(String, JSONValue)] = id.map { [("$id", .integer(PropertyListInteger($0)))] } ?? []
        switch foundation {
        case .string(let string)?:
            rendered.charge(bytes: string.utf8.count)
            return .string(string)
        case .data(let bytes)?:
            rendered.charge(bytes: bytes.count)
            return nested(.object(object), nesting: nesting) ?? PropertyListValue.data(bytes).json
        case .date(let seconds)?:
            return PropertyListValue.date(seconds).json
        case .array(let elements)?, .set(let elements)?, .orderedSet(let elements)?:
            let array = JSONValue.array(elements.map { render($0, nesting: nesting) })
            return idMember.isEmpty ? array : .object(idMember + [("$array", array)])
        case .dictionary(let keys, let values)? where keys.allSatisfy({ $0.string != nil }):
            return .object(idMember + zip(keys, values).map { ($0.string ?? "", render($1, nesting: nesting)) })
        case .null?:
            return .object([("$class", .string(object.className))])
        default:
            return .object([("$class", .string(object.className))] + idMember + object.fields.map { ($0.key, render($0.value, nesting: nesting)) })
        }
    }

    /// A nested archive's `$top`, its objects named by identifiers of its own.
    private mutating func renderTop(_ archive: KeyedArchive, nesting: Int) -> JSONValue {
        rendered.enter(archive)
        defer { rendered.leave() }
        return render(archive.top, nesting: nesting)
    }

    /// `{"$archive": {...}}` or `{"$plist": ...}` when the value is data holding a decodable keyed
    /// archive or property list.
    private mutating func nested(_ value: ArchiveValue, nesting: Int) -> JSONValue? {
        guard nesting < options.maximumNesting else { return nil }
        if case .success(let archive)? = value.nestedArchive(options: options) {
            return .wrapper("$archive", renderTop(archive, nesting: nesting + 1))
        }
        return value.nestedPropertyList(options: options).map { .wrapper("$plist", render($0, nesting: nesting + 1)) }
    }

    private static func reference(_ id: Int) -> JSONValue {
        .wrapper("$uid", .integer(PropertyListInteger(id)))
    }
}

extension JSONValue {
    /// The property-list form of a JSON document, for `--format xml`: the typed wrappers become
    /// dates, data and UIDs again, and null becomes the string `$null`, the keyed archive's nil.
    public var propertyList: PropertyListValue {
        switch self {
        case .string(let string): return .string(string)
        case .integer(let value): return .integer(value)
        case .real(let value): return .double(value)
        case .boolean(let flag): return .boolean(flag)
        case .null: return .string("$null")
        case .array(let elements): return .array(elements.map(\.propertyList))
        case .object(let members):
            if case .success(let value)? = TypedWrapper.value(members) { return value }
            return .dictionary(PropertyListDictionary(members.map { .init(key: $0.0, value: $0.1.propertyList) }))
        }
    }
}
