/// A decoded NSKeyedArchiver archive: its header and its `$top` keys with their object graphs.
public struct KeyedArchive: Sendable, Equatable {
    /// The `$archiver` and `$version` every NSKeyedArchiver archive carries.
    package static let archiverName = "NSKeyedArchiver"
    /// The `$version` NSKeyedArchiver writes.
    package static let archiveVersion = 100_000

    /// `$archiver`, `NSKeyedArchiver` for every archive Foundation writes.
    package var archiver: String
    /// `$version`.
    package var version: Int
    /// The `$top` keys in file order, each with its decoded value.
    public package(set) var top: [ArchiveField]
    /// How many entries `$objects` had (0 for an archive made in code).
    public package(set) var objectCount: Int
    /// The size of the property list it was read from (0 unless read by `init(bytes:options:)`),
    /// which bounds how much rendering it may take (`RenderedObjects.referencing`).
    package var byteCount = 0

    /// An archive made in code, to encode.
    package init(
        top: [ArchiveField], archiver: String = KeyedArchive.archiverName, version: Int = KeyedArchive.archiveVersion,
        objectCount: Int = 0
    ) {
        self.top = top
        self.archiver = archiver
        self.version = version
        self.objectCount = objectCount
    }

    /// The value of the `$top` key `key`, if present.
    public subscript(key: String) -> ArchiveValue? {
        top.last { $0.key == key }?.value
    }

    /// Equal header and `$top`; `objectCount` does not count.
    public static func == (lhs: KeyedArchive, rhs: KeyedArchive) -> Bool {
        lhs.archiver == rhs.archiver && lhs.version == rhs.version && lhs.top == rhs.top
    }

    /// Options that bound the work a hostile archive can cause.
    public struct Options: Sendable {
        /// The limits of the property-list reader underneath; its depth limit applies to object references too.
        public var propertyList = PropertyList.ReadOptions()
        /// Archives inside data values decoded at most this many levels deep (default 8).
        public var maximumNesting = 8

        /// Object references nested deeper than this are an error (default 512).
        package var maximumDepth: Int {
            get { propertyList.maximumDepth }
            set { propertyList.maximumDepth = newValue }
        }

        /// The default limits: `PropertyList.ReadOptions()`'s, and archives nested at most 8 deep.
        public init() {}
    }

    /// Decodes the keyed archive held by `plist`.
    package init(plist: PropertyListValue, options: Options = Options()) throws(KeyedArchiveError) {
        try self.init(root: plist, of: PropertyListArchiveSource(), options: options)
    }

    /// Decodes the keyed archive whose top object is `root` in `source`, which the decoder takes
    /// over (a copy left behind would make its caches copy themselves at the first write).
    init<Source: KeyedArchiveSource>(root: Source.Value, of source: consuming Source, options: Options)
        throws(KeyedArchiveError)
    {
        guard case .dictionary(let root, _) = try source.form(of: root) else {
            throw KeyedArchiveError(
                .notKeyedArchive, at: "",
                "the top object is \(try source.plist(root).kindNameWithArticle), not a dictionary with $archiver, $version, $top and $objects"
            )
        }
        guard let archiverValue = try source.lookup("$archiver", in: root) else { throw Self.missing("$archiver") }
        let archiver = try source.plist(archiverValue)
        guard case .string(let archiverName) = archiver, archiverName == Self.archiverName else {
            throw KeyedArchiveError(
                .notKeyedArchive, at: "$archiver", "is \(Self.describe(archiver)), not \"\(Self.archiverName)\"")
        }
        guard let versionReference = try source.lookup("$version", in: root) else { throw Self.missing("$version") }
        let versionValue = try source.plist(versionReference)
        guard let version = versionValue.intValue, version == Self.archiveVersion else {
            throw KeyedArchiveError(
                .notKeyedArchive, at: "$version", "is \(Self.describe(versionValue)), not \(Self.archiveVersion)")
        }
        guard let topValue = try source.lookup("$top", in: root) else { throw Self.missing("$top") }
        guard case .dictionary(let top, let topCount) = try source.form(of: topValue) else {
            throw KeyedArchiveError(
                .notKeyedArchive, at: "$top", "is \(try source.plist(topValue).kindNameWithArticle), not a dictionary")
        }
        guard let objectsValue = try source.lookup("$objects", in: root) else { throw Self.missing("$objects") }
        guard case .array(let objects, let objectCount) = try source.form(of: objectsValue) else {
            throw KeyedArchiveError(
                .notKeyedArchive, at: "$objects",
                "is \(try source.plist(objectsValue).kindNameWithArticle), not an array")
        }
        var decoder = KeyedArchiveDecoder(
            source: consume source, objects: objects, count: objectCount, options: options)
        var fields: [ArchiveField] = []
        fields.reserveCapacity(topCount)
        for position in 0..<topCount {
            let key = try decoder.source.key(position, of: top)
            fields.append(
                ArchiveField(key, try decoder.resolve(try decoder.source.value(position, of: top), at: "$top." + key)))
        }
        self.init(top: fields, archiver: archiverName, version: version, objectCount: objectCount)
    }

