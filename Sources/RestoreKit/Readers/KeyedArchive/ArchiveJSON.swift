/// The JSON form of decoded archive values, as the command-line contract defines it: the archive
/// walk into an `ArchiveJSONSink`.
///
/// Strings, numbers, booleans, arrays and string-keyed dictionaries print as themselves; dates
/// and data as `{"$date": ...}` and `{"$data": ...}`; NSNull as `{"$class": "NSNull"}` (nil is
/// `null`); data that holds a keyed archive as `{"$archive": {...}}` with its `$top` decoded the
/// same way, data that holds another property list as `{"$plist": ...}`, data that holds an NSURL
/// bookmark as `{"$bookmark": {...}}` (`Bookmark.json(bytes:)`); an object the walk's
/// `pathProxy` names as `{"$ref": "path"}`; any other object as `{"$class": "Name", ...fields}`,
/// with `"$decoded": {...}` after `$class` (and `$id`) when it reads as an NSAttributedString,
/// NSIndexSet, NSColor or NSFont (`DecodedObject.json`).
/// Which occurrence of a shared object prints in full, and what the others print, `rendered`
/// decides: with `.referenced`, the first carries `"$id": n` (shared arrays print as
/// `{"$id": n, "$array": [...]}`) and every later one, cycles included, prints `{"$uid": n}`.
package struct ArchiveJSONWalk: ArchiveDocumentWalk {
    /// The budget, limits and path proxies of the walk.
    var walk = ArchiveWalk()
    private var sink = ArchiveJSONSink()

    /// A renderer whose objects are written as `rendered` says (by default, in full at each reference within a million values).
    package init() {}

    /// Which objects were written, and the limit on how much is written.
    package var rendered: RenderedObjects {
        get { walk.rendered }
        set { walk.rendered = newValue }
    }

    /// Whether an NSSet's members are written in canonical order (by their JSON with members
    /// sorted by name, `JSONValue.sortingMembers()`) rather than in the order the archive stores
    /// them, which is no order: what `snapshot` needs, so that one set gives one text. Off by
    /// default (`dump` shows what is stored).
    package var ordersSetMembers: Bool {
        get { sink.ordersSetMembers }
        set { sink.ordersSetMembers = newValue }
    }

    /// Limits for nested archives and property lists.
    package var options: KeyedArchive.Options {
        get { walk.options }
        set { walk.options = newValue }
    }

    /// The archive's header and `$top`.
    package mutating func render(_ archive: KeyedArchive) -> JSONValue {
        sink.open(.keyed, capacity: archive.top.count)
        walk.walk(top: archive, nesting: 0, into: &sink)
        return .object([
            ("archiver", .string(archive.archiver)),
            ("version", .integer(PropertyListInteger(archive.version))),
            ("objectCount", .integer(PropertyListInteger(archive.objectCount))),
            ("top", sink.close()),
        ])
    }

    /// An object of fields, each rendered.
    package mutating func render(_ fields: [ArchiveField], nesting: Int) -> JSONValue {
        sink.open(.keyed, capacity: fields.count)
        walk.walk(fields, nesting: nesting, into: &sink)
        return sink.close()
    }

    /// One value, with the objects it refers to; past the budget, `null`.
    package mutating func render(_ value: ArchiveValue, nesting: Int = 0) -> JSONValue {
        sink.open(.list, capacity: 1)
        walk.walk(value, nesting: nesting, into: &sink)
        guard case .array(let elements) = sink.close(), let first = elements.first else { return .null }
        return first
    }
}

/// Builds the JSON document of the values an `ArchiveWalk` presents (see `ArchiveJSONWalk`).
struct ArchiveJSONSink: ArchiveValueSink {
    /// One JSON container being built.
    private struct Frame {
        var shape: Shape
        /// Where the container goes in the one that holds it.
        var key: String
        /// An object's members, the key of each from `key(_:)`.
        var members: [(String, JSONValue)] = []
        /// An array's elements, or a nested property list's one value.
        var elements: [JSONValue] = []
        /// How many of `members` the container opens with (`$class`, `$id`) rather than holds.
        var openingCount = 0
        /// Whether the elements are an NSSet's, to be put in canonical order when it ends.
        var inCanonicalOrder = false
    }

