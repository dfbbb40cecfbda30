import RestoreKit

/// One file a report shows: the view `dump` writes of it and the app it belongs to.
struct ReportedFile: Sendable {
    /// What a file holds, as `dump` reads it.
    enum Content: Sendable {
        /// UIKit state restoration: an archive, a `.savedState` folder.
        case uikit(RestorationView)
        /// A macOS saved state.
        case appKit(AppKitSavedState)
    }

    /// The file's name, as `dump` shows it.
    let name: String
    /// The view of the file.
    let content: Content
    /// The app, from its saved-state folder's name; nil when nothing names it.
    let app: String?
    /// The limits the coded values are rendered within, as `dump --format json` renders them.
    let options: KeyedArchive.Options
    /// The dry run against the build `report --app` names (`explain --app`'s); nil without one,
    /// and for macOS saved state, which UIKit does not restore.
    var dryRun: DryRun? = nil
}

/// A report: one self-contained HTML page of saved state, written from the views every other
/// format writes and the validation run's findings. The overview at the top gives the
/// outcome and links to every finding; a section per file follows.
struct HTMLReportWriter {
    /// The page for `files`, whose findings are `run`'s files at the same positions; with `app`
    /// (`report --app`: its name as given, and the build) a box of what the build decides comes
    /// before the findings.
    func bytes(_ files: [ReportedFile], run: ValidationRun, app: (name: String, build: AppBuild)? = nil) -> [UInt8] {
        var out = HTMLOutput()
        let title = files.count == 1 ? (files[0].app ?? files[0].name) : "\(files.count) files"
        out.markup(
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src '\(HTMLPageAssets.scriptHash)'">
            <meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="restorectl \(Version.current)">
            <title>
            """)
        out.text("Saved state: " + title)
        out.markup(
            "</title>\n<style>\n\(HTMLPageAssets.style)\n</style></head>\n<body><header><h1>Saved state report</h1><span class=\"files\">"
        )
        out.text(title)
        out.markup(
            """
            </span><input id="filter" type="search" placeholder="Filter by path, class or value" aria-label="Filter the tree" hidden><span id="shown"></span></header>
            <main>
            """)
        let sections = zip(files, run.files).enumerated().map {
            HTMLSavedStateSection($0.element.0, index: $0.offset, findings: $0.element.1.findings)
        }
        if let app { HTMLBuildOutcomes.overview(app.name, app.build, files: files, into: &out) }
        overview(sections, run: run, into: &out)
        for section in sections { section.write(into: &out) }
        out.markup("</main>\n<script>\(HTMLPageAssets.script)</script>\n</body></html>\n")
        return Array(out.html.utf8)
    }

    /// The outcome of validation and every finding, each linking to where its section shows it.
    private func overview(_ sections: [HTMLSavedStateSection], run: ValidationRun, into out: inout HTMLOutput) {
        let all = sections.flatMap(\.findings.findings)
        // "Passed" alone only when nothing above a note was found; a pass with warnings says so.
        let passed = run.outcome == .passed
        let verdict = passed ? HTMLFindings.verdictClass(all) : "bad"
        out.markup("<div class=\"overview\"><h2>Validation: <span class=\"outcome \(verdict)\">")
        switch (passed, verdict) {
        case (false, _): out.text(HTMLFindings.tally(all))
        case (true, "warn"): out.text("passed with " + HTMLFindings.tally(all))
        default: out.text(all.isEmpty ? "passed" : "passed, " + HTMLFindings.tally(all))
        }
        out.markup("</span></h2>")
        guard !all.isEmpty else {
            out.markup(
                "<p class=\"none\">No findings: nothing validate checks stops this saved state from being restored.</p></div>"
            )
            return
        }
        out.markup("<ul class=\"findings\">")
        for section in sections {
            let findings = section.findings
            for (index, finding) in findings.findings.enumerated() {
                out.markup(
                    "<li class=\"\(finding.severity.rawValue)\"><a href=\"#\(findings.anchors.finding(index))\">")
                HTMLFindings.describe(finding, withPath: true, into: &out)
                out.markup("</a>")
                if sections.count > 1 {
                    out.markup(" ")
                    out.element("span", class: "rule", "in " + section.file.name)
                }
                out.markup("</li>")
            }
        }
        out.markup("</ul></div>")
    }
}
