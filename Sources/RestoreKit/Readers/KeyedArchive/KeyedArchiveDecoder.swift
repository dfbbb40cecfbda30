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
    /// Per object of `$objects`: where its decoded value is in `decoded`, `Self.onPath` while it is
    /// being decoded on the path that leads here, or `Self.notDecoded`. Integers, not optionals
    /// and flags: each distinct array type costs a small run its metadata at first use (callgrind).
    var objectSlots: [Int]
    /// The objects decoded so far.
    var decoded: [ArchiveValue] = []
    /// Per class-description object: where what it describes is in `descriptions`, or `Self.notDecoded`.
    var classSlots: [Int]
    /// The class descriptions read so far.
    var descriptions: [ArchiveClassDescription] = []
    var depth = 0

    /// A slot of an object not decoded yet.
    static var notDecoded: Int { -1 }
    /// A slot of an object being decoded.
    static var onPath: Int { -2 }

    init(source: Source, objects: Source.Container, count: Int, options: KeyedArchive.Options) {
        self.source = source
        self.objects = objects
        self.objectCount = count
        self.options = options
        objectSlots = [Int](repeating: Self.notDecoded, count: count)
        classSlots = [Int](repeating: Self.notDecoded, count: count)
        // Room for every object, and for the few classes most archives describe: regrowing
        // took a tenth of decoding a small archive (callgrind).
        decoded.reserveCapacity(count)
        descriptions.reserveCapacity(min(count, 16))
    }

    /// Resolves one value found at `location`: UIDs are followed, arrays and dictionaries mapped.
    mutating func resolve(_ value: Source.Value, at location: @autoclosure () -> String) throws(KeyedArchiveError)
        -> ArchiveValue
    {
        switch try source.form(of: value) {
        case .uid(let uid):
            guard uid < UInt64(objectCount) else {
                throw KeyedArchiveError(
                    .badReference, at: location(), "UID \(uid) is past the end of $objects (\(objectCount) objects)")
            }
            return try object(at: Int(uid))
        case .array(let elements, let count):
            var resolved: [ArchiveValue] = []
            resolved.reserveCapacity(count)
            for position in 0..<count {
                resolved.append(
                    try resolve(try source.element(position, of: elements), at: location() + "[\(position)]"))
            }
            return .array(resolved)
        case .dictionary(let dictionary, let count):
            var fields: [ArchiveField] = []
            for position in 0..<count {
                let key = try source.key(position, of: dictionary)
                fields.append(
                    ArchiveField(
                        key, try resolve(try source.value(position, of: dictionary), at: location() + "." + key)))
            }
            return .dictionary(fields)
        case .other:
            return .inline(try source.plist(value))
        }
    }

    /// The value of `$objects[index]`, decoded once.
    mutating func object(at index: Int) throws(KeyedArchiveError) -> ArchiveValue {
        let slot = objectSlots[index]
        if slot >= 0 { return decoded[slot] }
        // Built only for an error message: most objects never need it.
        func location() -> String { "$objects[\(index)]" }
        let raw = try source.element(index, of: objects)
        guard case .dictionary(let dictionary, let count) = try source.form(of: raw) else {
            // Older Interface Builder and Xcode versions write the string `$null` at several indexes,
            // not only at 0; Foundation reads a reference to any of them as nil, and so do we.
            let plist = try source.plist(raw)
            let value: ArchiveValue = plist == .string("$null") ? .null : .stored(plist)
            return remember(value, at: index)
        }
        guard let classReference = try source.lookup("$class", in: dictionary) else {
            if try source.lookup("$classname", in: dictionary) != nil {
                return .stored(try source.plist(raw)) // a class description referenced as a value: an archived Class
            }
            var keys: [String] = []
            for position in 0..<count { keys.append(try source.key(position, of: dictionary)) }
            throw KeyedArchiveError(
                .malformedObject, at: location(), "an object without $class (keys: \(keys.joined(separator: ", ")))")
        }
        if slot == Self.onPath {
            return .cycle(index: index, className: (try? classDescription(classReference, at: location()).name) ?? "?")
        }
        guard depth < options.maximumDepth else {
            throw KeyedArchiveError(
                .tooDeep, at: location(), "object references nested deeper than \(options.maximumDepth) levels")
        }
        let description = try classDescription(classReference, at: location())
        objectSlots[index] = Self.onPath
        depth += 1
        defer {
            // Off the path again: decoded (`remember` has filled the slot), or failed.
            if objectSlots[index] == Self.onPath { objectSlots[index] = Self.notDecoded }
            depth -= 1
        }
        var fields: [ArchiveField] = []
        fields.reserveCapacity(count - 1)
        for position in 0..<count {
            let key = try source.key(position, of: dictionary)
            guard key != "$class" else { continue }
            // NSKeyedArchiver escapes keys that start with `$` by doubling it.
            let unescaped = key.hasPrefix("$$") ? String(key.dropFirst()) : key
            fields.append(
                ArchiveField(
                    unescaped, try resolve(try source.value(position, of: dictionary), at: location() + "." + unescaped)
                ))
        }
        let object = ArchiveObject(
            index: index, className: description.name, classChain: description.chain,
            classHints: description.hints, fields: fields)
        try FoundationValue.check(object, at: location())
        return remember(.object(object), at: index)
    }

    /// Keeps `value`, decoded from `$objects[index]`, for the next reference to it.
    private mutating func remember(_ value: ArchiveValue, at index: Int) -> ArchiveValue {
        objectSlots[index] = decoded.count
        decoded.append(value)
        return value
    }

    /// The class description a `$class` UID points at.
    mutating func classDescription(_ reference: Source.Value, at location: @autoclosure () -> String)
        throws(KeyedArchiveError) -> ArchiveClassDescription
    {
        func classLocation() -> String { location() + ".$class" }
        guard case .uid(let uid) = try source.form(of: reference) else {
            throw KeyedArchiveError(
                .badReference, at: classLocation(), "is \(try source.plist(reference).kindNameWithArticle), not a UID")
        }
        guard uid < UInt64(objectCount) else {
            throw KeyedArchiveError(
                .badReference, at: classLocation(), "UID \(uid) is past the end of $objects (\(objectCount) objects)")
        }
        if classSlots[Int(uid)] >= 0 { return descriptions[classSlots[Int(uid)]] }
        // Read in place, key by key: building the description as one property-list value (a
        // dictionary, its entries, an array of names) cost several times as much (callgrind).
        let target = try source.element(Int(uid), of: objects)
        guard case .dictionary(let dictionary, _) = try source.form(of: target) else {
            throw KeyedArchiveError(
                .badReference, at: classLocation(),
                "UID \(uid) points at \(try source.plist(target).kindNameWithArticle), not a class description")
        }
        guard let nameValue = try source.lookup("$classname", in: dictionary),
            case .string(let name) = try source.plist(nameValue)
        else {
            throw KeyedArchiveError(
                .badReference, at: classLocation(),
                "UID \(uid) points at a class description without a $classname string")
        }
        let description = ArchiveClassDescription(
            name: name, chain: try strings(source.lookup("$classes", in: dictionary)) ?? [name],
            hints: try strings(source.lookup("$classhints", in: dictionary)))
        classSlots[Int(uid)] = descriptions.count
        descriptions.append(description)
        return description
    }

    /// The strings of an array in a class description, anything else in it left out; nil when
    /// `value` is absent or no array.
    private mutating func strings(_ value: Source.Value?) throws(KeyedArchiveError) -> [String]? {
        guard let value, case .array(let array, let count) = try source.form(of: value) else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for position in 0..<count {
            if case .string(let string) = try source.plist(try source.element(position, of: array)) {
                strings.append(string)
            }
        }
        return strings
    }
}

/// What a `$class` UID points at: the class's name, its chain of superclasses (`$classes`) and
/// the hints for when it is missing (`$classhints`). Outside the generic decoder, whose nested
/// types would each be instantiated per source.
struct ArchiveClassDescription {
    var name: String
    var chain: [String]
    var hints: [String]?
}
