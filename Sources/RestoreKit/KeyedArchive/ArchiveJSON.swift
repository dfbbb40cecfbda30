/// The JSON form of decoded archive values, as the command-line contract defines it.
///
/// Strings, numbers, booleans, arrays and string-keyed dictionaries print as themselves; dates,
/// data and back references as `{"$date": ...}`, `{"$data": ...}` and `{"$uid": n}`; data that
/// holds a keyed archive as `{"$archive": {...}}` with its `$top` decoded the same way; any other
/// object as `{"$class": "Name", ...fields}`.
public struct ArchiveJSONRenderer {
    /// Past this many printed values, an object already printed once prints as `{"$uid": n}`,
    /// so that a small archive of shared references cannot make exponential output.
    public var expansionBudget = 1_000_000
    public var options = KeyedArchive.Options()
    /// A higher layer's own form for some objects (restoration renders path proxies as `$ref`).
    public var objectForm: (@Sendable (ArchiveObject) -> JSONValue?)?
    private var printed = 0
    private var expanded: Set<Int> = []

    public init() {}

    /// The archive's header and `$top`.
    public mutating func render(_ archive: KeyedArchive) -> JSONValue {
        .object([
            ("archiver", .string(archive.archiver)),
            ("version", .integer(PropertyListInteger(archive.version))),
            ("objectCount", .integer(PropertyListInteger(archive.objectCount))),
            ("top", render(archive.top, nesting: 0)),
        ])
    }

    /// An object of fields, each rendered.
    public mutating func render(_ fields: [ArchiveField], nesting: Int) -> JSONValue {
        .object(fields.map { ($0.key, render($0.value, nesting: nesting)) })
    }

    public mutating func render(_ value: ArchiveValue, nesting: Int = 0) -> JSONValue {
        printed += 1
        switch value {
        case .null:
            return .null
        case .inline(let primitive), .stored(let primitive):
            if case .data = primitive, let archive = nested(value, nesting: nesting) { return archive }
            return primitive.json
        case .array(let elements):
            return .array(elements.map { render($0, nesting: nesting) })
        case .dictionary(let fields):
            return render(fields, nesting: nesting)
        case .cycle(let index, _):
            return .wrapper("$uid", .integer(PropertyListInteger(index)))
        case .object(let object):
            if let index = object.index {
                if expanded.contains(index) && printed > expansionBudget {
                    return .wrapper("$uid", .integer(PropertyListInteger(index)))
                }
                expanded.insert(index)
            }
            return render(object, nesting: nesting)
        }
    }

    private mutating func render(_ object: ArchiveObject, nesting: Int) -> JSONValue {
        if let form = objectForm?(object) { return form }
        switch object.foundationValue {
        case .string(let string)?:
            return .string(string)
        case .data(let bytes)?:
            return nested(.object(object), nesting: nesting) ?? PropertyListValue.data(bytes).json
        case .date(let seconds)?:
            return PropertyListValue.date(seconds).json
        case .array(let elements)?, .set(let elements)?, .orderedSet(let elements)?:
            return .array(elements.map { render($0, nesting: nesting) })
        case .dictionary(let keys, let values)? where keys.allSatisfy({ $0.string != nil }):
            return .object(zip(keys, values).map { ($0.string ?? "", render($1, nesting: nesting)) })
        case .null?:
            return .null
        default:
            return .object([("$class", .string(object.className))] + object.fields.map { ($0.key, render($0.value, nesting: nesting)) })
        }
    }

    /// `{"$archive": {...}}` when the value is data holding a decodable keyed archive.
    private mutating func nested(_ value: ArchiveValue, nesting: Int) -> JSONValue? {
        guard nesting < options.maximumNesting, case .success(let archive)? = value.nestedArchive(options: options) else { return nil }
        return .wrapper("$archive", render(archive.top, nesting: nesting + 1))
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