    /// Reads a binary or XML property list and decodes the keyed archive it holds. A binary one is
    /// read in place (`BinaryArchiveSource`), after the same walk `PropertyList.read` makes.
    public init(bytes: [UInt8], options: Options = Options()) throws(KeyedArchiveError) {
        // Collapsing repeated keys is the value decoder's: such a read goes through values.
        if BinaryPropertyListReader.hasHeader(bytes) && options.propertyList.duplicateKeys != .collapse {
            let result: Result<KeyedArchive, KeyedArchiveError> = bytes.withUnsafeBufferPointer { buffer in
                do throws(KeyedArchiveError) {
                    return .success(try Self.inPlace(buffer, options: options))
                } catch {
                    return .failure(error)
                }
            }
            self = try result.get()
        } else {
            let plist: PropertyListValue
            do {
                plist = try PropertyList.read(bytes, options: options.propertyList).value
            } catch {
                throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
            }
            try self.init(plist: plist, options: options)
        }
        byteCount = bytes.count
    }

    /// The archive in the binary property list in `buffer`, read through its object table once
    /// `BinaryObjectWalk` has checked it: the errors of `PropertyList.read` for the same bytes.
    private static func inPlace(_ buffer: UnsafeBufferPointer<UInt8>, options: Options) throws(KeyedArchiveError)
        -> KeyedArchive
    {
        let reader = BinaryPropertyListReader(options: options.propertyList)
        let table: BinaryObjectTable
        let sharing: BinaryObjectSharing
        do {
            table = try BinaryObjectTable(buffer, maximumObjectCount: options.propertyList.maximumObjectCount)
            sharing = try reader.walk(table)
        } catch {
            throw KeyedArchiveError(.malformedPropertyList, at: "", error.description)
        }
        let source = BinaryArchiveSource(decoder: BinaryObjectDecoder(table: table, sharing: sharing))
        return try KeyedArchive(root: source.root, of: source, options: options)
    }

    /// Whether `bytes` look like a keyed archive: a binary property list mentioning `$archiver`.
    /// Cheap enough to ask of every data value; decoding says whether it really is one.
    static func looksLikeArchive(_ bytes: [UInt8]) -> Bool {
        guard BinaryPropertyListReader.hasHeader(bytes), bytes.count > 40 else { return false }
        return ByteSearch.contains(archiverMarker, in: bytes, from: 8)
    }

    private static let archiverMarker = Array("$archiver".utf8)

    static func missing(_ key: String) -> KeyedArchiveError {
        KeyedArchiveError(.notKeyedArchive, at: "", "\(key) is missing: not an NSKeyedArchiver archive")
    }

    static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let string): "\"\(string)\""
        case .integer(let integer): integer.description
        default: value.kindNameWithArticle
        }
    }
}
