import Foundation
import Testing

/// The Makefile's targets that only arrange other programs, run in a copy of the package's
/// Makefile and scripts with stand-ins for them: a release binary that prints its arguments,
/// `SWIFT=true` or `false`, and shell scripts for the shared folder's tools, so that nothing is
/// really built or checked.
enum MakeTargets {
    static let make = ["/usr/bin/make", "/bin/make", "/usr/local/bin/make"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let installed = [
        "bin/restorectl", "share/man/man1/restorectl.1", "share/bash-completion/completions/restorectl",
        "share/zsh/site-functions/_restorectl", "share/fish/vendor_completions.d/restorectl.fish",
    ]

    /// A folder with the Makefile, scripts/ and a stand-in release binary.
    static func package() throws -> URL {
        let folder = try Tool.temporaryFolder()
        try FileManager.default.copyItem(
            at: Tool.packageRoot.appendingPathComponent("Makefile"), to: folder.appendingPathComponent("Makefile"))
        try FileManager.default.copyItem(
            at: Tool.packageRoot.appendingPathComponent("scripts"), to: folder.appendingPathComponent("scripts"))
        try script("echo \"stand-in: $*\"", at: folder.appendingPathComponent(".build-release/release/restorectl"))
        return folder
    }

    /// Writes an executable shell script of one line. Opened close-on-exec: a process another
    /// test starts meanwhile would otherwise keep it open for writing, and running the script
    /// would fail with "Text file busy" for as long as that process lives.
    static func script(_ line: String, at file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0, "cannot create \(file.path)")
        let bytes = Array("#!/bin/sh\n\(line)\n".utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == bytes.count, "cannot write \(file.path)")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// Runs make with `arguments` in `folder`, with a PATH that has no swift on it, and
    /// `extraEnvironment` besides.
    static func run(_ arguments: [String], in folder: URL, extraEnvironment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: make!)
        process.arguments = ["--no-print-directory"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path].merging(extraEnvironment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

extension Trait where Self == ConditionTrait {
    /// The tests run where make is installed, and are skipped with a message elsewhere.
    static var makeInstalled: Self {
        .enabled(if: MakeTargets.make != nil, "make is not installed: the Makefile's targets are not run")
    }
}

@Test(.makeInstalled) func makeBuildsWhatInstallCopiesAndInstallOnlyCopiesIt() throws {
    let package = try MakeTargets.package()
    defer { try? FileManager.default.removeItem(at: package) }
    // The default target: the build (here `true`), then the manual page and completions from the binary.
    let built = try MakeTargets.run(["SWIFT=true"], in: package)
    #expect(built.status == 0, "\(built.output)")
    #expect(built.output.hasPrefix("building restorectl (release)... done"), "\(built.output)")
    let manual = try String(
        contentsOf: package.appendingPathComponent(".build-release/generated/restorectl.1"), encoding: .utf8)
    #expect(manual == "stand-in: help --man\n")

    // install with a swift that fails: it must not be called, nor the build folder written.
    let before = try FileManager.default.subpathsOfDirectory(
        atPath: package.appendingPathComponent(".build-release").path
    ).sorted()
    let destination = package.appendingPathComponent("staged")
    let installed = try MakeTargets.run(
        ["install", "SWIFT=false", "DESTDIR=\(destination.path)", "PREFIX=/opt/rc"], in: package)
    #expect(installed.status == 0, "\(installed.output)")
    #expect(
        installed.output.hasPrefix(
            "installing into \(destination.path)/opt/rc:\n" + MakeTargets.installed.map { "  \($0)\n" }.joined()),
        "\(installed.output)")
    #expect(installed.output.contains("fpath+=(/opt/rc/share/zsh/site-functions)"))
    #expect(!installed.output.contains("building"))
    #expect(
        try FileManager.default.subpathsOfDirectory(atPath: package.appendingPathComponent(".build-release").path)
            .sorted() == before)
    for file in MakeTargets.installed {
        #expect(
            FileManager.default.fileExists(atPath: destination.appendingPathComponent("opt/rc/" + file).path), "\(file)"
        )
    }
    let mode =
        try FileManager.default.attributesOfItem(
            atPath: destination.appendingPathComponent("opt/rc/bin/restorectl").path)[.posixPermissions] as? Int
    #expect(mode == 0o755)

