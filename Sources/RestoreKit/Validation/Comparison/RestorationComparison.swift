/// The restoration surface of a `BuildComparison`: the saved state OLD writes judged against NEW
/// by the dry run and `validate --app`'s checks of it, less what OLD gives for the same state, and
/// the restoration classes OLD has that NEW lost.
struct RestorationComparison {
    /// The checks of a saved state against a build that the comparison keeps.
    static let appChecks: Set<ValidationCheck> = [.appObjects, .appFolder, .appMigration]

    let written: SavedStateItWrites
    var judged: [DryRun] = []
    var found = FindingsByCheck()
    var alsoInOld: [ValidationFinding] = []
    var removedRestorationClasses: [ValidationFinding] = []

    init(old: AppBuild, new: AppBuild) {
        written = SavedStateItWrites(old)
        let newCheck = AppCheck(new), oldCheck = AppCheck(old)
        var seen = Set<FindingKey>(), seenInOld = Set<FindingKey>()
        for state in written.written.map(\.state) {
            let dryRun = DryRun(state, app: newCheck)
            judged.append(dryRun)
            let inOld = Set(
                Self.appFindings(state, check: oldCheck, judged: DryRun(state, app: oldCheck)).findings.map {
                    FindingKey($0)
                })
            for (check, findings) in Self.appFindings(state, check: newCheck, judged: dryRun).groups {
                var changed: [ValidationFinding] = []
                for var finding in findings {
                    let key = FindingKey(finding)
                    // A session is named by what it stands for, not the identifier made for it.
                    if let path = finding.path, let name = written.sessionNames[path] { finding.path = name }
                    if inOld.contains(key) {
                        if seenInOld.insert(key).inserted { alsoInOld.append(finding) }
                    } else if seen.insert(key).inserted {
                        changed.append(finding)
                    }
                }
                found.append(check, changed)
            }
        }
        removedRestorationClasses = Self.removedRestorationClasses(old: old, new: new)
    }

    /// `validate --app`'s findings of `state` against `check`'s build, from its dry run.
    static func appFindings(_ state: LoadedSavedState, check: AppCheck, judged: DryRun) -> FindingsByCheck {
        var expectations = ValidationExpectations()
        expectations.app = check
        var kept = FindingsByCheck()
        for group in Validator.checked(.uikit(state), expectations: expectations, judged: judged).groups
        where appChecks.contains(group.check) {
            kept.append(group.check, group.findings)
        }
        return kept
    }

    /// `restoration-class-removed`: each class OLD defines that adopts `UIViewControllerRestoration`
    /// or `UIObjectRestoration` and that NEW certainly lacks, or defines without the protocol.
    static func removedRestorationClasses(old: AppBuild, new: AppBuild) -> [ValidationFinding] {
        var findings: [ValidationFinding] = []
        for appClass in old.classes {
            let name = appClass.definition.name
            guard
                let adopted = ["UIViewControllerRestoration", "UIObjectRestoration"].first(where: {
                    old.conforms(name, to: $0) == true
                })
            else { continue }
            let display = appClass.displayName
            switch new.resolution(ofClass: name) {
            case .nowhere:
                findings.append(
                    ValidationFinding(
                        .restorationClassRemoved, path: name,
                        "OLD's restoration class \(display) (\(adopted)) is not in NEW: for every object OLD saved with it, UIKit passes over the class, and only the app delegate or an object already registered can give the object back."
                    ))
            case .inBuild where new.conforms(name, to: adopted) == false:
                findings.append(
                    ValidationFinding(
                        .restorationClassRemoved, path: name,
                        "OLD's restoration class \(display) no longer adopts \(adopted) in NEW: UIKit logs a warning and does not use it for the objects OLD saved with it."
                    ))
            default:
                continue
            }
        }
        return findings
    }
}

/// A finding as the baseline compares it: its rule and path (messages name the build).
struct FindingKey: Hashable {
    let rule: ValidationRule
    let path: String?

    init(_ finding: ValidationFinding) {
        rule = finding.rule
        path = finding.path
    }
}
