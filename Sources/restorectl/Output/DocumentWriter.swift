import RestoreKit

/// Turns a view's document, the format-neutral `JSONValue` every view builds in RestoreKit, into
/// the bytes of one output format. A new format is a new writer and a line in `writers`.
protocol DocumentWriter: Sendable {
    /// The `--format` it serves.
    var format: OutputFormat { get }
    /// The format's name in an error message (`cannot write as XML: ...`).
    var name: String { get }
    /// The whole output, ending in a line feed; a document the format cannot hold throws.
    func bytes(_ document: JSONValue) throws(PropertyListError) -> [UInt8]
}

/// Which writer serves which `--format`: the document formats, listed once, each by its writer.
/// Text has a writer of its own (`TextWriter`), since text is lines laid out for a terminal, not a
/// document.
enum DocumentWriters {
    /// The document writers, in the order `--format` offers their formats.
    static let writers: [any DocumentWriter] = [JSONDocumentWriter(), XMLDocumentWriter()]

    /// The document formats, in the order `--format` offers them.
    static var formats: [OutputFormat] { writers.map(\.format) }

    /// The writer of `format`; JSON for a format that is no document's (callers ask for documents only).
    static func writer(for format: OutputFormat) -> any DocumentWriter {
        writers.first { $0.format == format } ?? JSONDocumentWriter()
    }
}