    let removed = try MakeTargets.run(["uninstall", "DESTDIR=\(destination.path)", "PREFIX=/opt/rc"], in: package)
    #expect(removed.status == 0, "\(removed.output)")
    for file in MakeTargets.installed {
        #expect(
            !FileManager.default.fileExists(atPath: destination.appendingPathComponent("opt/rc/" + file).path),
            "\(file)")
    }
    // Issue 43: uninstall says what it removed, and that it found nothing the second time.
    #expect(
        removed.output.hasSuffix(
            "removed from \(destination.path)/opt/rc:\n" + MakeTargets.installed.map { "  \($0)\n" }.joined()),
        "\(removed.output)")
    let again = try MakeTargets.run(["uninstall", "DESTDIR=\(destination.path)", "PREFIX=/opt/rc"], in: package)
    #expect(again.status == 0)
    #expect(
        again.output.contains("make uninstall: found nothing of restorectl's under \(destination.path)/opt/rc"),
        "\(again.output)")
}

/// make install never builds (it may run as root): when something make builds is missing it stops,
/// saying what and to run make first, and copies nothing.
@Test(.makeInstalled) func installRefusesWhenMakeHasNotBuiltEverything() throws {
    let package = try MakeTargets.package()
    defer { try? FileManager.default.removeItem(at: package) }
    // The binary is there, the manual page and completions are not: swift, were it run, succeeds.
    let refused = try MakeTargets.run(["install", "SWIFT=true", "DESTDIR=\(package.path)/staged"], in: package)
    #expect(refused.status != 0)
    #expect(
        refused.output.hasPrefix("make install: nothing to install yet (.build-release/generated/restorectl.1, "),
        "\(refused.output)")
    #expect(refused.output.contains("run make first, as yourself, then make install"), "\(refused.output)")
    #expect(!refused.output.contains("building"), "\(refused.output)")
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("staged").path))
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build-release/generated").path))

    let built = try MakeTargets.run(["SWIFT=true"], in: package)
    #expect(built.status == 0, "\(built.output)")
    let installed = try MakeTargets.run(["install", "SWIFT=false", "DESTDIR=\(package.path)/staged"], in: package)
    #expect(installed.status == 0, "\(installed.output)")
    #expect(
        FileManager.default.fileExists(
            atPath: package.appendingPathComponent("staged/usr/local/share/zsh/site-functions/_restorectl").path))
}

@Test(.makeInstalled) func checkAppleRunsTheAvailabilityCheckAndTheDarwinTypeCheck() throws {
    let package = try MakeTargets.package()
    defer { try? FileManager.default.removeItem(at: package) }
    let availability = package.appendingPathComponent("tools/apple-availability"),
        darwin = package.appendingPathComponent("tools/darwin-typecheck")
    try MakeTargets.script("echo \"availability $*\"", at: availability)
    try MakeTargets.script("echo \"darwin $*\"", at: darwin)
    let tools = ["APPLE_AVAILABILITY=\(availability.path)", "DARWIN_TYPECHECK=\(darwin.path)"]
    let checked = try MakeTargets.run(["check-apple"] + tools, in: package)
    #expect(checked.status == 0, "\(checked.output)")
    #expect(checked.output.contains("availability --macos 13.0 --ios 16.0 Sources/RestoreKit\n"), "\(checked.output)")
    #expect(checked.output.contains("darwin --macos 13.0 Sources\n"), "\(checked.output)")

    // Could not set up (no network for its first download): the Mac build is unchecked, a failure that says why.
    try MakeTargets.script("echo 'darwin-typecheck: could not download the ziglang wheel' >&2; exit 2", at: darwin)
    let unchecked = try MakeTargets.run(["check-apple"] + tools, in: package)
    #expect(unchecked.status != 0)
    #expect(unchecked.output.contains("could not set up its stand-in macOS SDK"), "\(unchecked.output)")
    let missing = try MakeTargets.run(["check-apple", tools[0], "DARWIN_TYPECHECK=/no/such/tool"], in: package)
    #expect(missing.status != 0)
    #expect(
        missing.output.contains("check-apple: /no/such/tool is missing (set DARWIN_TYPECHECK)"), "\(missing.output)")
}

