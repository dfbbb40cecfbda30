/// The JSON form of an App Intents metadata file, as `dump APP --format json` shows each of its
/// `appIntents` (docs/cli.md documents the shape; its key order is fixed).
extension AppIntentsMetadata {
    /// `{"framework", "extension", "path", "understood", "error", "version", "generator",
    /// "actions", "entities", "queries", "enums", "unknownMembers", "versionFile"}`: a file not
    /// understood has its `error` (what and where), null `version` and `generator`, and empty lists.
    package var json: JSONValue {
        var framework: String?
        var appExtension: String?
        switch bundle {
        case .app: break
        case .framework(let name): framework = name
        case .appExtension(let name): appExtension = name
        }
        let catalog = try? contents.get()
        var error: String?
        if case .failure(let failure) = contents { error = failure.description }
        return .object([
            ("framework", AppBuild.json(framework)), ("extension", AppBuild.json(appExtension)),
            ("path", .string(path)), ("understood", .boolean(catalog != nil)), ("error", AppBuild.json(error)),
            ("version", catalog.map { AppBuild.json($0.version) } ?? .null),
            (
                "generator",
                catalog?.generator.map {
                    .object([("name", AppBuild.json($0.name)), ("version", AppBuild.json($0.version))])
                } ?? .null
            ),
            (
                "actions",
                .array(
                    (catalog?.actions ?? []).map {
                        .object([
                            ("identifier", .string($0.identifier)),
                            ("fullyQualifiedTypeName", AppBuild.json($0.fullyQualifiedTypeName)),
                            ("nodeIdentifier", AppBuild.json($0.nodeIdentifier)),
                        ])
                    })
            ),
            (
                "entities",
                .array(
                    (catalog?.entities ?? []).map {
                        .object([
                            ("identifier", .string($0.identifier)),
                            ("fullyQualifiedTypeName", AppBuild.json($0.fullyQualifiedTypeName)),
                            ("defaultQueryIdentifier", AppBuild.json($0.defaultQueryIdentifier)),
                        ])
                    })
            ),
            ("queries", .array((catalog?.queries ?? []).map(JSONValue.string))),
            ("enums", .array((catalog?.enums ?? []).map(JSONValue.string))),
            ("unknownMembers", .array((catalog?.unknownMembers ?? []).map(JSONValue.string))),
            ("versionFile", versionFile.map(Self.json) ?? .null),
        ])
    }

    /// `{"version", "toolsVersion", "error"}`.
    static func json(_ file: Result<AppIntentsVersionFile, AppIntentsNotUnderstood>) -> JSONValue {
        let read = try? file.get()
        var error: String?
        if case .failure(let failure) = file { error = failure.description }
        return .object([
            ("version", AppBuild.json(read?.version)), ("toolsVersion", AppBuild.json(read?.toolsVersion)),
            ("error", AppBuild.json(error)),
        ])
    }
}
