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
            lines += ["", "archive"] + archiveStatements.map { "  " + line($0) }
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
        return lines + ["", build.map { ExplainBuildTextRenderer.summary(dryRun, $0) } ?? summary(dryRun)]
    }

    static func line(_ statement: DryRunStatement) -> String {
        (statement.basis == .uikit ? "[UIKit] " : "[app]   ") + statement.text
    }

    static func object(_ object: DryRunObject) -> [String] {
        let outcome: String
        switch object.outcome {
        case .restored: outcome = "restored"
        case .ifAppProvides: outcome = "restored only if the app's code provides it"
        case .skipped: outcome = "skipped"
        }
        let kind = object.isViewController == false ? " (not a view controller)" : ""
        var lines = ["  \(object.order.map { "\($0)." } ?? "-") \(object.path)\(kind): \(outcome)"]
        if object.outcome != .skipped {
            lines += object.routes.map {
                "      " + line(DryRunStatement($0.basis, "\(routeName($0.kind)): \($0.needs)"))
            }
        }
        lines += object.statements.map { "      " + line($0) }
        if !object.skippedWith.isEmpty {
            lines.append("      skipped with it: " + object.skippedWith.joinedText(separator: ", "))
        }
        return lines
    }

    static func routeName(_ kind: DryRunRoute.Kind) -> String {
        switch kind {
        case .restorationClass: "restoration class"
        case .appDelegate: "app delegate"
        case .registered: "registered object"
        case .storyboard: "storyboard"
        }
    }

    static func scene(_ scene: DryRunScene) -> [String] {
        let outcome: String
        switch scene.outcome {
        case .restored: outcome = "activity restored"
        case .none: outcome = "no activity saved"
        case .dropped: outcome = "activity dropped"
        }
        let type = scene.activityType.map { " (\($0))" } ?? ""
        return ["  \(scene.identifier): \(outcome)\(type)"] + scene.statements.map { "      " + line($0) }
    }

    /// The counts, and whether UIKit will certainly lose saved state (exit 1).
    static func summary(_ dryRun: DryRun) -> String {
        func count(_ outcome: DryRunObject.Outcome) -> Int { dryRun.objects.filter { $0.outcome == outcome }.count }
        var parts: [String] = []
        if dryRun.hasArchive {
            parts.append(
                "objects: \(count(.restored)) restored, \(count(.ifAppProvides)) only if the app's code provides them, \(count(.skipped)) skipped"
            )
        }
        if !dryRun.scenes.isEmpty {
            func scenes(_ outcome: DryRunScene.Outcome) -> Int { dryRun.scenes.filter { $0.outcome == outcome }.count }
            parts.append(
                "activities: \(scenes(.restored)) restored, \(scenes(.none)) none saved, \(scenes(.dropped)) dropped")
        }
        let verdict =
            dryRun.losesState ? "UIKit will certainly lose saved state." : "UIKit itself loses nothing certain."
        return parts.joinedText(separator: "; ") + (parts.isEmpty ? "" : ". ") + verdict
    }
}