    /// What a frame becomes when it ends.
    private enum Shape {
        /// An array, or `{"$id": n, "$array": [...]}` for a shared collection.
        case list(id: Int?)
        /// An object of members.
        case keyed
        /// `{"$archive": {...}}`.
        case archive
        /// `{"$plist": value}`.
        case propertyList
    }

    private var frames: [Frame] = []
    private var key = ""
    /// See `ArchiveJSONWalk.ordersSetMembers`.
    var ordersSetMembers = false

    /// A sink with nothing built.
    init() {}

    /// The contract spells only strings, data, dates, collections and string-keyed dictionaries.
    static var writesEveryFoundationValue: Bool { false }
    /// Data is always decoded where it can be.
    var looksIntoData: Bool { true }

    /// Starts a container for the `capacity` values that follow.
    mutating func open(_ kind: ArchiveCollectionKind, capacity: Int) {
        push(kind == .list ? .list(id: nil) : .keyed, capacity: capacity)
    }

    /// Ends the container `open(_:)` started: its document.
    mutating func close() -> JSONValue {
        // removeLast, not popLast: an optional frame would cost its type metadata (7,700 instructions).
        guard !frames.isEmpty else { return .null }
        return Self.document(frames.removeLast())
    }

    /// Starts a container of `capacity` values (as `map` would have allocated it), after the
    /// members it opens with (`$class`, `$id`).
    private mutating func push(
        _ shape: Shape, opening: (String, JSONValue)? = nil, _ second: (String, JSONValue)? = nil, capacity: Int = 0
    ) {
        var frame = Frame(shape: shape, key: key)
        switch shape {
        case .list:
            frame.elements.reserveCapacity(capacity)
        case .keyed, .archive, .propertyList:
            frame.members.reserveCapacity(capacity + (opening == nil ? 0 : 1) + (second == nil ? 0 : 1))
            if let opening { frame.members.append(opening) }
            if let second { frame.members.append(second) }
            frame.openingCount = frame.members.count
        }
        frames.append(frame)
    }

    /// Ends the innermost container, adding it to the one that holds it.
    private mutating func pop() {
        guard !frames.isEmpty else { return }
        let frame = frames.removeLast()
        key = frame.key
        append(Self.document(frame))
    }

    private static func document(_ frame: Frame) -> JSONValue {
        var frame = frame
        if frame.inCanonicalOrder { frame.elements = JSONValue.canonicallyOrdered(frame.elements) }
        switch frame.shape {
        case .list(let id?): return .object([("$id", Self.integer(id)), ("$array", .array(frame.elements))])
        case .list(nil): return .array(frame.elements)
        case .keyed: return .object(keepingRepeatedKeys(frame.members, openingCount: frame.openingCount))
        case .archive: return .wrapper("$archive", .object(keepingRepeatedKeys(frame.members, openingCount: 0)))
        case .propertyList: return .wrapper("$plist", frame.elements.first ?? .null)
        }
    }

    private mutating func append(_ value: JSONValue) {
        guard !frames.isEmpty else { return }
        let last = frames.count - 1
        switch frames[last].shape {
        case .list, .propertyList: frames[last].elements.append(value)
        case .keyed, .archive: frames[last].members.append((key, value))
        }
    }

    private static func integer(_ value: Int) -> JSONValue {
        .integer(PropertyListInteger(value))
    }

    /// Keeps a field's or dictionary entry's key for the value that follows.
    mutating func key(_ key: ArchiveValueKey) {
        switch key {
        case .field(let name): self.key = name
        // Keys that are not strings reach the contract's output only as an object's fields.
        case .entry(let name): self.key = name ?? ""
        // Runs come only where every value is written as one, which JSON does not.
        case .position, .run: break
        }
    }

    /// `null`.
    mutating func null() { append(.null) }

    /// The value's own JSON form.
    mutating func primitive(_ value: PropertyListValue) { append(value.json) }

