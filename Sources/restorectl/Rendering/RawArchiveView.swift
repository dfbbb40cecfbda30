import RestoreKit

/// `dump --raw`: a keyed archive itself, without the restoration view, as the document of its
/// header and `$top` or as the text tree. Each object is written once, where it is first met
/// (`RenderedObjects.referencing`): output grows with the archive, not with its sharing. Nothing
/// is shown when the output would pass the limit: half a dump would pass for a whole one. Values are
/// decoded as in every output (bookmarks, colours, fonts, index sets, attributed strings): their
/// bytes and fields stay in the JSON document.
struct RawArchiveView: CommandView {
    let archive: KeyedArchive
    /// The file's name, as the header says it.
    let name: String
    let options: KeyedArchive.Options

    /// `{"file", "archiver", "version", "objectCount", "top"}`.
    func document() throws(CommandFailure) -> JSONValue {
        var renderer = ArchiveJSONWalk()
        renderer.options = options
        renderer.rendered = RenderedObjects.referencing(archive, options: options)
        let header: [(String, JSONValue)] = [("file", .string(name))]
        let rendered = renderer.render(archive)
        try checkLimit(renderer.rendered)
        guard case .object(let members) = rendered else { return .object(header) }
        return .object(header + members)
    }

    /// A header line, then the `$top` tree one level in.
    func lines(style: TextStyle) throws(CommandFailure) -> [String] {
        var renderer = ArchiveTextWalk(style: style, options: options)
        renderer.walk.rendered = RenderedObjects.referencing(archive, options: options)
        renderer.line(
            "\(name): \(archive.archiver) archive, version \(archive.version), \(ArchiveTextSink.count(archive.objectCount, "object"))",
            indent: 0)
        renderer.render(top: archive, indent: 1)
        try checkLimit(renderer.walk.rendered)
        return renderer.lines
    }

    private func checkLimit(_ rendered: RenderedObjects) throws(CommandFailure) {
        guard rendered.isExhausted else { return }
        throw CommandFailure(
            UnusableInput(
                "the dump would be more than \(rendered.limit) values (1000000 + --max-expansion per input byte; a string or data counts one per 16 bytes at each reference); nothing written"
            ), subject: name)
    }
}
