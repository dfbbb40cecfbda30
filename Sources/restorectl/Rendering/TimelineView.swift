import RestoreKit

/// `timeline`'s rows as text and as a document: a table oldest first, one row a line, and the
/// array of the rows' objects (`TimelineRow.json`), which JSON and XML write. The formats for
/// tools (jsonl, csv, tsv) are `TimelineWriters`'.
struct TimelineView: CommandView {
    /// The rows, in the timeline's order.
    let rows: [TimelineRow]

    func document() -> JSONValue { .array(rows.map(\.json)) }

    static let header = ["TIME (UTC)", "TIME KIND", "KIND", "APP", "WHERE", "VALUE"]

    /// `TIME (UTC)  TIME KIND  KIND  APP  WHERE  VALUE`, every string from a file escaped, values
    /// cut to the terminal's width; no lines for no rows.
    func lines(style: TextStyle) -> [String] {
        guard !rows.isEmpty else { return [] }
        var table = [Self.header]
        for row in rows {
            let place =
                row.window.map { "window \($0)" } ?? row.scene.map { "scene " + $0 }
                ?? PathNameSuffix.lastComponent(of: row.source).map(String.init) ?? row.source
            table.append([
                row.time.map { ReferenceDate.iso8601($0) } ?? "-", row.timeKind.rawValue, row.kind.rawValue,
                TerminalText.escaped(row.provenance.app), TerminalText.escaped(place),
                style.value(
                    TerminalText.escaped(row.value ?? (row.kind.isContent ? "(content left out)" : "-"))
                        + (row.key.map { "  (" + TerminalText.escaped($0) + ")" } ?? "")),
            ])
        }
        let last = Self.header.count - 1
        let widths = (0..<last).map { column in table.map { TextLayout.width($0[column]) }.max() ?? 0 }
        return table.map { cells in
            (0..<last).map { TextLayout.padded(cells[$0], widths[$0]) }.joined(separator: "  ") + "  " + cells[last]
        }
    }
}
