import RestoreKit

/// Turns a view's document, the format-neutral `JSONValue` every view builds in RestoreKit, into
/// the bytes of one output format. A new format is a new writer and a line in `writers`.
protocol DocumentWriter: Sendable {
    /// The format's name in an error message (`cannot write as XML: ...`).
    var name: String { get }
    /// The whole output, ending in a line feed; a document the format cannot hold throws.
    func bytes(_ document: JSONValue) throws(PropertyListError) -> [UInt8]
}

/// Which writer serves which `--format`: the document formats, listed once, and a writer for each.
/// Text has a writer of its own (`TextWriter`), since text is lines laid out for a terminal, not a
/// document. A switch rather than a table of (format, writer) pairs: a small `dump` would pay for
/// the table's element type at first use (callgrind).
enum DocumentWriters {
    /// The document formats, in the order `--format` offers them; each has a case in `writer(for:)`.
    static let formats: [OutputFormat] = [.json, .xml]

    /// The writer of `format`; JSON for a format that is no document's (callers ask for documents only).
    static func writer(for format: OutputFormat) -> any DocumentWriter {
        switch format {
        case .xml: XMLDocumentWriter()
        default: JSONDocumentWriter()
        }
    }
}
