import RestoreKit

/// Turns a view's document, the format-neutral `JSONValue` every view builds in RestoreKit, into
/// the bytes of one output format. A new format is a new writer and a line in `writers`.
protocol DocumentWriter: Sendable {
    /// The `--format` it serves.
    var format: OutputFormat { get }
    /// The format's name in an error message (`cannot write as XML: ...`).
    var name: String { get }
    /// What the format is, in a line of `--format`'s help (`JSON (the shape docs/cli.md documents)`).
    var summary: String { get }
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

    /// The writer of `format`; a format no writer serves is a usage error, never a fall back.
    static func writer(for format: OutputFormat) throws(CommandFailure) -> any DocumentWriter {
        guard let writer = writers.first(where: { $0.format == format }) else {
            throw CommandFailure(UsageError(message: "no document is written as '\(format.rawValue)'"))
        }
        return writer
    }
}
