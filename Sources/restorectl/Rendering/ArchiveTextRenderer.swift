import RestoreKit

/// Renders decoded archive values as an indented tree a developer can scan:
///
///     selectedIndex (integer) = 2
///     title (string) = "Settings"
///     items (NSArray, 2 elements)
///       [0] (string) = "a"
///       [1] (date) = 2014-05-02T14:51:00Z
///     child → main/:[1]:/site
///
/// Which occurrence of a shared object is written in full, and what the others show, `rendered`
/// decides (the same ledger the JSON renderer uses): a later reference shows as
/// `→ $objects[n] (Class, shown above)`, a cycle as `↺ $objects[n]`.
struct ArchiveTextRenderer {
    var lines: [String] = []
    var options = KeyedArchive.Options()
    /// Shows `_UIObjectIdentifierPathProxy` objects as `→ path`; restoration mode sets it.
    var resolvesPathProxies = false
    /// Colour for labels' types, classes and reference targets.
    var style = TextStyle.plain
    /// Keys whose data (directly, or in an array below them) is UTF-8 text to show as lines, such
    /// as Terminal's `Tab Contents`.
    var textDataKeys: Set<String> = []
    private var showsDataAsText = false
    /// Which objects were written, and the limit on how much is written.
    var rendered = RenderedObjects()

    mutating func line(_ text: String, indent: Int) {
        lines.append(String(repeating: "  ", count: indent) + style.markingValue(in: text))
    }

    mutating func renderFields(_ fields: [ArchiveField], indent: Int, nesting: Int) {
        for field in fields { render(field.value, key: field.key, label: field.key, indent: indent, nesting: nesting) }
    }

    /// Renders the value of a field or dictionary entry, as text when its key is a text-data key.
    mutating func render(_ value: ArchiveValue, key: String?, label: String, indent: Int, nesting: Int) {
        let outer = showsDataAsText
        if let key, textDataKeys.contains(key) { showsDataAsText = true }
        render(value, label: label, indent: indent, nesting: nesting)
        showsDataAsText = outer
    }

    /// An archive's `$top`, its objects named by `$objects` indexes of its own.
    mutating func render(_ archive: KeyedArchive, indent: Int, nesting: Int) {
        rendered.enter(archive)
        renderFields(archive.top, indent: indent, nesting: nesting)
        rendered.leave()
    }

    mutating func render(_ value: ArchiveValue, label: String, indent: Int, nesting: Int) {
        // Past the limit nothing more is written; the caller reports `rendered.isExhausted`.
        guard !rendered.isExhausted else { return }
        switch value {
        case .null:
            rendered.charge()
            line("\(label) = nil", indent: indent)
        case .inline(let primitive), .stored(let primitive):
            rendered.charge(primitive)
            if case .data(let bytes) = primitive, renderText(bytes, label: label, indent: indent) { return }
            if case .data(let bytes) = primitive, renderNested(value, label: label, byteCount: bytes.count, indent: indent, nesting: nesting) { return }
            renderPrimitive(primitive, label: label, indent: indent, nesting: nesting)
        case .array(let elements):
            rendered.charge()
            line("\(label) (\(style.type("array")), \(Self.count(elements.count, "element")))", indent: indent)
            for (position, element) in elements.enumerated() {
                render(element, label: "[\(position)]", indent: indent + 1, nesting: nesting)
            }
        case .dictionary(let fields):
            rendered.charge()
            line("\(label) (\(style.type("dictionary")), \(Self.count(fields.count, "entry")))", indent: indent)
            renderFields(fields, indent: indent + 1, nesting: nesting)
        case .cycle(let index, let className):
            rendered.charge()
            line("\(label) ↺ $objects[\(index)] (\(style.className(className)), contains itself)", indent: indent)
        case .object(let object):
            rendered.charge()
            if resolvesPathProxies, let path = RestorationArchive.proxyPath(object) {
                line("\(label) → \(style.path(path))", indent: indent)
                return
            }
            let foundation = object.foundationValue
            switch rendered.occurrence(of: object, as: foundation) {
            case .reference(let id):
                line("\(label) → $objects[\(id)] (\(style.className(object.className)), shown above)", indent: indent)
            case .full(let id):
                renderObject(object, as: foundation, id: id, label: label, indent: indent, nesting: nesting)
            }
        }
    }

    mutating func renderPrimitive(_ primitive: PropertyListValue, label: String, indent: Int, nesting: Int) {
        switch primitive {
        case .array(let elements), .set(let elements):
            line("\(label) (\(style.type(primitive.kindName)), \(Self.count(elements.count, "element")))", indent: indent)
            for (position, element) in elements.enumerated() {
                renderPrimitive(element, label: "[\(position)]", indent: indent + 1, nesting: nesting)
            }
        case .dictionary(let dictionary):
            line("\(label) (\(style.type("dict")), \(Self.count(dictionary.count, "entry")))", indent: indent)
            for entry in dictionary.entries { renderPrimitive(entry.value, label: entry.key, indent: indent + 1, nesting: nesting) }
        default:
            line("\(label) (\(style.type(Self.typeName(primitive)))) = \(Self.scalarText(primitive))", indent: indent)
        }
    }

