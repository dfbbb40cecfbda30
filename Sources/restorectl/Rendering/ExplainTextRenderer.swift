import RestoreKit

/// The text view of `restorectl explain`: RestoreKit's dry run (`DryRun`) as lines for a person,
/// each statement marked `[UIKit]` (UIKit's behaviour, which the files decide) or `[app]` (the
/// app's code, which they cannot show).
enum ExplainTextRenderer {
    /// Every line of the dry run of the saved state called `name`; settled by the build called
    /// `app` when the dry run has one (`ExplainBuildTextRenderer` writes the build's part).
    static func lines(_ dryRun: DryRun, name: String, app: String? = nil) -> [String] {
        var lines = [
            "\(name): what UIKit does with it at the next launch (decompiled iOS 26.1)",
            "  [UIKit] is UIKit's behaviour, which these files decide; [app] depends on the app's code.",
        ]
        let build = dryRun.build
        var archiveStatements = dryRun.statements
        if let build {
            lines += ExplainBuildTextRenderer.header(build, app: app ?? "the build")
            // The build's statements are the archive's last ones (`DryRun.settle`): said above, under "build".
            if dryRun.hasArchive { archiveStatements.removeLast(min(build.statements.count, archiveStatements.count)) }
        }
        if dryRun.hasArchive {
            lines += ["", "archive"] + archiveStatements.map { "  " + $0.marked }
            lines += ["", "objects, in restore order (\(dryRun.objects.count))"]
            for (index, object) in dryRun.objects.enumerated() {
                let decided = build.flatMap { index < $0.objects.count ? $0.objects[index] : nil }
                lines += decided.map { ExplainBuildTextRenderer.object(object, $0) } ?? self.object(object)
            }
        } else {
            lines += ["", "no view-controller archive (data.data): nothing to restore but the scenes"]
        }
        if !dryRun.scenes.isEmpty {
            lines += ["", "scenes (\(dryRun.scenes.count))"]
            for scene in dryRun.scenes {
                lines += self.scene(scene)
                if let decided = build?.scenes.first(where: { $0.identifier == scene.identifier }) {
                    lines += ExplainBuildTextRenderer.scene(decided)
                }
            }
        }
        return lines + ["", dryRun.summary]
    }

    /// An object's line: its place in restore order (`-` when not listed), its path, and `outcome`.
    static func heading(_ object: DryRunObject, _ outcome: String) -> String {
        let kind = object.isViewController == false ? " (not a view controller)" : ""
        return "  \(object.order.map { "\($0)." } ?? "-") \(object.path)\(kind): \(outcome)"
    }

    /// An object by the files alone: its line, then the routes UIKit tries and what decides it.
    static func object(_ object: DryRunObject) -> [String] {
        [heading(object, object.outcome.words)] + object.details.map { "      " + $0 }
    }

    /// A scene: what comes of its activity, then why.
    static func scene(_ scene: DryRunScene) -> [String] {
        let type = scene.activityType.map { " (\($0))" } ?? ""
        return ["  \(scene.identifier): \(scene.outcome.words)\(type)"] + scene.statements.map { "      " + $0.marked }
    }
}
