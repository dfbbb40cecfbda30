/// `explain --format json`: the dry run as one document (docs/cli.md, "explain").
extension DryRun {
    /// `{"file", "losesState", "archive", "objects", "scenes"}`; `archive` is null without a
    /// view-controller archive. Settled by a build (`build`, `explain --app`), the document
    /// gains `"build"` after `losesState` (the build's part of the decision, `app` naming it) and
    /// a `"build"` member on each object and each scene with a session: the decision for it. An
    /// object's `outcome` and `reason` are then the build's verdict, and the files-only dry run's
    /// are `archiveOutcome` and `archiveReason`, so that `.outcome` always is the verdict.
    package func json(file: String, app: String? = nil) -> JSONValue {
        let archive: JSONValue =
            hasArchive
            ? .object([
                ("discarded", discarded.map { .string($0.rawValue) } ?? .null),
                ("sceneLifeCycle", sceneLifeCycle.map(JSONValue.boolean) ?? .null),
                ("statements", .array(statements.map(\.json))),
            ]) : .null
        var objects = self.objects.map(\.json)
        var scenes = self.scenes.map(\.json)
        var members: [(String, JSONValue)] = [("file", .string(file)), ("losesState", .boolean(losesState))]
        if let build {
            members.append(("build", build.archiveJSON(app: app)))
            for (index, object) in build.objects.enumerated() where index < objects.count {
                objects[index] = objects[index].judged(by: object)
            }
            for (index, scene) in self.scenes.enumerated() {
                guard let decided = build.scenes.first(where: { $0.identifier == scene.identifier }) else { continue }
                scenes[index] = scenes[index].adding("build", decided.json)
            }
        }
        return .object(members + [("archive", archive), ("objects", .array(objects)), ("scenes", .array(scenes))])
    }
}

extension BuildDecision {
    /// `{"app", "sceneApp", "sceneAppReasons", "optsIn", "fails", "legacyScreensLost",
    /// "statements", "findings"}`: the decision for the saved state as a whole (its objects' and
    /// scenes' are theirs); `legacyScreensLost` counts the screens of data.data the scene life cycle drops.
    func archiveJSON(app: String?) -> JSONValue {
        .object([
            ("app", app.map(JSONValue.string) ?? .null),
            ("sceneApp", sceneApp.map(JSONValue.boolean) ?? .null),
            ("sceneAppReasons", .array(sceneAppReasons.map(JSONValue.string))),
            ("optsIn", optsIn.map(JSONValue.boolean) ?? .null),
            ("fails", .boolean(fails)),
            ("legacyScreensLost", .integer(PropertyListInteger(screensLostToScenes.count))),
            ("statements", .array(statements.map(\.json))),
            ("findings", .array(findings.map(\.json))),
        ])
    }
}

extension JSONValue {
    /// A files-only object's members with its `outcome` and `reason` renamed `archiveOutcome` and
    /// `archiveReason`, the build's in their place, and the build's decision as `build`.
    func judged(by decided: ObjectInBuild) -> JSONValue {
        guard case .object(let members) = self else { return self }
        var judged: [(String, JSONValue)] = []
        for (key, value) in members {
            switch key {
            case "outcome":
                judged.append(("outcome", .string(decided.outcome.rawValue)))
                judged.append(("archiveOutcome", value))
            case "reason":
                judged.append(("reason", decided.reason.map { .string($0.rawValue) } ?? .null))
                judged.append(("archiveReason", value))
            default: judged.append((key, value))
            }
        }
        return .object(judged + [("build", decided.json)])
    }

    /// An object with `value` appended as member `key`; any other value as it is.
    func adding(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members + [(key, value)])
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

extension DryRunStatement {
    /// `{"by": "uikit" | "app", "text"}`.
    package var json: JSONValue {
        .object([("by", .string(basis.rawValue)), ("text", .string(text))])
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
