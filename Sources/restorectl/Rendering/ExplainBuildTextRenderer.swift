import RestoreKit

/// The build's part of `restorectl explain --app`'s text view: the build's statements, each
/// object's outcome in the build with the lines under it, each scene session's, and the summary
/// (RestoreKit's `BuildDecision`, in its words). The rest of the view is `ExplainTextRenderer`'s.
enum ExplainBuildTextRenderer {
    /// The section that names the build and what it settles for the saved state as a whole.
    static func header(_ build: BuildDecision, app: String) -> [String] {
        [
            "  The build \(app) settles what is under \"build\", each object's routes and outcome, and each scene's lines under \"in the build\".",
            "", "build \(app)",
        ] + build.statements.map { "  " + $0.marked }
    }

    /// An object: its outcome in the build, the routes UIKit tries judged against the build, and
    /// what decides it; the objects the files alone say are skipped with it.
    static func object(_ object: DryRunObject, _ decided: ObjectInBuild) -> [String] {
        [ExplainTextRenderer.heading(object, decided.outcomeWords)] + decided.details(object).map { "      " + $0 }
    }

    /// A scene session in the build: what the user sees, the configuration UIKit ends up with,
    /// the delegate it instantiates, whether the app delegate is asked, and why.
    static func scene(_ scene: SceneInBuild) -> [String] {
        ["      in the build: \(scene.outcome.words)"] + scene.details.map { "        " + $0 }
    }
}
