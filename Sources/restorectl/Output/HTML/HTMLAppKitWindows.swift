import RestoreKit

/// A macOS saved state's windows drawn at their saved frames, then each with its title, the
/// documents its records name, its attributes and records; then the records no window lists and
/// the windows' encrypted snapshots.
struct HTMLAppKitWindows {
    let values: HTMLValueWriter

    /// Writes the windows, orphan records and snapshots of `state`, whose coded values are `rendered`.
    func write(
        _ state: AppKitSavedState, rendered: AppKitSavedState.RenderedValues<HTMLValueList>, into out: inout HTMLOutput
    ) {
        let windows = state.windows
        out.markup("<h3>Windows <span class=\"count\">\(windows.count)</span></h3>")
        HTMLWindowDrawing().write(windows, into: &out)
        out.markup("<div class=\"tree\">")
        for (window, rendered) in zip(windows, rendered.windows) {
            out.markup("<details class=\"obj window\" open><summary>")
            // A window without an id has read `window null` since the report was written from the JSON document.
            out.element("span", class: "name", "window " + (window.id.map { "\($0)" } ?? "null"))
            out.markup(" ")
            out.element("span", class: "cls", window.title ?? "untitled")
            out.markup("</summary><div class=\"own\">")
            // A document's URL is shown as text, never made a link: it comes from the file.
            for document in window.documents {
                out.element("div", class: "document", "document: " + document)
            }
            let attributes = rendered.attributes
            out.markup(
                "<details class=\"values\"><summary>attributes (\(HTMLValueWriter.count(attributes.count, "key")))</summary>"
            )
            values.members(attributes, into: &out)
            out.markup("</details>")
            records(window.records, rendered.records, into: &out)
            out.markup("</div></details>")
        }
        out.markup("</div>")
        let orphans = state.orphanRecords
        if !orphans.isEmpty {
            out.markup("<h3>Records of no listed window <span class=\"count\">\(orphans.count)</span></h3>")
            records(orphans, rendered.orphanRecords, into: &out)
        }
        let snapshots = state.snapshots
        if !snapshots.isEmpty {
            out.markup("<h3>Window snapshots <span class=\"count\">\(snapshots.count)</span></h3>")
            for snapshot in snapshots {
                out.element(
                    "div", class: "document",
                    snapshot.file + ": encrypted with a key not in the folder, \(snapshot.size) bytes")
            }
        }
    }

    /// Each record as its class and byte offset, opening to its state or saying why it cannot be read.
    private func records(
        _ records: [AppKitRecord], _ rendered: [AppKitRecord.RenderedValues<HTMLValueList>], into out: inout HTMLOutput
    ) {
        for (record, rendered) in zip(records, rendered) {
            let state = rendered.state ?? HTMLValueList()
            out.markup("<details class=\"values record\"><summary>")
            out.element("span", class: "cls", record.className ?? "unreadable record")
            out.markup(" ")
            out.element("span", class: "badge", record.file + " at offset \(record.offset)")
            out.markup("</summary>")
            if let error = record.error { out.element("div", class: "coder-error", error) }
            values.members(state, into: &out)
            out.markup("</details>")
        }
    }
}
