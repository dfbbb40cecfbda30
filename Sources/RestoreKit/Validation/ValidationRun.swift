/// What a `validate` run found and what it comes to: every file checked with its findings, in
/// the order of the arguments that named them, which of them fail, the counts a summary gives,
/// and the run's outcome. The executable builds it from what `Validator` found and writes it in
/// each format; every pass or fail decision is made here.
package struct ValidationRun: Sendable {
    /// One file or folder checked, under the name output gives it, and what was found in it.
    package struct File: Sendable {
        /// The file's name in output (`<stdin>` for standard input).
        package let name: String
        /// The findings, in the order the checks ran; empty when the file is clean.
        package let findings: [ValidationFinding]

        /// A file checked and its findings.
        package init(name: String, findings: [ValidationFinding]) {
            self.name = name
            self.findings = findings
        }

        /// A file or folder that could not be read at all (`unreadable-file`), and why.
        package init(unreadable name: String, _ message: String) {
            self.init(name: name, findings: [ValidationFinding(.unreadableFile, message)])
        }

        /// Why the file could not be read at all, the message of its one finding; nil when it was read.
        package var readError: String? { findings.first { $0.rule.meansUnreadable }?.message }
        /// Whether the file could not be read at all.
        package var isUnreadable: Bool { readError != nil }
    }

    /// What the run comes to, worst first: a file that could not be read (or an argument that
    /// held nothing to check), a finding that fails, or a pass.
    package enum Outcome: Sendable, Equatable {
        /// A file could not be read at all, or an argument held nothing to check.
        case unreadable
        /// Every file was read, and a finding fails one.
        case findings
        /// Every file was read, and nothing fails.
        case passed
    }

    /// Every file checked, in argument order; within an argument, in the order given.
    package let files: [File]
    /// Whether warnings fail too (`--strict`).
    package let strict: Bool
    /// The arguments that named nothing to check: a run that checked nothing there must not pass.
    package let emptyArguments: [String]
    /// The command that made the run, as reports name it (`validate`, `breaking-changes`).
    package var command = "validate"
    /// What the run's files are, as its summary counts them (`archive`; `input` for builds and
    /// saved states together).
    package var noun = "archive"

    /// The run over `arguments`, from the files each (by its index) led to, in any order
    /// between arguments; `severities` gives rules another severity than their own (a rule that
    /// means a file is unreadable keeps its own: nothing was checked).
    package init(
        arguments: [String], checked: [(argument: Int, file: File)], strict: Bool,
        severities: [ValidationRule: ValidationRule.Severity] = [:]
    ) {
        // Sorted by argument, and stably within one: what a folder's walk could not read stays last.
        let ordered = checked.enumerated().sorted {
            ($0.element.argument, $0.offset) < ($1.element.argument, $1.offset)
        }.map(\.element)
        let found = Set(ordered.map(\.argument))
        files = ordered.map { checked in
            guard !severities.isEmpty else { return checked.file }
            let findings = checked.file.findings.map { finding in
                var assigned = finding
                if !finding.rule.meansUnreadable { assigned.assignedSeverity = severities[finding.rule] }
                return assigned
            }
            return File(name: checked.file.name, findings: findings)
        }
        self.strict = strict
        emptyArguments = arguments.indices.filter { !found.contains($0) }.map { arguments[$0] }
    }

    /// Whether a finding fails its file: errors always, warnings under `strict`, notes never.
    package func fails(_ finding: ValidationFinding) -> Bool {
        switch finding.severity {
        case .error: true
        case .warning: strict
        case .note: false
        }
    }

    /// Whether any of the file's findings fails it.
    package func fails(_ file: File) -> Bool { file.findings.contains(where: fails) }

    /// Whether the file was read and nothing in it fails.
    package func passes(_ file: File) -> Bool { !file.isUnreadable && !fails(file) }

    /// Files that could not be read at all.
    package var unreadableCount: Int { files.filter(\.isUnreadable).count }
    /// Files read with a finding that fails them.
    package var failedCount: Int { files.filter { !$0.isUnreadable && fails($0) }.count }
    /// Files read without a finding that fails them.
    package var passedCount: Int { files.filter(passes).count }

    /// The warnings of a file that passed anyway (without `strict`); notes are not counted.
    package func warnings(_ file: File) -> Int { file.findings.filter { $0.severity == .warning }.count }

    /// Files that passed with warnings: "passed" alone means nothing above a note was found.
    package var passedWithWarnings: [File] { files.filter { passes($0) && warnings($0) > 0 } }

    /// The run's outcome: unreadable before findings before a pass.
    package var outcome: Outcome {
        if unreadableCount > 0 || !emptyArguments.isEmpty { return .unreadable }
        return failedCount > 0 ? .findings : .passed
    }
}
