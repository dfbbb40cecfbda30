import Testing
@testable import RestoreKit

private let warning = ValidationFinding(.reservedKey, path: "Root", "a warning")
private let note = ValidationFinding(.sessionWithoutScene, path: "scene", "a note")
private let error = ValidationFinding(.missingObject, path: "Root/:[0]:/List", "an error")

/// Files come in argument order whatever order they were checked in, stably within an argument;
/// an argument that led to nothing is named, and makes the run unreadable.
@Test func aRunOrdersFilesByArgumentAndNamesEmptyArguments() {
    let checked: [(argument: Int, file: ValidationRun.File)] = [
        (2, .init(name: "c", findings: [])), (0, .init(name: "a1", findings: [])),
        (0, .init(unreadable: "a2", "cannot list")), (2, .init(name: "c2", findings: [])),
    ]
    let run = ValidationRun(arguments: ["A", "B", "C"], checked: checked, strict: false)
    #expect(run.files.map(\.name) == ["a1", "a2", "c", "c2"])
    #expect(run.emptyArguments == ["B"])
    #expect(run.files[1].readError == "cannot list")
    #expect((run.passedCount, run.failedCount, run.unreadableCount) == (3, 0, 1))
    #expect(run.outcome == .unreadable)
}

/// Errors fail a file; warnings only under `strict`; unreadable outranks findings.
@Test func strictnessDecidesWhetherWarningsFail() {
    let files: [(argument: Int, file: ValidationRun.File)] = [
        (0, .init(name: "w", findings: [warning])), (0, .init(name: "ok", findings: [])),
    ]
    let lenient = ValidationRun(arguments: ["x"], checked: files, strict: false)
    #expect(lenient.outcome == .passed)
    #expect(lenient.passes(lenient.files[0]))
    let strict = ValidationRun(arguments: ["x"], checked: files, strict: true)
    #expect(strict.outcome == .findings)
    #expect((strict.passedCount, strict.failedCount) == (1, 1))
    let failing = ValidationRun(arguments: ["x"], checked: [(0, .init(name: "e", findings: [error]))], strict: false)
    #expect(failing.outcome == .findings)
    let unreadable = ValidationRun(
        arguments: ["x"], checked: [(0, .init(name: "e", findings: [error])), (0, .init(unreadable: "u", "no"))],
        strict: false)
    #expect(unreadable.outcome == .unreadable)
}

/// Issue 43: a note never fails, not even under `strict`; a file that passes with warnings is
/// counted apart from one that passes with nothing above a note.
@Test func notesNeverFailAndWarningsAreCountedApart() {
    let files: [(argument: Int, file: ValidationRun.File)] = [
        (0, .init(name: "n", findings: [note, note])), (0, .init(name: "w", findings: [warning, note])),
        (0, .init(name: "ok", findings: [])),
    ]
    let strict = ValidationRun(arguments: ["x"], checked: [files[0]], strict: true)
    #expect(strict.outcome == .passed)
    #expect(!strict.fails(note))
    let lenient = ValidationRun(arguments: ["x"], checked: files, strict: false)
    #expect(lenient.outcome == .passed)
    #expect(lenient.passedWithWarnings.map(\.name) == ["w"])
    #expect(lenient.warnings(lenient.files[1]) == 1)
    #expect(ValidationRule.Severity.note < .warning && ValidationRule.Severity.warning < .error)
}
