import RestoreKit

/// Writes a timeline's rows in one format for tools (Timesketch, a spreadsheet, a script), as
/// `validate`'s reporters write a run: one file per format family, listed once in `writers`. The
/// text and the document formats (JSON, XML) are the view's (`TimelineView`).
protocol TimelineWriter: Sendable {
    /// The `--format` it serves.
    var format: OutputFormat { get }
    /// What the format is, in `timeline --format`'s help.
    var summary: String { get }
    /// The rows, in the order given, as the whole output: UTF-8 without a byte order mark.
    func bytes(_ rows: [TimelineRow]) -> [UInt8]
}

/// Which writer serves which of `timeline`'s formats for tools: the one list of them.
enum TimelineWriters {
    static let writers: [any TimelineWriter] = [
        JSONLinesTimelineWriter(), DelimitedTimelineWriter.csv, DelimitedTimelineWriter.tsv,
    ]

    /// The formats the writers serve, in the order help lists them.
    static var formats: [OutputFormat] { writers.map(\.format) }

    /// `timeline --format`: text, the documents, then the writers' formats, its help composed
    /// from their summaries.
    static var option: TypedOption<OutputFormat> {
        OutputFormat.option([.text] + DocumentWriters.formats + formats, help: help)
    }

    static var help: String {
        var help = OutputFormat.viewHelp(
            text: "A table, oldest first (default)", document: "an array with one object per row")
        help.removeLast()
        for writer in writers { help += "; " + writer.summary }
        return help + "."
    }

    /// `rows` in `format`, for `OutputWriters` to write; a format no writer serves is a usage error.
    static func bytes(_ rows: [TimelineRow], format: OutputFormat) throws(CommandFailure) -> [UInt8] {
        guard let writer = writers.first(where: { $0.format == format }) else {
            throw CommandFailure(UsageError(message: "no timeline is written as '\(format.rawValue)'"))
        }
        return writer.bytes(rows)
    }
}
