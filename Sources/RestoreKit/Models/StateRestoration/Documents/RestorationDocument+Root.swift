/// The root archive of a document: metadata, UIKit's own root keys, the objects' coders and the
/// app delegate's keys, in the order and with the value types decompiled UIKit writes.
struct RootArchiveBuilder {
    var reader: RestorationValueReader
    /// Whether the document has anything a folder's `data.data` is needed for.
    private(set) var hasContent = false
    private var metadata: [ArchiveField] = []
    private var extras: [ArchiveField] = []
    private var sizeClassMap: ArchiveValue?
    private var coders: [ArchiveField] = []
    private var firstResponders: [String] = []
    private var listed: [String] = []
    private var classMap: [(String, ArchiveValue)] = []
    private(set) var ignoreSnapshot: Bool?

    init(document: JSONMembers, options: RestorationDocument.Options) throws(JSONDocumentError) {
        let objects = try document.array("objects") ?? []
        var paths: [String] = []
        for (position, object) in objects.enumerated() {
            let location = JSONLocation("objects").appending(position)
            guard case .object(let members) = object,
                case .string(let path)? = members.first(where: { $0.0 == "path" })?.1
            else {
                throw JSONDocumentError(location, "an object needs a `path` string")
            }
            paths.append(path)
        }
        reader = RestorationValueReader(
            objectPaths: options.allowsDanglingReferences ? nil : Set(paths),
            maximumNesting: options.maximumNesting, maximumBytes: options.maximumOutputBytes)
        metadata = try Self.metadata(document.has("metadata") ? document["metadata"] ?? .object([]) : nil)
        let extraMembers = try document.object("extra") ?? []
        extras = try reader.fields(extraMembers, at: JSONLocation("extra"), place: .coderKey, nesting: 0)
        for (field, member) in zip(extras, extraMembers) {
            let location = JSONLocation("extra").appending(member.0)
            if RestorationArchive.isBookkeeping(field.key) || paths.contains(field.key) {
                throw JSONDocumentError(
                    location, "is a key UIKit writes for itself or an object's path, not an app delegate's key")
            }
            if field.value.dataBytes.map(KeyedArchive.looksLikeArchive) == true {
                throw JSONDocumentError(
                    location, "a keyed archive among the root keys is read as an unlisted object's coder")
            }
        }
        firstResponders = try Self.strings(document.array("firstResponders") ?? [], at: JSONLocation("firstResponders"))
        sizeClassMap = try Self.sizeClasses(document.object("sizeClasses") ?? [])
        ignoreSnapshot = try document.bool("ignoreSnapshot")
        let parents = PathSet(paths)
        var seen: Set<String> = [], unlistedSeen = false
        for (position, object) in objects.enumerated() {
            let location = JSONLocation("objects").appending(position)
            let path = paths[position]
            guard !path.isEmpty, seen.insert(path).inserted else {
                throw JSONDocumentError(location.appending("path"), "empty, or the path of an earlier object")
            }
            guard !RestorationArchive.isBookkeeping(path) else {
                throw JSONDocumentError(location.appending("path"), "is a root key UIKit writes for itself")
            }
            let parent = parents.nearestMemberAncestor(of: path).map { String($0) }
            let coder = try ObjectCoder(object, at: location, path: path, parent: parent, reader: &reader)
            // The dump lists the objects kRootRestorationIdentifiersKey names first, then the rest.
            if coder.isListed {
                guard !unlistedSeen else {
                    throw JSONDocumentError(
                        location.appending("listed"), "listed objects come before unlisted ones, as the dump shows them"
                    )
                }
                listed.append(path)
            } else {
                unlistedSeen = true
            }
            if let restorationClass = coder.restorationClass {
                classMap.append((path, .stored(.string(restorationClass))))
            }
            if let value = coder.stored { coders.append(ArchiveField(path, value)) }
        }
        hasContent =
            !metadata.isEmpty || !objects.isEmpty || !extras.isEmpty || !firstResponders.isEmpty || sizeClassMap != nil
    }

    /// `data.data`'s bytes.
    mutating func encode() throws(JSONDocumentError) -> [UInt8] {
        var top = metadata + extras
        if let sizeClassMap { top.append(ArchiveField(RestorationKey.sizeClassMap, sizeClassMap)) }
        top += coders
        if !firstResponders.isEmpty {
            top.append(
                ArchiveField(RestorationKey.firstResponders, RestorationEditor.archived(strings: firstResponders)))
        }
        top.append(ArchiveField(RestorationKey.rootIdentifiers, RestorationEditor.archived(strings: listed)))
        top.append(ArchiveField(RestorationKey.classMap, RestorationEditor.archived(dictionary: classMap)))
        if let ignoreSnapshot {
            top.append(ArchiveField(RestorationKey.ignoreSnapshot, .inline(.boolean(ignoreSnapshot))))
        }
        return try reader.encode(top, at: JSONLocation())
    }

