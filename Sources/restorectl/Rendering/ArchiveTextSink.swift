import RestoreKit

/// Lays out decoded archive values, as `ArchiveWalk` presents them, as an indented tree a
/// developer can scan:
///
///     selectedIndex (integer) = 2
///     title (string) = "Settings"
///     items (NSArray, 2 elements)
///       [0] (string) = "a"
///       [1] (date) = 2014-05-02T14:51:00Z
///     child → main/:[1]:/site
///     document (bookmark, 684 bytes) = /Users/alice/Invoice.rtf
///       created = 2022-11-03T17:16:54.608895Z
///     tint (NSColor) = calibrated RGB 0 0.5 1
///     text (NSAttributedString, 2 runs) = "ab"
///       [0, 1) (NSDictionary, 0 entries)
///       [1, 2) (NSDictionary, 1 entry)
///         "NSFont" (NSFont) = "Helvetica" 12 pt
///
/// What each value is shown as, the walk decides; this sink writes the lines: a later reference
/// to a shared object shows as `→ $objects[n] (Class, shown above)`, a cycle as `↺ $objects[n]`.
struct ArchiveTextSink: ArchiveValueSink {
    var lines: [String] = []
    /// Colour for labels' types, classes and reference targets.
    var style = TextStyle.plain
    /// Keys whose data (directly, or in an array below them) is UTF-8 text to show as lines, such
    /// as Terminal's `Tab Contents`.
    var textDataKeys: Set<String> = []
    /// The indentation of the next value's line.
    var indent = 0
    /// The next value's label: its key, its position, or what the caller set.
    var label = ""
    private var showsDataAsText = false
    /// Set by a nested property list: its dictionary or array shows as its contents, without a line of its own.
    private var flattensCollection = false
    /// One per container being written: the indentation to return to at its end, times two,
    /// plus one when data below it shows as text. (Plain integers: an array of a type of its own
    /// costs every run the type's metadata, 7,000 instructions.)
    private var frames: [Int] = []

    private mutating func push() {
        frames.append(2 * indent + (showsDataAsText ? 1 : 0))
    }

    static var writesEveryFoundationValue: Bool { true }
    var looksIntoData: Bool { !showsDataAsText }

    /// A line at `indent`, as it is: only what `text` marked itself (`TextStyle.value`) may be cut.
    mutating func line(_ text: String, indent: Int) {
        lines.append(indent == 0 ? text : TextLayout.indentation(indent) + text)
    }

    /// The next value's line, `text` starting with its label.
    private mutating func value(_ text: String) {
        flattensCollection = false
        line(text, indent: indent)
    }

    /// The next value's line, `label (type) = shown`: `shown` is marked as the part a terminal
    /// line may cut, the label and type kept whole, whatever characters they hold.
    private mutating func value(type: String, _ shown: String) {
        value(Self.typed(label, type, shown, style))
    }

    /// `label (type) = shown`, with `shown` marked as a value `TextStyle.fit` may cut.
    static func typed(_ label: String, _ type: String, _ shown: String, _ style: TextStyle) -> String {
        "\(label) (\(type)) = " + style.value(shown)
    }

    /// The next value's line, then its contents one level in.
    private mutating func begin(_ text: String) {
        value(text)
        push()
        indent += 1
    }

    private mutating func end() {
        guard let frame = frames.popLast() else { return }
        indent = frame / 2
    }

    mutating func key(_ key: ArchiveValueKey) {
        let inherited = (frames.last ?? 0) % 2 == 1
        switch key {
        case .field(let name):
            label = TerminalText.escaped(name)
            showsDataAsText = inherited || (!textDataKeys.isEmpty && textDataKeys.contains(name))
        case .position(let position):
            label = "[\(position)]"
            showsDataAsText = inherited
        case .entry(let name?):
            label = Self.quoted(name)
            showsDataAsText = inherited || (!textDataKeys.isEmpty && textDataKeys.contains(name))
        case .entry(nil):
            label = "(non-string key)"
            showsDataAsText = inherited
        case .run(let location, let length):
            label = "[\(location), \(location + length))"
            showsDataAsText = inherited
        }
    }

    mutating func null() { value("\(label) = nil") }

    mutating func primitive(_ primitive: PropertyListValue) {
        if case .data(let bytes) = primitive, showsDataAsText { return text(bytes) }
        flattensCollection = false
        renderPrimitive(primitive, label: label, indent: indent)
    }

