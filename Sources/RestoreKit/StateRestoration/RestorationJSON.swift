/// The JSON form of a restoration archive, as the command-line contract's `dump --format json`.
extension RestorationArchive {
    /// A JSON renderer that shows identifier-path proxies as `{"$ref": "path"}`.
    public static func jsonRenderer(options: KeyedArchive.Options = KeyedArchive.Options()) -> ArchiveJSONRenderer {
        var renderer = ArchiveJSONRenderer()
        renderer.options = options
        renderer.walk.pathProxy = { object in proxyPath(object) }
        return renderer
    }

    /// `{"file", "metadata", "firstResponders", "sizeClasses", "ignoreSnapshot", "objects", "extra"}`;
    /// `objects` limited to `paths` when given.
    public func json(file: String, only paths: Set<String>? = nil, options: KeyedArchive.Options = KeyedArchive.Options()) -> [(String, JSONValue)] {
        var renderer = Self.jsonRenderer(options: options)
        let selected = objects.filter { paths?.contains($0.path) ?? true }
        return [("file", .string(file)), ("metadata", metadataJSON)] + bookkeepingJSON + [
            ("objects", .array(selected.map { $0.json(renderer: &renderer) })),
            ("extra", renderer.render(extras, nesting: 0)),
        ]
    }

    /// What UIKit keeps for itself beside the metadata: `firstResponders` (identifier paths),
    /// `sizeClasses` (`{"<window>": {"horizontal", "vertical"}}`) and `ignoreSnapshot` (or null).
    public var bookkeepingJSON: [(String, JSONValue)] {
        Self.bookkeepingJSON(firstResponders: firstResponders, sizeClasses: sizeClasses, ignoreSnapshot: ignoreSnapshot)
    }

    static func bookkeepingJSON(firstResponders: [String], sizeClasses: [WindowSizeClasses], ignoreSnapshot: Bool?) -> [(String, JSONValue)] {
        func name(_ sizeClass: SizeClass?) -> JSONValue { sizeClass.map { .string($0.name) } ?? .null }
        return [
            ("firstResponders", .array(firstResponders.map(JSONValue.string))),
            ("sizeClasses", .object(sizeClasses.map { ($0.window, .object([("horizontal", name($0.horizontal)), ("vertical", name($0.vertical))])) })),
            ("ignoreSnapshot", ignoreSnapshot.map(JSONValue.boolean) ?? .null),
        ]
    }

    /// `{"bundleVersion", "systemVersion", "idiom", "idiomValue", "timestamp", "archiveVersion",
    /// "keys"}`, each null when absent; `keys` names the root key each field was read from.
    public var metadataJSON: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("bundleVersion", text(metadata.bundleVersion)),
            ("systemVersion", text(metadata.systemVersion)),
            ("idiom", text(metadata.idiom)),
            ("idiomValue", metadata.idiomValue.map { .integer(PropertyListInteger($0)) } ?? .null),
            ("timestamp", text(metadata.timestamp.map { ReferenceDate.iso8601($0, fractional: true) })),
            ("archiveVersion", text(metadata.archiveVersion)),
            ("keys", .object(["bundleVersion", "systemVersion", "idiom", "timestamp"].compactMap { field in
                metadata.keys[field].map { (field, .string($0)) }
            })),
        ])
    }
}

extension RestorationObject {
    /// The contract's object shape, plus `swiftClassName` (when `className` is a Swift runtime name), `storyboard`, `listed`, `storage` and `error` (null unless the coder is unreadable).
    public func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("path", .string(path)),
            ("components", .array(components.map(JSONValue.string))),
            ("parent", text(parent)),
            ("restorationClass", text(restorationClass)),
            ("className", text(className)),
        ] + (className.flatMap(SwiftClassName.demangled).map { [("swiftClassName", JSONValue.string($0))] } ?? []) + [
            ("isViewController", isViewController.map(JSONValue.boolean) ?? .null),
            ("storyboard", storyboard?.json ?? .null),
            ("listed", .boolean(isListed)),
            ("storage", .string(storage.rawValue)),
            ("error", text(coderError?.description)),
            ("state", renderer.render(state, nesting: 1)),
        ])
    }
}

extension RestorationArchive {
    /// The document for a saved-state folder without a view-controller archive: no metadata, no
    /// objects; the snapshot flag from `restorationInfo.plist` when there is one.
    public static func emptyJSON(file: String, restorationInfo: RestorationInfo? = nil) -> [(String, JSONValue)] {
        let nothing: [(String, JSONValue)] = ["bundleVersion", "systemVersion", "idiom", "idiomValue", "timestamp", "archiveVersion"].map { ($0, .null) } + [("keys", .object([]))]
        return [("file", .string(file)), ("metadata", .object(nothing))]
            + bookkeepingJSON(firstResponders: [], sizeClasses: [], ignoreSnapshot: restorationInfo?.ignoreSnapshot)
            + [("objects", .array([])), ("extra", .object([]))]
    }
}

extension StoryboardReference {
    /// `{"name", "bundlePath", "identifier"}`, each null when not stored.
    public var json: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([("name", text(name)), ("bundlePath", text(bundlePath)), ("identifier", text(identifier))])
    }
}
