import RestoreKit

/// A value as a report shows it in a list of keys and values: a span of text on the key's line,
/// a link to the object an identifier path names, or a container that opens to its own list.
indirect enum HTMLValue {
    /// `<span class="CLASS">text</span>`: `s` a quoted string, `n` a number, boolean or empty
    /// collection, `t` nil or a class without fields, `w` a date, data or UID.
    case text(class: String, String)
    /// `→ PATH`, linked to the object at PATH.
    case reference(String)
    /// What `kind` says (`3 elements`, `UIColor, 2 fields`), opening to `list`.
    case container(kind: String, HTMLValueList)
}

/// Keys and values in order, as `HTMLValueWriter` writes them.
struct HTMLValueList {
    /// One key and its value.
    struct Entry {
        var label: String
        var value: HTMLValue

        init(_ label: String, _ value: HTMLValue) {
            self.label = label
            self.value = value
        }
    }

    var entries: [Entry]

    /// A list of `entries`, none by default.
    init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// How many keys the list holds.
    var count: Int { entries.count }
}

/// Lays out decoded archive values, as `ArchiveWalk` presents them, as the report's lists: what
/// each value is, the walk decides (as for the JSON document, whose shapes the page has always
/// shown: a date, data or UID by its kind, NSNull and a class without fields by its class, a
/// shared object met again or a cycle as `uid N`, data holding an archive as `nested archive, N
/// keys`, data holding a property list as `property list` opening to its `value`, data holding an
/// NSURL bookmark as `bookmark, N bytes` opening to its path and facts, an object that reads as an
/// NSAttributedString, NSIndexSet, NSColor or NSFont with that value after its class, fields below).
struct HTMLValueSink: ArchiveValueSink {
    /// What a container becomes when it ends.
    private enum Shape {
        case list, keyed, object(String), archive, propertyList
    }

    private struct Frame {
        var shape: Shape
        /// The container's own label, in what holds it.
        var label: String
        var entries: [HTMLValueList.Entry] = []
        /// An object's decoded value (`DecodedObject.summary`), shown after its class and field count.
        var summary: String?
    }

    private var frames: [Frame] = []
    private var label = ""

    /// As the JSON document: URLs, UUIDs, index paths, NSValues and dictionaries with keys that
    /// are not all strings show as objects with their fields.
    static var writesEveryFoundationValue: Bool { false }
    /// Data is decoded where it can be.
    var looksIntoData: Bool { true }

    /// Starts a list for the values that follow.
    mutating func open() {
        frames.append(Frame(shape: .keyed, label: ""))
    }

    /// Ends the list `open()` started.
    mutating func close() -> HTMLValueList {
        guard !frames.isEmpty else { return HTMLValueList() }
        return HTMLValueList(entries: Self.keepingRepeatedKeys(frames.removeLast().entries))
    }

    private mutating func push(_ shape: Shape) {
        frames.append(Frame(shape: shape, label: label))
    }

    private mutating func pop() {
        guard !frames.isEmpty else { return }
        let frame = frames.removeLast()
        label = frame.label
        append(Self.value(frame))
    }

