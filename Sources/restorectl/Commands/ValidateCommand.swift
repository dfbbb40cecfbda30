import RestoreKit

/// `restorectl validate FILE...`: the restoration checks a CI job can run.
enum ValidateCommand {
    static let expectBundleVersion = OptionSpec("--expect-bundle-version", .value(placeholder: "V", choices: nil),
                                                help: "Report bundle-version-mismatch unless the archive was saved by bundle version V.")
    static let expectIdiom = OptionSpec("--expect-idiom", .value(placeholder: "NAME|N", choices: nil),
                                        help: "Report idiom-mismatch unless saved on this idiom: phone, pad, tv, carPlay, mac, vision, unspecified, or its number.")
    static let knownClasses = OptionSpec("--known-classes", .value(placeholder: "FILE", choices: nil), completes: .files,
                                         help: "Report unknown-class for saved and restoration classes not listed in FILE (one class name a line; UIKit's own UI* classes always count as known).")
    static let strict = OptionSpec("--strict", help: "Warnings fail too: exit 1 when there are any.")
    static let format = OutputFormat.option(ValidationReport.formats,
                                            help: "Findings as text lines (default); json, one object per file a line; junit (JUnit XML, a test case per archive); sarif (SARIF 2.1.0); github (workflow commands, shown as annotations); xcode (issues, for a build phase).")
    static let quiet = SharedOptions.quiet(help: "Print only the findings and the summary: nothing for archives without findings.")

    static let spec = CommandSpec(
        name: "validate",
        summary: "check archives for what stops UIKit restoring them; exit 1 on findings",
        details: """
            Checks each archive for the mistakes that make UIKit skip or refuse restoration: objects cut off \
            because an ancestor was not preserved, coders that cannot be read, references to objects the \
            archive does not hold, a bundle version or idiom other than expected, classes the app no longer \
            has. A folder argument validates every <bundle-id>.savedState folder below it (or folder holding \
            KnownSceneSessions) and every other data.data, whatever it holds: one that is empty, cut short or \
            no archive fails; folders it cannot read, and symbolic links it does not follow, are reported. A macOS (AppKit) \
            saved state is checked for records that cannot be read (unreadable-record) and for a data.data \
            without the windows.plist that holds its keys (missing-window-list); the --expect-* and \
            --known-classes options apply to UIKit archives only. Exit status: 0 when clean, 1 when there \
            are errors (or warnings, with --strict), 3 when a file or folder cannot be read or an argument \
            holds no archive at all. Instead of FILE, --bundle-id (with --device) names an app's saved state \
            in the iOS Simulator.
            """,
        positionals: [PositionalSpec("FILE", completes: .files, optional: true, repeats: true, help: "Archives (data.data) or folders to search for them; - reads standard input.")],
        ownOptions: [expectBundleVersion, expectIdiom, knownClasses, strict, quiet, format.spec] + SimulatorSelection.options + CommonOptions.limits,
        examples: [
            ("restorectl validate data.data", "check one archive"),
            ("restorectl validate --strict --expect-bundle-version 1.2.2.198 --expect-idiom phone data.data", "fail on anything a release build would not restore"),
            ("restorectl validate --format json ~/Library/Developer/CoreSimulator/Devices", "every archive of every simulator, as JSON lines"),
            ("restorectl validate --quiet --format github artifacts/", "findings as annotations of a GitHub Actions job"),
            ("restorectl validate --format junit artifacts/ > restoration.xml", "a JUnit report for a CI test reporter"),
        ],
        lists: [rules],
        run: run
    )

    /// Every rule with its severity, what it finds and what UIKit does about it, from RestoreKit's declarations.
    static let rules = HelpList(heading: "Rules") {
        ValidationRule.allCases.map { rule in (rule.rawValue, "\(rule.severity.rawValue): \(rule.summary) \(rule.consequence)") }
    }

    /// What validating one file gave.
    struct Outcome: Sendable {
        var file: String
        var findings: [ValidationFinding] = []
        /// The file could not be read at all: the message of its one finding.
        var readError: String? { findings.first { $0.rule.meansUnreadable }?.message }
        var isUnreadable: Bool { readError != nil }
    }

