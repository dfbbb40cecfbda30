/// The JSON form of an AppKit saved state, as `dump --format json` prints it.
extension AppKitSavedState {
    /// `{"file", "kind": "appkit", "bundleIdentifier", "windows", "orphanRecords"}`.
    package func json(file: String, bundleIdentifier: String?, options: KeyedArchive.Options = KeyedArchive.Options()) -> JSONValue {
        var renderer = ArchiveJSONRenderer()
        renderer.options = options
        return .object([
            ("file", .string(file)),
            ("kind", .string("appkit")),
            ("bundleIdentifier", bundleIdentifier.map(JSONValue.string) ?? .null),
            ("windows", .array(windows.map { $0.json(renderer: &renderer) })),
            ("orphanRecords", .array(orphanRecords.map { $0.json(renderer: &renderer) })),
        ])
    }
}

extension AppKitWindow {
    /// `{"id", "title", "attributes", "records"}`; attributes holding a keyed archive are decoded.
    package func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        .object([
            ("id", id.map(jsonInteger) ?? .null),
            ("title", title.map(JSONValue.string) ?? .null),
            ("attributes", renderer.render(attributes.map { ArchiveField($0.key, .inline($0.value)) }, nesting: 0)),
            ("records", .array(records.map { $0.json(renderer: &renderer) })),
        ])
    }
}

extension AppKitRecord {
    /// `{"file", "offset", "windowID", "className", "state", "error"}`; `state` is the archive's
    /// `$top` as `dump --raw` shows it, or null.
    package func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("offset", jsonInteger(offset)),
            ("windowID", windowID.map(jsonInteger) ?? .null),
            ("className", className.map(JSONValue.string) ?? .null),
            ("state", archive.map { renderer.render($0.top, nesting: 0) } ?? .null),
            ("error", error.map(JSONValue.string) ?? .null),
        ])
    }
}

/// A JSON integer, made through the property-list integer so this file does not depend on how
/// either stores it.
private func jsonInteger(_ value: Int) -> JSONValue {
    PropertyListValue.int(value).json
}