    /// A string, `{"$data": ...}`, `{"$date": ...}`, or `{"$class": "NSNull"}`.
    mutating func scalar(_ scalar: PresentedScalar) {
        switch scalar.content {
        case .value(let value): append(value.json)
        // NSNull, and nothing else: with `writesEveryFoundationValue` false, other kinds come as objects.
        case .null, .described: append(.object([("$class", .string(scalar.className))]))
        }
    }

    /// `{"$uid": id}`.
    mutating func reference(id: Int, className: String, isCycle: Bool) {
        append(.wrapper("$uid", Self.integer(id)))
    }

    /// `{"$ref": path}`.
    mutating func pathReference(_ path: String) {
        append(.wrapper("$ref", .string(path)))
    }

    /// Starts an array (or, shared, `{"$id", "$array"}`) or an object (with `$id` when shared).
    mutating func beginCollection(_ kind: ArchiveCollectionKind, count: Int, className: String?, id: Int?) {
        switch kind {
        case .list:
            push(.list(id: id), capacity: count)
        case .keyed:
            push(.keyed, opening: id.map { ("$id", Self.integer($0)) }, capacity: count)
        }
    }

    /// Ends the collection, adding it to what holds it.
    mutating func endCollection() { pop() }

    /// Marks the list just begun for canonical order, when sets are ordered.
    mutating func membersAreUnordered() {
        guard ordersSetMembers, !frames.isEmpty, case .list = frames[frames.count - 1].shape else { return }
        frames[frames.count - 1].inCanonicalOrder = true
    }

    /// Starts `{"$class": "Name", "$id": n, ...fields}`.
    mutating func beginObject(_ object: ArchiveObject, id: Int?) {
        push(
            .keyed, opening: ("$class", .string(object.className)), id.map { ("$id", Self.integer($0)) },
            capacity: object.fields.count)
    }

    /// Ends the object, adding it to what holds it.
    mutating func endObject() { pop() }

    /// `"$decoded": {...}`, after the `$class` (and `$id`) the object opened with, before its fields.
    mutating func decoded(_ value: DecodedObject) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].members.append(("$decoded", value.json))
        frames[frames.count - 1].openingCount += 1
    }

    /// Not called (JSON keeps fields, `writesEveryFoundationValue` false); would start the object
    /// with its `$class`, `$id` and `$decoded` alone.
    mutating func beginDecoded(_ value: DecodedObject, className: String, id: Int?) {
        push(.keyed, opening: ("$class", .string(className)), id.map { ("$id", Self.integer($0)) })
        decoded(value)
    }

    /// Ends the decoded object, adding it to what holds it.
    mutating func endDecoded() { pop() }

    /// Starts `{"$archive": {...}}`.
    mutating func beginNestedArchive(byteCount: Int, objectCount: Int) {
        push(.archive)
    }

    /// Ends the nested archive, adding it to what holds it.
    mutating func endNestedArchive() { pop() }

    /// The data, as `{"$data": ...}`.
    mutating func unreadableNestedArchive(_ bytes: [UInt8], error: KeyedArchiveError) {
        append(PropertyListValue.data(bytes).json)
    }

    /// Starts `{"$plist": value}`.
    mutating func beginNestedPropertyList(byteCount: Int) {
        push(.propertyList)
    }

    /// Ends the nested property list, adding it to what holds it.
    mutating func endNestedPropertyList() { pop() }

    /// `{"$bookmark": {...}}`: its facts, and its bytes as `data`.
    mutating func bookmark(_ bookmark: Bookmark, bytes: [UInt8]) {
        append(bookmark.json(bytes: bytes))
    }

    /// The data, as `{"$data": ...}`, as an unreadable nested archive is.
    mutating func unreadableBookmark(_ bytes: [UInt8], error: BookmarkError) {
        append(PropertyListValue.data(bytes).json)
    }
}

extension JSONValue {
    /// The property-list form of a JSON document, for `--format xml`: the typed wrappers become
    /// dates, data and UIDs again, and null becomes the string `$null`, the keyed archive's nil.
    package var propertyList: PropertyListValue {
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
