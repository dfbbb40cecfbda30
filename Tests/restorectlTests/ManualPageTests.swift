import Foundation
import Testing

/// groff's full path, or nil when it is not installed (the tests that need it skip).
let groff: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/groff" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Formats a page with `groff -ww -man -Tutf8` (every warning on) and gives its warnings.
func groffWarnings(_ page: Data) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(groff))
    process.arguments = ["-ww", "-man", "-Tutf8"]
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: page)
    try input.fileHandleForWriting.close()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    let warnings = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: warnings, as: UTF8.self)
}

@Test(.enabled(if: groff != nil, "groff is not installed: the manual pages are not checked for its warnings"))
func theManualPagesFormatWithoutAGroffWarning() throws {
    #expect(try groffWarnings(try Tool.run(["help", "--man"]).output) == "")
    for command in [
        "dump", "paths", "get", "validate", "explain", "report", "find", "set", "remove", "diff", "convert", "lint",
        "completions", "help",
    ] {
        let page = try Tool.run(["help", "--man", command])
        #expect(page.status == 0)
        #expect(try groffWarnings(page.output) == "", "\(command)")
    }
}

@Test func theManualPageHasItsSectionsOnceAndOnlyASCII() throws {
    let page = try Tool.run(["help", "--man"]).text
    let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
    #expect(
        sections == [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES",
            "SEE ALSO",
        ])
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(!page.contains("`"))
    // The common options are described once, in OPTIONS.
    #expect(page.components(separatedBy: ".B \\-\\-no\\-color\n").count == 2)
    #expect(page.components(separatedBy: ".B \\-\\-max\\-depth N\n").count == 2)
    // Each example: what it does, then the command indented below it.
    #expect(page.contains(".PP\nThe tree of what was saved:\n.RS 4\n.nf\nrestorectl dump data.data\n.fi\n.RE\n"))
    #expect(page.contains("docs/cli.md"))
    #expect(!page.contains("shared/spec"))
}

@Test func helpManForOneCommandGivesItsPageOrIsAUsageError() throws {
    let page = try Tool.run(["help", "--man", "validate"])
    #expect(page.status == 0)
    #expect(page.text.hasPrefix(".TH RESTORECTL\\-VALIDATE 1 "))
    #expect(page.text.contains(".B \\-\\-format text|json|junit|sarif|github|xcode\n"))
    #expect(!page.text.contains(".SS restorectl dump"))
    let unknown = try Tool.run(["help", "--man", "dumb"])
    #expect(unknown.status == 2)
    #expect(unknown.output.isEmpty)
    #expect(unknown.error == "restorectl: help: unknown command 'dumb'; did you mean 'dump'? (see restorectl --help)\n")
}

@Test func helpHonoursColumns() throws {
    let narrow = try Tool.run(["help", "validate"], environment: ["COLUMNS": "50"])
    for line in narrow.text.split(separator: "\n")
    where !line.hasPrefix("  restorectl ") && !line.hasPrefix("Usage:") && line.split(separator: " ").count > 1 {
        #expect(line.count <= 50, "\(line)")
    }
    let wide = try Tool.run(["help", "validate"], environment: ["COLUMNS": "200"])
    #expect(wide.text.split(separator: "\n").count < narrow.text.split(separator: "\n").count)
}

@Test func noCutIsACommonOption() throws {
    let result = try Tool.run(["paths", "--no-cut", Tool.fixture("archives/com.example.TabBar.savedState/data.data")])
    #expect(result.status == 0)
    #expect(result.text.hasPrefix("TabController\n"))
}
