/// The dry run summed up in one sentence, as `explain` ends and the report's build box says it
/// per file: the counts of the outcomes, then the verdicts (`losesState`, `BuildDecision.fails`).
extension DryRun {
    /// The counts of the outcomes, and the verdict: whether UIKit will certainly lose saved state
    /// (`explain` exits 1 then); settled by a build, the counts in the build and its verdicts too.
    package var summary: String {
        guard let build else { return filesSummary }
        var parts: [String] = []
        if hasArchive {
            func count(_ outcome: ObjectInBuild.Outcome) -> Int { build.objects.filter { $0.outcome == outcome }.count }
            parts.append(
                "objects in the build: \(count(.restored)) restored, \(count(.raises)) raise, \(count(.ifAppProvides)) only if the app's code provides them, \(count(.skipped)) skipped, \(count(.unknown)) cannot tell"
            )
        }
        if !build.scenes.isEmpty {
            func count(_ outcome: SceneInBuild.Outcome) -> Int { build.scenes.filter { $0.outcome == outcome }.count }
            parts.append(
                "sessions: \(count(.normal)) normal, \(count(.fallback)) fallback, \(count(.wrongDelegate)) wrong delegate, \(count(.wrongSceneClass)) wrong scene class, \(count(.noDelegate)) no delegate, \(count(.wrongDelegateIfLoaded) + count(.ignored) + count(.unknown)) other"
            )
        }
        var verdicts: [String] = []
        if build.crashes { verdicts.append("UIKit raises: the app will crash") }
        if build.breaksScenes { verdicts.append("a scene gets the wrong delegate or scene class, or none") }
        if certainlyLoses { verdicts.append("UIKit will certainly lose saved state") }
        let screens = build.screensLostToScenes.count
        if screens > 0 {
            verdicts.append(
                "none of the \(screens) screen\(screens == 1 ? "" : "s") the old build saved \(screens == 1 ? "comes" : "come") back, by design of the scene life cycle; to keep \(screens == 1 ? "it" : "them"), restore \(screens == 1 ? "it" : "them") through each scene's stateRestorationActivity"
            )
        }
        let verdict =
            verdicts.isEmpty
            ? "UIKit itself loses nothing certain in this build." : verdicts.joined(separator: "; ") + "."
        return parts.joined(separator: "; ") + (parts.isEmpty ? "" : ". ") + verdict.prefix(1).uppercased()
            + verdict.dropFirst()
    }

    /// The counts of the files alone, and whether UIKit will certainly lose saved state.
    private var filesSummary: String {
        func count(_ outcome: DryRunObject.Outcome) -> Int { objects.filter { $0.outcome == outcome }.count }
        var parts: [String] = []
        if hasArchive {
            parts.append(
                "objects: \(count(.restored)) restored, \(count(.ifAppProvides)) only if the app's code provides them, \(count(.skipped)) skipped"
            )
        }
        if !scenes.isEmpty {
            func scenes(_ outcome: DryRunScene.Outcome) -> Int { self.scenes.filter { $0.outcome == outcome }.count }
            parts.append(
                "activities: \(scenes(.restored)) restored, \(scenes(.none)) none saved, \(scenes(.dropped)) dropped")
        }
        let verdict = losesState ? "UIKit will certainly lose saved state." : "UIKit itself loses nothing certain."
        return parts.joined(separator: "; ") + (parts.isEmpty ? "" : ". ") + verdict
    }
}
