/// `explain --format json`: the dry run as one document (docs/cli.md, "explain").
extension DryRun {
    /// `{"file", "losesState", "archive", "objects", "scenes"}`; `archive` is null without a
    /// view-controller archive.
    package func json(file: String) -> JSONValue {
        let archive: JSONValue =
            hasArchive
            ? .object([
                ("discarded", discarded.map { .string($0.rawValue) } ?? .null),
                ("sceneLifeCycle", sceneLifeCycle.map(JSONValue.boolean) ?? .null),
                ("statements", .array(statements.map(\.json))),
            ]) : .null
        return .object([
            ("file", .string(file)),
            ("losesState", .boolean(losesState)),
            ("archive", archive),
            ("objects", .array(objects.map(\.json))),
            ("scenes", .array(scenes.map(\.json))),
        ])
    }
}

extension DryRunObject {
    /// `{"path", "order", "timesListed", "viewController", "components", "routes", "outcome",
    /// "reason", "because", "skippedWith", "statements"}`.
    var json: JSONValue {
        .object([
            ("path", .string(path)),
            ("order", order.map { .integer(PropertyListInteger($0)) } ?? .null),
            ("timesListed", .integer(PropertyListInteger(timesListed))),
            ("viewController", isViewController.map(JSONValue.boolean) ?? .null),
            ("components", .array(components.map(JSONValue.string))),
            ("routes", .array(routes.map(\.json))),
            ("outcome", .string(outcome.rawValue)),
            ("reason", reason.map { .string($0.rawValue) } ?? .null),
            ("because", because.map(JSONValue.string) ?? .null),
            ("skippedWith", .array(skippedWith.map(JSONValue.string))),
            ("statements", .array(statements.map(\.json))),
        ])
    }
}

extension DryRunRoute {
    /// `{"route", "by", "needs"}`.
    var json: JSONValue {
        .object([("route", .string(kind.rawValue)), ("by", .string(basis.rawValue)), ("needs", .string(needs))])
    }
}

extension DryRunScene {
    /// `{"identifier", "testLaunch", "activityType", "outcome", "reason", "statements"}`.
    var json: JSONValue {
        .object([
            ("identifier", .string(identifier)),
            ("testLaunch", .boolean(isTestLaunch)),
            ("activityType", activityType.map(JSONValue.string) ?? .null),
            ("outcome", .string(outcome.rawValue)),
            ("reason", reason.map { .string($0.rawValue) } ?? .null),
            ("statements", .array(statements.map(\.json))),
        ])
    }
}
