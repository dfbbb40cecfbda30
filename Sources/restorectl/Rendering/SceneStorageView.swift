import RestoreKit

/// `get --scene`: a scene's @SceneStorage entries (text lines or an array of documents), or one
/// entry's value (its bare text, as `set` reads it back, or its document).
enum SceneStorageView: CommandView {
    case entries([SceneStorageEntry], options: KeyedArchive.Options)
    case value(SceneStorageValue, options: KeyedArchive.Options)

    func document() -> JSONValue {
        switch self {
        case .entries(let entries, let options):
            var renderer = RestorationArchive.jsonRenderer(options: options)
            return .array(entries.map { $0.json { renderer.render($0, nesting: 1) } })
        case .value(let value, let options):
            var renderer = RestorationArchive.jsonRenderer(options: options)
            return value.json { renderer.render($0, nesting: 1) }
        }
    }

    var isPlainText: Bool {
        if case .value = self { true } else { false }
    }

    func lines(style: TextStyle) -> [String] {
        switch self {
        case .entries(let entries, let options):
            var text = SceneTextRenderer(options: options)
            text.values.style = style
            for entry in entries { text.value(entry.value, label: ArchiveTextSink.quoted(entry.key), indent: 0) }
            return text.values.lines
        case .value(let value, _):
            return [Self.plainText(value)]
        }
    }

    /// The bare text of a value, as `set` reads it back.
    static func plainText(_ value: SceneStorageValue) -> String {
        switch value {
        case .string(let text), .url(let text): text
        case .json(_, let json): json.serialized(pretty: false)
        case .other: value.typeName
        default: value.json { _ in .null }.serialized(pretty: false).replacingQuotes()
        }
    }
}