    private mutating func append(_ value: HTMLValue) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].entries.append(HTMLValueList.Entry(label, value))
    }

    /// A container that has ended, as what holds it shows it.
    private static func value(_ frame: Frame) -> HTMLValue {
        switch frame.shape {
        case .list:
            return list(frame.entries.map(\.value))
        case .keyed:
            let entries = keepingRepeatedKeys(frame.entries)
            if entries.isEmpty { return .text(class: "n", "{}") }
            return .container(
                kind: HTMLValueWriter.count(entries.count, "entry", plural: "entries"), HTMLValueList(entries: entries))
        case .object(let className):
            let fields = keepingRepeatedKeys(frame.entries)
            let summary = frame.summary.map { " = " + $0 } ?? ""
            if fields.isEmpty { return .text(class: "t", className + summary) }
            return .container(
                kind: className + ", " + HTMLValueWriter.count(fields.count, "field") + summary,
                HTMLValueList(entries: fields))
        case .archive:
            let keys = keepingRepeatedKeys(frame.entries)
            return .container(
                kind: "nested archive, " + HTMLValueWriter.count(keys.count, "key"), HTMLValueList(entries: keys))
        case .propertyList:
            return .container(
                kind: "property list",
                HTMLValueList(entries: [
                    HTMLValueList.Entry("value", frame.entries.first?.value ?? .text(class: "t", "nil"))
                ]))
        }
    }

    /// Elements by position: `[0]`, `[1]`...; none as `[]`.
    static func list(_ elements: [HTMLValue]) -> HTMLValue {
        if elements.isEmpty { return .text(class: "n", "[]") }
        let entries = elements.enumerated().map { HTMLValueList.Entry("[\($0.offset)]", $0.element) }
        return .container(kind: HTMLValueWriter.count(elements.count, "element"), HTMLValueList(entries: entries))
    }

    /// `entries` unchanged when no key repeats; else, as the JSON document keeps them (see
    /// `dump`'s contract), one `$entries` list of `key` and `value` pairs, in order.
    private static func keepingRepeatedKeys(_ entries: [HTMLValueList.Entry]) -> [HTMLValueList.Entry] {
        guard entries.count > 1 else { return entries }
        var seen = Set<String>(minimumCapacity: entries.count)
        guard entries.contains(where: { !seen.insert($0.label).inserted }) else { return entries }
        let pairs = entries.map { entry -> HTMLValue in
            .container(
                kind: "2 entries",
                HTMLValueList(entries: [
                    HTMLValueList.Entry("key", string(entry.label)), HTMLValueList.Entry("value", entry.value),
                ]))
        }
        return [HTMLValueList.Entry("$entries", list(pairs))]
    }

    static func string(_ text: String) -> HTMLValue {
        .text(class: "s", "\"" + text + "\"")
    }

    /// A property-list value: a string quoted, a number or boolean as JSON writes it, a date,
    /// data or UID by its kind, a collection opening to its contents.
    static func value(_ primitive: PropertyListValue) -> HTMLValue {
        switch primitive {
        case .string(let text): return string(text)
        case .date(let seconds): return .text(class: "w", "date " + ReferenceDate.iso8601(seconds, fractional: true))
        case .data(let bytes): return .text(class: "w", "data " + Base64.encode(bytes))
        case .uid(let uid): return .text(class: "w", "uid \(uid)")
        case .null: return .text(class: "t", "nil")
        case .array(let elements), .set(let elements): return list(elements.map(value))
        case .dictionary(let dictionary):
            if dictionary.entries.isEmpty { return .text(class: "n", "{}") }
            let entries = dictionary.entries.map { HTMLValueList.Entry($0.key, value($0.value)) }
            return .container(
                kind: HTMLValueWriter.count(entries.count, "entry", plural: "entries"), HTMLValueList(entries: entries))
        case .boolean, .integer, .real: return .text(class: "n", primitive.json.serialized(pretty: false))
        }
    }

    mutating func key(_ key: ArchiveValueKey) {
        switch key {
        case .field(let name): label = name
        case .entry(let name): label = name ?? ""
        case .position(let position): label = "[\(position)]"
        case .run(let location, let length): label = "[\(location), \(location + length))"
        }
    }

    mutating func null() { append(.text(class: "t", "nil")) }

    mutating func primitive(_ value: PropertyListValue) { append(Self.value(value)) }

    /// A string, data or a date as its value; NSNull by its class (no other kind comes, as
    /// `writesEveryFoundationValue` is false).
    mutating func scalar(_ scalar: PresentedScalar) {
        switch scalar.content {
        case .value(let value): append(Self.value(value))
        case .null, .described: append(.text(class: "t", scalar.className))
        }
    }

    mutating func reference(id: Int, className: String, isCycle: Bool) {
        append(.text(class: "w", "uid \(id)"))
    }

    mutating func pathReference(_ path: String) { append(.reference(path)) }

    mutating func beginCollection(_ kind: ArchiveCollectionKind, count: Int, className: String?, id: Int?) {
        push(kind == .list ? .list : .keyed)
    }

    mutating func endCollection() { pop() }

    mutating func beginObject(_ object: ArchiveObject, id: Int?) { push(.object(object.className)) }

    mutating func endObject() { pop() }

    /// `NSColor, 4 fields = calibrated RGB 0 0 1` on the object's line (escaped as all page text
    /// is), its fields below as before.
    mutating func decoded(_ value: DecodedObject) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].summary = value.summary
    }

    /// Not called (the report keeps fields); would show the object's class and value alone.
    mutating func beginDecoded(_ value: DecodedObject, className: String, id: Int?) {
        push(.object(className))
        decoded(value)
    }

    mutating func endDecoded() { pop() }

    mutating func beginNestedArchive(byteCount: Int, objectCount: Int) { push(.archive) }

    mutating func endNestedArchive() { pop() }

    /// The data, as it is.
    mutating func unreadableNestedArchive(_ bytes: [UInt8], error: KeyedArchiveError) {
        append(Self.value(.data(bytes)))
    }

    mutating func beginNestedPropertyList(byteCount: Int) { push(.propertyList) }

    mutating func endNestedPropertyList() { pop() }

    /// `bookmark, 684 bytes`, opening to the target's path, what the bookmark says, and its data.
    mutating func bookmark(_ bookmark: Bookmark, bytes: [UInt8]) {
        let spelling = BookmarkFacts.html
        let entries =
            [HTMLValueList.Entry("path", .text(class: "s", spelling.path(bookmark)))]
            + spelling.facts(bookmark).map { HTMLValueList.Entry($0.label, .text(class: "w", $0.value)) }
            + [HTMLValueList.Entry("data", Self.value(.data(bytes)))]
        append(
            .container(
                kind: "bookmark, " + HTMLValueWriter.count(bytes.count, "byte"), HTMLValueList(entries: entries)))
    }

    /// The data, as it is, as an unreadable nested archive is.
    mutating func unreadableBookmark(_ bytes: [UInt8], error: BookmarkError) {
        append(Self.value(.data(bytes)))
    }
}

/// The walk of archive values into the report's lists, one per call: `ArchiveWalk` with its
/// budget, limits and path proxies, into an `HTMLValueSink`.
struct HTMLValueWalk: ArchiveDocumentWalk {
    var walk: ArchiveWalk
    private var sink = HTMLValueSink()

    init(_ walk: ArchiveWalk) {
        self.walk = walk
    }

    mutating func render(_ fields: [ArchiveField], nesting: Int) -> HTMLValueList {
        sink.open()
        walk.walk(fields, nesting: nesting, into: &sink)
        return sink.close()
    }

    /// One value, as a list of one entry labelled `value`.
    mutating func render(_ value: ArchiveValue, nesting: Int) -> HTMLValueList {
        sink.open()
        sink.key(.field("value"))
        walk.walk(value, nesting: nesting, into: &sink)
        return sink.close()
    }
}
