/// Why a property list is not a well-formed keyed archive, and where.
///
/// `location` is a path into the archive, `$objects[12].NS.keys[3]` or `$top.root`; the
/// description reads `$objects[12].NS.keys[3]: UID 940 is past the end of $objects (412 objects)`.
public struct KeyedArchiveError: Error, KindedError, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
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
        /// The file could not be read at all: a folder in its place, no permission, an I/O error.
        case unreadableFile
    }

    /// What kind of problem it is.
    public package(set) var kind: Kind
    /// Where: `$objects[12].NS.keys[3]`, `$top.root`, or empty for the whole file.
    public package(set) var location: String
    /// What is wrong there.
    public package(set) var message: String

    /// `unreadableInput`, whatever the problem: the archive is malformed.
    package var failureKind: FailureKind { .unreadableInput }

    /// An error of `kind` at `location`.
    package init(_ kind: Kind, at location: String, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `LOCATION: message`, or the message alone.
    public var description: String {
        location.isEmpty ? message : location + ": " + message
    }
}
