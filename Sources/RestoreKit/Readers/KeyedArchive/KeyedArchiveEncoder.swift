/// Encodes an object graph as an NSKeyedArchiver archive, in the layout Foundation writes.
///
/// `$objects[0]` is `$null`; each object takes the next index, then its fields' objects follow
/// in field order, then its class description (one per class, shared by all its instances).
/// Values that were inline stay inline. An object referenced twice is stored once, and a cycle
/// points back at the object it names, so decoding the result gives the same graph.
package struct KeyedArchiveEncoder {
    /// Makes an encoder; it keeps no state from one `encode` call to the next.
    package init() {}

    /// The archive as a property-list value.
    package func encode(_ archive: KeyedArchive) -> PropertyListValue {
        var placements: [Int: Int] = [:]
        return encode(archive, placements: &placements)
    }

    /// The archive as a property-list value, and where each object that has an `index` went in
    /// the new `$objects` (original index → new index).
    func encode(_ archive: KeyedArchive, placements: inout [Int: Int]) -> PropertyListValue {
        var state = EncoderState()
        defer { placements = state.movedObjects }
        var top: [PropertyListDictionary.Entry] = []
        for field in archive.top {
            top.append(.init(key: field.key, value: state.encode(field.value)))
        }
        return .dictionary(
            PropertyListDictionary([
                .init(key: "$version", value: .int(archive.version)),
                .init(key: "$archiver", value: .string(archive.archiver)),
                .init(key: "$top", value: .dictionary(PropertyListDictionary(top))),
                .init(key: "$objects", value: .array(state.objects)),
            ]))
    }

    /// The archive as a binary property list, as NSKeyedArchiver writes it.
    package func encodeBinary(_ archive: KeyedArchive) -> [UInt8] {
        BinaryPropertyListWriter().write(encode(archive))
    }
}

private struct EncoderState {
    struct ClassKey: Hashable {
        var name: String
        var chain: [String]
        var hints: [String]?
    }

    var objects: [PropertyListValue] = ["$null"]
    var classIndices: [ClassKey: Int] = [:]
    var storedIndices: [PropertyListValue: Int] = [:]
    /// Where each decoded object (by its original index) went in the new `$objects`.
    var movedObjects: [Int: Int] = [:]

    mutating func encode(_ value: ArchiveValue) -> PropertyListValue {
        switch value {
        case .null:
            return .uid(0)
        case .inline(let primitive):
            return primitive
        case .stored(let primitive):
            if let index = storedIndices[primitive] { return .uid(UInt64(index)) }
            storedIndices[primitive] = objects.count
            objects.append(primitive)
            return .uid(UInt64(objects.count - 1))
        case .array(let elements):
            return .array(elements.map { encode($0) })
        case .dictionary(let fields):
            return .dictionary(PropertyListDictionary(fields.map { .init(key: $0.key, value: encode($0.value)) }))
        case .object(let object):
            if let original = object.index, let moved = movedObjects[original] { return .uid(UInt64(moved)) }
            let index = objects.count
            objects.append(.null)
            if let original = object.index { movedObjects[original] = index }
            var entries: [PropertyListDictionary.Entry] = []
            entries.reserveCapacity(object.fields.count + 1)
            for field in object.fields {
                entries.append(.init(key: Self.escape(field.key), value: encode(field.value)))
            }
            entries.append(.init(key: "$class", value: .uid(UInt64(classIndex(for: object)))))
            objects[index] = .dictionary(PropertyListDictionary(entries))
            return .uid(UInt64(index))
        case .cycle(let original, _):
            // A cycle names an object on the path to it, which has been placed already.
            return .uid(UInt64(movedObjects[original] ?? 0))
        }
    }

    mutating func classIndex(for object: ArchiveObject) -> Int {
        let key = ClassKey(name: object.className, chain: object.classChain, hints: object.classHints)
        if let index = classIndices[key] { return index }
        var description = PropertyListDictionary([
            .init(key: "$classname", value: .string(key.name)),
            .init(key: "$classes", value: .array(key.chain.map(PropertyListValue.string))),
        ])
        if let hints = key.hints { description["$classhints"] = .array(hints.map(PropertyListValue.string)) }
        classIndices[key] = objects.count
        objects.append(.dictionary(description))
        return objects.count - 1
    }

    /// Keys that start with `$` are escaped by doubling it, except unkeyed values (`$0`, `$1`, ...).
    static func escape(_ key: String) -> String {
        guard key.hasPrefix("$") else { return key }
        let rest = key.dropFirst()
        if !rest.isEmpty && rest.allSatisfy(\.isASCIIDigitCharacter) { return key }
        return "$" + key
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