    mutating func renderPrimitive(_ primitive: PropertyListValue, label: String, indent: Int) {
        switch primitive {
        case .array(let elements), .set(let elements):
            line(
                "\(label) (\(style.type(primitive.kindName)), \(Self.count(elements.count, "element")))", indent: indent
            )
            for (position, element) in elements.enumerated() {
                renderPrimitive(element, label: "[\(position)]", indent: indent + 1)
            }
        case .dictionary(let dictionary):
            line("\(label) (\(style.type("dict")), \(Self.count(dictionary.count, "entry")))", indent: indent)
            for entry in dictionary.entries {
                renderPrimitive(entry.value, label: TerminalText.escaped(entry.key), indent: indent + 1)
            }
        default:
            line(
                Self.typed(label, style.type(Self.typeName(primitive)), Self.scalarText(primitive), style),
                indent: indent)
        }
    }

    mutating func scalar(_ scalar: PresentedScalar) {
        let name = style.className(scalar.className)
        switch scalar.content {
        case .value(let value):
            if case .data(let bytes) = value, showsDataAsText { return text(bytes) }
            self.value(type: name, Self.scalarText(value))
        case .null:
            value(type: name, "null")
        case .described(let text, let kind):
            let type =
                if case .geometry(let geometry) = kind { "\(name) \(TerminalText.escaped(geometry))" } else { name }
            value(type: type, TerminalText.escaped(text))
        }
    }

    mutating func reference(id: Int, className: String, isCycle: Bool) {
        if isCycle {
            value("\(label) ↺ $objects[\(id)] (\(style.className(className)), contains itself)")
        } else {
            value("\(label) → $objects[\(id)] (\(style.className(className)), shown above)")
        }
    }

    mutating func pathReference(_ path: String) { value("\(label) → \(style.path(path))") }

    mutating func beginCollection(_ kind: ArchiveCollectionKind, count: Int, className: String?, id: Int?) {
        if flattensCollection {
            flattensCollection = false
            return push()
        }
        let size = kind == .list ? Self.count(count, "element") : Self.count(count, "entry")
        guard let className else {
            return begin("\(label) (\(style.type(kind == .list ? "array" : "dictionary")), \(size))")
        }
        // Shared collections say where they are, as generic objects always do, for `shown above` to name.
        let place = id.map { " $objects[\($0)]" } ?? ""
        begin("\(label) (\(style.className(className)), \(size))\(place)")
    }

    mutating func endCollection() { end() }

    mutating func beginObject(_ object: ArchiveObject, id: Int?) {
        let place = object.index.map { " $objects[\($0)]" } ?? ""
        begin("\(label) (\(style.className(object.className))\(object.fields.isEmpty ? ", no fields" : ""))\(place)")
    }

    mutating func endObject() { end() }

    /// Not called: this sink writes every value as one (`beginDecoded`).
    mutating func decoded(_ value: DecodedObject) {}

    /// `label (NSIndexSet, 150 indexes) = 0-49, 100-149`; an attributed string's runs follow one level in.
    mutating func beginDecoded(_ value: DecodedObject, className: String, id: Int?) {
        let place = id.map { " $objects[\($0)]" } ?? ""
        let type = style.className(className) + DecodedText.count(value)
        begin("\(label) (\(type))\(place) = " + style.value(DecodedText.shown(value)))
    }

    mutating func endDecoded() { end() }

    mutating func beginNestedArchive(byteCount: Int, objectCount: Int) {
        begin("\(label) (\(style.type("nested archive")), \(byteCount) bytes, \(Self.count(objectCount, "object")))")
    }

    mutating func endNestedArchive() { end() }

    mutating func unreadableNestedArchive(_ bytes: [UInt8], error: KeyedArchiveError) {
        value(type: "\(style.type("data")), \(bytes.count) bytes", style.problem("unreadable nested archive: \(error)"))
    }

    mutating func beginNestedPropertyList(byteCount: Int) {
        begin("\(label) (\(style.type("nested plist")), \(byteCount) bytes)")
        // A dictionary or array shows as its contents; any other value as `value`.
        label = "value"
        flattensCollection = true
    }

    mutating func endNestedPropertyList() {
        flattensCollection = false
        end()
    }

    /// `label (bookmark, 684 bytes) = /path`, then what the bookmark says, one fact a line.
    mutating func bookmark(_ bookmark: Bookmark, bytes: [UInt8]) {
        let spelling = BookmarkFacts.text
        value(type: "\(style.type("bookmark")), \(Self.count(bytes.count, "byte"))", spelling.path(bookmark))
        for fact in spelling.facts(bookmark) {
            line("\(fact.label) = " + style.value(fact.value), indent: indent + 1)
        }
    }

