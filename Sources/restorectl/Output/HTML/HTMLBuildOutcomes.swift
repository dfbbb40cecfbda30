import RestoreKit

/// What a build decides for a file's objects and scenes on a report page (`report --app`): the
/// outcome `explain --app` gives each (RestoreKit's `BuildDecision`, read from the file's
/// `DryRun`, never decided again here) as a badge beside what was saved, painted by its severity,
/// and the lines under it one click away, in the model's words, which explain's text shows too.
struct HTMLBuildOutcomes {
    /// Each object the dry run judged, by identifier path (the first of a path given twice).
    let objects: [String: (object: DryRunObject, decided: ObjectInBuild)]
    /// Each scene with a readable session, by identifier.
    let scenes: [String: SceneInBuild]

    /// The decisions of `dryRun`, which a build settled; nil when none did.
    init?(_ dryRun: DryRun?) {
        guard let build = dryRun?.build, let dryRun else { return nil }
        var objects: [String: (object: DryRunObject, decided: ObjectInBuild)] = [:]
        for (object, decided) in zip(dryRun.objects, build.objects) where objects[decided.path] == nil {
            objects[decided.path] = (object, decided)
        }
        self.objects = objects
        scenes = Dictionary(build.scenes.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The object's outcome in the build, as a badge painted by what the user loses.
    func objectBadge(_ path: String, into out: inout HTMLOutput) {
        guard let decided = objects[path]?.decided else { return }
        Self.badge(
            "object", decided.outcome.rawValue, severity: decided.severity, decided.outcomeWords, into: &out)
    }

    /// The routes UIKit tries for the object, judged against the build, and what decides it.
    func objectDetails(_ path: String, into out: inout HTMLOutput) {
        guard let (object, decided) = objects[path] else { return }
        Self.details(decided.details(object), into: &out)
    }

    /// The scene's outcome in the build, as a badge painted by what the user sees.
    func sceneBadge(_ identifier: String, into out: inout HTMLOutput) {
        guard let scene = scenes[identifier] else { return }
        Self.badge(
            "scene", scene.outcome.rawValue, severity: scene.outcome.severity, scene.outcome.words, into: &out)
    }

    /// The configuration UIKit ends up with, the delegate it instantiates, whether the app
    /// delegate is asked, and why.
    func sceneDetails(_ identifier: String, into out: inout HTMLOutput) {
        guard let scene = scenes[identifier] else { return }
        Self.details(scene.details, into: &out)
    }

    /// `in the build: OUTCOME`, painted by the outcome's severity (RestoreKit's, as
    /// `validate --app` grades it; a plain badge without one), with the outcome's name
    /// (RestoreKit's, as `explain --format json` has it, never a file's string) in
    /// `data-KIND-outcome` for a tool or test.
    private static func badge(
        _ kind: String, _ outcome: String, severity: ValidationRule.Severity?, _ text: String,
        into out: inout HTMLOutput
    ) {
        let painted = severity.map { "flag " + $0.rawValue } ?? "badge"
        out.markup(" <span class=\"\(painted)\" data-\(kind)-outcome=\"\(outcome)\">")
        out.text("in the build: " + text)
        out.markup("</span>")
    }

    /// The lines under an object or a scene, open, each an item.
    private static func details(_ lines: [String], into out: inout HTMLOutput) {
        guard !lines.isEmpty else { return }
        out.markup("<details class=\"values\" open><summary>in the build</summary><ul class=\"kv\">")
        for line in lines { out.element("li", class: "v", line) }
        out.markup("</ul></details>")
    }

    /// The box above the findings: the build (its name as given, bundle identifier and
    /// versions), whether it opts in and is a scene app, explain's sentences for both, and for
    /// each file of UIKit saved state the counts of outcomes and the verdict, as explain sums them up.
    static func overview(_ name: String, _ build: AppBuild, files: [ReportedFile], into out: inout HTMLOutput) {
        let decisions = files.compactMap { file in
            file.dryRun.flatMap { dryRun in dryRun.build.map { (file, dryRun, $0) } }
        }
        let fails = decisions.contains { $0.1.losesState }
        // Amber, not green, when the scene life cycle drops the old build's screens by design.
        let drops = decisions.contains { !$0.2.screensLostToScenes.isEmpty }
        out.markup(
            "<div class=\"overview\"><h2>Build: <span class=\"outcome \(fails ? "bad" : drops ? "warn" : "ok")\">")
        out.text(name)
        out.markup("</span></h2><p>")
        let info = build.info
        let optsIn =
            build.optsInToRestoration.map { $0 ? "yes" : "no" }
            ?? "cannot tell (\(build.unknownClassesReason ?? "no app delegate class found"))"
        out.text(
            "bundle identifier \(info.bundleIdentifier ?? "absent"), version \(info.shortVersion ?? "absent") (CFBundleVersion \(info.version ?? "absent")); opts in to state restoration: \(optsIn); scene app: \(build.isSceneApp.map { $0 ? "yes" : "no" } ?? "cannot tell")"
        )
        out.markup("</p>")
        if let statements = decisions.first?.2.statements, !statements.isEmpty {
            out.markup("<ul class=\"kv\">")
            for statement in statements { out.element("li", class: "v", statement.marked) }
            out.markup("</ul>")
        }
        for (file, dryRun, _) in decisions {
            out.markup("<p>")
            if files.count > 1 { out.element("span", class: "fpath", file.name + ": ") }
            out.text(dryRun.summary)
            out.markup("</p>")
        }
        out.markup("</div>")
    }
}