/// A symbol graph as swift-symbolgraph-extract writes it, cut to what scripts/api.py reads: a
/// documented struct, an undocumented method and enum case, and an `init(rawValue:)` the
/// compiler wrote (no location), which is not counted.
let standInSymbolGraph = """
    {"module": {"name": "RestoreKit"}, "symbols": [
      {"kind": {"identifier": "swift.struct"}, "pathComponents": ["Thing"], "docComment": {"lines": [{"text": "A thing."}]},
       "location": {"uri": "file:///x/Sources/RestoreKit/Thing.swift", "position": {"line": 0, "character": 0}}},
      {"kind": {"identifier": "swift.method"}, "pathComponents": ["Thing", "go()"],
       "location": {"uri": "file:///x/Sources/RestoreKit/Thing.swift", "position": {"line": 11, "character": 4}}},
      {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["Kind", "one"],
       "location": {"uri": "file:///x/Sources/RestoreKit/Kind.swift", "position": {"line": 2, "character": 4}}},
      {"kind": {"identifier": "swift.init"}, "pathComponents": ["Kind", "init(rawValue:)"], "docComment": {"lines": []}}
    ]}
    """

@Test(
    .makeInstalled,
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
        "/usr/bin/python3 is not installed: make api's count of the symbol graph is not run"))
func makeApiCountsTheDeclarationsOfTheSymbolGraphListsTheUndocumentedAndFailsOverTheLimit() throws {
    let package = try MakeTargets.package()
    defer { try? FileManager.default.removeItem(at: package) }
    let tools = package.appendingPathComponent("tools")
    try FileManager.default.createDirectory(
        at: package.appendingPathComponent("bin/Modules/RestoreKit.swiftmodule"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    try Data(standInSymbolGraph.utf8).write(to: tools.appendingPathComponent("graph.json"))
    try MakeTargets.script(
        #"case "$*" in *--show-bin-path*) echo "$PWD/bin";; -print-target-info) echo '{"target": {"triple": "stand-in-triple"}}';; esac"#,
        at: tools.appendingPathComponent("swift"))
    try MakeTargets.script(
        #"echo "$*" > arguments; while [ $# -gt 0 ]; do [ "$1" = -output-dir ] && cp tools/graph.json "$2/RestoreKit.symbols.json"; shift; done"#,
        at: tools.appendingPathComponent("swift-symbolgraph-extract"))
    let counted = try MakeTargets.run(
        ["api", "SWIFT=\(tools.path)/swift"], in: package,
        extraEnvironment: ["SYMBOLGRAPH_EXTRACT": tools.path + "/swift-symbolgraph-extract"])
    #expect(counted.status == 0, "\(counted.output)")
    let lines = counted.output.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("building RestoreKit... done") == true, "\(counted.output)")
    #expect(
        lines.last == """
            RestoreKit's public API: 2 declarations without enum cases, 3 with its 1 enum case
            2 without a /// comment:
              Sources/RestoreKit/Kind.swift:3: Kind.one
              Sources/RestoreKit/Thing.swift:12: Thing.go()

            """, "\(counted.output)")
    let arguments = try String(contentsOf: package.appendingPathComponent("arguments"), encoding: .utf8)
    #expect(
        arguments.hasPrefix("-module-name RestoreKit -I \(package.path)/bin/Modules -target stand-in-triple "),
        "\(arguments)")
    #expect(
        arguments.contains(" -minimum-access-level public -skip-synthesized-members -skip-inherited-docs"),
        "\(arguments)")

    // More declarations than the limit (API_LIMIT): the same report, then a failure that says so.
    let environment = ["SYMBOLGRAPH_EXTRACT": tools.path + "/swift-symbolgraph-extract"]
    let over = try MakeTargets.run(
        ["api", "SWIFT=\(tools.path)/swift", "API_LIMIT=1"], in: package, extraEnvironment: environment)
    #expect(over.status != 0)
    #expect(
        over.output.contains("RestoreKit's public API: 2 declarations without enum cases, 3 with its 1 enum case\n"),
        "\(over.output)")
    #expect(
        over.output.contains("api: 2 declarations without enum cases, more than the limit of 1: "), "\(over.output)")
    let within = try MakeTargets.run(
        ["api", "SWIFT=\(tools.path)/swift", "API_LIMIT=2"], in: package, extraEnvironment: environment)
    #expect(within.status == 0, "\(within.output)")
}
