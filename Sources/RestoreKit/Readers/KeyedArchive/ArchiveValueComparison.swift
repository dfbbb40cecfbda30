/// Whether values of two archives show the same thing, decided on the values, not on their JSON.
///
/// It agrees with comparing what `ArchiveJSONWalk` writes wherever that is a faithful picture
/// of the value: inline, stored and object forms of one string, date or data are equal; integers
/// compare by value whatever their width, reals whatever their precision; data holding a keyed
/// archive or a property list compares by its decoded contents; other objects by the class name
/// they show and their fields in order; objects a higher layer shows in a form of its own (path
/// proxies) by `proxyKey`. It differs where the picture is not faithful:
/// - a cycle compares by the object it points back at, not by that object's position in
///   `$objects`, which the JSON shows (`{"$uid": n}`) and which two encodings of one graph need
///   not share;
/// - nothing is cut: the renderer's budget turns later references into `$uid`s, comparison
///   follows every reference.
///
/// Objects are compared as values: two references to one object equal references to two equal
/// copies. Each pair of objects (by their indexes in the two archives) is compared once, and is
/// taken as equal while it is being compared, so shared objects cost linear time and cycles end.
struct ArchiveValueComparison {
    private struct Pair: Hashable {
        var first: Int
        var second: Int
    }

    /// Limits for nested archives and property lists, as the renderer's.
    let options: KeyedArchive.Options
    /// A higher layer's key for objects it shows in a form of its own; nil for other objects.
    let proxyKey: ((ArchiveObject) -> String?)?
    /// The archives the values belong to, for finding the objects their cycles point back at.
    private let archives: (first: KeyedArchive?, second: KeyedArchive?)
    /// Each archive's objects by index, built at the first cycle met in it.
    private var tables: [[Int: ArchiveObject]?] = [nil, nil]
    /// Object pairs found equal, or being compared (taken as equal until found otherwise).
    private var matched: Set<Pair> = []
    /// The pairs `isEqual` added, withdrawn when it finds a difference: they were taken as equal
    /// on an assumption that failed.
    private var newlyMatched: [Pair] = []
    /// Object pairs being compared on the way here. Following cycles can make the way longer than
    /// either graph is deep (a loop of 3 objects against one of 5 unrolls to 15); past
    /// `maximumPairsOnPath` the values count as different, so that the stack stays bounded.
    private var pairsOnPath = 0

    private var maximumPairsOnPath: Int { 2 * max(options.maximumDepth, 1) }

    /// A comparison of values of `first` with values of `second`; without the archives, a cycle
    /// compares by the class of the object it points back at.
    init(
        _ first: KeyedArchive?, _ second: KeyedArchive?, options: KeyedArchive.Options = KeyedArchive.Options(),
        proxyKey: ((ArchiveObject) -> String?)? = nil
    ) {
        archives = (first, second)
        self.options = options
        self.proxyKey = proxyKey
    }

    /// Whether `first` (of the first archive) shows the same as `second` (of the second), with
    /// nested archives decoded while `nesting` is below the options' limit, as the renderer does.
    mutating func isEqual(_ first: ArchiveValue, _ second: ArchiveValue, nesting: Int) -> Bool {
        newlyMatched.removeAll(keepingCapacity: true)
        if same(first, second, nesting: nesting) { return true }
        for pair in newlyMatched { matched.remove(pair) }
        return false
    }

    private mutating func same(_ first: ArchiveValue, _ second: ArchiveValue, nesting: Int) -> Bool {
        let first = resolved(first, side: 0), second = resolved(second, side: 1)
        guard case .object(let objectA) = first, case .object(let objectB) = second,
            let indexA = objectA.index, let indexB = objectB.index
        else {
            return same(shown(first), shown(second), nesting: nesting)
        }
        let pair = Pair(first: indexA, second: indexB)
        if matched.contains(pair) { return true }
        guard pairsOnPath < maximumPairsOnPath else { return false }
        matched.insert(pair)
        newlyMatched.append(pair)
        pairsOnPath += 1
        defer { pairsOnPath -= 1 }
        return same(shown(first), shown(second), nesting: nesting)
    }

    /// The object a cycle of the first (`side` 0) or second archive points back at, when the
    /// archive is known; any other value as it is.
    private mutating func resolved(_ value: ArchiveValue, side: Int) -> ArchiveValue {
        guard case .cycle(let index, _) = value, let archive = side == 0 ? archives.first : archives.second else {
            return value
        }
        if tables[side] == nil { tables[side] = Self.objects(of: archive) }
        return tables[side]?[index].map(ArchiveValue.object) ?? value
    }

