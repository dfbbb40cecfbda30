extension SceneStorageDiff {
    /// `{"removed": [scene], "added": [scene], "changed": [changes]}`: a scene as
    /// `{"identifier", "sceneID", "sceneType"}`; changes as `{"identifier", "newIdentifier",
    /// "sceneID", "sceneType", "sceneValue", "added", "removed", "changed"}`, keys added and removed
    /// as `swiftUI.storage`'s `{"key", "domain", "type", "value"}`, changed ones as `{"key",
    /// "domain", "old", "new"}` with `{"type", "value"}` each.
    package var json: JSONValue {
        func scene(_ scene: Scene) -> [(String, JSONValue)] {
            [
                ("identifier", .string(scene.identifier)),
                ("sceneID", scene.swiftUI.sceneID.map(JSONValue.string) ?? .null),
                ("sceneType", scene.swiftUI.sceneType.map(JSONValue.string) ?? .null),
            ]
        }
        func key(_ change: Change) -> [(String, JSONValue)] {
            // The domain as `swiftUI.storage` gives it.
            let domain = SceneStorageEntry(key: change.key, value: .bool(false)).domain
            return [("key", .string(change.key)), ("domain", domain.map(JSONValue.string) ?? .null)]
        }
        func entries(_ list: [Change]) -> JSONValue {
            .array(
                list.map { change in
                    let value = change.new ?? change.old
                    return .object(
                        key(change) + [
                            ("type", value.map { .string($0.type) } ?? .null), ("value", value?.value ?? .null),
                        ])
                })
        }
        func change(_ change: Change) -> JSONValue {
            .object(key(change) + [("old", Typed.json(change.old)), ("new", Typed.json(change.new))])
        }
        let changedScenes = changed.map { changes -> JSONValue in
            var members = scene(changes.old)
            members.insert(
                (
                    "newIdentifier",
                    changes.new.identifier == changes.old.identifier ? .null : .string(changes.new.identifier)
                ), at: 1)
            members.append(
                (
                    "sceneValue",
                    changes.sceneValue.map { .object([("old", Typed.json($0.old)), ("new", Typed.json($0.new))]) }
                        ?? .null
                ))
            members += [
                ("added", entries(changes.added)), ("removed", entries(changes.removed)),
                ("changed", .array(changes.changed.map(change))),
            ]
            return .object(members)
        }
        return .object([
            ("removed", .array(removed.map { .object(scene($0)) })),
            ("added", .array(added.map { .object(scene($0)) })),
            ("changed", .array(changedScenes)),
        ])
    }
}

extension SceneStorageDiff.Typed {
    /// `{"type", "value"}`, null for an absent value.
    static func json(_ typed: Self?) -> JSONValue {
        typed.map { .object([("type", .string($0.type)), ("value", $0.value)]) } ?? .null
    }
}
