import RestoreKit

/// `find`'s table: one row per saved state, newest save first.
///
/// Nothing that tells saved states apart is ever cut: on a terminal too narrow for a row, only the
/// folder (the last column, which `--format json` gives whole) is shortened in its middle, where a
/// simulator's path repeats what the other columns say; when even the other columns do not fit,
/// the row is left whole for the terminal to wrap.
enum FindTable {
    static let header = ["BUNDLE ID", "DEVICE", "OS", "BOOTED", "SAVED", "KIND", "VERSION", "IDIOM", "OBJECTS", "SCENES", "WINDOWS", "TRIES LEFT", "FOLDER"]
    /// A folder is not shortened below this many characters: shorter, it would say nothing.
    static let shortestFolder = 40

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
                entry.folder + (titles.isEmpty ? "" : "  " + titles) + (entry.error.map { "  (unreadable: \($0))" } ?? ""),
            ])
        }
        let last = header.count - 1
        let widths = (0..<last).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var bytes = [UInt8]()
        for row in rows {
            let fixed = (0..<last).map { HelpText.padded(row[$0], widths[$0]) }.joined(separator: "  ") + "  "
            let room = console.style.width.map { $0 - fixed.count } ?? Int.max
            bytes.append(contentsOf: (fixed + shortened(row[last], to: room)).utf8)
            bytes.append(0x0A)
        }
        console.write(bytes)
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

    /// `text` with its middle replaced by `…` to fit `room` characters; whole when it fits or
    /// when `room` is too small to leave anything worth reading.
    static func shortened(_ text: String, to room: Int) -> String {
        guard text.count > room, room >= shortestFolder else { return text }
        // More of the end than of the start: the end names the app's folder.
        let head = (room - 1) / 3
        let tail = room - 1 - head
        return String(text.prefix(head)) + "…" + String(text.suffix(tail))
    }
}
