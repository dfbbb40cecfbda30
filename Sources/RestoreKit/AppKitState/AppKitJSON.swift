/// The JSON form of an AppKit saved state, as `dump --format json` prints it.
extension AppKitSavedState {
    /// `{"file", "kind": "appkit", "bundleIdentifier", "windows", "orphanRecords", "snapshots",
    /// "files"}`: `files` gives the size and times of each AppKit file of the folder.
    package func json(file: String, bundleIdentifier: String?, options: KeyedArchive.Options = KeyedArchive.Options()) -> JSONValue {
        var renderer = ArchiveJSONRenderer()
        renderer.options = options
        return .object([
            ("file", .string(file)),
            ("kind", .string("appkit")),
            ("bundleIdentifier", bundleIdentifier.map(JSONValue.string) ?? .null),
            ("windows", .array(windows.map { $0.json(renderer: &renderer) })),
            ("orphanRecords", .array(orphanRecords.map { $0.json(renderer: &renderer) })),
            ("snapshots", .array(snapshots.map { snapshot in
                .object([("file", .string(snapshot.file)), ("windowNumber", jsonInteger(snapshot.windowNumber)), ("size", jsonInteger(snapshot.size))])
            })),
            ("files", .array(files.map { file in
                .object([("name", .string(file.name)), ("size", jsonInteger(file.status.size)),
                         ("created", jsonDate(file.status.created)), ("modified", jsonDate(file.status.modified))])
            })),
        ])
    }
}

extension AppKitWindow {
    /// `{"id", "title", "attributes", "records", "frame", "documents"}`; attributes holding a
    /// keyed archive are decoded.
    package func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        .object([
            ("id", id.map(jsonInteger) ?? .null),
            ("title", title.map(JSONValue.string) ?? .null),
            ("attributes", renderer.render(attributes.map { ArchiveField($0.key, .inline($0.value)) }, nesting: 0)),
            ("records", .array(records.map { $0.json(renderer: &renderer) })),
            ("frame", frame.map(JSONValue.string) ?? .null),
            ("documents", .array(documents.map(JSONValue.string))),
        ])
    }
}

extension AppKitRecord {
    /// `{"file", "offset", "windowID", "className", "state", "error", "version", "problem",
    /// "values", "documents"}`; `state` is the archive's `$top` as `dump --raw` shows it, or null;
    /// `problem` is `undecryptable` or `damaged` when `error` is not null.
    package func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("offset", jsonInteger(offset)),
            ("windowID", windowID.map(jsonInteger) ?? .null),
            ("className", className.map(JSONValue.string) ?? .null),
            ("state", archive.map { renderer.render($0.top, nesting: 0) } ?? .null),
            ("error", error.map(JSONValue.string) ?? .null),
            ("version", version.map(JSONValue.string) ?? .null),
            ("problem", problem.map { .string($0.rawValue) } ?? .null),
            ("values", .array(values.map { $0.json(renderer: &renderer) })),
            ("documents", .array(documents.map(JSONValue.string))),
        ])
    }
}

extension AppKitRecordValue {
    /// `{"tag", "offset", "length", "value"}`: `value` is a `surl` or `kyds` property list,
    /// null for the keyed archive (the record's `state`) and for a tag no source describes.
    func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        var value = JSONValue.null
        if case .propertyList(let plist) = content { value = renderer.render(.inline(plist)) }
        return .object([("tag", .string(tag)), ("offset", jsonInteger(offset)), ("length", jsonInteger(length)), ("value", value)])
    }
}

/// An ISO 8601 date of seconds since 2001, or null.
private func jsonDate(_ seconds: Double?) -> JSONValue {
    seconds.map { .string(ReferenceDate.iso8601($0, fractional: true)) } ?? .null
}

/// A JSON integer, made through the property-list integer so this file does not depend on how
/// either stores it.
private func jsonInteger(_ value: Int) -> JSONValue {
    PropertyListValue.int(value).json
}
