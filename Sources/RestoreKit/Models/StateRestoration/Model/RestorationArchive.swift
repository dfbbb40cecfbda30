/// A UIKit state restoration archive (`data.data`) read into what a developer needs to see:
/// the metadata, the preserved objects in order with their decoded coders, the restoration
/// class map, and the app delegate's own keys.
public struct RestorationArchive: Sendable {
    /// The versions, idiom and time the archive was saved with.
    public package(set) var metadata: RestorationMetadata
    /// Objects in `kRootRestorationIdentifiersKey` order, then unlisted ones in `$top` order.
    public private(set) var objects: [RestorationObject]
    /// `kRootRestorationIdentifiersKey` as stored, duplicates included.
    public private(set) var listedPaths: [String]
    /// `kViewControllerRestorationClassMapKey`: path → restoration class, in file order.
    package private(set) var classMap: [(path: String, className: String)]
    /// `kFirstRespondersKey`: the identifier paths of the objects that were first responder.
    public private(set) var firstResponders: [String]
    /// `WindowIdentifierToSizeClassMapKey`: each window's size classes, in file order.
    public private(set) var sizeClasses: [WindowSizeClasses]
    /// `$top`'s `kIgnoreSnapshotKey`, when stored there.
    package private(set) var storedIgnoreSnapshot: Bool?
    /// `restorationInfo.plist` from beside the archive, when the caller read one.
    public package(set) var restorationInfo: RestorationInfo?
    /// Root keys that are neither metadata, bookkeeping, nor an object: the app delegate's.
    public private(set) var extras: [ArchiveField]
    /// The root keyed archive itself.
    package private(set) var archive: KeyedArchive

    /// Interprets a decoded root archive; nothing in it is rejected, only classified.
    package init(archive: KeyedArchive, options: KeyedArchive.Options = KeyedArchive.Options()) {
        self.archive = archive
        metadata = RestorationMetadata(top: archive.top)
        listedPaths = Self.strings(archive[RestorationKey.rootIdentifiers])
        classMap = Self.classMap(archive[RestorationKey.classMap])
        firstResponders = Self.strings(archive[RestorationKey.firstResponders])
        sizeClasses = WindowSizeClasses.entries(of: archive[RestorationKey.sizeClassMap])
        storedIgnoreSnapshot = archive[RestorationKey.ignoreSnapshot]?.primitive.flatMap(Self.bool)

        // Each `$top` key's position, the last of duplicates as `archive[key]` reads it: one
        // lookup per object instead of a scan of `$top`, which is quadratic for thousands of
        // objects. A short `$top` is scanned: building the index would cost more.
        let topIndex =
            archive.top.count <= 64
            ? nil
            : Dictionary(archive.top.indices.map { (archive.top[$0].key, $0) }, uniquingKeysWith: { _, last in last })
        func topValue(_ key: String) -> ArchiveValue? {
            guard let topIndex else { return archive[key] }
            return topIndex[key].map { archive.top[$0].value }
        }
        // The same for the restoration class map, where the last entry of a path counts: a
        // short map is scanned, which spares a small run a dictionary type of its own.
        let classIndex =
            classMap.count <= 64
            ? nil
            : Dictionary(classMap.map { ($0.path, $0.className) }, uniquingKeysWith: { _, last in last })
        let classMap = classMap
        func restorationClass(_ path: String) -> String? {
            guard let classIndex else { return classMap.last { $0.path == path }?.className }
            return classIndex[path]
        }
        var objects: [RestorationObject] = []
        var seen: Set<String> = []
        func add(_ path: String, listed: Bool) {
            guard seen.insert(path).inserted else { return }
            let value = topValue(path)
            var object = RestorationObject(
                path: path, components: IdentifierPath.components(path), parent: nil,
                restorationClass: restorationClass(path), className: nil, isViewController: nil,
                isListed: listed, storage: .missing, coder: nil)
            if let value {
                object.storage = Self.storage(of: value)
                object.coder = Self.decodedCoder(value, options: options)
            }
            if case .success(let coder)? = object.coder {
                object.className = coder[RestorationKey.className]?.string
                object.isViewController = coder[RestorationKey.isViewController]?.primitive.flatMap(Self.bool)
            }
            objects.append(object)
        }
        for path in listedPaths { add(path, listed: true) }
        var extras: [ArchiveField] = []
        for field in archive.top where !seen.contains(field.key) && !Self.isBookkeeping(field.key) {
            // An unlisted `$top` key counts as an object when it holds a keyed archive.
            if field.value.dataBytes.map(KeyedArchive.looksLikeArchive) == true {
                add(field.key, listed: false)
            } else {
                extras.append(field)
            }
        }
        let paths = PathSet(objects.map(\.path))
        for index in objects.indices {
            objects[index].parent = paths.nearestMemberAncestor(of: objects[index].path).map { String($0) }
        }
        self.objects = objects
        self.extras = extras
    }

