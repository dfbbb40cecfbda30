/// What differs between the SwiftUI scenes of two saved-state folders: scenes only in one, and per
/// scene in both, the `@SceneStorage` keys added, removed and changed (value or type) and a changed
/// `sceneValue`. Scenes of other activities are not compared (`RestorationDiff` compares archives).
///
/// Scenes are matched by persistent identifier first. A later save gives its scenes new
/// identifiers, so the scenes left over are then matched by position among the SwiftUI scenes of
/// the same `sceneID` and `sceneType`, in the order `dump` lists them: the first left in A with the
/// first left in B, and so on. What is left after that is only in A or only in B.
///
/// Values are compared by what `dump --format json` shows of them, type and value.
package struct SceneStorageDiff: Sendable {
    /// A SwiftUI scene of one side: its persistent identifier and what SwiftUI stored.
    package struct Scene: Sendable {
        /// The scene's persistent identifier.
        package var identifier: String
        /// Its SwiftUI state.
        package var swiftUI: SwiftUIScene
    }

    /// A value as `dump --format json` shows it: its type and its JSON.
    package struct Typed: Sendable, Equatable {
        /// `SceneStorageValue.typeName`.
        package var type: String
        /// `SceneStorageValue.json`.
        package var value: JSONValue
    }

    /// One changed value: its key (`sceneValue` for the scene's value) and the value before and
    /// after (nil when absent).
    package struct Change: Sendable {
        /// The `@SceneStorage` key, or `sceneValue`.
        package var key: String
        /// The value in A.
        package var old: Typed?
        /// The value in B.
        package var new: Typed?
    }

    /// The differences of one scene matched in A and B.
    package struct SceneChanges: Sendable {
        /// The scene in A.
        package var old: Scene
        /// The scene in B (another identifier when matched by position).
        package var new: Scene
        /// A changed `sceneValue`, when it changed.
        package var sceneValue: Change?
        /// Keys only B has (`old` nil).
        package var added: [Change] = []
        /// Keys only A has (`new` nil).
        package var removed: [Change] = []
        /// Keys whose value or type differ.
        package var changed: [Change] = []

        /// Whether the scene is the same in both.
        package var isEmpty: Bool { sceneValue == nil && added.isEmpty && removed.isEmpty && changed.isEmpty }
    }

    /// SwiftUI scenes only A has, in A's order.
    package var removed: [Scene] = []
    /// SwiftUI scenes only B has, in B's order.
    package var added: [Scene] = []
    /// The matched scenes that differ, in B's order.
    package var changed: [SceneChanges] = []

    /// Whether the SwiftUI scenes are the same.
    package var isEmpty: Bool { removed.isEmpty && added.isEmpty && changed.isEmpty }

    /// Compares the SwiftUI scenes of `a` (before) with those of `b` (after).
    package init(_ a: SavedStateFolder, _ b: SavedStateFolder, options: KeyedArchive.Options = KeyedArchive.Options()) {
        // Renders the values no `@SceneStorage` type stores, for comparing and for the report.
        var renderer = RestorationArchive.jsonRenderer(options: options)
        let scenesA = Self.scenes(a), scenesB = Self.scenes(b)
        // Identifiers name the scenes' folders, so they are unique: one lookup per scene, as a
        // folder may hold thousands.
        let byIdentifier = Dictionary(
            scenesA.indices.map { (scenesA[$0].identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var matches = scenesB.map { byIdentifier[$0.identifier] }
        var taken = Set(matches.compactMap { $0 })
        // Only then by position: a scene matched by identifier must not be taken by another first.
        // A's scenes left, per sceneID and sceneType in A's order, each group taken from its front.
        var groups: [[String?]: (indexes: [Int], next: Int)] = [:]
        for index in scenesA.indices where !taken.contains(index) {
            groups[Self.group(scenesA[index]), default: ([], 0)].indexes.append(index)
        }
        for position in scenesB.indices where matches[position] == nil {
            let group = Self.group(scenesB[position])
            guard let (indexes, next) = groups[group], next < indexes.count else {
                added.append(scenesB[position]); continue
            }
            matches[position] = indexes[next]
            groups[group]?.next = next + 1
            taken.insert(indexes[next])
        }
        removed = scenesA.indices.filter { !taken.contains($0) }.map { scenesA[$0] }
        for (position, match) in matches.enumerated() {
            guard let index = match else { continue }
            let changes = Self.compare(scenesA[index], scenesB[position], renderer: &renderer)
            if !changes.isEmpty { changed.append(changes) }
        }
    }

    /// What scenes are matched by position within: their `sceneID` and `sceneType`.
    private static func group(_ scene: Scene) -> [String?] { [scene.swiftUI.sceneID, scene.swiftUI.sceneType] }

    /// The SwiftUI scenes of `folder`, in its order.
    private static func scenes(_ folder: SavedStateFolder) -> [Scene] {
        folder.scenes.compactMap { scene in
            guard case .success(let activity)? = scene.activity, let swiftUI = activity.swiftUI else { return nil }
            return Scene(identifier: scene.identifier, swiftUI: swiftUI)
        }
    }

    /// A value's type and JSON, nil when absent.
    private static func typed(_ value: SceneStorageValue?, _ renderer: inout ArchiveJSONWalk) -> Typed? {
        guard let value else { return nil }
        return Typed(type: value.typeName, value: value.json { renderer.render($0, nesting: 1) })
    }

    private static func compare(_ old: Scene, _ new: Scene, renderer: inout ArchiveJSONWalk) -> SceneChanges {
        var changes = SceneChanges(old: old, new: new)
        func typed(_ value: SceneStorageValue?) -> Typed? { Self.typed(value, &renderer) }
        let values = (typed(old.swiftUI.sceneValue), typed(new.swiftUI.sceneValue))
        if values.0 != values.1 { changes.sceneValue = Change(key: "sceneValue", old: values.0, new: values.1) }
        // Keys are unique and sorted on both sides: one lookup per key.
        let before = Dictionary(old.swiftUI.storage.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(new.swiftUI.storage.map(\.key))
        for entry in old.swiftUI.storage where !afterKeys.contains(entry.key) {
            changes.removed.append(Change(key: entry.key, old: typed(entry.value), new: nil))
        }
        for entry in new.swiftUI.storage {
            let pair = (typed(before[entry.key]?.value), typed(entry.value))
            if pair.0 == nil {
                changes.added.append(Change(key: entry.key, old: nil, new: pair.1))
            } else if pair.0 != pair.1 {
                changes.changed.append(Change(key: entry.key, old: pair.0, new: pair.1))
            }
        }
        return changes
    }
}
