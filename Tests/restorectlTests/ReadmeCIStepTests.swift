import Foundation
import Testing

/// Issue 43: the README's GitHub Actions step, copied as it is into a job with a simulator and a
/// build, passes; `pull -o DIR/` names the copy for its bundle identifier; a missing folder for the
/// copy is named as such.
struct ReadmeCIStepTests {
    static let bundleIdentifier = "com.example.Example"

    /// The step's `env:` values and `run: |` script, read from the README as a user copies them.
    static func readmeStep() throws -> (environment: [String: String], script: String) {
        let readme = try String(contentsOf: Tool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "- name: Check saved state against the new build"))
        var environment: [String: String] = [:], script: [String] = [], section = ""
        for line in lines[(start + 1)...] {
            if line.hasPrefix("```") { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("  env:") { section = "env"; continue }
            if line.hasPrefix("  run: |") { section = "run"; continue }
            if section == "env", line.hasPrefix("    "), let colon = trimmed.firstIndex(of: ":") {
                environment[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            } else if section == "run", line.hasPrefix("    ") {
                script.append(trimmed)
            }
        }
        return (environment, script.joined(separator: "\n"))
    }

    @Test func theReadmesCIStepPassesAsWritten() throws {
        let (environment, script) = try Self.readmeStep()
        #expect(
            Set(environment.keys) == ["BUNDLE_ID", "APP"],
            "the placeholders are the bundle identifier and the build's path")
        #expect(script.contains("restorectl pull") && script.contains("restorectl validate --app"))
        let tree = try SimulatorTree()
        defer { tree.remove() }
        try tree.container(
            "PHONE-EXAMPLE", on: SimulatorTree.phone, app: Self.bundleIdentifier,
            savedState: "../apps/archives/matching/com.example.Example.savedState")
        let job = tree.folder.appendingPathComponent("job")
        try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
        // As GitHub runs a step: bash -e, the job's folder current, the placeholders filled in.
        let path =
            Tool.executable.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try Tool.run(
            ["-e", "-c", script], in: job,
            environment: tree.environment.merging([
                "BUNDLE_ID": Self.bundleIdentifier, "APP": Tool.fixture("apps/Example.app"), "PATH": path,
            ]) { $1 }, executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(run.status == 0, "\(run.text)\(run.error)")
        #expect(!run.text.contains("::error") && !run.text.contains("::warning"), "\(run.text)")
        let copy = job.appendingPathComponent("saved-state/\(Self.bundleIdentifier).savedState")
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("data.data").path))
        // The folder's name is the bundle identifier: nothing for --strict to fail on either.
        let strict = try Tool.run(
            ["validate", "--strict", "--app", Tool.fixture("apps/Example.app"), "saved-state/"], in: job)
        #expect(strict.status == 0, "\(strict.text)")
    }

    @Test func pullIntoAFolderNamesTheCopyAndAMissingFolderIsNamed() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let arguments = ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "-o"]
        let missing = try Tool.run(
            arguments + ["saved-state/current.savedState"], in: tree.folder, environment: tree.environment)
        #expect(missing.status == 3)
        #expect(missing.error.hasPrefix("restorectl: saved-state: "), "\(missing.error)")
        #expect(missing.error.contains("(the folder current.savedState goes in; create it first)"), "\(missing.error)")
        let intoMissing = try Tool.run(arguments + ["saved-state/"], in: tree.folder, environment: tree.environment)
        #expect(intoMissing.status == 3)
        #expect(intoMissing.error.hasPrefix("restorectl: saved-state: "), "\(intoMissing.error)")
        try FileManager.default.createDirectory(
            at: tree.folder.appendingPathComponent("saved-state"), withIntermediateDirectories: true)
        let into = try Tool.run(arguments + ["saved-state/"], in: tree.folder, environment: tree.environment)
        #expect(into.status == 0, "\(into.error)")
        #expect(
            into.text.hasPrefix("saved-state/com.example.TabBar.savedState: pulled com.example.TabBar from "),
            "\(into.text)")
        let source = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone)
        #expect(
            try SimulatorTree.snapshot(tree.folder.appendingPathComponent("saved-state/com.example.TabBar.savedState"))
                == SimulatorTree.snapshot(source))
        // A name that is itself a saved-state folder's keeps its meaning, with or without the slash.
        let named = try Tool.run(
            arguments + ["saved-state/bug.savedState/"], in: tree.folder, environment: tree.environment)
        #expect(named.status == 0, "\(named.error)")
        #expect(
            FileManager.default.fileExists(
                atPath: tree.folder.appendingPathComponent("saved-state/bug.savedState/data.data").path))
    }
}
