import RestoreKit

/// What `breaking-changes` found: the two builds, the screens OLD can save, the findings as
/// validate writes them, and explain's verdict of each saved state of `--saved`.
struct BreakingChangesView: CommandView {
    /// A saved state of `--saved` and its dry run against NEW.
    struct Saved {
        let name: String
        let dryRun: DryRun
    }

    let old: AppBuild
    let new: AppBuild
    let comparison: BuildComparison
    let run: ValidationRun
    let saved: [Saved]
    var quiet = false

    func lines(style: TextStyle) throws(CommandFailure) -> [String] {
        var lines = [Self.describe("OLD", old), Self.describe("NEW", new)]
        let outcomes = comparison.judged.flatMap { $0.build?.objects ?? [] }
        if !comparison.written.screens.isEmpty {
            var counts: [String] = []
            for outcome in [ObjectInBuild.Outcome.restored, .raises, .skipped, .ifAppProvides, .unknown] {
                let count = outcomes.filter { $0.outcome == outcome }.count
                if count > 0 { counts.append("\(count) \(Self.words(outcome))") }
            }
            lines.append(
                "\(ArchiveTextSink.count(comparison.written.screens.count, "screen")) OLD can save, judged against NEW: \(counts.joined(separator: ", "))"
            )
        }
        if !comparison.alsoInOld.isEmpty {
            lines.append(
                "\(ArchiveTextSink.count(comparison.alsoInOld.count, "finding")) OLD gives too, not changes (validate --app OLD shows them)"
            )
        }
        let report = TextValidationReporter().report(run, quiet: quiet, style: style)
        lines += report.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        for state in saved {
            lines.insert(
                "\(TerminalText.escaped(state.name)): explain --app: \(state.dryRun.summary)", at: lines.count - 1)
        }
        return lines
    }

    func document() throws(CommandFailure) -> JSONValue {
        let failing = run.files.contains { run.fails($0) || $0.isUnreadable }
        var members: [(String, JSONValue)] = [
            ("old", BuildComparison.json(of: old)), ("new", BuildComparison.json(of: new)), ("ok", .boolean(!failing)),
        ]
        members += comparison.jsonMembers
        if !saved.isEmpty || run.files.count > 1 {
            members.append(
                (
                    "saved",
                    .array(
                        run.files.dropFirst().map { file in
                            let dryRun = saved.first { $0.name == file.name }?.dryRun
                            return .object([
                                ("file", .string(file.name)), ("ok", .boolean(run.passes(file))),
                                ("losesState", dryRun.map { .boolean($0.losesState) } ?? .null),
                                ("verdict", dryRun.map { .string($0.summary) } ?? .null),
                                ("findings", .array(file.findings.map(\.json))),
                            ])
                        })
                ))
        }
        return .object(members)
    }

    /// `OLD: PATH: BUNDLE-ID VERSION, legacy life cycle, opts in to restoration`.
    static func describe(_ label: String, _ build: AppBuild) -> String {
        let cycle =
            switch build.lifeCycle {
            case "swiftUIApp"?: "SwiftUI App life cycle"
            case "scenes"?: "scene life cycle"
            case "legacy"?: "legacy life cycle"
            default: "life cycle cannot be told"
            }
        let optsIn =
            switch build.optsInToRestoration {
            case true?: "opts in to restoration"
            case false?: "does not opt in to restoration"
            case nil: "opting in cannot be told"
            }
        let identity = [build.info.bundleIdentifier, build.info.version].compactMap { $0 }.joined(separator: " ")
        return TerminalText.escaped(
            "\(label): \(InputFiles.displayName(build.path)): \(identity.isEmpty ? "" : identity + ", ")\(cycle), \(optsIn)"
        )
    }

    static func words(_ outcome: ObjectInBuild.Outcome) -> String {
        switch outcome {
        case .restored: "restored"
        case .raises: "raise (the app crashes)"
        case .skipped: "skipped"
        case .ifAppProvides: "only if the app's code provides them"
        case .unknown: "cannot tell"
        }
    }
}
