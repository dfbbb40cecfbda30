extension BuildComparison {
    /// The members of `breaking-changes --format json` that the comparison makes (docs/cli.md):
    /// `findings`, `alsoInOld`, `screens` (each screen OLD can save, with its outcome in NEW) and
    /// `savedState` (the dump documents of the saved state OLD writes).
    package var jsonMembers: [(String, JSONValue)] {
        var screens: [JSONValue] = []
        for (written, dryRun) in zip(written.written, judged) {
            let outcomes = Dictionary(
                (dryRun.build?.objects ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for screen in written.screens {
                let judged = outcomes[screen.path]
                screens.append(
                    .object([
                        ("path", .string(screen.path)), ("className", .string(screen.className)),
                        ("storyboard", .string(screen.storyboard)),
                        ("framework", screen.framework.map(JSONValue.string) ?? .null),
                        ("storyboardIdentifier", screen.storyboardIdentifier.map(JSONValue.string) ?? .null),
                        ("outcome", judged.map { .string($0.outcome.rawValue) } ?? .null),
                        ("reason", judged?.reason.map { .string($0.rawValue) } ?? .null),
                    ]))
            }
        }
        return [
            ("findings", .array(findings.map(\.json))), ("alsoInOld", .array(alsoInOld.map(\.json))),
            ("screens", .array(screens)), ("savedState", .array(written.written.map(\.document))),
        ]
    }

    /// `{"path", "bundleIdentifier", "version", "lifeCycle", "optsIn"}` of `build`: `lifeCycle` is
    /// `legacy`, `scenes`, `swiftUIApp` or null when the build cannot tell.
    package static func json(of build: AppBuild) -> JSONValue {
        .object([
            ("path", .string(build.path)),
            ("bundleIdentifier", build.info.bundleIdentifier.map(JSONValue.string) ?? .null),
            ("version", build.info.version.map(JSONValue.string) ?? .null),
            ("lifeCycle", build.lifeCycle.map { .string($0) } ?? .null),
            ("optsIn", build.optsInToRestoration.map(JSONValue.boolean) ?? .null),
        ])
    }
}

extension AppBuild {
    /// `legacy`, `scenes` or `swiftUIApp`; nil when the build cannot tell.
    package var lifeCycle: String? {
        if startsSwiftUIApp == true { return "swiftUIApp" }
        return isSceneApp.map { $0 ? "scenes" : "legacy" }
    }
}
