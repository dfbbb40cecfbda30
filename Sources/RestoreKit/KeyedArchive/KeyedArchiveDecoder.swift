/// Resolves the UIDs of `$objects` into an object graph.
///
/// Each object is decoded once and reused wherever it is referenced, so shared references cost
/// linear time; a reference to an object still being decoded (a parent and child that point at
/// each other) becomes `.cycle`, so decoding never recurses forever. Nesting is bounded.
struct KeyedArchiveDecoder {
    let objects: [PropertyListValue]
    let options: KeyedArchive.Options
    /// Per object of `$objects`: its decoded value, once decoded.
    var cache: [ArchiveValue?]
    /// Per object: whether it is being decoded, on the path that leads here.
    var onPath: [Bool]
    /// Per class-description object: what it describes, once read.
    var classes: [ClassDescription?]
    var depth = 0

    typealias ClassDescription = (name: String, chain: [String], hints: [String]?)

    init(objects: [PropertyListValue], options: KeyedArchive.Options) {
        self.objects = objects
        self.options = options
        cache = [ArchiveValue?](repeating: nil, count: objects.count)
        onPath = [Bool](repeating: false, count: objects.count)
        classes = [ClassDescription?](repeating: nil, count: objects.count)
    }

    /// Resolves one value found at `location`: UIDs are followed, arrays and dictionaries mapped.
    mutating func resolve(_ value: PropertyListValue, at location: @autoclosure () -> String) throws(KeyedArchiveError) -> ArchiveValue {
        switch value {
        case .uid(let uid):
            guard uid < UInt64(objects.count) else {
                throw KeyedArchiveError(.badReference, at: location(), "UID \(uid) is past the end of $objects (\(objects.count) objects)")
            }
            return try object(at: Int(uid))
        case .array(let elements):
            var resolved: [ArchiveValue] = []
            resolved.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                resolved.append(try resolve(element, at: location() + "[\(position)]"))
            }
            return .array(resolved)
        case .dictionary(let dictionary):
            var fields: [ArchiveField] = []
            for entry in dictionary.entries {
                fields.append(ArchiveField(entry.key, try resolve(entry.value, at: location() + "." + entry.key)))
            }
            return .dictionary(fields)
        default:
            return .inline(value)
        }
    }

    /// The value of `$objects[index]`, decoded once.
    mutating func object(at index: Int) throws(KeyedArchiveError) -> ArchiveValue {
        if let cached = cache[index] { return cached }
        // Built only for an error message: most objects never need it.
        func location() -> String { "$objects[\(index)]" }
        let raw = objects[index]
        guard case .dictionary(let dictionary) = raw else {
            // Older Interface Builder and Xcode versions write the string `$null` at several indexes,
            // not only at 0; Foundation reads a reference to any of them as nil, and so do we.
            let value: ArchiveValue = raw == .string("$null") ? .null : .stored(raw)
            cache[index] = value
            return value
        }
        guard let classReference = dictionary["$class"] else {
            if dictionary["$classname"] != nil {
                return .stored(raw)  // a class description referenced as a value: an archived Class
            }
            throw KeyedArchiveError(.malformedObject, at: location(), "an object without $class (keys: \(dictionary.keys.joined(separator: ", ")))")
        }
        if onPath[index] {
            return .cycle(index: index, className: (try? classDescription(classReference, at: location()).name) ?? "?")
        }
        guard depth < options.maximumDepth else {
            throw KeyedArchiveError(.tooDeep, at: location(), "object references nested deeper than \(options.maximumDepth) levels")
        }
        let description = try classDescription(classReference, at: location())
        onPath[index] = true
        depth += 1
        defer {
            onPath[index] = false
            depth -= 1
        }
        var fields: [ArchiveField] = []
        fields.reserveCapacity(dictionary.count - 1)
        for entry in dictionary.entries where entry.key != "$class" {
            // NSKeyedArchiver escapes keys that start with `$` by doubling it.
            let key = entry.key.hasPrefix("$$") ? String(entry.key.dropFirst()) : entry.key
            fields.append(ArchiveField(key, try resolve(entry.value, at: location() + "." + key)))
        }
        let object = ArchiveObject(index: index, className: description.name, classChain: description.chain,
                                   classHints: description.hints, fields: fields)
        try FoundationValue.check(object, at: location())
        let value = ArchiveValue.object(object)
        cache[index] = value
        return value
    }

    /// The class description a `$class` UID points at.
    mutating func classDescription(_ reference: PropertyListValue, at location: @autoclosure () -> String) throws(KeyedArchiveError) -> ClassDescription {
        func classLocation() -> String { location() + ".$class" }
        if case .uid(let uid) = reference, uid < UInt64(objects.count), let known = classes[Int(uid)] {
            return known
        }
        guard case .uid(let uid) = reference else {
            throw KeyedArchiveError(.badReference, at: classLocation(), "is \(reference.kindNameWithArticle), not a UID")
        }
        guard uid < UInt64(objects.count) else {
            throw KeyedArchiveError(.badReference, at: classLocation(), "UID \(uid) is past the end of $objects (\(objects.count) objects)")
        }
        let target = objects[Int(uid)]
        guard case .dictionary(let description) = target else {
            throw KeyedArchiveError(.badReference, at: classLocation(), "UID \(uid) points at \(target.kindNameWithArticle), not a class description")
        }
        guard case .string(let name)? = description["$classname"] else {
            throw KeyedArchiveError(.badReference, at: classLocation(), "UID \(uid) points at a class description without a $classname string")
        }
        let chain = description["$classes"]?.arrayValue?.compactMap(\.stringValue) ?? [name]
        let hints = description["$classhints"]?.arrayValue?.compactMap(\.stringValue)
        classes[Int(uid)] = (name, chain, hints)
        return (name, chain, hints)
    }
}
