extension Bookmark {
    /// The bookmark in a JSON document: `{"$bookmark": {...}}`, its facts (each `null` when
    /// absent), every other entry under `other`, and `bytes` (what it was read from) as base64
    /// `data`, so the stored value stays reachable. docs/format.md lists the members.
    package func json(bytes: [UInt8]) -> JSONValue {
        .wrapper("$bookmark", members(bytes: bytes))
    }

    /// The object `$bookmark` holds: where a member already says the value is a bookmark
    /// (`@SceneStorage`'s `bookmark`).
    package func members(bytes: [UInt8]) -> JSONValue {
        let path = self.path
        let creator: JSONValue =
            creatorName == nil && creatorUID == nil
            ? .null
            : .object([("name", optional(creatorName, JSONValue.string)), ("uid", optional(creatorUID, integer))])
        let members: [(String, JSONValue)] = [
            ("path", optional(path?.path, JSONValue.string)),
            ("pathFromVolume", .boolean(path?.fromVolume ?? false)),
            ("components", optional(pathComponents) { .array($0.map(JSONValue.string)) }),
            ("fileIDs", optional(fileIDs) { .array($0.map(integer)) }),
            ("created", optional(targetCreated, date)),
            ("resourceFlags", optional(resourceFlags) { flagsJSON($0, third: true) }),
            ("containingFolderIndex", optional(containingFolderIndex, integer)),
            ("displayName", optional(displayName, JSONValue.string)),
            ("creator", creator),
            (
                "creationOptions",
                optional(creationOptions) { .object([("value", unsigned($0.value)), ("names", names($0))]) }
            ),
            ("bookmarkCreated", optional(bookmarkCreated, date)),
            (
                "securityScope",
                optional(securityScope) { scope in
                    .object([
                        ("access", .string(scope.access)), ("path", optional(scope.path, JSONValue.string)),
                        ("text", .string(scope.text)),
                    ])
                }
            ),
            ("volume", optional(volume, volumeJSON)),
            ("other", .array(otherEntries.map(otherJSON))),
            ("data", .string(Base64.encode(bytes))),
        ]
        return .object(members)
    }

    private func volumeJSON(_ volume: BookmarkVolume) -> JSONValue {
        .object([
            ("name", optional(volume.name, JSONValue.string)), ("uuid", optional(volume.uuid, JSONValue.string)),
            ("path", optional(volume.path, JSONValue.string)), ("url", optional(volume.url, JSONValue.string)),
            ("size", optional(volume.size, integer)), ("created", optional(volume.created, date)),
            ("isRoot", optional(volume.isRoot, JSONValue.boolean)),
            ("flags", optional(volume.flags) { flagsJSON($0, third: false) }),
            ("mountPoint", optional(volume.mountPoint, JSONValue.string)),
        ])
    }

    private func otherJSON(_ other: (toc: UInt32, entry: BookmarkEntry)) -> JSONValue {
        .object([
            ("toc", unsigned(UInt64(other.toc))), ("key", .string(other.entry.key.description)),
            ("type", .string(other.entry.item.typeName)), ("value", Self.json(other.entry.item)),
        ])
    }

    /// An item as JSON: data and unknown items as base64 text, dates as ISO 8601, a dictionary as
    /// an object when every key is a string (else an array of key and value pairs), a relative
    /// URL as its base and relative part.
    package static func json(_ item: BookmarkItem) -> JSONValue {
        switch item {
        case .string(let text), .url(let text): .string(text)
        case .data(let bytes), .unknown(_, let bytes): .string(Base64.encode(bytes))
        case .integer(let value, let width): .integer(PropertyListInteger(value, byteWidth: width))
        case .real(let value, _): .real(value)
        case .date(let seconds): .string(ReferenceDate.iso8601(seconds, fractional: true))
        case .boolean(let value): .boolean(value)
        case .array(let items): .array(items.map(json))
        case .dictionary(let pairs):
            if pairs.allSatisfy({ $0.key.kind == .string }) {
                .object(
                    pairs.map { pair in
                        if case .string(let key) = pair.key { (key, json(pair.value)) } else { ("", json(pair.value)) }
                    })
            } else {
                .array(pairs.map { .object([("key", json($0.key)), ("value", json($0.value))]) })
            }
        case .uuid(let bytes): .string(BookmarkVolume.uuidText(bytes))
        case .relativeURL(let base, let relative): .object([("base", json(base)), ("relative", json(relative))])
        case .null: .null
        }
    }

    private func flagsJSON(_ flags: BookmarkFlags, third: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("value", unsigned(flags.value)), ("valid", unsigned(flags.valid))]
        if third { members.append(("third", unsigned(flags.third))) }
        members.append(("names", names(flags)))
        return .object(members)
    }

    private func names(_ flags: BookmarkFlags) -> JSONValue { .array(flags.names.map(JSONValue.string)) }
    private func integer(_ value: Int64) -> JSONValue { .integer(PropertyListInteger(value)) }
    private func unsigned(_ value: UInt64) -> JSONValue { .integer(PropertyListInteger(value)) }
    private func date(_ seconds: Double) -> JSONValue { .string(ReferenceDate.iso8601(seconds, fractional: true)) }
    private func optional<Value>(_ value: Value?, _ form: (Value) -> JSONValue) -> JSONValue {
        value.map(form) ?? .null
    }
}
