/// The JSON form of a restoration archive, as the command-line contract's `dump --format json`.
extension RestorationArchive {
    /// What UIKit keeps for itself beside the metadata: `firstResponders` (identifier paths),
    /// `sizeClasses` (`{"<window>": {"horizontal", "vertical"}}`) and `ignoreSnapshot` (or null).
    var bookkeepingJSON: [(String, JSONValue)] {
        Self.bookkeepingJSON(firstResponders: firstResponders, sizeClasses: sizeClasses, ignoreSnapshot: ignoreSnapshot)
    }

    static func bookkeepingJSON(firstResponders: [String], sizeClasses: [WindowSizeClasses], ignoreSnapshot: Bool?)
        -> [(String, JSONValue)]
    {
        func name(_ sizeClass: SizeClass?) -> JSONValue { sizeClass.map { .string($0.name) } ?? .null }
        return [
            ("firstResponders", .array(firstResponders.map(JSONValue.string))),
            (
                "sizeClasses",
                .object(
                    sizeClasses.map {
                        ($0.window, .object([("horizontal", name($0.horizontal)), ("vertical", name($0.vertical))]))
                    })
            ),
            ("ignoreSnapshot", ignoreSnapshot.map(JSONValue.boolean) ?? .null),
        ]
    }

    /// `{"bundleVersion", "systemVersion", "idiom", "idiomValue", "timestamp", "archiveVersion",
    /// "keys"}`, each null when absent; `keys` names the root key each field was read from.
    var metadataJSON: JSONValue {
        Self.metadataJSON(metadata)
    }

    static func metadataJSON(_ metadata: RestorationMetadata) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("bundleVersion", text(metadata.bundleVersion)),
            ("systemVersion", text(metadata.systemVersion)),
            ("idiom", text(metadata.idiom)),
            ("idiomValue", metadata.idiomValue.map { .integer(PropertyListInteger($0)) } ?? .null),
            ("timestamp", text(metadata.timestampText)),
            ("archiveVersion", text(metadata.archiveVersion)),
            ("keys", .object(keysJSON(metadata.keys))),
        ])
    }

    /// `{"bundleVersion", "systemVersion", "idiom", "timestamp"}`: the root key of each field
    /// read, in that order; a field not read has no member.
    static func keysJSON(_ keys: RestorationMetadata.Keys) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        func add(_ field: String, _ key: String?) {
            if let key { members.append((field, .string(key))) }
        }
        add("bundleVersion", keys.bundleVersion)
        add("systemVersion", keys.systemVersion)
        add("idiom", keys.idiom)
        add("timestamp", keys.timestamp)
        return members
    }
}

extension RestorationMetadata {
    /// The save time as every format writes it: ISO 8601 with fractional seconds; nil when not stored.
    package var timestampText: String? {
        timestamp.map { ReferenceDate.iso8601($0, fractional: true) }
    }
}

extension RestorationObject {
    /// `className` demangled, when it is a Swift runtime name; every format shows it beside the stored name.
    package var swiftClassName: String? {
        className.flatMap(SwiftClassName.demangled)
    }

    /// The contract's object shape, plus `swiftClassName` (when `className` is a Swift runtime name), `storyboard`, `listed`, `storage` and `error` (null unless the coder is unreadable).
    ///
    /// - Parameter state: the object's state as `RestorationView.renderedValues(_:)` renders it.
    package func json(state: JSONValue) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        // One array, appended to: joining three with `+` regrew it twice per object (callgrind).
        var members: [(String, JSONValue)] = []
        members.reserveCapacity(12)
        members.append(("path", .string(path)))
        members.append(("components", .array(components.map(JSONValue.string))))
        members.append(("parent", text(parent)))
        members.append(("restorationClass", text(restorationClass)))
        members.append(("className", text(className)))
        if let swiftClassName { members.append(("swiftClassName", .string(swiftClassName))) }
        members.append(("isViewController", isViewController.map(JSONValue.boolean) ?? .null))
        members.append(("storyboard", storyboard?.json ?? .null))
        members.append(("listed", .boolean(isListed)))
        members.append(("storage", .string(storage.rawValue)))
        members.append(("error", text(coderError?.description)))
        members.append(("state", state))
        return .object(members)
    }
}

extension RestorationView {
    /// The view's coded values through `walk`, for every writer of the view (the JSON document,
    /// the report): each object's state, at the object's position in `objects`, then the app
    /// delegate's keys (nil when the view is limited to a path), all through the one walk, so one
    /// budget bounds them as the text's one walk does. The scenes have a walk of their own.
    package func renderedValues<Walk: ArchiveDocumentWalk>(_ walk: inout Walk) -> (
        states: [Walk.Document], extra: Walk.Document?
    ) {
        let states = objects.map { walk.render($0.state, nesting: 1) }
        let extra = extras.map { walk.render($0, nesting: 0) }
        return (states, extra)
    }

    /// The `dump --format json` document: `{"file", "metadata", "firstResponders", "sizeClasses",
    /// "ignoreSnapshot", "objects", "extra", "inProgress", "scenes"}`, without `extra` and `scenes`
    /// when the view is limited to a path. Without an archive every `metadata` member is null,
    /// UIKit's root keys are empty but for `restorationInfo.plist`'s snapshot flag, and `extra` is `{}`.
    /// `ordersSetMembers` puts each NSSet's members in canonical order, as `snapshot` needs.
    package func json(
        file: String, options: KeyedArchive.Options = KeyedArchive.Options(), ordersSetMembers: Bool = false
    ) -> JSONValue {
        var renderer = RestorationArchive.jsonRenderer(options: options, ordersSetMembers: ordersSetMembers)
        let values = renderedValues(&renderer)
        // A budget of their own, as the text shows the scenes with a walk of its own.
        var sceneRenderer = RestorationArchive.jsonRenderer(options: options, ordersSetMembers: ordersSetMembers)
        let scenes = self.scenes.map { $0.map { $0.json(renderer: &sceneRenderer) } }
        var members: [(String, JSONValue)] = [
            ("file", .string(file)),
            ("metadata", archive?.metadataJSON ?? RestorationArchive.metadataJSON(RestorationMetadata())),
        ]
        members +=
            archive?.bookkeepingJSON
            ?? RestorationArchive.bookkeepingJSON(
                firstResponders: [], sizeClasses: [], ignoreSnapshot: restorationInfo?.ignoreSnapshot)
        members.append(("objects", .array(zip(objects, values.states).map { $0.json(state: $1) })))
        if let extra = values.extra { members.append(("extra", extra)) }
        members.append(("inProgress", marker?.json ?? .null))
        if let scenes { members.append(("scenes", .array(scenes))) }
        return .object(members)
    }
}

extension StoryboardReference {
    /// `{"name", "bundlePath", "identifier"}`, each null when not stored.
    package var json: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([("name", text(name)), ("bundlePath", text(bundlePath)), ("identifier", text(identifier))])
    }
}
