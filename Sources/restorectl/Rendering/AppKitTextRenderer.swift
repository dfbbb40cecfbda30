import RestoreKit

/// The text view of an AppKit saved state: each window with its attributes and its records'
/// keyed archives, then the records no window owns.
struct AppKitTextRenderer {
    var values: ArchiveTextWalk
    /// Terminal keeps each tab's scrollback as UTF-8 data under these keys.
    static let terminalTextKeys: Set<String> = ["Tab Contents", "Tab Contents v2"]

    init(options: KeyedArchive.Options, style: TextStyle) {
        values = ArchiveTextWalk(style: style, options: options)
        values.tree.textDataKeys = Self.terminalTextKeys
    }

    mutating func render(_ state: AppKitSavedState, file: String, bundleIdentifier: String) {
        let records = state.records
        let unreadable = records.filter { $0.error != nil }.count
        let source = state.hasWindowList ? "" : ", no \(AppKitSavedState.windowListName)"
        values.line("\(file): AppKit saved state of \(bundleIdentifier), \(ArchiveTextRenderer.count(state.windows.count, "window")), "
            + "\(ArchiveTextRenderer.count(records.count, "record"))" + (unreadable > 0 ? " (\(unreadable) unreadable)" : "") + source, indent: 0)
        for window in state.windows {
            values.line("", indent: 0)
            let id = window.id.map { "window \($0)" } ?? "window without NSWindowID"
            let title = window.title.map { " " + ArchiveTextRenderer.quoted($0) } ?? " (no title)"
            values.line(values.style.path(id) + title + (window.keyProblem.map { " " + values.style.problem("(\($0))") } ?? ""), indent: 0)
            values.render(window.attributes.map { ArchiveField($0.key, .inline($0.value)) }, indent: 2, nesting: 0)
            for record in window.records { render(record, showsWindow: false) }
        }
        guard !state.orphanRecords.isEmpty else { return }
        values.line("", indent: 0)
        values.line("records without a window in \(AppKitSavedState.windowListName) (\(state.orphanRecords.count))", indent: 0)
        for record in state.orphanRecords { render(record, showsWindow: true) }
    }

    mutating func render(_ record: AppKitRecord, showsWindow: Bool) {
        var heading = "record, " + record.location
        if showsWindow, let id = record.windowID { heading += ", window \(id)" }
        if let name = record.className { heading += ": " + values.style.className(name) }
        if let archive = record.archive {
            values.line(heading + " (\(ArchiveTextRenderer.count(archive.objectCount, "object")))", indent: 1)
            values.render(archive.top, indent: 3, nesting: 1)
        } else {
            values.line(heading + (record.className == nil ? ": " : ", ") + values.style.problem("unreadable: \(record.error ?? "no archive")"), indent: 1)
        }
    }
}
