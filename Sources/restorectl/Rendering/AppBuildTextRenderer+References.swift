import RestoreKit

/// What a build declares that a user's device keeps a reference to: the URL schemes, activity
/// types and quick actions of its `Info.plist`, and its App Intents metadata. Every string is the
/// bundle's: quoted with its controls escaped.
extension AppBuildTextRenderer {
    mutating func renderDeclarations(_ info: AppBundleInfo) {
        line("URL schemes (CFBundleURLTypes): " + quotedList(info.urlSchemes), indent: 1)
        line("user activity types (NSUserActivityTypes): " + quotedList(info.userActivityTypes), indent: 1)
        let items = info.shortcutItems
        line("quick actions (UIApplicationShortcutItems): " + (items.isEmpty ? "(none)" : "\(items.count)"), indent: 1)
        for item in items {
            line("type " + quoted(item.type) + ", title " + quoted(item.title), indent: 2)
        }
    }

    mutating func renderAppIntents(_ metadata: [AppIntentsMetadata]) {
        line("", indent: 0)
        line(style.heading("App Intents metadata") + " (\(metadata.count))", indent: 0)
        for file in metadata { render(file) }
    }

    /// One `extract.actionsdata`: what it declares, or why it was not understood; then its `version.json`.
    mutating func render(_ file: AppIntentsMetadata) {
        let place: String
        switch file.bundle {
        case .app: place = "app"
        case .framework(let name): place = "framework " + TerminalText.escaped(name)
        case .appExtension(let name): place = "extension " + TerminalText.escaped(name)
        }
        let heading = TerminalText.escaped(file.path) + " (\(place))"
        switch file.contents {
        case .failure(let reason):
            line(heading + ": " + style.problem("not understood: " + reason.description), indent: 1)
        case .success(let catalog):
            let generator = catalog.generator.map { "generator " + quoted($0.name) + " " + quoted($0.version) }
            let counts = [
                ArchiveTextSink.count(catalog.actions.count, "action"),
                ArchiveTextSink.count(catalog.entities.count, "entity"),
                ArchiveTextSink.count(catalog.queries.count, "query"),
                ArchiveTextSink.count(catalog.enums.count, "enum"),
            ]
            line(
                heading + ": version \(catalog.version), " + (generator ?? "no generator") + "; "
                    + counts.joined(separator: ", "), indent: 1)
            for action in catalog.actions {
                var text = "action " + quoted(action.identifier)
                if let type = action.fullyQualifiedTypeName { text += " (" + quoted(type) + ")" }
                if let node = action.nodeIdentifier, node != action.identifier {
                    text += ", node identifier " + quoted(node)
                }
                line(text, indent: 2)
            }
            for entity in catalog.entities {
                var text = "entity " + quoted(entity.identifier)
                if let type = entity.fullyQualifiedTypeName { text += " (" + quoted(type) + ")" }
                if let query = entity.defaultQueryIdentifier { text += ", default query " + quoted(query) }
                line(text, indent: 2)
            }
            if !catalog.unknownMembers.isEmpty {
                line("members not known here, not read: " + quotedList(catalog.unknownMembers), indent: 2)
            }
        }
        switch file.versionFile {
        case nil: line("version.json: (none)", indent: 2)
        case .failure(let reason)?:
            line("version.json: " + style.problem("not understood: " + reason.description), indent: 2)
        case .success(let version)?:
            line(
                "version.json: version " + quoted(version.version) + ", tools " + quoted(version.toolsVersion),
                indent: 2)
        }
    }

    /// Each string quoted, joined; `(none)` for none.
    func quotedList(_ strings: [String]) -> String {
        strings.isEmpty ? "(none)" : strings.map(ArchiveTextSink.quoted).joined(separator: ", ")
    }
}
