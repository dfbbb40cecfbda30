extension SavedStateSummary {
    /// The summary as `restorectl find --format json` prints each folder: `folder`, `kind`,
    /// `file`, `bundleId`, then `location`, then `bundleVersion`, `systemVersion`, `idiom`,
    /// `idiomValue`, `timestamp`, `saved`, `objects`, `scenes`, `windows`, `titles`,
    /// `inProgress` and `error`; what is unknown is null.
    ///
    /// - Parameter location: members a client adds about where it found the folder (restorectl:
    ///   the Simulator app container's bundle identifier and device).
    package func json(location: [(String, JSONValue)] = []) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Int?) -> JSONValue { value.map { .integer(PropertyListInteger($0)) } ?? .null }
        let members: [(String, JSONValue)] =
            [
                ("folder", .string(folder)),
                ("kind", .string(kind.rawValue)),
                ("file", text(file)),
                ("bundleId", .string(bundleIdentifier)),
            ] + location + [
                ("bundleVersion", text(metadata?.bundleVersion)),
                ("systemVersion", text(metadata?.systemVersion)),
                ("idiom", text(metadata?.idiom)),
                ("idiomValue", number(metadata?.idiomValue)),
                ("timestamp", text(metadata?.timestamp.map { ReferenceDate.iso8601($0, fractional: true) })),
                ("saved", text(saved.map { ReferenceDate.iso8601($0) })),
                ("objects", number(objectCount)),
                ("scenes", number(sceneCount)),
                ("windows", number(windowCount)),
                ("titles", .array(titles.map(JSONValue.string))),
                ("inProgress", marker?.json ?? .null),
                ("error", text(failure?.description)),
            ]
        return .object(members)
    }
}
