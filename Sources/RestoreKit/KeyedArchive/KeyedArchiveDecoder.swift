/// Resolves the UIDs of `$objects` into an object graph.
///
/// Each object is decoded once and reused wherever it is referenced, so shared references cost
/// linear time; a reference to an object still being decoded (a parent and child that point at
/// each other) becomes `.cycle`, so decoding never recurses forever. Nesting is bounded. The
/// objects are read from `source`: values already read, or a binary property list in place.
struct KeyedArchiveDecoder<Source: KeyedArchiveSource> {
    var source: Source
    /// `$objects`.
    let objects: Source.Container
    let objectCount: Int
    let options: KeyedArchive.Options
    /// Per object of `$objects`: its decoded value, once decoded.
    var cache: [ArchiveValue?]
    /// Per object: whether it is being decoded, on the path that leads here.
    var onPath: [Bool]
    /// Per class-description object: what it describes, once read.
    var classes: [ClassDescription?]
    var depth = 0

    typealias ClassDescription = (name: String, chain: [String], hints: [String]?)

    init(source: Source, objects: Source.Container, count: Int, options: KeyedArchive.Options) {
        self.source = source
        self.objects = objects
        self.objectCount = count
        self.options = options
        cache = [ArchiveValue?](repeating: nil, count: count)
        onPath = [Bool](repeating: false, count: count)
        classes = [ClassDescription?](repeating: nil, count: count)
    }

    /// Resolves one value found at `location`: UIDs are followed, arrays and dictionaries mapped.
    mutating func resolve(_ value: Source.Value, at location: @autoclosure () -> String) throws(KeyedArchiveError) -> ArchiveValue {
        switch try source.form(of: value) {
        case .uid(let uid):
            guard uid < UInt64(objectCount) else {
                throw KeyedArchiveError(.badReference, at: location(), "UID \(uid) is past the end of $objects (\(objectCount) objects)")
            }
            return try object(at: Int(uid))
        case .array(let elements, let count):
            var resolved: [ArchiveValue] = []
            resolved.reserveCapacity(count)
            for position in 0..<count {
                resolved.append(try resolve(try source.element(position, of: elements), at: location() + "[\(position)]"))
            }
            return .array(resolved)
        case .dictionary(let dictionary, let count):
            var fields: [ArchiveField] = []
            for position in 0..<count {
                let key = try source.key(position, of: dictionary)
                fields.append(ArchiveField(key, try resolve(try source.value(position, of: dictionary), at: location() + "." + key)))
            }
            return .dictionary(fields)
        case .other:
            return .inline(try source.plist(value))
        }
    }

    /// The value of `$objects[index]`, decoded once.
    mutating func object(at index: Int) throws(KeyedArchiveError) -> ArchiveValue {
        if let cached = cache[index] { return cached }
        // Built only for an error message: most objects never need it.
        func location() -> String { "$objects[\(index)]" }
        let raw = try source.element(index, of: objects)
        guard case .dictionary(let dictionary, let count) = try source.form(of: raw) else {
            // Older Interface Builder and Xcode versions write the string `$null` at several indexes,
            // not only at 0; Foundation reads a reference to any of them as nil, and so do we.
            let plist = try source.plist(raw)
            let value: ArchiveValue = plist == .string("$null") ? .null : .stored(plist)
            cache[index] = value
            return value
        }
        guard let classReference = try source.lookup("$class", in: dictionary) else {
            if try source.lookup("$classname", in: dictionary) != nil {
                return .stored(try source.plist(raw))  // a class description referenced as a value: an archived Class
            }
            var keys: [String] = []
            for position in 0..<count { keys.append(try source.key(position, of: dictionary)) }
            throw KeyedArchiveError(.malformedObject, at: location(), "an object without $class (keys: \(keys.joined(separator: ", ")))")
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
        fields.reserveCapacity(count - 1)
        for position in 0..<count {
            let key = try source.key(position, of: dictionary)
            guard key != "$class" else { continue }
            // NSKeyedArchiver escapes keys that start with `$` by doubling it.
            let unescaped = key.hasPrefix("$$") ? String(key.dropFirst()) : key
            fields.append(ArchiveField(unescaped, try resolve(try source.value(position, of: dictionary), at: location() + "." + unescaped)))
        }
        let object = ArchiveObject(index: index, className: description.name, classChain: description.chain,
                                   classHints: description.hints, fields: fields)
        try FoundationValue.check(object, at: location())
        let value = ArchiveValue.object(object)
        cache[index] = value
        return value
    }

    /// The class description a `$class` UID points at.
    mutating func classDescription(_ reference: Source.Value, at location: @autoclosure () -> String) throws(KeyedArchiveError) -> ClassDescription {
        func classLocation() -> String { location() + ".$class" }
        guard case .uid(let uid) = try source.form(of: reference) else {
            throw KeyedArchiveError(.badReference, at: classLocation(), "is \(try source.plist(reference).kindNameWithArticle), not a UID")
        }
        guard uid < UInt64(objectCount) else {
            throw KeyedArchiveError(.badReference, at: classLocation(), "UID \(uid) is past the end of $objects (\(objectCount) objects)")
        }
        if let known = classes[Int(uid)] { return known }
        // Few: a class description is read once, as a whole property-list value.
        let target = try source.plist(try source.element(Int(uid), of: objects))
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
