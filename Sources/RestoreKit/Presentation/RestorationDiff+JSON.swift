extension RestorationDiff {
    /// `{"equal", "metadata", "added", "removed", "objects", "extra"}`, and `scenes` when compared.
    package var json: JSONValue {
        func changes(_ list: [Change]) -> JSONValue {
            .array(list.map { .object([("name", .string($0.name)), ("old", $0.old), ("new", $0.new)]) })
        }
        func object(_ changesOfObject: ObjectChanges) -> JSONValue {
            .object([
                ("path", .string(changesOfObject.path)),
                ("classChanges", changes(changesOfObject.classChanges)),
                ("added", .object(changesOfObject.added)),
                ("removed", .object(changesOfObject.removed)),
                ("changed", changes(changesOfObject.changed)),
            ])
        }
        var extraMembers: [(String, JSONValue)] = []
        if case .object(let members) = object(extra) {
            extraMembers = members.filter { $0.0 != "path" && $0.0 != "classChanges" }
        }
        return .object(
            [
                ("equal", .boolean(isEqual)),
                ("metadata", changes(metadata)),
                ("added", .array(addedPaths.map(JSONValue.string))),
                ("removed", .array(removedPaths.map(JSONValue.string))),
                ("objects", .array(objects.map(object))),
                ("extra", .object(extraMembers)),
            ] + (scenes.map { [("scenes", $0.json)] } ?? []))
    }
}
