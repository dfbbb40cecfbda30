/// A value of a decoded keyed archive: an object graph with its references resolved.
///
/// The cases keep where each value stood, so that encoding the graph again gives an archive
/// of the same shape: values written inline in their object (`encodeInteger:forKey:`, `NS.time`)
/// stay inline, objects of `$objects` stay objects. Equality compares graphs, not positions in
/// `$objects`: two archives that hold the same objects in another order are equal.
public indirect enum ArchiveValue: Sendable, Equatable {
    /// `$null`: a nil object reference.
    case null
    /// A property-list value written inline in its object (a number, data, or a string).
    case inline(PropertyListValue)
    /// A property-list value stored as an object of `$objects` (an NSString, NSNumber or NSData).
    case stored(PropertyListValue)
    /// An inline array of values, as `NS.objects` and `NS.keys` hold them.
    case array([ArchiveValue])
    /// An inline dictionary of values.
    case dictionary([ArchiveField])
    /// An instance of an archived class.
    case object(ArchiveObject)
    /// A reference back to an object on the path that leads here: the graph has a cycle.
    case cycle(index: Int, className: String)

    /// The object, when this value is one.
    public var object: ArchiveObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The property-list value of an inline or stored primitive.
    public var primitive: PropertyListValue? {
        switch self {
        case .inline(let value), .stored(let value): value
        default: nil
        }
    }

    /// The string this value holds: a primitive string, or an NSString/NSMutableString object.
    public var string: String? {
        if let primitive { return primitive.stringValue }
        if case .string(let string)? = object?.foundationValue { return string }
        return nil
    }
}

/// One key of an object or inline dictionary, unescaped (`$$name` reads as `$name`), with its value.
public struct ArchiveField: Sendable, Equatable {
    /// The key, unescaped.
    public package(set) var key: String
    /// Its decoded value.
    public package(set) var value: ArchiveValue

    /// A field of `key` and `value`.
    package init(_ key: String, _ value: ArchiveValue) {
        self.key = key
        self.value = value
    }
}

/// An instance of an archived class: its class description and its fields in file order.
public struct ArchiveObject: Sendable, Equatable {
    /// Where the object stood in `$objects`, or nil for an object made in code.
    package var index: Int?
    /// `$classname` of its class description.
    public package(set) var className: String
    /// `$classes`: the class and its superclasses, most derived first.
    public package(set) var classChain: [String]
    /// `$classhints`, when the class description has them.
    var classHints: [String]?
    /// Every key except `$class`, in file order.
    public package(set) var fields: [ArchiveField]

    /// An object of `className` with `fields`; the class chain defaults to the class alone.
    package init(
        index: Int? = nil, className: String, classChain: [String]? = nil, classHints: [String]? = nil,
        fields: [ArchiveField]
    ) {
        self.index = index
        self.className = className
        self.classChain = classChain ?? [className, "NSObject"]
        self.classHints = classHints
        self.fields = fields
    }

    /// The value of the field `key`, if the object has it.
    public subscript(key: String) -> ArchiveValue? {
        fields.last { $0.key == key }?.value
    }

    /// Two objects are equal when their classes and fields are, wherever they stood in `$objects`.
    public static func == (lhs: ArchiveObject, rhs: ArchiveObject) -> Bool {
        lhs.className == rhs.className && lhs.classChain == rhs.classChain
            && lhs.classHints == rhs.classHints && lhs.fields == rhs.fields
    }
}

extension ArchiveValue {
    /// Two values are equal when they are the same case with equal contents (an inline value never
    /// equals a stored one); two cycles are equal when they point back at objects of one class.
    public static func == (lhs: ArchiveValue, rhs: ArchiveValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.inline(let a), .inline(let b)), (.stored(let a), .stored(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        // Positions in $objects differ between encodings of one graph; the class does not.
        case (.cycle(_, let a), .cycle(_, let b)): a == b
        default: false
        }
    }
}
