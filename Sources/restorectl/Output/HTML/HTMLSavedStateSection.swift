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
        let anchors: HTMLAnchors
        switch file.content {
        case .uikit(let view):
            anchors = HTMLAnchors(
                file: index, objectPaths: view.objects.map(\.path),
                sceneIdentifiers: view.scenes?.map(\.identifier) ?? [])
        case .appKit: anchors = HTMLAnchors(file: index, objectPaths: [], sceneIdentifiers: [])
        }
        self.findings = HTMLFindings(anchors: anchors, findings: findings)
        values = HTMLValueWriter(anchors: anchors.objects)
    }

    /// Writes the section.
    func write(into out: inout HTMLOutput) {
        out.markup("<section class=\"file\" id=\"\(findings.anchors.section)\"><h2>")
        out.text(file.name)
        out.markup("</h2>")
        switch file.content {
        case .uikit(let view):
            summary(uikitRows(view), into: &out)
            findings.list(findings.unplaced, into: &out)
            uikitContents(view, into: &out)
        case .appKit(let state):
            summary(appKitRows(state), into: &out)
            findings.list(findings.unplaced, into: &out)
            var walk = HTMLValueWalk(ArchiveWalk())
            walk.walk.options = file.options
            HTMLAppKitWindows(values: values).write(state, rendered: state.renderedValues(&walk), into: &out)
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
    private func uikitRows(_ view: RestorationView) -> [(String, String)] {
        let metadata = view.archive?.metadata ?? RestorationMetadata()
        func text(_ value: String?) -> String { value ?? "absent" }
        // Without an idiom number the row has read `absent (null)` since the report was written
        // from the JSON document, whose `idiomValue` is then null: kept, as output does not change here.
        let idiom = text(metadata.idiom) + " (" + (metadata.idiomValue.map { "\($0)" } ?? "null") + ")"
        let triesLeft = view.marker.map { $0.triesLeft.map { "\($0)" } ?? "null" } ?? "no inprogress.data"
        return [
            ("app", file.app ?? "unknown"), ("bundle version", text(metadata.bundleVersion)),
            ("system version", text(metadata.systemVersion)),
            ("idiom", idiom), ("saved", text(metadata.timestampText)),
            ("archive version", text(metadata.archiveVersion)),
            ("tries left", triesLeft), ("objects", "\(view.objects.count)"), ("scenes", "\(view.scenes?.count ?? 0)"),
            ("validation", HTMLFindings.tally(findings.findings)),
        ]
    }

    /// A macOS saved state's app and how many windows and records it holds.
    private func appKitRows(_ state: AppKitSavedState) -> [(String, String)] {
        let records = state.windows.reduce(0) { $0 + $1.records.count } + state.orphanRecords.count
        return [
            ("app", file.app ?? "unknown"), ("kind", "macOS (AppKit) saved state"),
            ("windows", "\(state.windows.count)"), ("records", "\(records)"),
            ("validation", HTMLFindings.tally(findings.findings)),
        ]
    }

    /// The first responders, the object tree, the app delegate's keys and the scenes.
    private func uikitContents(_ view: RestorationView, into out: inout HTMLOutput) {
        var walk = HTMLValueWalk(RestorationArchive.valueWalk(options: file.options))
        let rendered = view.renderedValues(&walk)
        let responders = view.archive?.firstResponders ?? []
        if !responders.isEmpty {
            out.markup("<p class=\"responders\">first responder: ")
            for path in responders { values.reference(path, into: &out) }
            out.markup("</p>")
        }
        out.markup(
            "<h3>Restoration tree <span class=\"count\">\(HTMLValueWriter.count(view.objects.count, "object"))</span></h3>"
        )
        if view.objects.isEmpty { out.markup("<p class=\"none\">No view-controller archive.</p>") }
        let outcomes = HTMLBuildOutcomes(file.dryRun)
        HTMLRestorationTree(
            values: values, findings: findings, objects: view.objects, states: rendered.states, outcomes: outcomes
        ).write(into: &out)
        if let extra = rendered.extra, extra.count > 0 {
            out.markup("<h3>App delegate's keys</h3><div class=\"extra\">")
            values.members(extra, into: &out)
            out.markup("</div>")
        }
        var sceneWalk = HTMLValueWalk(RestorationArchive.valueWalk(options: file.options))
        HTMLScenes(values: values, findings: findings, outcomes: outcomes).write(
            view.scenes ?? [], walk: &sceneWalk, into: &out)
    }
}
