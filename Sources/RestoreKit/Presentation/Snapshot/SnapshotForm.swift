/// The canonical form of `dump --format json`'s document, which two saves of the same screens share
/// whenever, wherever and on whichever system they were made.
///
/// From the document: `file` is left out (where the state was read from is no part of it);
/// `objects` becomes an object keyed by identifier path (each without `path` and `components`) and `scenes` one keyed by
/// `ROLE/NAME/N` (see `sceneKey`), since UIKit writes its scene sessions in a hash order and names
/// them with a random persistent identifier; the values at the ignored key paths are replaced by
/// `"<ignored>"`; and every object's members are sorted by their names' Unicode scalars, since a
/// keyed archive's dictionaries come in a hash order too. Arrays keep their order: it is the app's.
/// An NSSet's members, which an archive stores in no fixed order, are put in canonical order (by
/// their JSON with members sorted, `JSONValue.canonicallyOrdered(_:)`), values later ignored included.
package enum SnapshotForm {
    /// What stands for an ignored value: present, but not compared.
    package static let placeholder = JSONValue.string("<ignored>")

    /// The key paths ignored unless kept: what differs between two saves of the same screens.
    package static let volatile = ["metadata.timestamp", "metadata.systemVersion", "inProgress", "scenes.*.identifier"]

    /// The canonical document of `view`.
    ///
    /// - Parameters:
    ///   - ignoring: key paths ignored besides `volatile`.
    ///   - keeping: key paths not ignored, of `volatile` or of `ignoring`.
    package static func document(
        _ view: RestorationView, options: KeyedArchive.Options = KeyedArchive.Options(),
        ignoring: [String] = [], keeping: [String] = []
    ) -> JSONValue {
        let ignored = Ignored(
            ignoring: (volatile + ignoring).map(SnapshotKeyPath.init), keeping: keeping.map(SnapshotKeyPath.init))
        guard case .object(let members) = view.json(file: "", options: options, ordersSetMembers: true) else {
            return .null
        }
        var result: [(String, JSONValue)] = []
        for (name, value) in members where name != "file" {
            switch (name, value) {
            case ("objects", .array(let objects)): result.append((name, .object(objects.map(keyedByPath))))
            case ("scenes", .array(let scenes)): result.append((name, .object(keyed(scenes, ignored))))
            default: result.append((name, value))
            }
        }
        return sorted(ignored.apply(to: .object(result), at: []))
    }

    /// An object of `dump`'s `objects` as `(path, the object without its path and components)`:
    /// the key says both, and a golden is read in review.
    static func keyedByPath(_ object: JSONValue) -> (String, JSONValue) {
        guard case .object(let members) = object, case .string(let path)? = members.first(where: { $0.0 == "path" })?.1
        else { return ("", object) }
        return (path, .object(members.filter { $0.0 != "path" && $0.0 != "components" }))
    }

    /// The scenes keyed `ROLE/NAME/N`: the session's role, its configuration's name (or, for a
    /// configuration made in code, its delegate class), and the scene's place, from 1, among those
    /// with the same role and name, ordered by their canonical JSON without the ignored values.
    static func keyed(_ scenes: [JSONValue], _ ignored: Ignored) -> [(String, JSONValue)] {
        var groups: [String: [(order: String, scene: JSONValue)]] = [:]
        for scene in scenes {
            let canonical = sorted(ignored.apply(to: scene, at: ["scenes", "*"]))
            groups[sceneGroup(scene), default: []].append((canonical.serialized(pretty: false), scene))
        }
        return groups.flatMap { group, members in
            members.sorted { $0.order.utf8.lexicographicallyPrecedes($1.order.utf8) }.enumerated().map {
                ("\(group)/\($0.offset + 1)", $0.element.scene)
            }
        }
    }

    /// `ROLE/NAME` of a scene of `dump`'s `scenes`; `-` for what its session does not store.
    static func sceneGroup(_ scene: JSONValue) -> String {
        func text(_ name: String) -> String? {
            if case .object(let members) = scene, case .string(let value)? = members.first(where: { $0.0 == name })?.1 {
                return value
            }
            return nil
        }
        return (text("role") ?? "-") + "/" + (text("configurationName") ?? text("delegateClass") ?? "-")
    }

    /// `value` with every object's members sorted by name, all the way down; members of one name
    /// (a dictionary may hold a key twice) keep their order.
    package static func sorted(_ value: JSONValue) -> JSONValue {
        value.sortingMembers()
    }

    /// The key paths whose values are replaced by the placeholder.
    struct Ignored {
        var ignoring: [SnapshotKeyPath]
        var keeping: [SnapshotKeyPath]

        /// `value`, found at `location`, with what is ignored in it replaced.
        func apply(to value: JSONValue, at location: [String]) -> JSONValue {
            if !location.isEmpty && ignoring.contains(where: { $0.matches(location) })
                && !keeping.contains(where: { $0.matches(location) })
            {
                return SnapshotForm.placeholder
            }
            switch value {
            case .object(let members): return .object(members.map { ($0.0, apply(to: $0.1, at: location + [$0.0])) })
            case .array(let elements):
                return .array(elements.enumerated().map { apply(to: $0.element, at: location + [String($0.offset)]) })
            default: return value
            }
        }
    }
}
