/// What differs between two restoration archives: metadata (with first responders, size classes
/// and the snapshot flag), paths added and removed, class and storyboard changes, and per object
/// the coder keys added, removed and changed.
///
/// Values are compared by what they show, not by their bytes: nested archives are compared by
/// their decoded contents, so two saves that encode the same state differently are equal. The
/// comparison is of the values themselves (`ArchiveValueComparison`), not of their JSON: a cycle
/// counts by the object it points back at, not by that object's index, and no rendering budget
/// cuts what is compared. Only the values that differ are rendered, for the report.
package struct RestorationDiff: Sendable {
    /// One changed field: its name and the values before and after (null when absent).
    package struct Change: Sendable {
        /// The field: a metadata name, `className`, or a coder key.
        package var name: String
        /// Its value in the first archive, as `dump --format json` shows it.
        package var old: JSONValue
        /// Its value in the second archive.
        package var new: JSONValue
    }

    /// The differences of one object present in both archives.
    package struct ObjectChanges: Sendable {
        /// The object's identifier path (empty for the app delegate's keys).
        package var path: String
        /// `className`, `restorationClass`, `isViewController`, `error` and `storyboard` changes.
        package var classChanges: [Change] = []
        /// Coder keys only the second archive has, with their values.
        package var added: [(String, JSONValue)] = []
        /// Coder keys only the first archive has, with their values.
        package var removed: [(String, JSONValue)] = []
        /// Coder keys whose values differ.
        package var changed: [Change] = []

        /// Whether the object is the same in both.
        package var isEmpty: Bool { classChanges.isEmpty && added.isEmpty && removed.isEmpty && changed.isEmpty }
    }

    /// Changed metadata and UIKit root keys (`firstResponders`, `sizeClasses`, `ignoreSnapshot`).
    package var metadata: [Change] = []
    /// Identifier paths only the second archive holds.
    package var addedPaths: [String] = []
    /// Identifier paths only the first archive holds.
    package var removedPaths: [String] = []
    /// The objects of both archives that differ, in the first archive's order.
    package var objects: [ObjectChanges] = []
    /// Differences among the app delegate's root keys, as an object's.
    package var extra = ObjectChanges(path: "")
    /// The SwiftUI scenes' differences, when both sides hold scene state; nil otherwise.
    package var scenes: SceneStorageDiff?

    /// Whether nothing differs.
    package var isEqual: Bool {
        metadata.isEmpty && addedPaths.isEmpty && removedPaths.isEmpty && objects.isEmpty && extra.isEmpty
            && scenes?.isEmpty != false
    }

    /// Compares what two saved-state paths hold, as `SavedStateFolder.read` gives it: the archives,
    /// and when both sides hold scene state (a folder, or an archive in a folder with scenes), their
    /// SwiftUI scenes. A side without `data.data` counts as an archive with nothing in it but the
    /// folder's `restorationInfo.plist`.
    package init(
        saved a: LoadedSavedState, _ b: LoadedSavedState, options: KeyedArchive.Options = KeyedArchive.Options()
    ) {
        func archive(_ side: LoadedSavedState) -> RestorationArchive {
            if let archive = side.archive { return archive }
            var empty = RestorationArchive(archive: KeyedArchive(top: []), options: options)
            empty.restorationInfo = side.folder?.restorationInfo
            return empty
        }
        self.init(archive(a), archive(b), options: options)
        if let folderA = a.folder, let folderB = b.folder {
            scenes = SceneStorageDiff(folderA, folderB, options: options)
        }
    }

    /// Compares `a` (before) with `b` (after).
    ///
    /// - Parameters:
    ///   - a: the earlier archive.
    ///   - b: the later archive.
    ///   - options: the limits for decoding nested archives.
    package init(
        _ a: RestorationArchive, _ b: RestorationArchive, options: KeyedArchive.Options = KeyedArchive.Options()
    ) {
        // One renderer per side, so that the budget bounds the whole report; it renders only
        // values that differ, the old ones with the first and the new ones with the second.
        var renderers = (
            RestorationArchive.jsonRenderer(options: options), RestorationArchive.jsonRenderer(options: options)
        )
        // UIKit's own root keys (first responders, size classes, snapshot flag) count as metadata.
        if case .object(let before) = a.metadataJSON, case .object(let after) = b.metadataJSON {
            for ((name, old), (_, new)) in zip(before + a.bookkeepingJSON, after + b.bookkeepingJSON) where old != new {
                metadata.append(Change(name: name, old: old, new: new))
            }
        }
        // Paths are unique within an archive: one lookup per object, not a scan of the other side.
        let objectsA = Dictionary(a.objects.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let pathsB = Set(b.objects.map(\.path))
        removedPaths = a.objects.map(\.path).filter { !pathsB.contains($0) }
        addedPaths = b.objects.map(\.path).filter { objectsA[$0] == nil }
        for objectB in b.objects {
            guard let objectA = objectsA[objectB.path] else { continue }
            // Each coder is an archive of its own: its objects' indexes are its own.
            var comparison = ArchiveValueComparison(
                objectA.coder.flatMap { try? $0.get() }, objectB.coder.flatMap { try? $0.get() },
                options: options, proxyKey: RestorationArchive.proxyPath)
            var changes = Self.compare(
                objectA.state, objectB.state, path: objectB.path, comparison: &comparison, renderers: &renderers)
            func note(_ name: String, _ old: String?, _ new: String?) {
                if old != new {
                    changes.classChanges.append(
                        Change(
                            name: name, old: old.map(JSONValue.string) ?? .null, new: new.map(JSONValue.string) ?? .null
                        ))
                }
            }
            note("className", objectA.className, objectB.className)
            note("restorationClass", objectA.restorationClass, objectB.restorationClass)
            note(
                "isViewController", objectA.isViewController.map(String.init), objectB.isViewController.map(String.init)
            )
            note("error", objectA.coderError?.description, objectB.coderError?.description)
            let storyboards = (objectA.storyboard?.json ?? .null, objectB.storyboard?.json ?? .null)
            if storyboards.0 != storyboards.1 {
                changes.classChanges.append(Change(name: "storyboard", old: storyboards.0, new: storyboards.1))
            }
            if !changes.isEmpty { objects.append(changes) }
        }
        var comparison = ArchiveValueComparison(
            a.archive, b.archive, options: options, proxyKey: RestorationArchive.proxyPath)
        extra = Self.compare(a.extras, b.extras, path: "", comparison: &comparison, renderers: &renderers)
    }

    static func compare(
        _ a: [ArchiveField], _ b: [ArchiveField], path: String, comparison: inout ArchiveValueComparison,
        renderers: inout (ArchiveJSONWalk, ArchiveJSONWalk)
    ) -> ObjectChanges {
        var changes = ObjectChanges(path: path)
        // A key given twice (a dictionary may hold one twice) pairs its first with the first, and so on.
        var before: [String: [ArchiveValue]] = [:]
        for field in a { before[field.key, default: []].append(field.value) }
        for field in b {
            guard var olds = before[field.key], !olds.isEmpty else {
                changes.added.append((field.key, renderers.1.render(field.value, nesting: 1)))
                continue
            }
            let old = olds.removeFirst()
            before[field.key] = olds
            if !comparison.isEqual(old, field.value, nesting: 1) {
                changes.changed.append(
                    Change(
                        name: field.key, old: renderers.0.render(old, nesting: 1),
                        new: renderers.1.render(field.value, nesting: 1)))
            }
        }
        for field in a {
            guard var olds = before[field.key], !olds.isEmpty else { continue }
            changes.removed.append((field.key, renderers.0.render(olds.removeFirst(), nesting: 1)))
            before[field.key] = olds
        }
        return changes
    }
}
