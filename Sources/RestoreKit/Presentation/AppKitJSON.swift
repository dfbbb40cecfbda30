/// The JSON form of an AppKit saved state, as `dump --format json` prints it.
extension AppKitSavedState {
    /// `{"file", "kind": "appkit", "bundleIdentifier", "windows", "orphanRecords", "snapshots",
    /// "files"}`: `files` gives the size and times of each AppKit file of the folder.
    package func json(file: String, bundleIdentifier: String?, options: KeyedArchive.Options = KeyedArchive.Options())
        -> JSONValue
    {
        var renderer = ArchiveJSONWalk()
        renderer.options = options
        let values = renderedValues(&renderer)
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
    /// The saved state's coded values, rendered for every writer of it (the JSON document, the
    /// report) through one walk, in document order: each window's attributes and records, then
    /// the records of no window.
    package struct RenderedValues<Document> {
        /// Each window's values, at the window's position in `windows`.
        package var windows: [AppKitWindow.RenderedValues<Document>]
        /// Each orphan record's values, at its position in `orphanRecords`.
        package var orphanRecords: [AppKitRecord.RenderedValues<Document>]
    }

    /// The saved state's coded values through `walk`, whose one budget bounds them all.
    package func renderedValues<Walk: ArchiveDocumentWalk>(_ walk: inout Walk) -> RenderedValues<Walk.Document> {
        let windows = windows.map { $0.renderedValues(&walk) }
        return RenderedValues(windows: windows, orphanRecords: orphanRecords.map { $0.renderedValues(&walk) })
    }
}

extension AppKitWindow {
    /// A window's attributes and its records' values, rendered.
    package struct RenderedValues<Document> {
        /// The attributes, those holding a keyed archive decoded.
        package var attributes: Document
        /// Each record's values, at the record's position in `records`.
        package var records: [AppKitRecord.RenderedValues<Document>]
    }

    /// The attributes, then each record's values, through `walk`.
    func renderedValues<Walk: ArchiveDocumentWalk>(_ walk: inout Walk) -> RenderedValues<Walk.Document> {
        let attributes = walk.render(attributes.map { ArchiveField($0.key, .inline($0.value)) }, nesting: 0)
        return RenderedValues(attributes: attributes, records: records.map { $0.renderedValues(&walk) })
    }

    /// `{"id", "title", "attributes", "records", "frame", "documents"}`; attributes holding a
    /// keyed archive are decoded.
    func json(_ values: RenderedValues<JSONValue>) -> JSONValue {
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
    package struct RenderedValues<Document> {
        /// The archive's `$top` as `dump --raw` shows it, or nil without one.
        package var state: Document?
        /// Each value's property list (a `surl` or `kyds` one), at the value's position in
        /// `values`; nil for the keyed archive (the record's `state`) and for a tag no source describes.
        package var values: [Document?]
    }

    /// The state, then the values, through `walk`.
    func renderedValues<Walk: ArchiveDocumentWalk>(_ walk: inout Walk) -> RenderedValues<Walk.Document> {
        let state = archive.map { walk.render($0.top, nesting: 0) }
        return RenderedValues(
            state: state,
            values: values.map { value in
                guard case .propertyList(let plist) = value.content else { return nil }
                return walk.render(.inline(plist), nesting: 0)
            })
    }

    /// `{"file", "offset", "windowID", "className", "state", "error", "version", "problem",
    /// "values", "documents"}`; `state` is the archive's `$top` as `dump --raw` shows it, or null;
    /// `problem` is `undecryptable` or `damaged` when `error` is not null.
    func json(_ rendered: RenderedValues<JSONValue>) -> JSONValue {
        let values: [JSONValue] = zip(values, rendered.values).map { $0.json(value: $1 ?? .null) }
        return .object([
            ("file", .string(file)),
            ("offset", jsonInteger(offset)),
            ("windowID", windowID.map(jsonInteger) ?? .null),
            ("className", className.map(JSONValue.string) ?? .null),
            ("state", rendered.state ?? .null),
            ("error", error.map(JSONValue.string) ?? .null),
            ("version", version.map(JSONValue.string) ?? .null),
            ("problem", problem.map { .string($0.rawValue) } ?? .null),
            ("values", .array(values)),
            ("documents", .array(documents.map(JSONValue.string))),
        ])
    }
}

extension AppKitRecordValue {
    /// `{"tag", "offset", "length", "value"}`: `value` is a `surl` or `kyds` property list as
    /// rendered (`AppKitRecord.RenderedValues.values`), null for the keyed archive (the record's
    /// `state`) and for a tag no source describes.
    func json(value: JSONValue) -> JSONValue {
        .object([
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
