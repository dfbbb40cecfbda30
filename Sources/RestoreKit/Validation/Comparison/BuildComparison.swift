/// What a new build breaks of what the last release could have saved on a user's device, found
/// from the two builds alone, with no saved state captured: `restorectl breaking-changes OLD NEW`.
///
/// The saved state OLD writes (every screen its storyboards can save, the scene sessions its life
/// cycle gives) is made from OLD and judged against NEW by the dry run `explain --app` uses; the
/// same state judged against OLD itself is the baseline, so only what NEW changes is a finding.
/// Entry points UIKit stops calling after a move to scenes, and the URL schemes, user activity
/// types, quick actions and App Intents identifiers OLD declares and NEW no longer does, are
/// compared from the two builds' method lists and declarations.
///
/// An app's test asserts that a release breaks nothing the last one saved
/// (see <doc:ComparingTwoBuilds>).
public struct BuildComparison: Sendable {
    /// What NEW breaks, by surface (restoration and scenes, entry points, persisted references),
    /// each with its consequence; a finding whose `severity` is `.error` is a crash or lost state.
    public let findings: [ValidationFinding]
    /// The findings under the checks that made them.
    package let found: FindingsByCheck
    /// The saved state OLD writes, as made from it.
    package let written: SavedStateItWrites
    /// Each saved state OLD writes, judged against NEW.
    package let judged: [DryRun]
    /// Findings NEW gives that OLD gives too for the same state: not a change, so not a finding.
    package let alsoInOld: [ValidationFinding]

    /// Compares `new` with `old`, the last release.
    public init(old: AppBuild, new: AppBuild) {
        let restoration = RestorationComparison(old: old, new: new)
        written = restoration.written
        judged = restoration.judged
        alsoInOld = restoration.alsoInOld
        let entryPoints = EntryPointComparison(old: old, new: new)
        var found = restoration.found
        found.append(.comparedBuilds, restoration.removedRestorationClasses)
        found.append(.comparedEntryPoints, entryPoints.findings)
        found.append(.comparedReferences, ReferenceComparison.findings(old: old, new: new))
        found.append(
            .comparedBuilds,
            Self.cannotShow(old: old, new: new, refused: written.refused, entryPoints: entryPoints.cannotTell))
        self.found = found
        findings = found.findings
    }

    /// `build-cannot-show`, once: what the two builds do not let the comparison tell.
    static func cannotShow(
        old: AppBuild, new: AppBuild, refused: [(screen: SavableScreen, why: String)], entryPoints: String?
    ) -> [ValidationFinding] {
        var clauses: [String] = []
        if old.isSceneApp == nil {
            clauses.append(
                "whether OLD adopts the scene life cycle (its executable's classes cannot be read: an encrypted App Store build? compare the .xcarchive), so its screens were not judged"
            )
        } else if old.isSceneApp == false, old.optsInToRestoration == nil {
            clauses.append(
                "whether OLD opts in to state restoration (no app delegate class found in its executable), so its screens were not judged"
            )
        }
        if old.isSceneApp == true, old.startsSwiftUIApp != true, old.info.sceneManifest?.configurations.isEmpty != false
        {
            clauses.append(
                "the scene configurations OLD makes in code (its manifest names none), so no scene session of OLD was judged"
            )
        }
        if let entryPoints { clauses.append(entryPoints) }
        for (screen, why) in refused {
            clauses.append("the screen \(screen.path) of storyboard \(screen.storyboard): \(why)")
        }
        guard !clauses.isEmpty else { return [] }
        return [
            ValidationFinding(
                .buildCannotShow, "The builds cannot show " + clauses.joined(separator: "; ") + ".")
        ]
    }
}
