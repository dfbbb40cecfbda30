/// How a restoration archive's values are walked for every output and comparison: the limits,
/// and identifier-path proxies shown as the paths they name. The diffs and a dump read back
/// (`RestorationDocument`) render values as `dump` shows them, so it sits below them, with the model.
extension RestorationArchive {
    /// The walk every output of a restoration archive's values starts from: `options`' limits,
    /// identifier-path proxies shown as the paths they name.
    package static func valueWalk(options: KeyedArchive.Options = KeyedArchive.Options()) -> ArchiveWalk {
        var walk = ArchiveWalk()
        walk.options = options
        walk.pathProxy = { object in proxyPath(object) }
        return walk
    }

    /// A JSON renderer that shows identifier-path proxies as `{"$ref": "path"}`; with
    /// `ordersSetMembers`, an NSSet's members in canonical order (`snapshot`), not as stored.
    package static func jsonRenderer(
        options: KeyedArchive.Options = KeyedArchive.Options(), ordersSetMembers: Bool = false
    ) -> ArchiveJSONWalk {
        var renderer = ArchiveJSONWalk()
        renderer.walk = valueWalk(options: options)
        renderer.ordersSetMembers = ordersSetMembers
        return renderer
    }
}
