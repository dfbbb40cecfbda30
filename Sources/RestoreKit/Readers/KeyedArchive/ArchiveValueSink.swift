/// Receives decoded archive values as `ArchiveWalk` presents them: what each value is shown as,
/// which occurrence of a shared object is written in full, where data holds a nested archive, a
/// property list or an NSURL bookmark, all decided once by the walk. A sink only lays the events out (the text tree,
/// the JSON document).
///
/// A container is its begin event, its contents (each value after the `key(_:)` that places it),
/// then its end event. Past the walk's budget no more events come (see `RenderedObjects`).
package protocol ArchiveValueSink {
    /// Whether URLs, UUIDs, index paths and NSValues come as `scalar(_:)`, and
    /// dictionaries with keys that are not all strings as keyed collections (`.entry(nil)` keys);
    /// when false, each comes as an object with its fields.
    static var writesEveryFoundationValue: Bool { get }
    /// Whether data here may be shown decoded, as a nested archive or property list; false where
    /// the sink shows data as it is.
    var looksIntoData: Bool { get }

    /// Places the next value in the collection, object or archive being written.
    mutating func key(_ key: ArchiveValueKey)
    /// `$null`: a nil reference.
    mutating func null()
    /// A property-list value written inline or stored: a scalar, or (rarely) a container of them.
    mutating func primitive(_ value: PropertyListValue)
    /// An object that stands for one value, as presented once for every sink: a string, data, a
    /// date or NSNull, and the kinds `writesEveryFoundationValue` adds; never a collection.
    mutating func scalar(_ scalar: PresentedScalar)
    /// A reference to an object written before under `id`, or, as `isCycle`, to one that holds it.
    mutating func reference(id: Int, className: String, isCycle: Bool)
    /// An object a higher layer names by a path (restoration's identifier-path proxies).
    mutating func pathReference(_ path: String)
    /// Starts an inline array or dictionary (`className` nil) or a Foundation collection;
    /// `id` names it for later references.
    mutating func beginCollection(_ kind: ArchiveCollectionKind, count: Int, className: String?, id: Int?)
    /// Ends the innermost collection.
    mutating func endCollection()
    /// Starts an object shown with its fields; `id` names it for later references.
    mutating func beginObject(_ object: ArchiveObject, id: Int?)
    /// Ends the innermost object.
    mutating func endObject()
    /// Starts data holding a keyed archive, whose `$top` fields follow.
    mutating func beginNestedArchive(byteCount: Int, objectCount: Int)
    /// Ends the innermost nested archive.
    mutating func endNestedArchive()
    /// Data that looks like a keyed archive but does not decode.
    mutating func unreadableNestedArchive(_ bytes: [UInt8], error: KeyedArchiveError)
    /// Starts data holding a property list, whose one value follows.
    mutating func beginNestedPropertyList(byteCount: Int)
    /// Ends the innermost nested property list.
    mutating func endNestedPropertyList()
    /// Data holding an NSURL bookmark, decoded; `bytes` are the data's.
    mutating func bookmark(_ bookmark: Bookmark, bytes: [UInt8])
    /// Data that starts like a bookmark (`book`, `alis`) but does not read as one.
    mutating func unreadableBookmark(_ bytes: [UInt8], error: BookmarkError)
    /// What the object just begun (`beginObject(_:id:)`) stands for, where `writesEveryFoundationValue`
    /// is false: an NSAttributedString, NSIndexSet, NSColor or NSFont read from its fields, which follow.
    mutating func decoded(_ value: DecodedObject)
    /// Starts an object shown as what it stands for, where `writesEveryFoundationValue` is true; an
    /// attributed string's runs follow, each placed by `.run` and its attribute dictionary walked,
    /// then `endDecoded()`. `id` names the object for later references.
    mutating func beginDecoded(_ value: DecodedObject, className: String, id: Int?)
    /// Ends the innermost decoded object.
    mutating func endDecoded()
    /// Says that the list collection just begun is an NSSet: its members, which come in the
    /// order the archive stores them, have no order of their own.
    mutating func membersAreUnordered()
}

extension ArchiveValueSink {
    /// Sinks that write members in stored order need not know.
    package mutating func membersAreUnordered() {}
}

/// Where a value stands in what holds it.
package enum ArchiveValueKey: Sendable {
    /// A field of an object, an inline dictionary or an archive's `$top`.
    case field(String)
    /// A position in an array, set or ordered set.
    case position(Int)
    /// A key of an NSDictionary: its string, or nil when it is not one.
    case entry(String?)
    /// A run of a decoded attributed string: where it starts and how long it is, in UTF-16 code units.
    case run(location: Int, length: Int)
}

/// What a collection holds.
package enum ArchiveCollectionKind: Sendable {
    /// Values placed by position.
    case list
    /// Values placed by key.
    case keyed
}
