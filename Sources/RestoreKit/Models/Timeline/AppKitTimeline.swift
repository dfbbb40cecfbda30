/// The facts of a macOS (AppKit) saved-state folder: window titles, records (decrypted or not),
/// documents, bookmarks, URLs and dates in records, Terminal tabs, window snapshots.
enum AppKitTimeline {
    static func add(_ input: SavedStateInput.AppKitFolder, in files: some FileSource, to facts: inout TimelineFacts) {
        let folder = input.folder
        let state: AppKitSavedState
        do {
            state = try AppKitSavedState(input, in: files, options: facts.options.archive)
        } catch {
            let name: String
            switch error {
            case .unreadableFile(let file, _): name = file
            case .unreadableWindowList(let listError): name = listError.file
            }
            facts.add(facts.fact(.unreadable, source: folder + "/" + name, value: error.description))
            return
        }
        let windowList = folder + "/" + AppKitSavedState.windowListName
        for window in state.windows {
            guard let title = window.title else { continue }
            var row = facts.fact(.windowTitle, source: windowList, value: title)
            row.window = window.id
            row.key = AppKitWindow.titleKey
            facts.add(row)
        }
        let records = state.records
        for (position, record) in records.enumerated() {
            let later = records[(position + 1)...]
            let newest = !later.contains { $0.windowID == record.windowID && $0.className == record.className }
            add(record, newest: newest, folder: folder, to: &facts)
        }
        for snapshot in state.snapshots {
            var row = facts.fact(.windowSnapshot, source: folder + "/" + snapshot.file, value: snapshot.file)
            row.window = snapshot.windowNumber
            facts.add(row, created: true)
        }
    }

    static func add(_ record: AppKitRecord, newest: Bool, folder: String, to facts: inout TimelineFacts) {
        var row = facts.fact(.record, source: folder + "/" + record.file, value: record.className)
        row.offset = record.offset
        row.window = record.windowID
        guard let className = record.className else {
            row.kind = record.problem == .undecryptable ? .undecryptableRecord : .unreadable
            row.value = record.error ?? "unreadable"
            facts.add(row)
            return
        }
        row.recordClass = className
        row.newest = newest
        facts.add(row)
        if record.problem != nil, let error = record.error {
            var damaged = row
            damaged.kind = .unreadable
            damaged.value = error
            facts.add(damaged)
        }
        for value in record.values {
            switch (value.tag, value.content) {
            case (AppKitRecordValue.archiveTag, .archive(let archive)):
                facts.add(
                    ArchiveFact.of(archive, prefix: value.tag, options: facts.options.archive), like: row,
                    dateKind: .recordDate)
            case (AppKitRecordValue.documentTag, .propertyList(let list)):
                addDocuments(list, like: row, to: &facts)
            default:
                break
            }
        }
        for tab in record.terminalTabs { add(tab, like: row, to: &facts) }
    }

    /// A `surl` value's documents: a URL as text, or a bookmark (its path and dates).
    static func addDocuments(_ list: PropertyListValue, like row: TimelineRow, to facts: inout TimelineFacts) {
        for (index, item) in (list.arrayValue ?? [list]).enumerated() {
            let key = AppKitRecordValue.documentTag + "[\(index)]"
            if case .data(let bytes) = item, let fact = ArchiveFact.bookmark(in: bytes, key: key) {
                facts.add([fact], like: row, dateKind: .recordDate)
                continue
            }
            guard let text = AppKitRecordValue.documentText(item) else { continue }
            var document = row
            document.kind = .document
            document.key = key
            document.value = text
            facts.add(document)
        }
    }

    static func add(_ tab: TerminalTab, like row: TimelineRow, to facts: inout TimelineFacts) {
        let entries: [(TimelineRow.Kind, String, String?)] = [
            (.terminalTitle, TerminalTab.titleKey, tab.title),
            (.terminalDirectory, TerminalTab.directoryKey, tab.workingDirectory),
            (.terminalScrollback, tab.contentsKey ?? "", tab.contents),
        ]
        for (kind, key, value) in entries {
            guard let value else { continue }
            var fact = row
            fact.kind = kind
            fact.key = tab.keyPath + "." + key
            fact.value = value
            facts.add(fact)
        }
    }
}
