/// Why a property list is not a well-formed keyed archive, and where.
///
/// `location` is a path into the archive, `$objects[12].NS.keys[3]` or `$top.root`; the
/// description reads `$objects[12].NS.keys[3]: UID 940 is past the end of $objects (412 objects)`.
public struct KeyedArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// `$archiver`, `$version`, `$top` or `$objects` missing or of the wrong type or value.
        case notKeyedArchive
        /// A UID past the end of `$objects`, or a `$class` that is not a class description.
        case badReference
        /// An object without `$class`, or a Foundation object whose fields contradict each other.
        case malformedObject
        /// References nested deeper than the decoder's limit.
        case tooDeep
        /// The archive's bytes are not a readable property list.
        case malformedPropertyList
    }

    public var kind: Kind
    public var location: String
    public var message: String

    public init(_ kind: Kind, at location: String, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    public var description: String {
        location.isEmpty ? message : location + ": " + message
    }
}
