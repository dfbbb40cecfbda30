import Foundation
import Testing

/// One row of Tests/Golden/cases.tsv: the golden file and the arguments that produce it.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let file: String
    let arguments: [String]
    var testDescription: String { file }

    static let all: [GoldenCase] = {
        let table = Tool.packageRoot.appendingPathComponent("Tests/Golden/cases.tsv")
        let text = (try? String(contentsOf: table, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return GoldenCase(file: fields[0], arguments: Array(fields.dropFirst()))
        }
    }()
}

@Test func goldenTableIsNotEmpty() {
    #expect(GoldenCase.all.count >= 10)
}

@Test("output matches the reviewed golden file", arguments: GoldenCase.all)
func golden(_ row: GoldenCase) throws {
    let result = try Tool.run(row.arguments, in: Tool.packageRoot)
    #expect(result.status == 0, "\(result.error)")
    let expected = try String(contentsOf: Tool.packageRoot.appendingPathComponent("Tests/Golden/\(row.file)"), encoding: .utf8)
    // On a mismatch, `make golden` and `git diff Tests/Golden` show the change line by line.
    #expect(result.text == expected, "differs from Tests/Golden/\(row.file)")
}
