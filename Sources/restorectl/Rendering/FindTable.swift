import RestoreKit

/// `find`'s table: one row per saved state, newest save first.
///
/// Nothing that tells saved states apart is ever cut, the folder included: on a terminal too
/// narrow for a row, only the window titles after the folder (values) are cut, as every table and
/// dump line of restorectl cuts only values (`TextStyle.fit`); the rest wraps.
enum FindTable {
    static let header = ["BUNDLE ID", "DEVICE", "OS", "BOOTED", "SAVED", "KIND", "VERSION", "IDIOM", "OBJECTS", "SCENES", "WINDOWS", "TRIES LEFT", "FOLDER"]

    static func emit(_ entries: [FindCommand.Entry], _ console: inout Console) {
        var rows = [header]
        for entry in sorted(entries) {
            let titles = entry.titles.map(ArchiveTextRenderer.quoted).joined(separator: ", ")
            let device = entry.container?.device
            rows.append([
                SimulatorDevice.printable(entry.shownBundleIdentifier),
                device.map { SimulatorDevice.printable($0.name) } ?? "-",
                device.map { $0.osVersion ?? SimulatorDevice.printable($0.runtime) } ?? "-",
                device.map { $0.isBooted ? "yes" : "no" } ?? "-",
                entry.saved.map { ReferenceDate.iso8601($0) } ?? "-",
                entry.kind,
                entry.metadata?.bundleVersion ?? "-",
                entry.metadata?.idiom ?? "-",
                entry.objectCount.map(String.init) ?? "-",
                entry.kind == "uikit" ? String(entry.sceneCount) : "-",
                entry.windowCount.map(String.init) ?? "-",
                entry.marker?.triesLeft.map(String.init) ?? "-",
                entry.folder + console.style.value((titles.isEmpty ? "" : "  " + titles) + (entry.error.map { "  (unreadable: \($0))" } ?? "")),
            ])
        }
        let last = header.count - 1
        let widths = (0..<last).map { column in rows.map { TextLayout.width($0[column]) }.max() ?? 0 }
        ArchiveLoading.emit(lines: rows.map { row in
            (0..<last).map { TextLayout.padded(row[$0], widths[$0]) }.joined(separator: "  ") + "  " + row[last]
        }, &console)
    }

    /// Newest save first; saved states without a time after them, each group in folder order.
    static func sorted(_ entries: [FindCommand.Entry]) -> [FindCommand.Entry] {
        entries.enumerated().sorted { a, b in
            switch (a.element.saved, b.element.saved) {
            case let (x?, y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
