import Foundation
import Testing
@testable import restorectl

/// Issue 46: the GitHub Action (action.yml, its logic in scripts/action/) and the SwiftPM plugin
/// package (packaging/swiftpm-plugin) read as text. make check-dist runs them; these keep what
/// they name in step with the scripts and with the version restorectl prints.
enum ActionFile {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Tool.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static var lines: [Substring] {
        get throws { try text("action.yml").split(separator: "\n", omittingEmptySubsequences: false) }
    }

    /// The inputs action.yml declares (`  NAME:` under `inputs:`), with their `default:` values.
    static func inputs() throws -> [String: String] {
        var inputs: [String: String] = [:], current: String?, inInputs = false
        for line in try lines {
            if !line.hasPrefix(" ") && !line.isEmpty { inInputs = line == "inputs:" }
            guard inInputs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
                inputs[current!] = ""
            } else if let name = current, let range = line.range(of: "    default: ") {
                inputs[name] = line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return inputs
    }

    /// Each `INPUT_X: ${{ inputs.NAME }}` a step's env passes: X and NAME.
    static func passed() throws -> [(variable: String, input: String)] {
        try lines.compactMap { line in
            guard let match = line.wholeMatch(of: /\s+(INPUT_[A-Z_]+): \$\{\{ inputs\.([a-z-]+) \}\}/) else {
                return nil
            }
            return (String(match.1), String(match.2))
        }
    }

    /// The INPUT_* variables the scripts in scripts/action read.
    static func read() throws -> Set<String> {
        var variables: Set<String> = []
        for script in ["install.sh", "run.sh"] {
            for match in try text("scripts/action/" + script).matches(of: /\$\{?(INPUT_[A-Z_]+)/) {
                variables.insert(String(match.1))
            }
        }
        return variables
    }
}

@Test func everyInputTheActionsScriptsReadIsDeclaredAndPassed() throws {
    let inputs = try ActionFile.inputs()
    let passed = try ActionFile.passed()
    let read = try ActionFile.read()
    #expect(
        Set(inputs.keys) == ["version", "command", "args", "app", "format", "build-from-source", "release-base-url"],
        "\(inputs.keys.sorted())")
    #expect(read.count >= 7, "\(read.sorted())")
    for variable in read {
        let pass = passed.first { $0.variable == variable }
        #expect(pass != nil, "scripts/action reads \(variable), which no step of action.yml passes")
        if let pass {
            #expect(inputs[pass.input] != nil, "action.yml passes \(variable) from an undeclared input \(pass.input)")
            #expect(
                pass.variable == "INPUT_" + pass.input.uppercased().replacingOccurrences(of: "-", with: "_"),
                "\(pass.variable) carries inputs.\(pass.input)")
        }
    }
    for input in inputs.keys {
        #expect(passed.contains { $0.input == input }, "action.yml declares \(input) and passes it to no step")
    }
    #expect(Set(passed.map(\.variable)) == read, "a step passes a variable no script reads")
    #expect(inputs["format"] == "github" && inputs["command"] == "validate" && inputs["build-from-source"] == "false")
}

/// The Action installs, and the plugin runs, the release this ref belongs to; the cache the Action
/// keeps is the folder its install script fills.
@Test func theActionAndThePluginNameTheVersionRestorectlPrints() throws {
    #expect(try ActionFile.inputs()["version"] == Version.current)
    let manifest = try ActionFile.text("packaging/swiftpm-plugin/Package.swift")
    #expect(manifest.contains("\nlet version = \"\(Version.current)\"\n"))
    let action = try ActionFile.text("action.yml")
    #expect(action.contains("path: ${{ runner.tool_cache }}/restorectl/${{ inputs.version }}/${{ runner.arch }}\n"))
    #expect(
        try ActionFile.text("scripts/action/install.sh").contains(
            "folder=$RUNNER_TOOL_CACHE/restorectl/$version/$RUNNER_ARCH\n"))
}

/// Issue 52: the Homebrew formula builds with SwiftPM's sandbox off, which cannot start inside
/// Homebrew's: its first `system "make", ...`, run with a stand-in swift that records its arguments,
/// reaches swift build with --disable-sandbox (the Makefile's SWIFT_BUILD_FLAGS).
@Test(.enabled(if: MakeTargets.make != nil, "make is not installed: the formula's make arguments are not run"))
func theHomebrewFormulaBuildsWithSwiftPMsSandboxOff() throws {
    let formula = try ActionFile.text("packaging/restorectl.rb")
    let build = try #require(formula.firstMatch(of: /\n\s*system "make"((?:, "[^"]*")*)\n/)).1
    let arguments = build.matches(of: /, "([^"]*)"/).map { String($0.1) }
    #expect(arguments == ["SWIFT_BUILD_FLAGS=--disable-sandbox"])
    let package = try MakeTargets.package()
    defer { try? FileManager.default.removeItem(at: package) }
    let swift = package.appendingPathComponent("tools/swift")
    try MakeTargets.script(#"echo "$*" >> "$(dirname "$0")/arguments""#, at: swift)
    let built = try MakeTargets.run(arguments + ["SWIFT=\(swift.path)"], in: package)
    #expect(built.status == 0, "\(built.output)")
    let recorded = try String(contentsOf: package.appendingPathComponent("tools/arguments"), encoding: .utf8)
    #expect(recorded.hasPrefix("build -c release --scratch-path .build-release "), "\(recorded)")
    #expect(recorded.hasSuffix(" --disable-sandbox\n"), "\(recorded)")
}
