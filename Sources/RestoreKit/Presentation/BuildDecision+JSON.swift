/// The decision against a build as one JSON value, for the document views of `explain --app`
/// (not yet part of `DryRun.json(file:)`: the command line decides where it goes).
extension BuildDecision {
    /// `{"sceneApp", "sceneAppReasons", "optsIn", "fails", "statements", "objects", "scenes", "findings"}`.
    package var json: JSONValue {
        .object([
            ("sceneApp", sceneApp.map(JSONValue.boolean) ?? .null),
            ("sceneAppReasons", .array(sceneAppReasons.map(JSONValue.string))),
            ("optsIn", optsIn.map(JSONValue.boolean) ?? .null),
            ("fails", .boolean(fails)),
            ("statements", .array(statements.map(\.json))),
            ("objects", .array(objects.map(\.json))),
            ("scenes", .array(scenes.map(\.json))),
            ("findings", .array(findings.map(\.json))),
        ])
    }
}

extension ObjectInBuild {
    /// `{"path", "outcome", "reason", "routes", "statements"}`.
    package var json: JSONValue {
        .object([
            ("path", .string(path)),
            ("outcome", .string(outcome.rawValue)),
            ("reason", reason.map { .string($0.rawValue) } ?? .null),
            ("routes", .array(routes.map(\.json))),
            ("statements", .array(statements.map(\.json))),
        ])
    }
}

extension RouteInBuild {
    /// `{"route", "verdict", "text"}`.
    package var json: JSONValue {
        .object([("route", .string(kind.rawValue)), ("verdict", .string(verdict.rawValue)), ("text", .string(text))])
    }
}

extension SceneInBuild {
    /// `{"identifier", "role", "stored", "resolutionError", "configuration", "delegateClass",
    /// "buildDelegateClass", "sceneClass", "buildSceneClass", "asksAppDelegate", "outcome",
    /// "statements"}`; `stored` is `{"name"}` for an Info.plist configuration,
    /// `{"delegateClass", "sceneClass", "storyboard", "delegateWrapperClass"}` for one made in code,
    /// null for none.
    package var json: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        let stored: JSONValue =
            switch self.stored {
            case .infoPlist(let name): .object([("name", .string(name))])
            case .madeInCode(let delegate, let scene, let storyboard, let wrapper):
                .object([
                    ("delegateClass", text(delegate)), ("sceneClass", text(scene)), ("storyboard", text(storyboard)),
                    ("delegateWrapperClass", text(wrapper)),
                ])
            case .none: .null
            }
        return .object([
            ("identifier", .string(identifier)),
            ("role", .string(role)),
            ("stored", stored),
            ("resolutionError", .boolean(resolutionError)),
            ("configuration", text(configuration)),
            ("delegateClass", text(delegateClass)),
            ("buildDelegateClass", text(buildDelegateClass)),
            ("sceneClass", text(sceneClass)),
            ("buildSceneClass", text(buildSceneClass)),
            ("asksAppDelegate", .boolean(asksAppDelegate)),
            ("outcome", .string(outcome.rawValue)),
            ("statements", .array(statements.map(\.json))),
        ])
    }
}
