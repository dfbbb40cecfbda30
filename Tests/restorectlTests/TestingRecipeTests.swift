import Foundation
import Testing

/// docs/guides/snapshots-and-ui-tests.md, the UI-test recipe, is copied into projects: its GitHub Actions job must be
/// valid YAML of a workflow's shape, and every restorectl command line in it must be one
/// restorectl takes.
enum TestingRecipe {
    static let text =
        (try? String(
            contentsOf: Tool.packageRoot.appendingPathComponent("docs/guides/snapshots-and-ui-tests.md"),
            encoding: .utf8)) ?? ""

    /// The fenced blocks of `language`, without their fences.
    static func blocks(_ language: String) -> [String] {
        text.components(separatedBy: "```" + language + "\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    /// Runs `python3 -c script` with `input` on its standard input: its status, output and errors.
    static func python(_ script: String, input: Data = Data()) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        (process.standardOutput, process.standardError, process.standardInput) = (output, error, standardInput)
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: input)
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outputData, String(decoding: errorData, as: UTF8.self))
    }

    /// Whether python3 can `import yaml` (PyYAML), which the YAML check needs.
    static let hasYAML: Bool = (try? python("import yaml").status) == 0
}

@Test(
    .enabled(
        if: TestingRecipe.hasYAML,
        "python3 with PyYAML (import yaml) is not installed: the workflow is not read as YAML"))
func theRecipesWorkflowIsValidYAMLOfAGitHubActionsJob() throws {
    let blocks = TestingRecipe.blocks("yaml")
    #expect(blocks.count == 1)
    let script = """
        import json, sys, yaml
        workflow = yaml.safe_load(sys.stdin)
        job = workflow["jobs"]["restoration"]
        runs = "\\n".join(step.get("run", "") for step in job["steps"])
        print(json.dumps({"on": sorted(workflow[True] if True in workflow else workflow["on"]), "runsOn": job["runs-on"], "runs": runs}))
        """
    let result = try TestingRecipe.python(script, input: Data(blocks[0].utf8))
    #expect(result.status == 0, "\(result.error)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect((parsed["runsOn"] as? String)?.hasPrefix("macos") == true)
    let runs = try #require(parsed["runs"] as? String)
    for expected in [
        "xcrun simctl boot", "restorectl snapshot", "--check", "restorectl push", "UIStateRestorationDeveloperMode",
    ] {
        #expect(runs.contains(expected), "the job does not run \(expected)")
    }
}

/// Every `restorectl COMMAND --option` in the recipe names a command and its options as
/// `restorectl help COMMAND` lists them.
@Test func theRecipesCommandLinesUseCommandsAndOptionsRestorectlHas() throws {
    let lines = (TestingRecipe.blocks("sh") + TestingRecipe.blocks("yaml") + TestingRecipe.blocks("console"))
        .flatMap { $0.split(separator: "\n") }
    var checked = 0
    for line in lines {
        guard let start = line.range(of: "restorectl ", options: [])?.upperBound,
            line[..<start].allSatisfy({ $0 != "#" })
        else { continue }
        let words = line[start...].split(separator: " ").map(String.init)
        guard let command = words.first, !command.hasPrefix("-"), !command.hasPrefix("\"") else { continue }
        let help = try Tool.run(["help", command])
        #expect(help.status == 0, "\(line): no command \(command)")
        for option in words.dropFirst() where option.hasPrefix("--") {
            let name = option.split(separator: "=").first.map(String.init) ?? option
            #expect(help.text.contains(name), "\(line): restorectl \(command) has no \(name)")
        }
        checked += 1
    }
    #expect(checked >= 8)
}
