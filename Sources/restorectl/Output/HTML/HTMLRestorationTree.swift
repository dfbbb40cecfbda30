import RestoreKit

/// The objects of a restoration view as a tree of identifier paths: each object a
/// `<details>` open by default (the page reads without JavaScript), its class, restoration
/// class, storyboard and findings at a glance, its coded values one click away, and the objects
/// below it inside it.
struct HTMLRestorationTree {
    let values: HTMLValueWriter
    let findings: HTMLFindings
    /// The objects, in archive order.
    let objects: [RestorationObject]
    /// Each object's state (`RestorationView.renderedValues(_:)`), at the object's position.
    let states: [HTMLValueList]
    /// What the build `report --app` names decides for each object; nil without one.
    var outcomes: HTMLBuildOutcomes? = nil

    /// Writes every object under its nearest ancestor that is one (its `parent`).
    func write(into out: inout HTMLOutput) {
        var children: [String: [Int]] = [:]
        var tops: [Int] = []
        for (index, object) in objects.enumerated() {
            if let parent = object.parent, values.anchors[parent] != nil {
                children[parent, default: []].append(index)
            } else {
                tops.append(index)
            }
        }
        out.markup("<div class=\"tree\">")
        // Depth first with an explicit stack: an archive's paths may nest deeper than the call stack would like.
        var stack: [(index: Int, closing: Bool)] = tops.reversed().map { ($0, false) }
        while let (index, closing) = stack.popLast() {
            if closing {
                out.markup("</details>")
                continue
            }
            let object = objects[index]
            let anchor = HTMLAnchors.object(index, file: findings.anchors.file)
            node(object, state: states[index], anchor: anchor, into: &out)
            stack.append((index, true))
            // Below the first object of a path given twice only: the objects below are shown once.
            let path = object.path
            let below = values.anchors[path] == anchor ? children[path] ?? [] : []
            stack += below.reversed().map { ($0, false) }
        }
        out.markup("</div>")
    }

    /// An object's `<details>`, left open for the objects below it.
    private func node(_ object: RestorationObject, state: HTMLValueList, anchor: String, into out: inout HTMLOutput) {
        let path = object.path
        let parent = object.parent
        out.markup("<details class=\"obj\" id=\"\(anchor)\" open><summary>")
        // The part of the path below the parent names the object among its siblings.
        let name = parent.map { path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : path } ?? path
        out.element("span", class: "name", name)
        let className = object.swiftClassName ?? object.className
        out.markup(" ")
        out.element("span", class: "cls", className ?? "no class")
        badges(object, into: &out)
        // On the first object of a path given twice: each finding and outcome is shown once, under one anchor.
        let isFirst = values.anchors[path] == anchor
        if isFirst { outcomes?.objectBadge(path, into: &out) }
        let own = isFirst ? findings.indices(at: path) : []
        if !own.isEmpty {
            let severity = own.map { findings.findings[$0].severity }.max()?.rawValue ?? "note"
            out.markup(" ")
            out.element("span", class: "flag \(severity)", HTMLFindings.tally(own.map { findings.findings[$0] }))
        }
        out.markup("</summary><div class=\"own\">")
        out.element("div", class: "path", path)
        findings.list(own, into: &out)
        if isFirst { outcomes?.objectDetails(path, into: &out) }
        if let error = object.coderError {
            out.element("div", class: "coder-error", "coder unreadable: " + error.description)
        }
        out.markup(
            "<details class=\"values\"><summary>coded values (\(HTMLValueWriter.count(state.count, "key")))</summary>")
        values.members(state, into: &out)
        out.markup("</details></div>")
    }

    /// The restoration class, storyboard, a view (not a view controller), an unlisted path or
    /// a coder stored unusually, each as a badge after the class.
    private func badges(_ object: RestorationObject, into out: inout HTMLOutput) {
        var badges: [String] = []
        if let restorationClass = object.restorationClass {
            badges.append("restoration class " + (SwiftClassName.demangled(restorationClass) ?? restorationClass))
        }
        if let storyboard = object.storyboard {
            badges.append("storyboard " + (storyboard.name ?? "?") + (storyboard.identifier.map { " · " + $0 } ?? ""))
        }
        if object.isViewController == false { badges.append("view") }
        if !object.isListed { badges.append("unlisted") }
        if object.storage != .data, object.storage != .mutableData { badges.append("coder " + object.storage.rawValue) }
        for badge in badges {
            out.markup(" ")
            out.element("span", class: "badge", badge)
        }
    }
}
