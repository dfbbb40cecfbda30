import RestoreKit

/// A macOS saved state's windows drawn at their saved frames, then each with its title, the
/// documents its records name, its attributes and records; then the records no window lists and
/// the windows' encrypted snapshots.
struct HTMLAppKitWindows {
    let values: HTMLValueWriter

    /// Writes the windows and orphan records of `document`, `dump --format json`'s of a macOS saved state.
    func write(_ document: JSONValue, into out: inout HTMLOutput) {
        let windows = document[member: "windows"]?.elements ?? []
        out.markup("<h3>Windows <span class=\"count\">\(windows.count)</span></h3>")
        HTMLWindowDrawing().write(windows, into: &out)
        out.markup("<div class=\"tree\">")
        for window in windows {
            out.markup("<details class=\"obj window\" open><summary>")
            out.element("span", class: "name", "window " + (window[member: "id"].map { $0.serialized(pretty: false) } ?? "?"))
            out.markup(" ")
            out.element("span", class: "cls", window[member: "title"]?.string ?? "untitled")
            out.markup("</summary><div class=\"own\">")
            // A document's URL is shown as text, never made a link: it comes from the file.
            for document in window[member: "documents"]?.elements ?? [] {
                out.element("div", class: "document", "document: " + (document.string ?? ""))
            }
            let attributes = window[member: "attributes"]?.members ?? []
            out.markup("<details class=\"values\"><summary>attributes (\(HTMLValueWriter.count(attributes.count, "key")))</summary>")
            values.members(attributes, into: &out)
            out.markup("</details>")
            records(window[member: "records"]?.elements ?? [], into: &out)
            out.markup("</div></details>")
        }
        out.markup("</div>")
        let orphans = document[member: "orphanRecords"]?.elements ?? []
        if !orphans.isEmpty {
            out.markup("<h3>Records of no listed window <span class=\"count\">\(orphans.count)</span></h3>")
            records(orphans, into: &out)
        }
        let snapshots = document[member: "snapshots"]?.elements ?? []
        if !snapshots.isEmpty {
            out.markup("<h3>Window snapshots <span class=\"count\">\(snapshots.count)</span></h3>")
            for snapshot in snapshots {
                let size = snapshot[member: "size"].map { $0.serialized(pretty: false) } ?? "?"
                out.element("div", class: "document", (snapshot[member: "file"]?.string ?? "") + ": encrypted with a key not in the folder, " + size + " bytes")
            }
        }
    }

    /// Each record as its class and byte offset, opening to its state or saying why it cannot be read.
    private func records(_ records: [JSONValue], into out: inout HTMLOutput) {
        for record in records {
            let state = record[member: "state"]?.members ?? []
            out.markup("<details class=\"values record\"><summary>")
            out.element("span", class: "cls", record[member: "className"]?.string ?? "unreadable record")
            out.markup(" ")
            let place = (record[member: "file"]?.string ?? "") + " at offset " + (record[member: "offset"].map { $0.serialized(pretty: false) } ?? "?")
            out.element("span", class: "badge", place)
            out.markup("</summary>")
            if let error = record[member: "error"]?.string { out.element("div", class: "coder-error", error) }
            values.members(state, into: &out)
            out.markup("</details>")
        }
    }
}