    mutating func renderObject(_ object: ArchiveObject, as foundation: FoundationValue?, id: Int?, label: String, indent: Int, nesting: Int) {
        let name = style.className(object.className)
        // Shared collections say where they are, as generic objects always do, for `shown above` to name.
        let place = id.map { " $objects[\($0)]" } ?? ""
        switch foundation {
        case .string(let string)?:
            rendered.charge(bytes: string.utf8.count)
            line("\(label) (\(name)) = \(Self.quoted(string))", indent: indent)
        case .data(let bytes)?:
            rendered.charge(bytes: bytes.count)
            if renderText(bytes, label: label, indent: indent) { return }
            if renderNested(.object(object), label: label, byteCount: bytes.count, indent: indent, nesting: nesting) { return }
            line("\(label) (\(name)) = \(Self.dataText(bytes))", indent: indent)
        case .date(let seconds)?:
            line("\(label) (\(name)) = \(ReferenceDate.iso8601(seconds, fractional: true))", indent: indent)
        case .array(let elements)?, .set(let elements)?, .orderedSet(let elements)?:
            line("\(label) (\(name), \(Self.count(elements.count, "element")))\(place)", indent: indent)
            for (position, element) in elements.enumerated() {
                render(element, label: "[\(position)]", indent: indent + 1, nesting: nesting)
            }
        case .dictionary(let keys, let values)?:
            line("\(label) (\(name), \(Self.count(keys.count, "entry")))\(place)", indent: indent)
            for (key, value) in zip(keys, values) {
                render(value, key: key.string, label: key.string.map(Self.quoted) ?? "(non-string key)", indent: indent + 1, nesting: nesting)
            }
        case .url(let relative, let base)?:
            let baseText = base.flatMap { $0.object?.foundationValue }.flatMap { value -> String? in
                if case .url(let baseRelative, _) = value { return baseRelative }
                return nil
            }
            line("\(label) (\(name)) = \(relative)" + (baseText.map { " relative to \($0)" } ?? ""), indent: indent)
        case .uuid(let bytes)?:
            line("\(label) (\(name)) = \(Self.uuidText(bytes))", indent: indent)
        case .indexPath(let indexes)?:
            line("\(label) (\(name)) = [" + indexes.map(String.init).joinedText(separator: ", ") + "]", indent: indent)
        case .null?:
            line("\(label) (\(name)) = null", indent: indent)
        case .value(let kind, let text)?:
            line("\(label) (\(name) \(kind)) = \(text)", indent: indent)
        case nil:
            let where_ = object.index.map { " $objects[\($0)]" } ?? ""
            line("\(label) (\(name)\(object.fields.isEmpty ? ", no fields" : ""))\(where_)", indent: indent)
            renderFields(object.fields, indent: indent + 1, nesting: nesting)
        }
    }

    /// Renders data holding a keyed archive as that archive's `$top`, and data holding another
    /// property list as its contents; false when it holds neither.
    mutating func renderNested(_ value: ArchiveValue, label: String, byteCount: Int, indent: Int, nesting: Int) -> Bool {
        guard nesting < options.maximumNesting else { return false }
        switch value.nestedArchive(options: options) {
        case .success(let archive)?:
            line("\(label) (\(style.type("nested archive")), \(byteCount) bytes, \(Self.count(archive.objectCount, "object")))", indent: indent)
            render(archive, indent: indent + 1, nesting: nesting + 1)
        case .failure(let error)?:
            line("\(label) (\(style.type("data")), \(byteCount) bytes) = \(style.problem("unreadable nested archive: \(error)"))", indent: indent)
        case nil:
            guard let plist = value.nestedPropertyList(options: options) else { return false }
            line("\(label) (\(style.type("nested plist")), \(byteCount) bytes)", indent: indent)
            switch plist {
            case .dictionary(let fields): renderFields(fields, indent: indent + 1, nesting: nesting + 1)
            case .array(let elements):
                for (position, element) in elements.enumerated() {
                    render(element, label: "[\(position)]", indent: indent + 1, nesting: nesting + 1)
                }
            default: render(plist, label: "value", indent: indent + 1, nesting: nesting + 1)
            }
        }
        return true
    }

    /// Renders data below a text-data key as its lines of UTF-8 text, control characters escaped
    /// so that saved terminal output cannot drive the reader's terminal; false elsewhere.
    mutating func renderText(_ bytes: [UInt8], label: String, indent: Int) -> Bool {
        guard showsDataAsText else { return false }
        line("\(label) (\(style.type("text")), \(Self.count(bytes.count, "byte")))", indent: indent)
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for text in lines {
            var escaped = ""
            for scalar in text.unicodeScalars {
                // C0 and C1 controls and DEL: ESC and CSI start terminal escape sequences.
                if (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) {
                    escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
            line("| " + escaped, indent: indent + 1)
        }
        return true
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

    /// `"text"` with quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        var output = [UInt8]()
        JSONValue.appendQuoted(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `16 bytes: 00 01 02 … ` with at most 16 bytes shown.
    static func dataText(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(16).map { byte -> String in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        let noun = bytes.count == 1 ? "byte" : "bytes"
        if bytes.isEmpty { return "0 bytes" }
        return "\(bytes.count) \(noun): " + shown.joinedText(separator: " ") + (bytes.count > 16 ? " …" : "")
    }

    static func uuidText(_ bytes: [UInt8]) -> String {
        let hex = bytes.map { byte -> String in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joinedText(separator: "")
        var text = ""
        for (position, character) in hex.enumerated() {
            if [8, 12, 16, 20].contains(position) { text += "-" }
            text.append(character)
        }
        return text
    }
}

extension String {
    /// Drops the quotes JSON puts around `"nan"` and the infinities.
    func replacingQuotes() -> String { filter { $0 != "\"" } }
}
