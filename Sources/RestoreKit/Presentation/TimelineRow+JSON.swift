/// A timeline row as one flat JSON object: Timesketch's members first (`message`, `datetime`,
/// `timestamp`, `timestamp_desc`, in its spelling), then the row's in the project's. Every row has
/// a `datetime` string (a row without a time: `1970-01-01T00:00:00Z`, `timestamp` 0,
/// `Not a time`), so that an import never fails on one; every member is a scalar or null.
extension TimelineRow {
    /// The members' names in order: the header of csv and tsv, the keys of each jsonl line.
    package static let memberNames = [
        "message", "datetime", "timestamp", "timestamp_desc", "timeKind", "kind", "platform", "app", "containerApp",
        "user", "container", "folder", "source", "offset", "window", "scene", "recordClass", "newest", "key", "value",
        "valueLength", "volume", "volumeUUID", "fact",
    ]

    /// The row's members in `memberNames`' order.
    package var members: [JSONValue] {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Int?) -> JSONValue { value.map { .integer(PropertyListInteger($0)) } ?? .null }
        return [
            .string(message),
            .string(time.map { ReferenceDate.iso8601($0, fractional: true) } ?? "1970-01-01T00:00:00Z"),
            .integer(PropertyListInteger(timestamp)), .string(timeKind.description), .string(timeKind.rawValue),
            .string(kind.rawValue), .string(platform.rawValue), .string(provenance.app), text(provenance.containerApp),
            text(provenance.user), text(provenance.container), .string(folder), .string(source), number(offset),
            number(window), text(scene), text(recordClass), newest.map(JSONValue.boolean) ?? .null, text(key),
            text(value), number(valueLength), text(volume), text(volumeUUID), number(fact),
        ]
    }

    /// The row as a JSON object.
    package var json: JSONValue { .object(Array(zip(Self.memberNames, members))) }
}
