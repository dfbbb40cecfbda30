import RestoreKit

/// Where things are in a report page: the anchors of a file's objects, scenes and findings, all
/// made from positions (`f0-o12`), never from a string of the archive, so no identifier path can
/// reach an `id` or `href` however it is spelled.
struct HTMLAnchors {
    /// The file's position among the report's files.
    let file: Int
    /// The anchor of each object, by identifier path.
    let objects: [String: String]
    /// The anchor of each scene, by identifier.
    let scenes: [String: String]

    /// The anchors of a file's objects, by their identifier paths, and scenes, by their identifiers, in order.
    init(file: Int, objectPaths: [String], sceneIdentifiers: [String]) {
        self.file = file
        var objects: [String: String] = [:]
        for (index, path) in objectPaths.enumerated() where objects[path] == nil {
            objects[path] = Self.object(index, file: file)
        }
        var scenes: [String: String] = [:]
        for (index, identifier) in sceneIdentifiers.enumerated() where scenes[identifier] == nil {
            scenes[identifier] = "f\(file)-s\(index)"
        }
        self.objects = objects
        self.scenes = scenes
    }

    /// The anchor of the file's `index`th object: a path given twice names the first.
    static func object(_ index: Int, file: Int) -> String { "f\(file)-o\(index)" }

    /// The anchor of the file's `index`th finding.
    func finding(_ index: Int) -> String { "f\(file)-i\(index)" }

    /// The anchor of the file's section.
    var section: String { "f\(file)" }
}

/// A file's findings written where they belong: on the object or scene their path names, the
/// others in the file's own list; every one with an anchor the list at the top links to.
struct HTMLFindings {
    let anchors: HTMLAnchors
    /// The findings, in the order validate reports them.
    let findings: [ValidationFinding]

    /// The positions of the findings about the object or scene at `path`.
    func indices(at path: String) -> [Int] {
        findings.indices.filter { findings[$0].path == path }
    }

    /// The positions of the findings about no object or scene of the page.
    var unplaced: [Int] {
        findings.indices.filter { !isPlaced(findings[$0]) }
    }

    /// Whether the finding is shown on an object or scene of the page, which its path names.
    func isPlaced(_ finding: ValidationFinding) -> Bool {
        guard let path = finding.path else { return false }
        return anchors.objects[path] != nil || anchors.scenes[path] != nil
    }

    /// The findings at `indices` as list items, each with its anchor.
    func list(_ indices: [Int], into out: inout HTMLOutput) {
        guard !indices.isEmpty else { return }
        out.markup("<ul class=\"findings\">")
        for index in indices {
            let finding = findings[index]
            out.markup("<li class=\"\(finding.severity.rawValue)\" id=\"\(anchors.finding(index))\">")
            Self.describe(finding, withPath: !isPlaced(finding), into: &out)
            out.markup("</li>")
        }
        out.markup("</ul>")
    }

    /// `SEVERITY PATH: message [rule]`, the path only when asked (a finding shown on its object
    /// does not repeat it), then for an error or warning `help: what to change`.
    static func describe(_ finding: ValidationFinding, withPath: Bool, into out: inout HTMLOutput) {
        out.element("span", class: "sev", finding.severity.rawValue)
        out.markup(" ")
        if withPath, let path = finding.path { out.element("span", class: "fpath", path + ": ") }
        out.text(finding.messageWithDemangledNames)
        out.markup(" ")
        out.element("span", class: "rule", "[" + finding.rule.rawValue + "]")
        // What to change, as validate's text says it.
        if let help = TextValidationReporter.help(finding) { out.element("div", class: "help", "help: " + help) }
    }

    /// A count of errors, warnings and notes (`2 errors, 1 warning`), or `no findings`.
    static func tally(_ findings: [ValidationFinding]) -> String {
        let parts = [ValidationRule.Severity.error, .warning, .note].map { severity in
            (findings.filter { $0.severity == severity }.count, severity.rawValue)
        }.filter { $0.0 > 0 }
        return parts.isEmpty ? "no findings" : parts.map { HTMLValueWriter.count($0.0, $0.1) }.joined(separator: ", ")
    }

    /// The class a verdict is painted with: `bad` for an error, `warn` for a warning, `ok` for
    /// notes or nothing (which pass).
    static func verdictClass(_ findings: [ValidationFinding]) -> String {
        switch findings.map(\.severity).max() {
        case .error?: "bad"
        case .warning?: "warn"
        case .note?, nil: "ok"
        }
    }
}
