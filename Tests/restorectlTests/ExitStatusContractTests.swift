import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// restorectl's `ExitStatus`, not Swift Testing's (of exit tests).
typealias ProgramStatus = restorectl.ExitStatus

/// docs/cli.md's exit-status table against the one place the program keeps it
/// (`ExitStatus.code`, `ExitStatus.meanings`), and every command run on the same failures: each
/// status is the one the table's row for that kind of failure says, whichever command meets it.
struct ExitStatusContractTests {
    /// docs/cli.md's "Exit status" table: each row's text by its status.
    static func documentedRows() throws -> [Int32: String] {
        let start = try #require(contract.range(of: "\n## Exit status\n")).upperBound
        let section = contract[start...].components(separatedBy: "\n## ").first ?? ""
        var rows: [Int32: String] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 2, let code = Int32(cells[0]) { rows[code] = cells[1] }
        }
        return rows
    }

    /// The status docs/cli.md gives `status`: the one row that says what it means.
    static func documentedCode(_ status: ProgramStatus) throws -> Int32 {
        let meaning = try #require(
            ProgramStatus.meanings.first { $0.status == status }?.meaning, "\(status) has no meaning")
        let rows = try documentedRows().filter { $0.value.contains(meaning) }
        try #require(rows.count == 1, "docs/cli.md's exit-status table says '\(meaning)' in \(rows.count) rows")
        return rows[rows.startIndex].key
    }

    @Test func theTableSaysWhatTheProgramDoes() throws {
        let rows = try Self.documentedRows()
        #expect(Set(rows.keys) == Set(ProgramStatus.meanings.map(\.status.code)), "\(rows.keys.sorted())")
        for (status, meaning) in ProgramStatus.meanings {
            #expect(try Self.documentedCode(status) == status.code, "\(meaning)")
        }
        for kind in FailureKind.allCases {
            #expect(ProgramStatus.meanings.contains { $0.status == .failure(kind) }, "\(kind) is in no row")
        }
    }

    /// The README points at the table instead of keeping a copy that could say otherwise (no
    /// other page has one either: DocumentationPageTests).
    @Test func theReadmeLinksToTheTable() throws {
        let readme = try String(contentsOf: Tool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/cli.md#exit-status)"))
        #expect(!readme.contains("| status |"))
    }

    /// The failures every command that can meet one is run on.
    enum Failure: String, CaseIterable, Sendable {
        case missingFile, folder, truncatedFile, unreadableCoder, listedPathWithoutCoder, unreadableNestedArchive,
            pathNotInArchive, keyNotInCoder
    }

    /// A command line and the status its failure has; `FILE`, `PATH`, `KEY`, `OUT` and `GOOD` (a
    /// clean archive) stand for the failure's own.
    struct Row: CustomTestStringConvertible, Sendable {
        let failure: Failure
        let arguments: [String]
        let expected: ProgramStatus
        var testDescription: String { "\(failure.rawValue): \(arguments.joined(separator: " "))" }
    }

    static func rows(_ failures: [Failure], _ commands: [(String, ProgramStatus)]) -> [Row] {
        failures.flatMap { failure in
            commands.map {
                Row(failure: failure, arguments: $0.0.split(separator: " ").map(String.init), expected: $0.1)
            }
        }
    }

    static let unreadable = ProgramStatus.failure(.unreadableInput), notThere = ProgramStatus.failure(.notInArchive)

    static let allRows: [Row] =
        rows(
            [.missingFile, .folder, .truncatedFile],
            [
                ("dump FILE", unreadable), ("dump --raw FILE", unreadable), ("paths FILE", unreadable),
                ("get FILE PATH", unreadable),
                ("get FILE PATH KEY", unreadable), ("set FILE PATH KEY 1 -o OUT", unreadable),
                ("remove FILE PATH -o OUT", unreadable),
                ("remove FILE PATH KEY -o OUT", unreadable), ("diff FILE GOOD", unreadable),
                ("diff GOOD FILE", unreadable),
                ("convert FILE --to json -o OUT", unreadable), ("lint FILE", unreadable), ("validate FILE", unreadable),
                ("create FILE -o OUT", unreadable), ("push FILE --bundle-id com.example.TabBar", unreadable),
            ])
        // find and pull read folders: FILE as the folder to search, or as the Simulator's devices folder.
        + rows([.missingFile, .truncatedFile], [("find FILE", unreadable)])
        + rows([.folder], [("find FILE", .findings)])
        + rows([.missingFile, .folder, .truncatedFile], [("pull --bundle-id com.example.TabBar -o OUT", unreadable)])
        + rows(
            [.unreadableCoder, .listedPathWithoutCoder],
            [
                ("get FILE PATH", unreadable), ("get FILE PATH KEY", unreadable),
                ("set FILE PATH KEY 1 -o OUT", unreadable),
                ("remove FILE PATH KEY -o OUT", unreadable),
                // What needs no coder reads the archive all the same; validate reports it as a finding.
                ("dump FILE", .success), ("dump FILE --path PATH", .success), ("paths FILE", .success),
                ("remove FILE PATH -o OUT", .success),
                ("diff FILE FILE", .success), ("convert FILE --to json -o OUT", .success), ("lint FILE", .success),
                ("validate FILE", .findings),
            ])
        + rows(
            [.unreadableNestedArchive],
            [
                ("get FILE PATH KEY", unreadable), ("set FILE PATH KEY 1 -o OUT", unreadable),
                ("remove FILE PATH KEY -o OUT", unreadable),
                ("get FILE PATH", .success), ("dump FILE", .success),
            ])
        + rows(
            [.pathNotInArchive],
            [
                ("dump FILE --path PATH", notThere), ("get FILE PATH", notThere), ("get FILE PATH KEY", notThere),
                ("set FILE PATH KEY 1 -o OUT", notThere), ("remove FILE PATH -o OUT", notThere),
                ("remove FILE PATH KEY -o OUT", notThere),
            ])
        + rows(
            [.keyNotInCoder],
            [
                ("get FILE PATH KEY", notThere), ("set FILE PATH KEY 1 -o OUT", notThere),
                ("remove FILE PATH KEY -o OUT", notThere),
                ("get FILE --extra KEY", notThere), ("remove FILE --extra KEY -o OUT", notThere),
            ])

    /// The file, path and key of `failure`, made in `folder` where they are not fixtures.
    static func situation(_ failure: Failure, in folder: URL) throws -> (file: String, path: String, key: String) {
        let clean = Tool.fixture("archives/com.example.TabBar.savedState/data.data")
        let feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
        switch failure {
        case .missingFile:
            return (folder.appendingPathComponent("missing.data").path, feed, "selectedIndex")
        case .folder:
            let notSavedState = folder.appendingPathComponent("notes")
            try FileManager.default.createDirectory(at: notSavedState, withIntermediateDirectories: true)
            try Data("not saved state\n".utf8).write(to: notSavedState.appendingPathComponent("README.txt"))
            return (notSavedState.path, feed, "selectedIndex")
        case .truncatedFile:
            let truncated = folder.appendingPathComponent("truncated.data")
            try Data(try Data(contentsOf: URL(fileURLWithPath: clean)).prefix(100)).write(to: truncated)
            return (truncated.path, feed, "selectedIndex")
        case .unreadableCoder:
            return (Tool.fixture("rules/malformed-object/data.data"), "Root/:[0]:/List", "selectedRow")
        case .listedPathWithoutCoder:
            return (Tool.fixture("rules/missing-object/data.data"), "Root/:[0]:/List/:[0]:/Detail", "selectedRow")
        case .unreadableNestedArchive:
            // A coder key holding the first 120 bytes of an archive: an archive by its look, cut short.
            var editor = RestorationEditor(
                try KeyedArchive(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: clean)))))
            let cut = Array(
                try Data(contentsOf: URL(fileURLWithPath: Tool.fixture("rules/clean/data.data"))).prefix(120))
            try editor.set(path: feed, key: "cut", to: .data(cut))
            let file = folder.appendingPathComponent("nested.data")
            try Data(editor.encoded).write(to: file)
            return (file.path, feed, "cut.selectedRow")
        case .pathNotInArchive:
            return (clean, "TabController/:[0]:/NoSuchController", "selectedIndex")
        case .keyNotInCoder:
            // A missing level: set adds a missing key itself, but not the dictionaries on its way.
            return (clean, feed, "noSuchKey.inner")
        }
    }

    @Test("each command ends with the status docs/cli.md gives the failure it meets", arguments: allRows)
    func statusIsTheDocumentedOne(_ row: Row) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, path, key) = try Self.situation(row.failure, in: folder)
        let stand = [
            "FILE": file, "PATH": path, "KEY": key, "OUT": folder.appendingPathComponent("out").path,
            "GOOD": Tool.fixture("archives/com.example.TabBar.savedState/data.data"),
        ]
        let arguments = row.arguments.map { stand[$0] ?? $0 }
        // pull and push look for the app in the Simulator's devices folder: FILE, or none at all.
        let simulator = row.arguments[0] == "pull" ? file : folder.appendingPathComponent("no-simulator").path
        let result = try Tool.run(arguments, environment: ["RESTORECTL_SIMULATOR_ROOT": simulator])
        #expect(result.status == row.expected.code, "\(result.error)")
        #expect(result.status == (try Self.documentedCode(row.expected)), "\(result.error)")
    }
}