    /// The metadata keys in UIKit's order (the two versions, idiom, timestamp, system version,
    /// bundle version) and the spelling `metadata.keys` gives, else UIKit's. An absent `metadata`
    /// writes archive version 2.1 alone.
    static func metadata(_ json: JSONValue?) throws(JSONDocumentError) -> [ArchiveField] {
        let names = ["bundleVersion", "systemVersion", "idiom", "idiomValue", "timestamp", "archiveVersion", "keys"]
        let members = try JSONMembers(json ?? .object([]), at: JSONLocation("metadata"), known: names)
        let baseKeys = [
            "bundleVersion": RestorationKey.bundleVersion, "systemVersion": RestorationKey.systemVersion,
            "idiom": RestorationKey.idiom, "timestamp": RestorationKey.timestamp,
        ]
        var spelling = baseKeys
        let keysLocation = JSONLocation("metadata.keys")
        for (field, key) in try members.object("keys") ?? [] {
            guard let base = baseKeys[field] else {
                throw JSONDocumentError(
                    keysLocation.appending(field),
                    "not a metadata field with a key (\(baseKeys.keys.sorted().joined(separator: ", ")))")
            }
            guard case .string(let text) = key, text == base || text == base + "Key" else {
                throw JSONDocumentError(keysLocation.appending(field), "is \(base) or \(base)Key")
            }
            spelling[field] = text
        }
        /// The root key a field is written under: the document's spelling, else UIKit's.
        func key(_ field: String, _ base: String) -> String { spelling[field] ?? base }
        var fields: [ArchiveField] = []
        let version = json == nil ? "2.1" : try members.string("archiveVersion")
        if let version {
            let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let major = parts[0], let minor = parts[1] else {
                throw members.error("archiveVersion", "is MAJOR.MINOR, like \"2.1\"")
            }
            fields += [
                ArchiveField(RestorationKey.majorVersion, .inline(.int(major))),
                ArchiveField(RestorationKey.minorVersion, .inline(.int(minor))),
            ]
        }
        let idiomName = try members.string("idiom")
        var idiom = try members.integer("idiomValue")
        if idiom == nil, let idiomName {
            idiom = RestorationMetadata.idiomValue(named: idiomName)
            guard idiom != nil else { throw members.error("idiom", "is not an idiom name; give idiomValue") }
        }
        if let idiom, members.has("idiom"), idiomName != RestorationMetadata.idiomName(idiom) {
            throw members.error("idiom", "idiomValue \(idiom) is \"\(RestorationMetadata.idiomName(idiom))\"")
        }
        if let idiom { fields.append(ArchiveField(key("idiom", RestorationKey.idiom), .inline(.int(idiom)))) }
        if let timestamp = try members.string("timestamp") {
            guard case .success(.date(let seconds))? = TypedWrapper.value([("$date", .string(timestamp))]) else {
                throw members.error("timestamp", "is an ISO 8601 date like \"2014-05-02T14:51:00Z\", years 1 to 9999")
            }
            fields.append(
                ArchiveField(
                    key("timestamp", RestorationKey.timestamp),
                    .object(
                        ArchiveObject(className: "NSDate", fields: [ArchiveField("NS.time", .inline(.double(seconds)))])
                    )))
        }
        if let system = try members.string("systemVersion") {
            fields.append(ArchiveField(key("systemVersion", RestorationKey.systemVersion), .stored(.string(system))))
        }
        if let bundle = try members.string("bundleVersion") {
            fields.append(ArchiveField(key("bundleVersion", RestorationKey.bundleVersion), .stored(.string(bundle))))
        }
        return fields
    }

    static func strings(_ elements: [JSONValue], at location: JSONLocation) throws(JSONDocumentError) -> [String] {
        var strings: [String] = []
        for (position, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw JSONDocumentError(location.appending(position), "expected an identifier path string")
            }
            strings.append(text)
        }
        return strings
    }

    /// `WindowIdentifierToSizeClassMapKey`: window → `{VerticalSizeClassStringKey, HorizontalSizeClassStringKey}`.
    static func sizeClasses(_ windows: [(String, JSONValue)]) throws(JSONDocumentError) -> ArchiveValue? {
        guard !windows.isEmpty else { return nil }
        var entries: [(String, ArchiveValue)] = []
        for (window, traits) in windows {
            let members = try JSONMembers(
                traits, at: JSONLocation("sizeClasses").appending(window), known: ["horizontal", "vertical"])
            func stored(_ name: String) throws(JSONDocumentError) -> [(String, ArchiveValue)] {
                guard let text = try members.string(name) else { return [] }
                let key = name == "vertical" ? RestorationKey.verticalSizeClass : RestorationKey.horizontalSizeClass
                return [(key, .stored(.string(SizeClass.storedName(for: text) ?? text)))]
            }
            // UIKit's order: vertical, then horizontal.
            entries.append(
                (window, RestorationEditor.archived(dictionary: try stored("vertical") + stored("horizontal"))))
        }
        return RestorationEditor.archived(dictionary: entries)
    }
}
