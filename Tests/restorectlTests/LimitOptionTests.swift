import Foundation
import Testing

struct LimitCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// The file the one line of standard error names.
    let file: String
    /// The limit that must fire, with the option's value in it.
    let limit: String
    var testDescription: String { arguments.joined(separator: " ") }
}

let sampleBplist = "Fixtures/plist/sample.bplist"
let cleanArchive = "Fixtures/rules/clean/data.data"
let exponential = "Fixtures/invalid/exponential-shared-references.bplist"

@Test(
    "each limit option makes its own limit fire, naming the value given",
    arguments: [
        LimitCase(
            arguments: ["lint", "--max-depth", "2", sampleBplist], file: sampleBplist,
            limit: ": nesting deeper than 2 levels at offset 0x"),
        LimitCase(
            arguments: ["dump", "--max-depth", "3", cleanArchive], file: cleanArchive,
            limit: ": nesting deeper than 3 levels at offset 0x"),
        LimitCase(
            arguments: ["lint", "--max-objects", "5", sampleBplist], file: sampleBplist,
            limit: ": 27 objects, more than the limit of 5 at offset 0x111"),
        LimitCase(
            arguments: ["dump", "--max-objects", "5", cleanArchive], file: cleanArchive,
            limit: " objects, more than the limit of 5 at offset 0x"),
        LimitCase(
            arguments: ["convert", "--max-expansion", "1", exponential, "--to", "json"], file: exponential,
            limit: ": shared containers expand to more than 1000202 values (1,000,000 + 1 per input byte) at offset 0x"),
        LimitCase(
            arguments: ["convert", "--max-expansion", "7", exponential, "--to", "xml"], file: exponential,
            limit: ": shared containers expand to more than 1001414 values (1,000,000 + 7 per input byte) at offset 0x"),
    ])
func limitOptionFiresItsLimit(_ row: LimitCase) throws {
    let result = try Tool.run(row.arguments, in: Tool.packageRoot)
    #expect(result.status == 3)
    #expect(result.error.hasPrefix("restorectl: \(row.file)"), "\(result.error)")
    #expect(result.error.contains(row.limit), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1)
}

@Test func theDefaultLimitsLetTheFixturesThrough() throws {
    // So that the rows above fire because of the option, not whatever the file holds.
    for arguments in [["lint", sampleBplist], ["dump", cleanArchive]] {
        #expect(try Tool.run(arguments, in: Tool.packageRoot).status == 0, "\(arguments)")
    }
}

@Test func xmlDeeperThanTheDefaultLimitNamesItAndWhere() throws {
    let result = try Tool.run(["lint", "-"], input: Data(String(repeating: "<array>", count: 600).utf8))
    #expect(result.status == 3)
    // Element 513 starts at column 7 * 512 + 1.
    #expect(result.error == "restorectl: <stdin>: line 1, column 3585: nesting deeper than 512 levels\n")
}
