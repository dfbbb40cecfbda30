import RestoreKit

/// A folder's scenes: each one's identifier, role and activity at a glance, its findings, and
/// its session, activity and user info as values.
struct HTMLScenes {
    let values: HTMLValueWriter
    let findings: HTMLFindings

    func write(_ scenes: [JSONValue], into out: inout HTMLOutput) {
        guard !scenes.isEmpty else { return }
        out.markup("<h3>Scenes <span class=\"count\">\(scenes.count)</span></h3><div class=\"tree\">")
        for scene in scenes {
            let identifier = scene[member: "identifier"]?.string ?? ""
            out.markup("<details class=\"obj scene\" id=\"\(findings.anchors.scenes[identifier] ?? "")\" open><summary>")
            out.element("span", class: "name", identifier)
            if let role = scene[member: "role"]?.string {
                out.markup(" ")
                out.element("span", class: "cls", role)
            }
            if let type = scene[member: "activity"]?[member: "type"]?.string {
                out.markup(" ")
                out.element("span", class: "badge", "activity " + type)
            }
            out.markup("</summary><div class=\"own\">")
            findings.list(findings.indices(at: identifier), into: &out)
            let shown = scene.members.filter { $0.0 != "identifier" && $0.1 != .null }
            out.markup("<details class=\"values\" open><summary>saved (\(HTMLValueWriter.count(shown.count, "key")))</summary>")
            values.members(shown, into: &out)
            out.markup("</details></div></details>")
        }
        out.markup("</div>")
    }
}
