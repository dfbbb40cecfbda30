import RestoreKit

/// `paths`' output: the identifier paths of the preserved objects as a list, as a tree (each
/// object under its nearest preserved ancestor, named by the rest of its path) or as the
/// document of `{"path", "parent", "className"}`.
struct PathsView: CommandView {
    let objects: [RestorationObject]
    /// Text as a tree (`--tree`) rather than a list.
    let tree: Bool

    func lines(style: TextStyle) -> [String] {
        tree ? Self.tree(objects) : Self.list(objects)
    }

    func document() -> JSONValue { Self.document(objects) }

    /// One path a line, in the archive's order.
    static func list(_ objects: [RestorationObject]) -> [String] {
        objects.map(\.path)
    }

    /// The paths drawn as a tree, a top object unindented and each below it after `├── ` or `└── `.
    static func tree(_ objects: [RestorationObject]) -> [String] {
        let tree = RestorationTree(objects)
        var lines: [String] = []
        func draw(_ object: RestorationObject, prefix: String, isLast: Bool, isTop: Bool) {
            let name = IdentifierPath.relative(object.path, to: object.parent)
            lines.append(isTop ? name : prefix + (isLast ? "└── " : "├── ") + name)
            let below = tree.children[object.path] ?? []
            let childPrefix = isTop ? "" : prefix + (isLast ? "    " : "│   ")
            for (position, child) in below.enumerated() {
                draw(child, prefix: childPrefix, isLast: position == below.count - 1, isTop: false)
            }
        }
        for object in tree.tops { draw(object, prefix: "", isLast: true, isTop: true) }
        return lines
    }

    /// An array of `{"path", "parent", "className"}`, parent null for a top object.
    static func document(_ objects: [RestorationObject]) -> JSONValue {
        .array(
            objects.map { object in
                JSONValue.object([
                    ("path", .string(object.path)), ("parent", object.parent.map(JSONValue.string) ?? .null),
                    ("className", object.className.map(JSONValue.string) ?? .null),
                ])
            })
    }
}
