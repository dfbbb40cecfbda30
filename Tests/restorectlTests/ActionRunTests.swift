import Foundation
import Testing

@testable import restorectl

/// Issue 52: the Action's run step (scripts/action/run.sh) passes its format input only where it
/// fits: github, the default, to the commands whose --format has it; no --format beside one in
/// args. Run with a stand-in restorectl that prints its arguments, a line each.
struct ActionRunTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let command: String, format: String, app: String, args: String
        /// The arguments restorectl gets.
        let expected: [String]
        let line: Int
        init(
            _ command: String, format: String = "github", app: String = "", args: String = "x",
            _ expected: [String], line: Int = #line
        ) {
            (self.command, self.format, self.app, self.args, self.expected, self.line) =
                (command, format, app, args, expected, line)
        }
        var testDescription: String { "\(command), format \(format), args \(args) (line \(line))" }
    }

    static let rows = [
        Row("validate", ["validate", "--format", "github", "x"]),
        Row(
            "validate", app: "A.app", args: "--strict x y",
            ["validate", "--format", "github", "--app", "A.app", "--strict", "x", "y"]),
        Row("explain", ["explain", "x"]),
        Row("report", app: "A.app", args: "x -o r.html", ["report", "--app", "A.app", "x", "-o", "r.html"]),
        Row("dump", ["dump", "x"]),
        Row("valid", ["valid", "x"]),
        Row("explain", format: "json", ["explain", "--format", "json", "x"]),
        Row("report", format: "json", ["report", "--format", "json", "x"]),
        Row("validate", format: "", ["validate", "x"]),
        Row("validate", args: "--format json x", ["validate", "--format", "json", "x"]),
        Row("validate", args: "--format=sarif x", ["validate", "--format=sarif", "x"]),
        Row("explain", format: "xml", args: "--format json x", ["explain", "--format", "json", "x"]),
        Row("validate", args: "x -- --format", ["validate", "--format", "github", "x", "--", "--format"]),
        Row("validate", args: "", ["validate", "--format", "github"]),
    ]

    /// run.sh with the inputs and `path` as PATH.
    static func run(_ inputs: [String: String], path: String) throws -> Tool.Result {
        let script = Tool.packageRoot.appendingPathComponent("scripts/action/run.sh").path
        let environment = ["INPUT_COMMAND": "", "INPUT_FORMAT": "", "INPUT_APP": "", "INPUT_ARGS": "", "PATH": path]
        return try Tool.run(
            [script], environment: environment.merging(inputs) { $1 }, executable: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test(arguments: rows) func runPassesTheFormatWhereItFits(row: Row) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try MakeTargets.script(#"for a in "$@"; do echo "$a"; done"#, at: folder.appendingPathComponent("restorectl"))
        let inputs = [
            "INPUT_COMMAND": row.command, "INPUT_FORMAT": row.format, "INPUT_APP": row.app, "INPUT_ARGS": row.args,
        ]
        let result = try Self.run(inputs, path: folder.path + ":/usr/bin:/bin")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text == row.expected.map { $0 + "\n" }.joined())
    }

    /// The list run.sh keeps is restorectl's: the commands whose --format takes github. None has a
    /// short spelling of --format, which run.sh would have to look for in args.
    @Test func theCommandsRunGivesGithubAreThoseWhoseFormatHasIt() throws {
        let script = try String(
            contentsOf: Tool.packageRoot.appendingPathComponent("scripts/action/run.sh"), encoding: .utf8)
        let listed = try #require(script.firstMatch(of: /\ngithub_commands="([a-z -]*)"\n/)).1.split(separator: " ")
        let formats = CommandTable.commands.compactMap { command in
            command.ownOptions.first { $0.name == "--format" }.map { (command.name, $0) }
        }
        #expect(!formats.isEmpty)
        let withGithub = formats.filter { _, option in
            if case .value(_, let choices?) = option.kind { return choices.contains("github") }
            return false
        }
        #expect(Set(listed.map(String.init)) == Set(withGithub.map(\.0)))
        #expect(formats.allSatisfy { $0.1.short == nil })
    }

    /// action.yml's app input names the commands that take --app.
    @Test func theAppInputNamesTheCommandsThatTakeApp() throws {
        let takeApp = CommandTable.commands.filter { $0.ownOptions.contains { $0.name == "--app" } }.map(\.name)
        #expect(takeApp == ["validate", "explain", "report"])
        #expect(try ActionFile.text("action.yml").contains("description: \"validate, explain and report: an .app"))
    }

    /// With the restorectl the package built on PATH: explain with the Action's default format
    /// explains (it has no github format), and validate with --format in args is not given it twice.
    @Test func runWithTheDefaultFormatWorksForExplainAndTakesArgsFormat() throws {
        let path = Tool.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let archive = Tool.fixture("archives/com.example.TabBar.savedState")
        let explained = try Self.run(
            ["INPUT_COMMAND": "explain", "INPUT_FORMAT": "github", "INPUT_ARGS": archive], path: path)
        #expect(explained.status == 0, "\(explained.error)")
        #expect(explained.text == (try Tool.run(["explain", archive])).text)
        let validated = try Self.run(
            ["INPUT_COMMAND": "validate", "INPUT_FORMAT": "github", "INPUT_ARGS": "--format json " + archive],
            path: path)
        #expect(validated.status == 0, "\(validated.error)")
        #expect(validated.text.hasPrefix("{\"file\":"), "\(validated.text)")
        let refused = try Self.run(
            ["INPUT_COMMAND": "report", "INPUT_FORMAT": "json", "INPUT_ARGS": archive], path: path)
        #expect(refused.status == 2)
        #expect(
            refused.error == "restorectl: report: unknown option '--format' (argument 2) (see restorectl help report)\n"
        )
    }

    @Test func runWithoutRestorectlOnPathSaysSo() throws {
        let result = try Self.run(["INPUT_COMMAND": "validate", "INPUT_ARGS": "x"], path: "/usr/bin:/bin")
        #expect(result.status == 1)
        #expect(result.error == "restorectl action: restorectl is not on PATH: the install step has not put it there\n")
    }
}
