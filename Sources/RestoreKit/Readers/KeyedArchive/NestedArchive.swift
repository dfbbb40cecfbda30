/// Data values that hold keyed archives of their own, as restoration archives nest one per
/// preserved object, and apps store `NSKeyedArchiver.archivedData(...)` results.
extension ArchiveValue {
    /// The bytes of a data value: inline or stored data, or an NSData/NSMutableData object.
    package var dataBytes: [UInt8]? {
        if let bytes = primitive?.dataValue { return bytes }
        if case .data(let bytes)? = object?.foundationValue { return bytes }
        return nil
    }

    /// The keyed archive held in this data value: nil when the value is not data that looks like
    /// an archive, else the decoded archive or why it could not be decoded.
    public func nestedArchive(options: KeyedArchive.Options = KeyedArchive.Options()) -> Result<
        KeyedArchive, KeyedArchiveError
    >? {
        guard options.maximumNesting > 0, let bytes = dataBytes, KeyedArchive.looksLikeArchive(bytes) else {
            return nil
        }
        return Self.archive(in: bytes, options: options)
    }

    /// `bytes`, which look like a keyed archive, decoded one nesting level down.
    static func archive(in bytes: [UInt8], options: KeyedArchive.Options) -> Result<KeyedArchive, KeyedArchiveError> {
        var inner = options
        inner.maximumNesting -= 1
        do {
            return .success(try KeyedArchive(bytes: bytes, options: inner))
        } catch {
            return .failure(error)
        }
    }
}

/// Data values that hold a plain property list (preferences, a dictionary written with
/// `PropertyListSerialization`), shown decoded like nested archives.
extension ArchiveValue {
    /// The property list held in this data value when it is a binary one (`bplist0`) or an XML one
    /// (`<?xml`, `<!DOCTYPE plist` or `<plist` first) that is not a keyed archive and reads
    /// without error; nil otherwise. Its containers become `.array` and `.dictionary` values, so
    /// that data inside it is looked into in turn.
    package func nestedPropertyList(options: KeyedArchive.Options = KeyedArchive.Options()) -> ArchiveValue? {
        guard options.maximumNesting > 0, let bytes = dataBytes, !KeyedArchive.looksLikeArchive(bytes) else {
            return nil
        }
        return Self.propertyList(in: bytes, options: options)
    }

    /// `bytes`, which do not look like a keyed archive, read as a property list when they start
    /// like one and read without error.
    static func propertyList(in bytes: [UInt8], options: KeyedArchive.Options) -> ArchiveValue? {
        guard startsLikePropertyList(bytes),
            let plist = try? PropertyList.read(bytes, options: options.propertyList).value
        else { return nil }
        return tree(plist)
    }

    /// A property list as archive values: containers mapped, everything else inline.
    static func tree(_ plist: PropertyListValue) -> ArchiveValue {
        switch plist {
        case .array(let elements), .set(let elements): .array(elements.map(tree))
        case .dictionary(let dictionary): .dictionary(dictionary.entries.map { ArchiveField($0.key, tree($0.value)) })
        default: .inline(plist)
        }
    }

    /// Cheap enough to ask of every data value: XML must announce a property list, not just start with `<`.
    static func startsLikePropertyList(_ bytes: [UInt8]) -> Bool {
        if BinaryPropertyListReader.hasHeader(bytes) { return true }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, XMLScanner.isWhitespace(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        return rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<!DOCTYPE plist".utf8))
            || rest.starts(with: Array("<plist".utf8))
    }
}

/// What data decodes to, as the walk shows it and the comparison compares it. (Package, not
/// `@usableFromInline` internal: the bookmark's types it holds are package ones.)
package enum NestedContent {
    /// A keyed archive.
    case archive(KeyedArchive)
    /// Bytes that look like a keyed archive but do not decode.
    case unreadableArchive(KeyedArchiveError)
    /// A property list that is not a keyed archive, its containers as archive values.
    case propertyList(ArchiveValue)
    /// An NSURL bookmark.
    case bookmark(Bookmark)
    /// Bytes that start like a bookmark (`book`, `alis`) but do not read as one.
    case unreadableBookmark(BookmarkError)
    /// Data to show as it is: it holds none of these, or lies at the nesting limit. (A case, not an
    /// optional: an optional of this enum is destroyed through its type metadata, found by name
    /// at the first use, which cost a small dump 4%.)
    case plain
}

extension NestedContent {
    /// What the bytes of a data value hold when it is looked into at `nesting` levels below the
    /// top archive; `.plain` at the options' nesting limit. Callers have the bytes already, and
    /// whether they look like an archive is asked once. With `decodesBookmarks` false (the
    /// comparison, which compares a bookmark's bytes) a bookmark is plain data.
    package init(_ bytes: [UInt8], nesting: Int, options: KeyedArchive.Options, decodesBookmarks: Bool = true) {
        if nesting >= options.maximumNesting {
            self = .plain
        } else if decodesBookmarks, Bookmark.looksLikeBookmark(bytes) {
            do { self = .bookmark(try Bookmark(bytes: bytes)) } catch { self = .unreadableBookmark(error) }
        } else if KeyedArchive.looksLikeArchive(bytes) {
            switch ArchiveValue.archive(in: bytes, options: options) {
            case .success(let archive): self = .archive(archive)
            case .failure(let error): self = .unreadableArchive(error)
            }
        } else if let plist = ArchiveValue.propertyList(in: bytes, options: options) {
            self = .propertyList(plist)
        } else {
            self = .plain
        }
    }
}
