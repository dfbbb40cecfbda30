/// What a timeline takes from archived values: NSDates, NSURLs and NSURL bookmarks, each with the
/// key path it was found at (`rchv.TTWindowState.Window Settings.[0].Tab Working Directory URL String`).
///
/// Found by `ArchiveWalk` into `TimelineFactSink`, so the walk's budget, its nesting limit and its
/// reading of nested archives and property lists apply as for every output.
package enum ArchiveFact: Sendable {
    /// An NSDate, in seconds since 2001.
    case date(key: String, seconds: Double)
    /// An NSURL as text.
    case url(key: String, text: String)
    /// Data that reads as a bookmark.
    case bookmark(key: String, Bookmark)
    /// Data that starts like a bookmark but does not read as one.
    case unreadableBookmark(key: String, BookmarkError)

    /// The facts of `archive`'s `$top`, their key paths after `prefix`; each object walked once
    /// (`RenderedObjects.referencing`), within the reader's expansion limit for its size.
    package static func of(_ archive: KeyedArchive, prefix: String, options: KeyedArchive.Options) -> [ArchiveFact] {
        var walk = ArchiveWalk()
        walk.options = options
        walk.rendered = .referencing(archive, options: options)
        var sink = TimelineFactSink(prefix: prefix)
        walk.walk(top: archive, nesting: 0, into: &sink)
        return sink.facts
    }

    /// The facts of `fields` (a userInfo dictionary), their key paths after `prefix`.
    package static func of(_ fields: [ArchiveField], prefix: String, options: KeyedArchive.Options) -> [ArchiveFact] {
        var walk = ArchiveWalk()
        walk.options = options
        walk.rendered = RenderedObjects(repeats: .referenced)
        var sink = TimelineFactSink(prefix: prefix)
        walk.walk(fields, nesting: 0, into: &sink)
        return sink.facts
    }

    /// The bookmark `bytes` hold, when they start like one (`book`, `alis`): read, or why not;
    /// nil for other data. For data outside archives (`surl`, `@SceneStorage`): in an archive, the
    /// walk finds bookmarks itself (`ArchiveValueSink.bookmark(_:bytes:)`).
    package static func bookmark(in bytes: [UInt8], key: String) -> ArchiveFact? {
        guard Bookmark.looksLikeBookmark(bytes) else { return nil }
        do { return .bookmark(key: key, try Bookmark(bytes: bytes)) } catch {
            return .unreadableBookmark(key: key, error)
        }
    }
}

/// Collects `ArchiveFact`s from a walk, keeping the key path of the value being walked.
struct TimelineFactSink: ArchiveValueSink {
    static var writesEveryFoundationValue: Bool { true }
    var looksIntoData: Bool { true }

    /// The key path of each open container, the prefix first.
    private var path: [String]
    /// The key of the next value.
    private var pending: String?
    private(set) var facts: [ArchiveFact] = []

    init(prefix: String) { path = prefix.isEmpty ? [] : [prefix] }

    /// The key path of the value placed last.
    private var here: String {
        (path + (pending.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: ".")
    }

    mutating func key(_ key: ArchiveValueKey) {
        switch key {
        case .field(let name): pending = name
        case .position(let position): pending = "[\(position)]"
        case .entry(let name): pending = name ?? "[?]"
        case .run(let location, let length): pending = "[\(location), \(location + length))"
        }
    }

    private mutating func open() {
        path.append(pending ?? "")
        pending = nil
    }

    private mutating func close() {
        if !path.isEmpty { path.removeLast() }
        pending = nil
    }

    mutating func primitive(_ value: PropertyListValue) {
        switch value {
        case .date(let seconds): facts.append(.date(key: here, seconds: seconds))
        default: break
        }
    }

    mutating func scalar(_ scalar: PresentedScalar) {
        switch scalar.content {
        case .value(.date(let seconds)): facts.append(.date(key: here, seconds: seconds))
        case .described(let text, kind: .url): facts.append(.url(key: here, text: text))
        default: break
        }
    }

    mutating func null() {}
    mutating func reference(id: Int, className: String, isCycle: Bool) {}
    mutating func pathReference(_ path: String) {}
    mutating func beginCollection(_ kind: ArchiveCollectionKind, count: Int, className: String?, id: Int?) { open() }
    mutating func endCollection() { close() }
    mutating func beginObject(_ object: ArchiveObject, id: Int?) { open() }
    mutating func endObject() { close() }
    /// Not called: this sink takes every value as one (`beginDecoded`).
    mutating func decoded(_ value: DecodedObject) {}
    /// An attributed string's runs, whose attribute dictionaries may hold dates, are below it.
    mutating func beginDecoded(_ value: DecodedObject, className: String, id: Int?) { open() }
    mutating func endDecoded() { close() }
    mutating func beginNestedArchive(byteCount: Int, objectCount: Int) { open() }
    mutating func endNestedArchive() { close() }
    mutating func unreadableNestedArchive(_ bytes: [UInt8], error: KeyedArchiveError) {}
    mutating func bookmark(_ bookmark: Bookmark, bytes: [UInt8]) { facts.append(.bookmark(key: here, bookmark)) }
    mutating func unreadableBookmark(_ bytes: [UInt8], error: BookmarkError) {
        facts.append(.unreadableBookmark(key: here, error))
    }
    mutating func beginNestedPropertyList(byteCount: Int) { open() }
    mutating func endNestedPropertyList() { close() }
}
