import RestoreKit

/// `get`: what a path or key holds, as its document; in text, a scalar as its bare text (for
/// scripts) and anything else as a tree.
struct LookupView: CommandView {
    let found: RestorationLookup
    let options: KeyedArchive.Options

    func document() -> JSONValue {
        var renderer = RestorationArchive.jsonRenderer(options: options)
        switch found {
        case .fields(let fields): return renderer.render(fields, nesting: 1)
        case .value(let value, _): return renderer.render(value, nesting: 1)
        }
    }

    var isPlainText: Bool { scalarText != nil }

    func lines(style: TextStyle) -> [String] {
        if let scalarText { return [scalarText] }
        var renderer = ArchiveTextWalk(style: style, options: options)
        renderer.resolvePathProxies()
        switch found {
        case .fields(let fields): renderer.render(fields, indent: 0, nesting: 1)
        case .value(let value, let key): renderer.render(value, label: key, indent: 0, nesting: 1)
        }
        return renderer.lines
    }

    /// The bare text of a scalar value found; nil for anything else.
    private var scalarText: String? {
        if case .value(let value, _) = found { Self.plainText(value) } else { nil }
    }

    /// The bare text of a scalar, for scripts: strings unquoted, dates in ISO 8601, references as their path.
    static func plainText(_ value: ArchiveValue) -> String? {
        if let path = RestorationArchive.proxyPath(value) { return path }
        if let string = value.string { return string }
        switch value.primitive {
        case .integer(let integer)?: return integer.description
        case .real(let real, _)?: return JSONValue.realText(real).replacingQuotes()
        case .boolean(let flag)?: return flag ? "true" : "false"
        case .date(let seconds)?: return ReferenceDate.iso8601(seconds, fractional: true)
        default: break
        }
        switch value.object?.presentedScalar?.content {
        case .value(.date(let seconds))?: return ReferenceDate.iso8601(seconds, fractional: true)
        case .described(let text, .uuid)?: return text
        default: return value == .null ? "nil" : nil
        }
    }
}
