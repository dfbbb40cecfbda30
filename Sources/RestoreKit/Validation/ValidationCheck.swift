/// The checks `validate` makes, one a function that makes findings; each rule's declaration
/// names the one check that emits it (`ValidationRule.check`), and a test runs every check over
/// the fixtures to hold both to it.
package enum ValidationCheck: String, Sendable, CaseIterable {
    /// Reading the file or folder (`Validator.finding(for:)`, and a file, folder or macOS saved
    /// state that cannot be read at all): whether there is anything to check.
    case reading
    /// The restoration archive as a whole (`Validator.validate(_:expectations:)`): its root,
    /// identifier list, class map and first responders.
    case archive
    /// The archive's metadata and what it is expected to hold (`Validator.metadataFindings`).
    case metadata
    /// Objects cut off by an ancestor that was not preserved (`Validator.orphanFindings`).
    case orphans
    /// Each object's coder: reserved keys, references, known classes (`Validator.objectFindings`).
    case objects
    /// A UIKit folder's scene state (`Validator.validateScenes`).
    case scenes
    /// The records of a macOS saved state (`AppKitSavedState.findings`).
    case appKitRecords
    /// `--app`: each object of the archive against the build (`Validator.appObjectFindings`).
    case appObjects
    /// `--app`: the saved-state folder as a whole against the build (`Validator.appFolderFindings`).
    case appFolder
    /// `--app`: the UIScene migration and opting in, from the dry run's decision against the
    /// build (`Validator.appMigrationFindings`, `BuildDecision`).
    case appMigration
    /// `breaking-changes`: what two builds say about restoration, compared (`BuildComparison`):
    /// restoration classes, and what neither build lets it tell.
    case comparedBuilds
    /// `breaking-changes`: the app-delegate methods UIKit stops calling after a move to scenes,
    /// against their counterparts in the new build.
    case comparedEntryPoints
    /// `breaking-changes`: the URL schemes, user activity types, quick actions and App Intents
    /// identifiers the old build declares and the new one does not.
    case comparedReferences

    /// Whether the check compares two builds (`breaking-changes`) rather than checking saved state.
    package var isComparison: Bool {
        switch self {
        case .comparedBuilds, .comparedEntryPoints, .comparedReferences: true
        default: false
        }
    }
}

/// Findings in the order the checks made them, each group under the check that made it: what
/// the test of the checks' rules reads; everything else takes `findings`.
package struct FindingsByCheck: Sendable {
    /// Each check that found something and what it found, in the order the checks ran.
    package private(set) var groups: [(check: ValidationCheck, findings: [ValidationFinding])] = []

    /// Nothing found yet.
    init() {}

    /// `findings`, made by `check`.
    init(_ check: ValidationCheck, _ findings: [ValidationFinding]) {
        append(check, findings)
    }

    /// Adds what `check` found.
    mutating func append(_ check: ValidationCheck, _ findings: [ValidationFinding]) {
        if !findings.isEmpty { groups.append((check, findings)) }
    }

    /// Adds what other checks found, after these.
    mutating func append(_ other: FindingsByCheck) {
        groups += other.groups
    }

    /// Every finding, in the order the checks made them.
    package var findings: [ValidationFinding] {
        groups.count == 1 ? groups[0].findings : groups.flatMap(\.findings)
    }

    /// Whether a finding means the file could not be read at all: no other check then runs.
    var meansUnreadable: Bool { groups.contains { $0.findings.contains(where: \.rule.meansUnreadable) } }
}
