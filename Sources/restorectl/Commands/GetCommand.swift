import RestoreKit

/// `restorectl get FILE PATH [KEY]`: one object's coder, or one value from it.
enum GetCommand {
    static let spec = CommandSpec(
        name: "get",
        summary: "print one object's coder, or one value from it",
        details: """
            Without KEY, prints every key of the coder of the object at identifier path PATH. With KEY, \
            prints that one value: a string, number or date as plain text (for scripts), anything larger \
            as a tree. KEY is a dotted key path into nested values: dictionary keys, object fields, array \
            indexes and the keys of nested archives.
            """,
        positionals: [
            PositionalSpec("FILE", help: "The archive to read; - reads standard input."),
            PositionalSpec("PATH", help: "The identifier path of the object, as `restorectl paths` prints it."),
            PositionalSpec("KEY", optional: true, help: "A coder key, or a dotted key path into its value."),
        ],
        ownOptions: [ArchiveLoading.format] + CommonOptions.limits,
        examples: [
            ("restorectl get data.data TabController", "the coder of the root tab bar controller"),
            ("restorectl get data.data 'TabController/:[0]:/NavigationController/:[0]:/FeedViewController' selectedIndex", "print 2"),
            ("restorectl get data.data Split kViewRestorationDataKey.body.kContentOffsetKey", "a value inside a nested view archive"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        let file = arguments.positionals[0], path = arguments.positionals[1]
        let name = ArchiveLoading.displayName(file)
        let options = ArchiveLoading.options(arguments)
        guard let archive = ArchiveLoading.restorationArchive(file, arguments, &console) else { return .badInput }
        guard let object = archive.object(at: path) else {
            console.error("no object at path '\(path)'" + suggestion(for: path, among: archive.objects.map(\.path)) + " (see restorectl paths)", subject: name)
            return .usage
        }
        guard case .success(let coder)? = object.coder else {
            console.error("the object at '\(path)' has " + (object.coderError.map { "an unreadable coder: \($0)" } ?? "no coder data"), subject: name)
            return .badInput
        }
        let format = arguments.value(ArchiveLoading.format)
        guard arguments.positionals.count > 2 else {
            if format == "json" || format == "xml" {
                var renderer = RestorationArchive.jsonRenderer(options: options)
                return ArchiveLoading.emit(renderer.render(coder.top, nesting: 1), format: format, &console)
            }
            var renderer = ArchiveTextRenderer()
            renderer.options = options
            renderer.style = console.style
            renderer.resolvesPathProxies = true
            renderer.renderFields(coder.top, indent: 0, nesting: 1)
            ArchiveLoading.emit(lines: renderer.lines, &console)
            return .success
        }
        let key = arguments.positionals[2]
        let value: ArchiveValue
        switch KeyPath.resolve(key, in: coder.top, options: options) {
        case .success(let found): value = found
        case .failure(let error):
            console.error("'\(path)': \(error)", subject: name)
            return .usage
        }
        if format == "json" || format == "xml" {
            var renderer = RestorationArchive.jsonRenderer(options: options)
            return ArchiveLoading.emit(renderer.render(value, nesting: 1), format: format, &console)
        }
        if let text = plainText(value) {
            console.print(text)
            return .success
        }
        var renderer = ArchiveTextRenderer()
        renderer.options = options
        renderer.style = console.style
        renderer.resolvesPathProxies = true
        renderer.render(value, label: key, indent: 0, nesting: 1)
        ArchiveLoading.emit(lines: renderer.lines, &console)
        return .success
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
        switch value.object?.foundationValue {
        case .date(let seconds)?: return ReferenceDate.iso8601(seconds, fractional: true)
        case .uuid(let bytes)?: return ArchiveTextRenderer.uuidText(bytes)
        default: return value == .null ? "nil" : nil
        }
    }
}
