import Foundation
import Testing

/// One row of Tests/Golden/cases.tsv: the golden file and the arguments that produce it.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let file: String
    let arguments: [String]
    var testDescription: String { file }

    static let folder = Tool.packageRoot.appendingPathComponent("Tests/Golden")

    static let all: [GoldenCase] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("cases.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return GoldenCase(file: fields[0], arguments: Array(fields.dropFirst()))
        }
    }()

    /// The reviewed standard error: `FILE.stderr`, or nothing when that file is absent.
    var expectedError: Data {
        (try? Data(contentsOf: Self.folder.appendingPathComponent(file + ".stderr"))) ?? Data()
    }
}

@Test func goldenTableIsNotEmpty() {
    #expect(GoldenCase.all.count >= 10)
}

@Test("output matches the reviewed golden file byte for byte, standard error included", arguments: GoldenCase.all)
func golden(_ row: GoldenCase) throws {
    let result = try Tool.run(row.arguments, in: Tool.packageRoot)
    #expect(result.status == 0, "\(result.error)")
    let expected = try Data(contentsOf: GoldenCase.folder.appendingPathComponent(row.file))
    // Bytes, not Strings: String equality is Unicode canonical equivalence, so an NFD path would
    // pass for the NFC one. On a mismatch, `make golden` and `git diff Tests/Golden` show it.
    #expect(result.output == expected, "differs from Tests/Golden/\(row.file)")
    #expect(result.errorOutput == row.expectedError, "standard error differs from Tests/Golden/\(row.file).stderr: \(result.error)")
}

@Test func everyGoldenFileBelongsToACase() throws {
    // A golden (or .stderr) left behind by a removed case would never be compared again.
    let named = Set(GoldenCase.all.flatMap { [$0.file, $0.file + ".stderr"] } + ["cases.tsv", "regenerate.sh"])
    let present = try FileManager.default.contentsOfDirectory(atPath: GoldenCase.folder.path).filter { !$0.hasPrefix(".") }
    #expect(present.filter { !named.contains($0) }.isEmpty)
}

@Test func stringComparisonWouldHideTheDifferenceByteComparisonSees() throws {
    // Why the goldens are compared as bytes: the Mail golden's non-ASCII paths in NFD are a
    // different file, yet an equal String.
    let nfc = try Data(contentsOf: GoldenCase.folder.appendingPathComponent("mail.dump.txt"))
    let text = String(decoding: nfc, as: UTF8.self)
    let nfd = Data(text.decomposedStringWithCanonicalMapping.utf8)
    #expect(nfd != nfc)
    #expect(String(decoding: nfd, as: UTF8.self) == text)
}
