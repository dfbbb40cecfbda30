import RestoreKit

/// `find`'s table: one row per saved state, in the order given (newest save first).
///
/// Nothing that tells saved states apart is ever cut, the folder included: on a terminal too
/// narrow for a row, only the window titles after the folder (values) are cut, as every table and
/// dump line of restorectl cuts only values (`TextStyle.fit`); the rest wraps. The device's columns
/// are left out when no saved state is in a simulator, where they would hold only `-`.
struct FindView: CommandView {
    /// The saved states found, in the order they were found.
    let found: [FoundSavedState]

    /// An array of the saved states, in the order they were found.
    func document() -> JSONValue { .array(found.map(\.json)) }

    /// The table, newest save first; no lines when nothing was found.
    func lines(style: TextStyle) -> [String] {
        found.isEmpty ? [] : Self.table(FoundSavedState.newestFirst(found), style: style)
    }

    static let header = [
        "BUNDLE ID", "DEVICE", "OS", "BOOTED", "SAVED", "KIND", "VERSION", "IDIOM", "OBJECTS", "SCENES", "WINDOWS",
        "TRIES LEFT", "FOLDER",
    ]
    /// The columns of `header` that describe the simulated device.
    static let deviceColumns = 1...3

    static func table(_ entries: [FoundSavedState], style: TextStyle) -> [String] {
        var rows = [header]
        for entry in entries {
            let summary = entry.summary
            let titles = summary.titles.map(ArchiveTextSink.quoted).joined(separator: ", ")
            let device = entry.device
            rows.append([
                TerminalText.escaped(entry.bundleIdentifier),
                device.map { TerminalText.escaped($0.name) } ?? "-",
                device.map { $0.osVersion ?? TerminalText.escaped($0.runtime) } ?? "-",
                device.map { $0.isBooted ? "yes" : "no" } ?? "-",
                summary.saved.map { ReferenceDate.iso8601($0) } ?? "-",
                summary.kind.rawValue,
                summary.metadata?.bundleVersion ?? "-",
                summary.metadata?.idiom ?? "-",
                summary.objectCount.map(String.init) ?? "-",
                summary.sceneCount.map(String.init) ?? "-",
                summary.windowCount.map(String.init) ?? "-",
                summary.marker?.triesLeft.map(String.init) ?? "-",
                summary.folder
                    + style.value(
                        (titles.isEmpty ? "" : "  " + titles) + (summary.failure.map { "  (unreadable: \($0))" } ?? "")),
            ])
        }
        if !entries.contains(where: { $0.device != nil }) {
            for index in rows.indices { rows[index].removeSubrange(deviceColumns) }
        }
        let last = rows[0].count - 1
        let widths = (0..<last).map { column in rows.map { TextLayout.width($0[column]) }.max() ?? 0 }
        return rows.map { row in
            (0..<last).map { TextLayout.padded(row[$0], widths[$0]) }.joined(separator: "  ") + "  " + row[last]
        }
    }
}