    /// A file or saved-state folder to check, and the argument that named it or led to it.
    struct Target: Sendable {
        var path: String
        var argument: Int
    }

    static func run(_ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure) -> ExitStatus {
        let files = try SimulatorSelection.files(arguments, command: spec.name, &console)
        let expectations = try self.expectations(arguments, &console)
        let (targets, unreadable) = self.targets(files)
        let options = ArchiveLoading.options(arguments)
        var progress = ProgressLine(verb: "validating")
        let checked = parallelMap(targets, progress: { progress.update($0, $1) }) { target in
            let checked = Validator.validate(path: target.path, in: PlatformFiles(), expectations: expectations, options: options)
            return (target.argument, Outcome(file: ArchiveLoading.displayName(checked.path), findings: checked.findings))
        }
        // In argument order; within an argument, what the walk could not read last.
        let found = (checked + unreadable)
            .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        // An argument that yields nothing was checked for nothing: that must not pass.
        let nothingFound = files.indices.filter { index in !found.contains { $0.0 == index } }.map { files[$0] }
        let status = report(ValidationReport(outcomes: found.map(\.1), strict: arguments.has(strict), quiet: arguments.has(quiet), style: console.style),
                            format: arguments.value(format) ?? .text, &console)
        for argument in nothingFound {
            console.error("no restoration archive found", subject: argument)
        }
        return nothingFound.isEmpty ? status : .failure(.unreadableInput)
    }

    /// The `--expect-*` and `--known-classes` options, or the status after saying what is wrong.
    static func expectations(_ arguments: ParsedArguments, _ console: inout Console) throws(ReportedFailure) -> ValidationExpectations {
        var expectations = ValidationExpectations(bundleVersion: arguments.value(expectBundleVersion))
        if let idiom = arguments.value(expectIdiom) {
            guard let value = RestorationMetadata.idiomValue(named: idiom) else {
                let names = RestorationMetadata.idioms.map(\.name)
                console.error("--expect-idiom takes \(names.joined(separator: ", ")) or a number, not '\(idiom)'" + suggestion(for: idiom, among: names), subject: "validate")
                throw ReportedFailure(.usage)
            }
            expectations.idiom = value
        }
        if let listFile = arguments.value(knownClasses) {
            do {
                expectations.knownClasses = ValidationExpectations.knownClasses(inList: try readFile(listFile))
            } catch {
                console.error(error.message, subject: listFile)
                throw ReportedFailure(.failure(.unreadableInput))
            }
        }
        return expectations
    }

    /// Files as given; folders as what the walk finds below them: every saved-state folder
    /// (archive and scenes), every other data.data whatever it holds, and every folder or
    /// data.data it could not read.
    static func targets(_ files: [String]) -> (targets: [Target], unreadable: [(argument: Int, outcome: Outcome)]) {
        var targets: [Target] = []
        var unreadable: [(argument: Int, outcome: Outcome)] = []
        for (index, argument) in files.enumerated() {
            guard PlatformFiles().isFolder(argument) else {
                targets.append(Target(path: argument, argument: index))
                continue
            }
            do {
                let walk = try DirectoryWalker.walk(argument)
                targets += walk.savedStateFolders.filter { SavedStateFolder.isSavedState($0, in: PlatformFiles()) }.map { Target(path: $0, argument: index) }
                targets += walk.looseArchives.map { Target(path: $0, argument: index) }
                unreadable += (walk.unreadableArchives + walk.unreadable).map { (index, Outcome(file: $0.path, findings: [ValidationFinding(.unreadableFile, $0.message)])) }
            } catch {
                unreadable.append((index, Outcome(file: argument, findings: [ValidationFinding(.unreadableFile, error.message)])))
            }
        }
        return (targets, unreadable)
    }

    /// Writes the report and gives the status: unreadable input when a file is unreadable, else
    /// findings when one fails, else success.
    static func report(_ report: ValidationReport, format: OutputFormat, _ console: inout Console) -> ExitStatus {
        report.write(format: format, &console)
        if report.outcomes.contains(where: \.isUnreadable) { return .failure(.unreadableInput) }
        return report.outcomes.contains(where: report.fails) ? .findings : .success
    }
}

