/// Edits of a restoration archive that change exactly what was asked.
///
/// The root archive is decoded, the edit applied to its `$top`, and the root re-encoded; every
/// other object's coder stays the same bytes, because its data value is carried over untouched,
/// and `$top` keeps its order. An edit of one object re-encodes that object's coder only.
public struct RestorationEditor {
    /// The archive with the edits made so far.
    public internal(set) var archive: KeyedArchive
    let options: KeyedArchive.Options
    /// The bytes of the file the archive was read from (`init(file:in:options:)`), which a backup
    /// of it holds; empty for an archive given decoded.
    package private(set) var original: [UInt8] = []

    /// An editor of `archive`; nested coders are decoded within the limits of `options`. Nothing
    /// is checked until an edit is made.
    public init(_ archive: KeyedArchive, options: KeyedArchive.Options = KeyedArchive.Options()) {
        self.archive = archive
        self.options = options
    }

    /// An editor of the restoration archive in the file `path`, read through `files`, keeping the
    /// bytes read as `original`; a file that cannot be read, or holds another kind of archive or
    /// none, is an error naming `path`.
    package init(file path: String, in files: some FileSource, options: KeyedArchive.Options) throws(SavedStateError) {
        let bytes = try SavedStateError.contents(of: path, in: files)
        self.init(try RestorationArchive(contents: bytes, of: path, options: options).archive, options: options)
        original = bytes
    }

    /// The edited archive as `data.data` bytes.
    public var encoded: [UInt8] { KeyedArchiveEncoder().encodeBinary(archive) }

    /// Sets the value at `key`, a dotted key path (`a.b.0`), of the coder of the object at
    /// `path`, replacing it in place or adding it; missing dictionary levels are added only when
    /// `createsLevels`. Text without a type (`NewValue.text`) takes the type of the value it
    /// replaces, and is refused when it is no value of that type. A reference (also inside JSON)
    /// must name an object of the archive unless `allowsDanglingReferences`.
    public mutating func set(
        path: String, key: String, to value: NewValue, createsLevels: Bool = false,
        allowsDanglingReferences: Bool = false
    ) throws(Failure) {
        _ = try assign(
            path: path, key: key, to: value, createsLevels: createsLevels,
            allowsDanglingReferences: allowsDanglingReferences)
    }

    /// Sets the value at `key`, a dotted key path, among the app delegate's root keys, as `set(path:key:to:)` does.
    public mutating func setExtra(
        key: String, to value: NewValue, createsLevels: Bool = false, allowsDanglingReferences: Bool = false
    ) throws(Failure) {
        _ = try assign(
            path: nil, key: key, to: value, createsLevels: createsLevels,
            allowsDanglingReferences: allowsDanglingReferences)
    }

    /// `set(path:key:to:)` (or `setExtra` when `path` is nil), returning what was set, with the
    /// types before and after, for `restorectl set` to say.
    package mutating func assign(
        path: String?, key: String, to value: NewValue, createsLevels: Bool, allowsDanglingReferences: Bool
    ) throws(Failure) -> Assignment {
        let change = Change.set(maker(value, key: key, allowsDanglingReferences))
        let outcome =
            if let path {
                try edit(path: path, keyPath: key, createsLevels: createsLevels, change: change)
            } else {
                try editExtra(keyPath: key, createsLevels: createsLevels, change: change)
            }
        return Assignment(key: key, outcome, from: value)
    }

    /// Removes the value at `key`, a dotted key path, of the coder of the object at `path`.
    public mutating func remove(path: String, key: String) throws(Failure) {
        try edit(path: path, keyPath: key, change: .remove)
    }

    /// Removes the value at `key`, a dotted key path, among the app delegate's root keys.
    public mutating func removeExtra(key: String) throws(Failure) {
        try editExtra(keyPath: key, change: .remove)
    }

    /// How `value` is archived where it goes: typed by the old value there, in that value's form,
    /// and as an object inside collections.
    private func maker(_ value: NewValue, key: String, _ allowsDangling: Bool) -> (ArchiveValue?, Bool) throws(Failure)
        -> ArchiveValue
    {
        let archive = archive, options = options
        return { old, isElement throws(Failure) in
            let typed = try value.typed(replacing: old, at: key)
            // Only a value that may refer is checked against the archive's paths: collecting them
            // decodes every object's coder.
            let paths =
                allowsDangling || !typed.mayRefer
                ? nil : Set(RestorationArchive(archive: archive, options: options).objects.map(\.path))
            if case .reference(let target) = typed, let paths, !paths.contains(target) {
                throw Failure(
                    .badValue, "no object at path '\(target)' to refer to (--allow-dangling writes it anyway)")
            }
            guard case .json(let json) = typed else {
                return typed.archived(replacing: isElement ? .stored(.null) : old)
            }
            var reader = RestorationValueReader(
                objectPaths: paths, maximumNesting: options.maximumNesting, maximumBytes: 64 << 20,
                allowsBackReferences: false)
            do throws(JSONDocumentError) {
                return try reader.value(
                    json, at: JSONLocation("VALUE"), place: isElement ? .element : .coderKey, nesting: 1)
            } catch {
                throw Failure(.badValue, error.description, underlying: error)
            }
        }
    }

    /// Decodes the coder at `path`, applies `edit`, and stores the re-encoded coder the way it was stored.
    mutating func editCoder<Result>(at path: String, _ edit: (inout KeyedArchive) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        // An object as `RestorationArchive` finds one: a listed path, with or without coder data,
        // or a `$top` key that holds an archive.
        let isListed = RestorationArchive.strings(archive[RestorationKey.rootIdentifiers]).contains(path)
        guard isListed || RestorationArchive.isObjectKey(path, in: archive) else {
            throw .noObject(at: path, among: RestorationArchive(archive: archive, options: options).objects.map(\.path))
        }
        let index = archive.top.lastIndex { $0.key == path }
        let decoded = index.flatMap { RestorationArchive.decodedCoder(archive.top[$0].value, options: options) }
        guard let index, case .success(var coder)? = decoded else { throw .unreadableCoder(decoded, at: path) }
        let stored = archive.top[index].value
        let edited = try edit(&coder)
        let bytes = KeyedArchiveEncoder().encodeBinary(coder)
        archive.top[index].value = Self.replacingData(in: stored, with: bytes)
        return edited
    }

    /// The same kind of data value (NSData, or an NSMutableData object) holding `bytes`.
    static func replacingData(in value: ArchiveValue, with bytes: [UInt8]) -> ArchiveValue {
        switch value {
        case .inline: return .inline(.data(bytes))
        case .object(var object):
            let key = object["NS.data"] != nil ? "NS.data" : "NS.bytes"
            if let index = object.fields.lastIndex(where: { $0.key == key }) {
                object.fields[index].value = .inline(.data(bytes))
            }
            return .object(object)
        default: return .stored(.data(bytes))
        }
    }
}

extension RestorationArchive {
    /// Whether `$top` key `key` is a preserved object's coder rather than metadata or the app's own.
    static func isObjectKey(_ key: String, in archive: KeyedArchive) -> Bool {
        guard !isBookkeeping(key), let value = archive[key] else { return false }
        return strings(archive[RestorationKey.rootIdentifiers]).contains(key)
            || value.dataBytes.map(KeyedArchive.looksLikeArchive) == true
    }
}
