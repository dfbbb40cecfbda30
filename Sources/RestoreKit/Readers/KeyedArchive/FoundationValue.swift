/// What a common Foundation object stands for, read from its archived fields.
///
/// `ArchiveObject.foundationValue` recognises a class by its class chain (so subclasses such as
/// NSMutableArray count) and returns nil when the fields do not have the expected shape; such an
/// object is then shown generically, with every field.
public enum FoundationValue: Sendable, Equatable {
    /// An NSString (or subclass): its `NS.string`.
    case string(String)
    /// An NSData (or subclass): its `NS.data` or `NS.bytes`.
    case data([UInt8])
    /// Seconds since 2001-01-01T00:00:00Z.
    case date(Double)
    /// An NSArray: its `NS.objects` in order.
    case array([ArchiveValue])
    /// An NSSet: its `NS.objects` in file order.
    case set([ArchiveValue])
    /// An NSOrderedSet: its `NS.objects`, or its numbered `NS.object.N` keys, in order.
    case orderedSet([ArchiveValue])
    /// An NSDictionary: `NS.keys` and `NS.objects`, paired by position.
    case dictionary(keys: [ArchiveValue], values: [ArchiveValue])
    /// An NSURL: its relative string and, when present, the base URL it is relative to.
    case url(relative: String, base: ArchiveValue?)
    /// An NSUUID: its 16 `NS.uuidbytes`.
    case uuid([UInt8])
    /// An NSIndexPath: its indexes in order.
    case indexPath([Int])
    /// NSNull: an object that stands for nil in a collection.
    case null
    /// An NSValue holding a geometry or range: its kind (`rect`, `range`, ...) and its text.
    case value(kind: String, text: String)

    /// Checks the contradictions a reader must not paper over: a dictionary whose `NS.keys` and
    /// `NS.objects` differ in length.
    static func check(_ object: ArchiveObject, at location: @autoclosure () -> String) throws(KeyedArchiveError) {
        guard object.classChain.contains("NSDictionary"),
            case .array(let keys)? = object["NS.keys"], case .array(let values)? = object["NS.objects"]
        else { return }
        guard keys.count == values.count else {
            throw KeyedArchiveError(
                .malformedObject, at: location(),
                "\(object.className) has \(keys.count) NS.keys but \(values.count) NS.objects")
        }
    }
}

extension ArchiveObject {
    /// The Foundation value this object stands for, or nil for other classes and unexpected shapes.
    public var foundationValue: FoundationValue? {
        func inherits(_ name: String) -> Bool { className == name || classChain.contains(name) }
        if inherits("NSDictionary") {
            guard case .array(let keys)? = self["NS.keys"], case .array(let values)? = self["NS.objects"] else {
                return fields.isEmpty ? .dictionary(keys: [], values: []) : nil
            }
            return .dictionary(keys: keys, values: values)
        }
        if inherits("NSOrderedSet") { return members(prefix: "NS.object.").map(FoundationValue.orderedSet) }
        if inherits("NSArray") { return members().map(FoundationValue.array) }
        if inherits("NSSet") { return members().map(FoundationValue.set) }
        if inherits("NSString") { return self["NS.string"]?.primitive?.stringValue.map(FoundationValue.string) }
        if inherits("NSData") {
            return (self["NS.data"]?.primitive?.dataValue ?? self["NS.bytes"]?.primitive?.dataValue).map(
                FoundationValue.data)
        }
        if inherits("NSDate") {
            guard case .real(let seconds, _)? = self["NS.time"]?.primitive else { return nil }
            return .date(seconds)
        }
        if inherits("NSURL") {
            guard let relative = self["NS.relative"]?.string else { return nil }
            let base = self["NS.base"].flatMap { $0 == .null ? nil : $0 }
            return .url(relative: relative, base: base)
        }
        if inherits("NSUUID") {
            guard let bytes = self["NS.uuidbytes"]?.primitive?.dataValue, bytes.count == 16 else { return nil }
            return .uuid(bytes)
        }
        if inherits("NSIndexPath") { return indexPath.map(FoundationValue.indexPath) }
        if inherits("NSNull") { return .null }
        if inherits("NSValue") { return nsValue }
        return nil
    }

    /// `NS.objects` as an array, or the numbered `NS.object.N` keys NSOrderedSet uses.
    private func members(prefix: String? = nil) -> [ArchiveValue]? {
        if case .array(let elements)? = self["NS.objects"] { return elements }
        if fields.isEmpty { return [] }
        guard let prefix else { return nil }
        var elements: [ArchiveValue] = []
        while let element = self[prefix + String(elements.count)] { elements.append(element) }
        return elements.count == fields.count ? elements : nil
    }

    /// NSIndexPath: one index in `NSIndexPathValue`, or `NSIndexPathData` of 7-bit varints.
    private var indexPath: [Int]? {
        guard let length = self["NSIndexPathLength"]?.primitive?.intValue else { return fields.isEmpty ? [] : nil }
        if length == 1, let value = self["NSIndexPathValue"]?.primitive?.intValue { return [value] }
        guard let bytes = self["NSIndexPathData"]?.primitive?.dataValue else { return length == 0 ? [] : nil }
        guard let indexes = Varint.readAll(bytes) else { return nil }
        return indexes.count == length ? indexes : nil
    }

    /// NSValue geometry and ranges, by their `NS.special` kind.
    private var nsValue: FoundationValue? {
        func text(_ key: String) -> String? { self[key]?.string }
        func number(_ key: String) -> String? {
            switch self[key]?.primitive {
            case .integer(let integer)?: integer.description
            case .real(let real, _)?: real.description
            default: nil
            }
        }
        switch self["NS.special"]?.primitive?.intValue {
        case 1: return text("NS.pointval").map { .value(kind: "point", text: $0) }
        case 2: return text("NS.sizeval").map { .value(kind: "size", text: $0) }
        case 3: return text("NS.rectval").map { .value(kind: "rect", text: $0) }
        case 4:
            guard let location = number("NS.rangeval.location"), let length = number("NS.rangeval.length") else {
                return nil
            }
            return .value(kind: "range", text: "{\(location), \(length)}")
        case 12:
            let sides = ["top", "left", "bottom", "right"].compactMap { number("NS.edgeval." + $0) }
            return sides.count == 4 ? .value(kind: "edgeInsets", text: "{" + sides.joined(separator: ", ") + "}") : nil
        default: return nil
        }
    }
}
