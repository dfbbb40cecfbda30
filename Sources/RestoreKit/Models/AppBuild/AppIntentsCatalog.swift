/// What an App Intents metadata file (`Metadata.appintents/extract.actionsdata`) declares, as far
/// as a saved Shortcut depends on it: the identifiers of its actions, entities, queries and enums.
///
/// The file is JSON that Xcode's tools write and Apple does not document; this reads the shape
/// observed in real builds (`version` 1, from tools 17A324 to 27A200c) and nothing else. Another
/// shape is not understood (`AppIntentsNotUnderstood`, saying what and where), never guessed.
/// Members it does not know are carried by name; the members of each action or entity besides
/// those read here are left alone (they change with Xcode: `mangledTypeNameV2`...).
package struct AppIntentsCatalog: Sendable, Equatable {
    /// The `version` values whose shape this knows.
    package static let knownVersions = [1]
    /// The top-level members seen in real files; any other is listed in `unknownMembers`.
    static let knownMembers: Set<String> = [
        "actions", "assistantEntities", "assistantIntentNegativePhrases", "assistantIntents",
        "autoShortcutProviderMangledName", "autoShortcuts", "entities", "enums", "generator", "negativePhrases",
        "queries", "shortcutTileColor", "version",
    ]
    /// A file larger than this (16 MiB) is not read: real ones are far smaller.
    package static let maximumBytes = 16 << 20

    /// `version`: one of `knownVersions`.
    package var version: Int
    /// `generator`, nil when the file has none.
    package var generator: AppIntentsGenerator?
    /// `actions`, in the file's order.
    package var actions: [AppIntentsAction]
    /// `entities`, in the file's order.
    package var entities: [AppIntentsEntity]
    /// The keys of `queries`, in the file's order.
    package var queries: [String]
    /// The `identifier` of each of `enums`, in the file's order.
    package var enums: [String]
    /// The top-level members this does not know, by name in the file's order.
    package var unknownMembers: [String]

    /// A catalog with the given values.
    package init(
        version: Int, generator: AppIntentsGenerator?, actions: [AppIntentsAction], entities: [AppIntentsEntity],
        queries: [String], enums: [String], unknownMembers: [String]
    ) {
        self.version = version
        self.generator = generator
        self.actions = actions
        self.entities = entities
        self.queries = queries
        self.enums = enums
        self.unknownMembers = unknownMembers
    }

    /// The catalog `bytes` hold, or why they are not one this understands: more than
    /// `maximumBytes`, no JSON (the line and column), or JSON of another shape (the member).
    package static func read(_ bytes: [UInt8]) -> Result<AppIntentsCatalog, AppIntentsNotUnderstood> {
        AppIntentsMetadata.document(bytes).flatMap { document in
            Result { () throws(JSONDocumentError) in try AppIntentsCatalog(document) }.mapError {
                AppIntentsNotUnderstood($0)
            }
        }
    }

    /// The catalog of the document `json`.
    init(_ json: JSONValue) throws(JSONDocumentError) {
        let top = try JSONMembers(json, at: JSONLocation(), known: nil)
        guard let version = try top.integer("version") else {
            throw top.error("version", "absent: without it the file's shape is unknown")
        }
        guard Self.knownVersions.contains(version) else {
            throw top.error(
                "version",
                "\(version) is not a version this reads (it reads \(Self.knownVersions.map(String.init).joined(separator: ", ")))"
            )
        }
        self.version = version
        generator = try top.object("generator").map { members throws(JSONDocumentError) in
            let generator = try JSONMembers(.object(members), at: top.location.appending("generator"), known: nil)
            return AppIntentsGenerator(name: try generator.string("name"), version: try generator.string("version"))
        }
        actions = try Self.objects("actions", of: top).map { key, node throws(JSONDocumentError) in
            AppIntentsAction(
                identifier: key, fullyQualifiedTypeName: try node.string("fullyQualifiedTypeName"),
                nodeIdentifier: try node.string("identifier"))
        }
        entities = try Self.objects("entities", of: top).map { key, node throws(JSONDocumentError) in
            AppIntentsEntity(
                identifier: key, fullyQualifiedTypeName: try node.string("fullyQualifiedTypeName"),
                defaultQueryIdentifier: try node.string("defaultQueryIdentifier"))
        }
        queries = try Self.objects("queries", of: top).map(\.key)
        enums = try Self.enumIdentifiers(of: top)
        unknownMembers = top.members.map(\.0).filter { !Self.knownMembers.contains($0) }
    }

    /// The members of the object `name` of `top`, each an object: none when it is absent.
    private static func objects(_ name: String, of top: JSONMembers) throws(JSONDocumentError)
        -> [(key: String, node: JSONMembers)]
    {
        guard top.has(name) else { return [] }
        let location = top.location.appending(name)
        // null is no shape seen: not read as "none".
        let container = try JSONMembers(top[name] ?? .null, at: location, known: nil)
        var nodes: [(key: String, node: JSONMembers)] = []
        for (key, value) in container.members {
            nodes.append((key, try JSONMembers(value, at: location.appending(key), known: nil)))
        }
        return nodes
    }

    /// The `identifier` of each object of the array `enums`: none when it is absent.
    private static func enumIdentifiers(of top: JSONMembers) throws(JSONDocumentError) -> [String] {
        guard top.has("enums") else { return [] }
        guard let elements = try top.array("enums") else { throw top.error("enums", "expected an array, found null") }
        var identifiers: [String] = []
        for (index, element) in elements.enumerated() {
            let node = try JSONMembers(element, at: top.location.appending("enums").appending(index), known: nil)
            guard let identifier = try node.string("identifier") else {
                throw node.error("identifier", "absent: an enum is known by its identifier")
            }
            identifiers.append(identifier)
        }
        return identifiers
    }
}

/// `generator` of an App Intents metadata file: the tools that wrote it.
package struct AppIntentsGenerator: Sendable, Equatable {
    /// `name` (`xcode-tools`).
    package var name: String?
    /// `version`: the tools' build (`17E6107`).
    package var version: String?

    /// The generator `name` at `version`.
    package init(name: String?, version: String?) {
        self.name = name
        self.version = version
    }
}

/// One member of `actions`: an App Intent a Shortcut can run.
package struct AppIntentsAction: Sendable, Equatable {
    /// The member's name: the intent's persistent identifier, what a saved Shortcut names.
    package var identifier: String
    /// `fullyQualifiedTypeName` (`Module.Type`), nil when absent.
    package var fullyQualifiedTypeName: String?
    /// The node's own `identifier`, nil when absent; it equals `identifier` in every file seen.
    package var nodeIdentifier: String?

    /// The action `identifier`.
    package init(identifier: String, fullyQualifiedTypeName: String?, nodeIdentifier: String?) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.nodeIdentifier = nodeIdentifier
    }
}

/// One member of `entities`: an App Entity a Shortcut's parameter can hold.
package struct AppIntentsEntity: Sendable, Equatable {
    /// The member's name: the entity's persistent identifier.
    package var identifier: String
    /// `fullyQualifiedTypeName`, nil when absent.
    package var fullyQualifiedTypeName: String?
    /// `defaultQueryIdentifier` (fully qualified: `Module.Query`), nil when absent.
    package var defaultQueryIdentifier: String?

    /// The entity `identifier`.
    package init(identifier: String, fullyQualifiedTypeName: String?, defaultQueryIdentifier: String?) {
        self.identifier = identifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.defaultQueryIdentifier = defaultQueryIdentifier
    }
}
