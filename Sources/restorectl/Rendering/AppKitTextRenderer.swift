import RestoreKit

/// The text view of an AppKit saved state: each window with its attributes and its records'
/// keyed archives and other values, then the records no window owns, then the window snapshots.
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
        var problems: [String] = []
        for (problem, word) in [(AppKitRecord.Problem.damaged, "unreadable"), (.undecryptable, "not decrypted")] {
            let count = records.filter { $0.problem == problem }.count
            if count > 0 { problems.append("\(count) \(word)") }
        }
        let source = state.hasWindowList ? "" : ", no \(AppKitSavedState.windowListName)"
        let snapshots =
            state.snapshots.isEmpty ? "" : ", " + ArchiveTextSink.count(state.snapshots.count, "window snapshot")
        values.line(
            "\(file): AppKit saved state of \(bundleIdentifier), \(ArchiveTextSink.count(state.windows.count, "window")), "
                + "\(ArchiveTextSink.count(records.count, "record"))"
                + (problems.isEmpty ? "" : " (\(problems.joined(separator: ", ")))") + snapshots + source, indent: 0)
        for window in state.windows {
            values.line("", indent: 0)
            let id = window.id.map { "window \($0)" } ?? "window without NSWindowID"
            let title = window.title.map { " " + ArchiveTextSink.quoted($0) } ?? " (no title)"
            values.line(
                values.style.path(id) + title + (window.keyProblem.map { " " + values.style.problem("(\($0))") } ?? ""),
                indent: 0)
            values.render(window.attributes.map { ArchiveField($0.key, .inline($0.value)) }, indent: 2, nesting: 0)
            for record in window.records { render(record, showsWindow: false) }
        }
        if !state.orphanRecords.isEmpty {
            values.line("", indent: 0)
            values.line(
                "records without a window in \(AppKitSavedState.windowListName) (\(state.orphanRecords.count))",
                indent: 0)
            for record in state.orphanRecords { render(record, showsWindow: true) }
        }
        guard !state.snapshots.isEmpty else { return }
        values.line("", indent: 0)
        values.line(
            "window snapshots, encrypted with a key not in the folder, not read (\(state.snapshots.count))", indent: 0)
        for snapshot in state.snapshots {
            values.line(
                "\(snapshot.file): window \(snapshot.windowNumber), \(ArchiveTextSink.count(snapshot.size, "byte"))",
                indent: 1)
        }
    }

    mutating func render(_ record: AppKitRecord, showsWindow: Bool) {
        var heading = "record, " + record.location
        if record.version != "1000", let version = record.version { heading += ", NSCR" + version }
        if showsWindow, let id = record.windowID { heading += ", window \(id)" }
        if let name = record.className { heading += ": " + values.style.className(name) }
        if let archive = record.archive {
            heading += " (\(ArchiveTextSink.count(archive.objectCount, "object")))"
        }
        if let error = record.error {
            // An undecryptable record's reason starts by saying so ("cannot decrypt", "decrypted to noise").
            let word = record.problem == .undecryptable ? "" : "unreadable: "
            heading += (record.className == nil ? ": " : ", ") + values.style.problem(word + error)
        }
        values.line(heading, indent: 1)
        if let archive = record.archive { values.render(archive.top, indent: 3, nesting: 1) }
        for value in record.values where value.tag != "rchv" { render(value) }
    }

    /// A value besides the keyed archive: a document's URL plainly, a property list as a field
    /// named by its tag, an unknown tag by its name and size.
    mutating func render(_ value: AppKitRecordValue) {
        let documents = value.documents
        for document in documents {
            values.line("document (\(value.tag)) = " + ArchiveTextSink.quoted(document), indent: 3)
        }
        switch value.content {
        case .propertyList(let plist) where documents.isEmpty:
            values.render([ArchiveField(value.tag, .inline(plist))], indent: 3, nesting: 1)
        case .unknown:
            values.line("\(value.tag) (unknown tag, \(ArchiveTextSink.count(value.length, "byte")))", indent: 3)
        case .unreadable(let reason):
            values.line("\(value.tag) " + values.style.problem("(unreadable: \(reason))"), indent: 3)
        case .archive, .propertyList:
            break
        }
    }
}