    mutating func unreadableBookmark(_ bytes: [UInt8], error: BookmarkError) {
        value(type: "\(style.type("data")), \(bytes.count) bytes", style.problem("unreadable bookmark: \(error)"))
    }

    /// Data below a text-data key, as its lines of UTF-8 text, what a terminal acts on escaped
    /// (tabs kept) so that saved terminal output cannot drive the reader's terminal.
    private mutating func text(_ bytes: [UInt8]) {
        value("\(label) (\(style.type("text")), \(Self.count(bytes.count, "byte")))")
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for text in lines {
            line("| " + style.value(TerminalText.escaped(String(text), keeping: .tabs)), indent: indent + 1)
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        if number == 1 { return "1 \(noun)" }
        // String(...) first: Substring + String goes through a generic append that looks up a
        // conformance at run time (see joinedText).
        return "\(number) " + (noun.hasSuffix("y") ? String(noun.dropLast()) + "ies" : noun + "s")
    }

    static func typeName(_ value: PropertyListValue) -> String {
        value.kindName == "dict" ? "dictionary" : value.kindName
    }

    static func scalarText(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let string): quoted(string)
        case .integer(let integer): integer.description
        case .real(let real, _): JSONValue.realText(real).replacingQuotes()
        case .boolean(let flag): flag ? "true" : "false"
        case .date(let seconds): ReferenceDate.iso8601(seconds, fractional: true)
        case .data(let bytes): dataText(bytes)
        case .uid(let uid): "UID \(uid)"
        case .null: "null"
        default: value.kindName
        }
    }

    /// `"text"` with quotes, backslashes and control characters escaped, as a JSON string literal.
    /// What JSON leaves raw but a terminal acts on (DEL, C1 controls, bidirectional overrides)
    /// is escaped too, in JSON's `\u` notation, so the text still reads back as JSON.
    static func quoted(_ string: String) -> String {
        var output = [UInt8]()
        JSONValue.appendQuoted(string, to: &output)
        return TerminalText.escaped(String(decoding: output, as: UTF8.self), notation: .json)
    }

    /// `16 bytes: 00 01 02 … ` with at most 16 bytes shown.
    static func dataText(_ bytes: [UInt8]) -> String {
        if bytes.isEmpty { return "0 bytes" }
        var shown: [UInt8] = []
        shown.reserveCapacity(48)
        for (position, byte) in bytes.prefix(16).enumerated() {
            if position > 0 { shown.append(UInt8(ascii: " ")) }
            HexText.append(byte, uppercase: false, to: &shown)
        }
        let noun = bytes.count == 1 ? "byte" : "bytes"
        return "\(bytes.count) \(noun): " + String(decoding: shown, as: UTF8.self) + (bytes.count > 16 ? " …" : "")
    }
}

extension String {
    /// Drops the quotes JSON puts around `"nan"` and the infinities.
    func replacingQuotes() -> String { filter { $0 != "\"" } }
}

/// The archive walk into the text tree, for callers that place values among lines of their own.
struct ArchiveTextWalk {
    /// The budget, limits and path proxies of the walk.
    var walk = ArchiveWalk()
    /// The tree being written.
    var tree = ArchiveTextSink()

    /// A walk into an empty tree, writing in `style`.
    init(style: TextStyle, options: KeyedArchive.Options) {
        tree.style = style
        walk.options = options
    }

    /// The lines written so far.
    var lines: [String] { tree.lines }

    /// Colour for labels' types, classes and reference targets.
    var style: TextStyle {
        get { tree.style }
        set { tree.style = newValue }
    }

    /// A line of the caller's own (a heading, a header row) at `indent`.
    mutating func line(_ text: String, indent: Int) {
        tree.line(text, indent: indent)
    }

    /// `fields` at `indent`, each labelled by its key.
    mutating func render(_ fields: [ArchiveField], indent: Int, nesting: Int) {
        tree.indent = indent
        walk.walk(fields, nesting: nesting, into: &tree)
    }

    /// `archive`'s `$top` fields at `indent`, its objects named by `$objects` indexes of its own.
    mutating func render(top archive: KeyedArchive, indent: Int) {
        tree.indent = indent
        walk.walk(top: archive, nesting: 0, into: &tree)
    }

    /// One value at `indent`, labelled `label`.
    mutating func render(_ value: ArchiveValue, label: String, indent: Int, nesting: Int) {
        tree.indent = indent
        tree.label = label
        walk.walk(value, nesting: nesting, into: &tree)
    }

    /// Shows `_UIObjectIdentifierPathProxy` objects as `→ path`, as the restoration view does.
    mutating func resolvePathProxies() {
        walk.pathProxy = { RestorationArchive.proxyPath($0) }
    }
}
