import Foundation
import Testing

/// scripts/test-summary.sh, `make test`'s summary, run on `swift test` output written here
/// (issue 52: a known issue whose value held the word "skipped" was listed as a skip, on one line
/// of 20 KB; skips without a reason said nothing).
struct TestSummaryScriptTests {
    /// A line as long as the one a failing expectation on a whole `DryRun` prints, with
    /// multi-byte characters where the cut falls.
    static let longValue =
        "Expectation failed: !((dryRun → DryRun(statements: ["
        + String(
            repeating: "skipped → é ", count: 1_800) + "]"

    /// Runs the script with a `swift` that prints `log` and exits with `status`; returns what it
    /// printed and the files it left in its TMPDIR, by path and text.
    static func summary(of log: String, status: Int32) throws -> (result: Tool.Result, leftOver: [String: String]) {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("swift-test-output.txt")
        try Data(log.utf8).write(to: output)
        let swift = folder.appendingPathComponent("swift")
        try Data("#!/bin/sh\ncat '\(output.path)'\nexit \(status)\n".utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let result = try Tool.run(
            [], environment: ["SWIFT": swift.path, "TMPDIR": temporary.path],
            executable: Tool.packageRoot.appendingPathComponent("scripts/test-summary.sh"))
        var leftOver: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: temporary.path) {
            let file = temporary.appendingPathComponent(name)
            leftOver[file.path] = try String(contentsOf: file, encoding: .utf8)
        }
        return (result, leftOver)
    }

    @Test func aPassingRunListsEverySkipWithItsReasonAndNoKnownIssue() throws {
        let log = """
            Test Suite 'All tests' started at 2026-01-01 00:00:00.000
            /Users/a b/restorectl/Tests/RestoreKitTests/MachOCrossCheckTests.swift:10: MachOCrossCheckTests.testObjdump : Test skipped - llvm-objdump-19 is not installed
            Test Case 'MachOCrossCheckTests.testObjdump' skipped (0.001 seconds)
            /Users/a b/restorectl/Tests/RestoreKitTests/MachOCrossCheckTests.swift:20: -[RestoreKitTests.MachOCrossCheckTests testLipo] : Test skipped - llvm-lipo-19 is not installed
            Test Case '-[RestoreKitTests.MachOCrossCheckTests testLipo]' skipped (0.001 seconds)
            \t Executed 3 tests, with 1 test skipped and 0 failures (0 unexpected) in 0.1 (0.1) seconds
            ◇ Test run started.
            ➜ Test bashCompletes(_:) skipped: "bash is not installed"
            ➜ Test noReason() skipped.
            ➜ Test "corpus archives decode and round-trip" skipped: "the corpora are missing"
            ━ Test fails(_:_:) recorded a known issue with 2 arguments folder → "legacy", app → "NoOptIn.app" at BuildArticleExampleTests.swift:19:5: \(Self.longValue)
            ✔ Test passes() passed after 0.1 seconds.
            ✔ Test run with 10 tests in 2 suites passed after 1.0 seconds with 1 known issue.

            """
        let (result, leftOver) = try Self.summary(of: log, status: 0)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.text == """
                13 tests passed, 5 skipped:
                  Test MachOCrossCheckTests.testObjdump skipped: "llvm-objdump-19 is not installed"
                  Test MachOCrossCheckTests.testLipo skipped: "llvm-lipo-19 is not installed"
                  Test bashCompletes(_:) skipped: "bash is not installed"
                  Test noReason() skipped: no reason given
                  Test "corpus archives decode and round-trip" skipped: "the corpora are missing"

                """)
        #expect(leftOver.isEmpty, "nothing was cut: the log is removed")
    }

    @Test func aFailingRunCutsLongLinesAndKeepsTheWholeLog() throws {
        let log = """
            ◇ Test run started.
            ✘ Test fails() recorded an issue at DryRunTests.swift:19:5: \(Self.longValue)
            ✘ Test fails() failed after 0.1 seconds with 1 issue.
            ✘ Test run with 10 tests in 2 suites failed after 1.0 seconds with 1 issue.

            """
        let (result, leftOver) = try Self.summary(of: log, status: 1)
        #expect(result.status == 1)
        let lines = result.text.split(separator: "\n")
        #expect(lines.last == "tests FAILED (swift test exit status 1)")
        let cut = try #require(lines.first { $0.hasPrefix("✘ Test fails() recorded an issue") })
        #expect(cut.count <= 400, "\(cut.count) characters")
        #expect(!result.text.contains("\u{FFFD}"), "a character is cut in the middle")
        #expect(lines.allSatisfy { $0.count <= 400 })
        // The log it names is kept, with the whole line.
        #expect(leftOver.count == 1)
        let (path, kept) = try #require(leftOver.first)
        #expect(cut.hasSuffix(" more; the whole line is in \(path))"), "\(cut)")
        let whole = kept == log
        #expect(whole)
    }

    /// The arguments of each condition trait written in `source` (enabled or disabled, `if:` or
    /// not), as the text between its parentheses, split at its top-level commas.
    static func conditionTraits(in source: String) -> [[Substring]] {
        var traits: [[Substring]] = []
        for name in ["enabled", "disabled"] {
            var rest = source[...]
            while let found = rest.range(of: "." + name + "(") {
                var arguments: [Substring] = [], start = found.upperBound, depth = 0, inString = false
                var index = start
                scan: while index < source.endIndex {
                    let character = source[index]
                    if inString {
                        if character == "\\" {
                            index = source.index(after: index)
                        } else if character == "\"" {
                            inString = false
                        }
                    } else if character == "\"" {
                        inString = true
                    } else if "([{".contains(character) {
                        depth += 1
                    } else if depth > 0, ")]}".contains(character) {
                        depth -= 1
                    } else if depth == 0, character == "," || character == ")" {
                        arguments.append(source[start..<index])
                        start = source.index(after: index)
                        if character == ")" { break scan }
                    }
                    index = source.index(after: index)
                }
                traits.append(arguments)
                rest = source[index...]
            }
        }
        return traits
    }

    /// Every test skipped for a condition says why: each condition trait in Tests has a comment
    /// beside its condition, which the summary shows.
    @Test func everyConditionTraitSaysWhy() throws {
        let tests = Tool.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        var count = 0
        for file in files where file.hasSuffix(".swift") {
            let source = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for arguments in Self.conditionTraits(in: source) {
                count += 1
                let conditions = arguments.filter {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("if:")
                }
                let comments = arguments.filter {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("\"")
                }
                #expect(
                    !comments.isEmpty && conditions.count + comments.count == arguments.count,
                    "\(file): a condition trait without a comment saying why the test is skipped: (\(arguments.joined(separator: ",")))"
                )
            }
        }
        #expect(count >= 15, "the scan found \(count) condition traits")
    }
}
