import RestoreKit

/// A folder's scenes: each one's identifier, role and activity at a glance, its findings, and
/// its session, activity and user info as values, as `dump --format json` names them.
struct HTMLScenes {
    let values: HTMLValueWriter
    let findings: HTMLFindings
    /// What the build `report --app` names decides for each scene; nil without one.
    var outcomes: HTMLBuildOutcomes? = nil

    /// Writes `scenes`, their archived values through `walk` (a budget of their own, as the text
    /// shows the scenes with a walk of its own), in the order the JSON document walks them.
    func write(_ scenes: [SavedScene], walk: inout HTMLValueWalk, into out: inout HTMLOutput) {
        guard !scenes.isEmpty else { return }
        out.markup("<h3>Scenes <span class=\"count\">\(scenes.count)</span></h3><div class=\"tree\">")
        for scene in scenes {
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
            outcomes?.sceneBadge(identifier, into: &out)
            out.markup("</summary><div class=\"own\">")
            findings.list(findings.indices(at: identifier), into: &out)
            outcomes?.sceneDetails(identifier, into: &out)
            // The identifier is the heading already; what is not stored is left out.
            let shown = Self.saved(scene, walk: &walk)
            out.markup(
                "<details class=\"values\" open><summary>saved (\(HTMLValueWriter.count(shown.count, "key")))</summary>"
            )
            values.members(shown, into: &out)
            out.markup("</details></div></details>")
        }
        out.markup("</div>")
    }

    /// What is saved of `scene`, keyed as `dump --format json` keys it: `testLaunch`,
    /// `knownSession`, `hasFolder`, `role`, `configurationName`, `delegateClass`,
    /// `configuration`, `activity`, `userInfo`, `internalUserInfo`, `error`, each when stored.
    private static func saved(_ scene: SavedScene, walk: inout HTMLValueWalk) -> HTMLValueList {
        var session: SceneSession?
        var errors: [String] = []
        switch scene.session {
        case .success(let value)?: session = value
        case .failure(let error)?: errors.append("session: \(error)")
        case nil: break
        }
        var activity: HTMLValue?
        switch scene.activity {
        case .success(let value)?:
            var members: [HTMLValueList.Entry] = [
                HTMLValueList.Entry("type", text(value.type)), HTMLValueList.Entry("title", text(value.title)),
                HTMLValueList.Entry(
                    "userInfo", dictionary(value.userInfo.map { $0.map(\.top) }, walk: &walk) ?? none()),
            ]
            if let swiftUI = value.swiftUI {
                members.append(HTMLValueList.Entry("swiftUI", Self.swiftUI(swiftUI, walk: &walk)))
            }
            activity = keyed(HTMLValueList(entries: members))
        case .failure(let error)?:
            errors.append("data.data: \(error)")
        case nil: break
        }
        var shown = HTMLValueList()
        func add(_ label: String, _ value: HTMLValue?) {
            if let value { shown.entries.append(HTMLValueList.Entry(label, value)) }
        }
        add("testLaunch", flag(scene.isTestLaunch))
        add("knownSession", flag(scene.session != nil))
        add("hasFolder", flag(scene.hasFolder))
        add("role", session?.role.map(HTMLValueSink.string))
        add("configurationName", session?.configurationName.map(HTMLValueSink.string))
        add("delegateClass", session?.delegateClass.map(HTMLValueSink.string))
        add("configuration", session?.configuration.map { plain($0.json) })
        add("activity", activity)
        add("userInfo", dictionary(scene.userInfo, walk: &walk))
        add("internalUserInfo", dictionary(scene.internalUserInfo, walk: &walk))
        add("error", errors.isEmpty ? nil : HTMLValueSink.string(errors.joined(separator: "; ")))
        return shown
    }

    /// `{"sceneID", "sceneType", "sceneValue": {"type", "value"}, "storage": [entry]}`, as
    /// `SwiftUIScene.json(_:)` has them; a value no `@SceneStorage` type stores through `walk`.
    private static func swiftUI(_ scene: SwiftUIScene, walk: inout HTMLValueWalk) -> HTMLValue {
        func value(_ stored: SceneStorageValue) -> HTMLValue {
            guard case .other(let archived) = stored else { return plain(stored.json { _ in .null }) }
            let rendered: HTMLValueList = walk.render(archived, nesting: 1)
            return rendered.entries.first?.value ?? none()
        }
        let sceneValue = scene.sceneValue.map {
            keyed(
                HTMLValueList(entries: [
                    HTMLValueList.Entry("type", HTMLValueSink.string($0.typeName)),
                    HTMLValueList.Entry("value", value($0)),
                ]))
        }
        let storage = scene.storage.map { entry in
            var entries = [
                HTMLValueList.Entry("key", HTMLValueSink.string(entry.key)),
                HTMLValueList.Entry("domain", text(entry.domain)),
                HTMLValueList.Entry("type", HTMLValueSink.string(entry.value.typeName)),
                HTMLValueList.Entry("value", value(entry.value)),
            ]
            // What the value is derived to be, as the JSON document has it.
            if let path = entry.value.navigationPath { entries.append(.init("navigationPath", plain(path.json))) }
            if case .data(let bytes) = entry.value, entry.value.bookmark != nil {
                entries.append(.init("bookmark", value(.other(.inline(.data(bytes))))))
            }
            return keyed(HTMLValueList(entries: entries))
        }
        return keyed(
            HTMLValueList(entries: [
                HTMLValueList.Entry("sceneID", text(scene.sceneID)),
                HTMLValueList.Entry("sceneType", text(scene.sceneType)),
                HTMLValueList.Entry("sceneValue", sceneValue ?? none()),
                HTMLValueList.Entry("storage", HTMLValueSink.list(storage)),
            ]))
    }

    /// A JSON document as it is (a SwiftUI value's JSON, a session's configuration): objects as
    /// entries, arrays as elements.
    private static func plain(_ value: JSONValue) -> HTMLValue {
        switch value {
        case .string(let text): return HTMLValueSink.string(text)
        case .null: return none()
        case .array(let elements): return HTMLValueSink.list(elements.map(plain))
        case .object(let members):
            return keyed(HTMLValueList(entries: members.map { HTMLValueList.Entry($0.0, plain($0.1)) }))
        case .integer, .real, .boolean: return .text(class: "n", value.serialized(pretty: false))
        }
    }

    /// A scene file's dictionary through `walk`, or `{"error": ...}` when it is unreadable; nil when absent.
    private static func dictionary(_ result: Result<[ArchiveField], KeyedArchiveError>?, walk: inout HTMLValueWalk)
        -> HTMLValue?
    {
        switch result {
        case .success(let fields)?:
            let list: HTMLValueList = walk.render(fields, nesting: 1)
            return keyed(list)
        case .failure(let error)?:
            return keyed(
                HTMLValueList(entries: [HTMLValueList.Entry("error", HTMLValueSink.string(error.description))]))
        case nil: return nil
        }
    }

    /// Entries by key, `{}` when there are none.
    private static func keyed(_ list: HTMLValueList) -> HTMLValue {
        list.entries.isEmpty
            ? .text(class: "n", "{}")
            : .container(kind: HTMLValueWriter.count(list.count, "entry", plural: "entries"), list)
    }

    private static func text(_ text: String?) -> HTMLValue { text.map(HTMLValueSink.string) ?? none() }

    private static func flag(_ flag: Bool) -> HTMLValue { .text(class: "n", flag ? "true" : "false") }

    private static func none() -> HTMLValue { HTMLValue.text(class: "t", "nil") }
}