    /// Every object reachable from `$top`, by index; each is walked once, without recursion.
    private static func objects(of archive: KeyedArchive) -> [Int: ArchiveObject] {
        var table: [Int: ArchiveObject] = [:]
        var pending = archive.top.map(\.value)
        while let value = pending.popLast() {
            switch value {
            case .object(let object):
                if let index = object.index {
                    guard table[index] == nil else { continue }
                    table[index] = object
                }
                pending += object.fields.map(\.value)
            case .array(let elements):
                pending += elements
            case .dictionary(let fields):
                pending += fields.map(\.value)
            case .null, .inline, .stored, .cycle:
                break
            }
        }
        return table
    }

    /// What a value shows, one level deep: the cases the renderer tells apart.
    private enum Shown {
        case null
        /// A string, number, boolean, date, or (rarely) a stored container: not data.
        case scalar(PropertyListValue)
        /// Data, which may decode as a nested archive or property list.
        case data([UInt8])
        case list([ArchiveValue])
        case keyed([ArchiveField])
        /// An object shown with its class and fields.
        case instance(ArchiveObject)
        /// NSNull: its class alone.
        case bare(className: String)
        case proxy(String)
        /// A cycle whose archive is unknown.
        case cycle(className: String)
    }

    private func shown(_ value: ArchiveValue) -> Shown {
        switch value {
        case .null: return .null
        case .inline(let primitive), .stored(let primitive):
            if case .data(let bytes) = primitive { return .data(bytes) }
            return .scalar(primitive)
        case .array(let elements): return .list(elements)
        case .dictionary(let fields): return .keyed(fields)
        case .cycle(_, let className): return .cycle(className: className)
        case .object(let object):
            if let key = proxyKey?(object) { return .proxy(key) }
            switch ObjectForm(object, object.foundationValue, everyValue: false) {
            case .scalar(let scalar):
                switch scalar.content {
                case .null: return .bare(className: object.className)
                case .value(let value): return .scalar(value)
                // The JSON contract shows no other kind as a scalar.
                case .described: return .instance(object)
                }
            // A decoded value never makes two archives differ: the fields are compared.
            case .fields, .decoded: return .instance(object)
            case .data(let bytes): return .data(bytes)
            case .list(let elements): return .list(elements)
            case .keyed(let keys, let values):
                return .keyed(zip(keys, values).map { ArchiveField($0.string ?? "", $1) })
            }
        }
    }

    private mutating func same(_ first: Shown, _ second: Shown, nesting: Int) -> Bool {
        switch (first, second) {
        case (.null, .null): return true
        case (.scalar(let a), .scalar(let b)): return Self.same(a, b)
        case (.data(let a), .data(let b)):
            return a == b || sameNested(a, b, nesting: nesting)
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return false }
            for (elementA, elementB) in zip(a, b) where !same(elementA, elementB, nesting: nesting) { return false }
            return true
        case (.keyed(let a), .keyed(let b)): return same(a, b, nesting: nesting)
        case (.instance(let a), .instance(let b)):
            return a.className == b.className && same(a.fields, b.fields, nesting: nesting)
        case (.bare(let a), .bare(let b)), (.proxy(let a), .proxy(let b)), (.cycle(let a), .cycle(let b)): return a == b
        default: return false
        }
    }

    /// Fields in order, each key with an equal value.
    private mutating func same(_ first: [ArchiveField], _ second: [ArchiveField], nesting: Int) -> Bool {
        guard first.count == second.count else { return false }
        for (fieldA, fieldB) in zip(first, second)
        where fieldA.key != fieldB.key || !same(fieldA.value, fieldB.value, nesting: nesting) {
            return false
        }
        return true
    }

    /// Data of different bytes: equal when both decode, as the renderer would show them, to
    /// nested archives or property lists that are. Bookmarks are not decoded: their facts are
    /// readings of their bytes, and bytes that differ are bookmarks that do.
    private mutating func sameNested(_ first: [UInt8], _ second: [UInt8], nesting: Int) -> Bool {
        switch (
            NestedContent(first, nesting: nesting, options: options, decodesBookmarks: false),
            NestedContent(second, nesting: nesting, options: options, decodesBookmarks: false)
        ) {
        case (.archive(let archiveA), .archive(let archiveB)):
            // Objects of nested archives have indexes of their own: a comparison of their own.
            var inner = ArchiveValueComparison(archiveA, archiveB, options: options, proxyKey: proxyKey)
            return inner.same(archiveA.top, archiveB.top, nesting: nesting + 1)
        case (.propertyList(let plistA), .propertyList(let plistB)):
            return same(plistA, plistB, nesting: nesting + 1)
        default:
            return false
        }
    }

    /// Property-list values as the JSON shows them: numbers by value, whatever their width.
    private static func same(_ first: PropertyListValue, _ second: PropertyListValue) -> Bool {
        switch (first, second) {
        case (.real(let a, _), .real(let b, _)): return a.bitPattern == b.bitPattern
        case (.array(let a), .array(let b)), (.set(let a), .set(let b)), (.array(let a), .set(let b)),
            (.set(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.entries.count == b.entries.count
                && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        default: return first == second
        }
    }
}