    /// Reads a restoration archive from the bytes of `data.data`.
    ///
    /// A keyed archive of another kind is refused, as reading a file refuses it
    /// (`SavedStateError.Reason.notRestorationArchive`); the error's path is empty.
    public init(bytes: [UInt8], options: KeyedArchive.Options = KeyedArchive.Options()) throws(SavedStateError) {
        try self.init(contents: bytes, of: "", options: options)
    }

    /// Whether UIKit is to skip the launch snapshot: `$top`'s `kIgnoreSnapshotKey`, else
    /// `restorationInfo.plist`'s, else nil.
    public var ignoreSnapshot: Bool? {
        storedIgnoreSnapshot ?? restorationInfo?.ignoreSnapshot
    }

    /// The object at `path`, if the archive holds one.
    public func object(at path: String) -> RestorationObject? {
        objects.first { $0.path == path }
    }

    /// The decoded coder of the object at `path`, or why there is none: no object at `path`
    /// (`notInArchive`), or an object whose coder data is missing or unreadable
    /// (`unreadableInput`), said as `RestorationEditor` says it of an edit there.
    public func coder(at path: String) throws(RestorationEditor.Failure) -> KeyedArchive {
        guard let object = object(at: path) else { throw .noObject(at: path, among: objects.map(\.path)) }
        guard case .success(let coder)? = object.coder else { throw .unreadableCoder(object.coder, at: path) }
        return coder
    }

    /// What `value`, an object's entry in `$top`, decodes to as a coder: nil when it holds no data.
    static func decodedCoder(_ value: ArchiveValue, options: KeyedArchive.Options) -> Result<
        KeyedArchive, KeyedArchiveError
    >? {
        value.nestedArchive(options: options)
            ?? value.dataBytes.map { bytes in
                .failure(KeyedArchiveError(.malformedPropertyList, at: "", notAnArchive(bytes)))
            }
    }

    /// The entries of `kFirstRespondersKey`, then of the restoration class map, that name one of
    /// `paths`, in file order: what removing those objects takes out of UIKit's bookkeeping
    /// besides `kRootRestorationIdentifiersKey`.
    ///
    /// - Returns: each entry's root key and the path it names.
    package func bookkeepingEntries(naming paths: Set<String>) -> [(key: String, path: String)] {
        firstResponders.filter(paths.contains).map { (RestorationKey.firstResponders, $0) }
            + classMap.map(\.path).filter(paths.contains).map { (RestorationKey.classMap, $0) }
    }

    static func isBookkeeping(_ key: String) -> Bool {
        RestorationKey.isBookkeeping(key)
    }

    static func strings(_ value: ArchiveValue?) -> [String] {
        switch value?.object?.foundationValue {
        case .array(let elements)?, .orderedSet(let elements)?, .set(let elements)?: elements.compactMap(\.string)
        default: value.map { if case .array(let elements) = $0 { elements.compactMap(\.string) } else { [] } } ?? []
        }
    }

    static func classMap(_ value: ArchiveValue?) -> [(path: String, className: String)] {
        stringKeyedEntries(value).compactMap { entry in entry.value.string.map { (entry.key, $0) } }
    }

    /// The entries of an NSDictionary whose keys are strings, in file order; others are skipped.
    /// Fields rather than key-value tuples: an array of a type of its own would cost a small run
    /// its metadata at first use.
    static func stringKeyedEntries(_ value: ArchiveValue?) -> [ArchiveField] {
        guard case .dictionary(let keys, let values)? = value?.object?.foundationValue else { return [] }
        return zip(keys, values).compactMap { key, value in key.string.map { ArchiveField($0, value) } }
    }

    static func storage(of value: ArchiveValue) -> RestorationObject.Storage {
        if value.primitive?.dataValue != nil { return .data }
        if value.object.map({ $0.classChain.contains("NSData") }) == true { return .mutableData }
        return .other
    }

    static func bool(_ value: PropertyListValue) -> Bool? {
        switch value {
        case .boolean(let flag): flag
        case .integer(let integer): !integer.isZero
        default: nil
        }
    }

    static func notAnArchive(_ bytes: [UInt8]) -> String {
        "coder data (\(bytes.count) bytes) is not a keyed archive"
    }
}
