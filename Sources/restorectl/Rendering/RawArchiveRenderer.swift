import RestoreKit

/// `dump --raw`: a keyed archive itself, without the restoration view, as the JSON document of
/// its header and `$top` or as the text tree. Each object is written once, where it is first
/// met (`RenderedObjects.referencing`): output grows with the archive, not with its sharing.
enum RawArchiveRenderer {
    /// `{"file", "archiver", "version", "objectCount", "top"}`, and the objects written, whose
    /// `isExhausted` says the document is cut short.
    static func document(_ archive: KeyedArchive, name: String, options: KeyedArchive.Options) -> (
        JSONValue, RenderedObjects
    ) {
        var renderer = ArchiveJSONWalk()
        renderer.options = options
        renderer.rendered = RenderedObjects.referencing(archive, options: options)
        let header: [(String, JSONValue)] = [("file", .string(name))]
        guard case .object(let members) = renderer.render(archive) else { return (.object(header), renderer.rendered) }
        return (.object(header + members), renderer.rendered)
    }

    /// A header line, then the `$top` tree one level in, and the objects written, whose
    /// `isExhausted` says the lines are cut short.
    static func lines(_ archive: KeyedArchive, name: String, options: KeyedArchive.Options, style: TextStyle) -> (
        [String], RenderedObjects
    ) {
        var renderer = ArchiveTextWalk(style: style, options: options)
        renderer.walk.rendered = RenderedObjects.referencing(archive, options: options)
        renderer.line(
            "\(name): \(archive.archiver) archive, version \(archive.version), \(ArchiveTextSink.count(archive.objectCount, "object"))",
            indent: 0)
        renderer.render(top: archive, indent: 1)
        return (renderer.lines, renderer.walk.rendered)
    }
}
