import RestoreKit

/// A folder's scenes: each one's identifier, role and activity at a glance, its findings, and
/// its session, activity and user info as values.
struct HTMLScenes {
    let values: HTMLValueWriter
    let findings: HTMLFindings

    /// Writes `scenes`, each with its document (`RestorationView.renderedValues(options:)`) at the same position.
    func write(_ scenes: [SavedScene], documents: [JSONValue], into out: inout HTMLOutput) {
        guard !scenes.isEmpty else { return }
        out.markup("<h3>Scenes <span class=\"count\">\(scenes.count)</span></h3><div class=\"tree\">")
        for (scene, document) in zip(scenes, documents) {
            let identifier = scene.identifier
            out.markup(
                "<details class=\"obj scene\" id=\"\(findings.anchors.scenes[identifier] ?? "")\" open><summary>")
            out.element("span", class: "name", identifier)
            if case .success(let session)? = scene.session, let role = session.role {
                out.markup(" ")
                out.element("span", class: "cls", role)
            }
            if case .success(let activity)? = scene.activity, let type = activity.type {
                out.markup(" ")
                out.element("span", class: "badge", "activity " + type)
            }
            out.markup("</summary><div class=\"own\">")
            findings.list(findings.indices(at: identifier), into: &out)
            // The scene's document shown as values: the identifier is the heading already.
            let shown = document.members.filter { $0.0 != "identifier" && $0.1 != .null }
            out.markup(
                "<details class=\"values\" open><summary>saved (\(HTMLValueWriter.count(shown.count, "key")))</summary>"
            )
            values.members(shown, into: &out)
            out.markup("</details></div></details>")
        }
        out.markup("</div>")
    }
}
