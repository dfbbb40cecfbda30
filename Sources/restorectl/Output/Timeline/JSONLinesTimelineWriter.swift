import RestoreKit

extension OutputFormat {
    /// JSON Lines: one compact JSON object a line.
    static let jsonl = OutputFormat(rawValue: "jsonl")
}

/// JSON Lines (`.jsonl`), what Timesketch imports: each row one compact object on a line of its
/// own (`message`, `datetime`, `timestamp_desc` on every one), lines ending in a line feed.
struct JSONLinesTimelineWriter: TimelineWriter {
    var format: OutputFormat { .jsonl }
    var summary: String { "jsonl (JSON Lines, a row a line, as Timesketch imports it)" }

    func bytes(_ rows: [TimelineRow]) -> [UInt8] {
        var output: [UInt8] = []
        for row in rows {
            output += row.json.serialized(pretty: false).utf8
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }
}
