/// The JSON form of an AppKit saved state, as `dump --format json` prints it.
extension AppKitSavedState {
    /// `{"file", "kind": "appkit", "bundleIdentifier", "windows", "orphanRecords", "snapshots",
    /// "files"}`: `files` gives the size and times of each AppKit file of the folder.
    package func json(file: String, bundleIdentifier: String?, options: KeyedArchive.Options = KeyedArchive.Options())
        -> JSONValue
    {
        let values = renderedValues(options: options)
        return .object([
            ("file", .string(file)),
            ("kind", .string("appkit")),
            ("bundleIdentifier", bundleIdentifier.map(JSONValue.string) ?? .null),
            ("windows", .array(zip(windows, values.windows).map { $0.json($1) })),
            ("orphanRecords", .array(zip(orphanRecords, values.orphanRecords).map { $0.json($1) })),
            (
                "snapshots",
                .array(
                    snapshots.map { snapshot in
                        .object([
                            ("file", .string(snapshot.file)), ("windowNumber", jsonInteger(snapshot.windowNumber)),
                            ("size", jsonInteger(snapshot.size)),
                        ])
                    })
            ),
            (
                "files",
                .array(
                    files.map { file in
                        .object([
                            ("name", .string(file.name)), ("size", jsonInteger(file.status.size)),
                            ("created", jsonDate(file.status.created)), ("modified", jsonDate(file.status.modified)),
                        ])
                    })
            ),
        ])
    }
}

extension AppKitSavedState {
    /// The saved state's coded values, rendered once for every writer of it (the JSON document,
    /// the report) through one renderer, in document order: each window's attributes and
    /// records, then the records of no window.
    package struct RenderedValues: Sendable {
        /// Each window's values, at the window's position in `windows`.
        package var windows: [AppKitWindow.RenderedValues]
        /// Each orphan record's values, at its position in `orphanRecords`.
        package var orphanRecords: [AppKitRecord.RenderedValues]
    }

    /// The saved state's coded values as every writer of it shows them.
    package func renderedValues(options: KeyedArchive.Options = KeyedArchive.Options()) -> RenderedValues {
        var renderer = ArchiveJSONWalk()
        renderer.options = options
        let windows = windows.map { $0.renderedValues(renderer: &renderer) }
        return RenderedValues(
            windows: windows, orphanRecords: orphanRecords.map { $0.renderedValues(renderer: &renderer) })
    }
}

extension AppKitWindow {
    /// A window's attributes and its records' values, rendered.
    package struct RenderedValues: Sendable {
        /// The attributes, those holding a keyed archive decoded.
        package var attributes: JSONValue
        /// Each record's values, at the record's position in `records`.
        package var records: [AppKitRecord.RenderedValues]
    }

    /// The attributes, then each record's values, through `renderer`.
    func renderedValues(renderer: inout ArchiveJSONWalk) -> RenderedValues {
        let attributes = renderer.render(attributes.map { ArchiveField($0.key, .inline($0.value)) }, nesting: 0)
        return RenderedValues(attributes: attributes, records: records.map { $0.renderedValues(renderer: &renderer) })
    }

    /// `{"id", "title", "attributes", "records", "frame", "documents"}`; attributes holding a
    /// keyed archive are decoded.
    func json(_ values: RenderedValues) -> JSONValue {
        .object([
            ("id", id.map(jsonInteger) ?? .null),
            ("title", title.map(JSONValue.string) ?? .null),
            ("attributes", values.attributes),
            ("records", .array(zip(records, values.records).map { $0.json($1) })),
            ("frame", frame.map(JSONValue.string) ?? .null),
            ("documents", .array(documents.map(JSONValue.string))),
        ])
    }
}

extension AppKitRecord {
    /// A record's state and values, rendered.
    package struct RenderedValues: Sendable {
        /// The archive's `$top` as `dump --raw` shows it, or null without one.
        package var state: JSONValue
        /// Each value's document, at the value's position in `values`.
        package var values: [JSONValue]
    }

    /// The state, then the values, through `renderer`.
    func renderedValues(renderer: inout ArchiveJSONWalk) -> RenderedValues {
        let state = archive.map { renderer.render($0.top, nesting: 0) } ?? .null
        return RenderedValues(state: state, values: values.map { $0.json(renderer: &renderer) })
    }

    /// `{"file", "offset", "windowID", "className", "state", "error", "version", "problem",
    /// "values", "documents"}`; `state` is the archive's `$top` as `dump --raw` shows it, or null;
    /// `problem` is `undecryptable` or `damaged` when `error` is not null.
    func json(_ rendered: RenderedValues) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("offset", jsonInteger(offset)),
            ("windowID", windowID.map(jsonInteger) ?? .null),
            ("className", className.map(JSONValue.string) ?? .null),
            ("state", rendered.state),
            ("error", error.map(JSONValue.string) ?? .null),
            ("version", version.map(JSONValue.string) ?? .null),
            ("problem", problem.map { .string($0.rawValue) } ?? .null),
            ("values", .array(rendered.values)),
            ("documents", .array(documents.map(JSONValue.string))),
        ])
    }
}

extension AppKitRecordValue {
    /// `{"tag", "offset", "length", "value"}`: `value` is a `surl` or `kyds` property list,
    /// null for the keyed archive (the record's `state`) and for a tag no source describes.
    func json(renderer: inout ArchiveJSONWalk) -> JSONValue {
        var value = JSONValue.null
        if case .propertyList(let plist) = content { value = renderer.render(.inline(plist)) }
        return .object([
            ("tag", .string(tag)), ("offset", jsonInteger(offset)), ("length", jsonInteger(length)), ("value", value),
        ])
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
