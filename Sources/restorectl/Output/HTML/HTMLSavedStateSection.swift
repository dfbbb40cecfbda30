import RestoreKit

/// One file of a report as a section: a summary of what saved it and what validation found,
/// then, for UIKit state, the tree of objects, the app delegate's keys and the scenes, or, for
/// macOS state, the windows.
struct HTMLSavedStateSection {
    let file: ReportedFile
    let findings: HTMLFindings
    let values: HTMLValueWriter

    init(_ file: ReportedFile, index: Int, findings: [ValidationFinding]) {
        self.file = file
        let anchors = HTMLAnchors(file: index, document: file.document)
        self.findings = HTMLFindings(anchors: anchors, findings: findings)
        values = HTMLValueWriter(anchors: anchors.objects)
    }

    /// Writes the section.
    func write(into out: inout HTMLOutput) {
        let document = file.document
        out.markup("<section class=\"file\" id=\"\(findings.anchors.section)\"><h2>")
        out.text(document[member: "file"]?.string ?? "")
        out.markup("</h2>")
        let isAppKit = document[member: "kind"]?.string == "appkit"
        summary(isAppKit ? appKitRows : uikitRows, into: &out)
        findings.list(findings.unplaced, into: &out)
        if isAppKit {
            HTMLAppKitWindows(values: values).write(document, into: &out)
        } else {
            uikitContents(into: &out)
        }
        out.markup("</section>")
    }

    /// The summary as a definition list of label and text.
    private func summary(_ rows: [(String, String)], into out: inout HTMLOutput) {
        out.markup("<dl class=\"summary\">")
        for (label, text) in rows {
            out.markup("<dt>\(label)</dt>")
            out.element("dd", class: label == "validation" ? HTMLFindings.verdictClass(findings.findings) : "v", text)
        }
        out.markup("</dl>")
    }

    /// What saved a UIKit archive, when, and what UIKit will make of it.
    private var uikitRows: [(String, String)] {
        let document = file.document
        let metadata = document[member: "metadata"] ?? .null
        func text(_ name: String) -> String { metadata[member: name]?.string ?? "absent" }
        let idiom = metadata[member: "idiomValue"].map { text("idiom") + " (" + $0.serialized(pretty: false) + ")" } ?? "absent"
        let triesLeft = document[member: "inProgress"]?[member: "triesLeft"].map { $0.serialized(pretty: false) } ?? "no inprogress.data"
        let objects = document[member: "objects"]?.elements.count ?? 0
        return [
            ("app", file.app ?? "unknown"), ("bundle version", text("bundleVersion")), ("system version", text("systemVersion")),
            ("idiom", idiom), ("saved", text("timestamp")), ("archive version", text("archiveVersion")),
            ("tries left", triesLeft), ("objects", "\(objects)"), ("scenes", "\(document[member: "scenes"]?.elements.count ?? 0)"),
            ("validation", HTMLFindings.tally(findings.findings)),
        ]
    }

    /// A macOS saved state's app and how many windows and records it holds.
    private var appKitRows: [(String, String)] {
        let document = file.document
        let windows = document[member: "windows"]?.elements ?? []
        let records = windows.reduce(0) { $0 + ($1[member: "records"]?.elements.count ?? 0) } + (document[member: "orphanRecords"]?.elements.count ?? 0)
        return [
            ("app", document[member: "bundleIdentifier"]?.string ?? file.app ?? "unknown"), ("kind", "macOS (AppKit) saved state"),
            ("windows", "\(windows.count)"), ("records", "\(records)"), ("validation", HTMLFindings.tally(findings.findings)),
        ]
    }

    /// The first responders, the object tree, the app delegate's keys and the scenes.
    private func uikitContents(into out: inout HTMLOutput) {
        let document = file.document
        let responders = document[member: "firstResponders"]?.elements.compactMap(\.string) ?? []
        if !responders.isEmpty {
            out.markup("<p class=\"responders\">first responder: ")
            for path in responders { values.reference(path, into: &out) }
            out.markup("</p>")
        }
        let objects = document[member: "objects"]?.elements ?? []
        out.markup("<h3>Restoration tree <span class=\"count\">\(HTMLValueWriter.count(objects.count, "object"))</span></h3>")
        if objects.isEmpty { out.markup("<p class=\"none\">No view-controller archive.</p>") }
        HTMLRestorationTree(values: values, findings: findings, objects: objects).write(into: &out)
        let extra = document[member: "extra"]?.members ?? []
        if !extra.isEmpty {
            out.markup("<h3>App delegate's keys</h3><div class=\"extra\">")
            values.members(extra, into: &out)
            out.markup("</div>")
        }
        HTMLScenes(values: values, findings: findings).write(document[member: "scenes"]?.elements ?? [], into: &out)
    }
}
