import Foundation
import Testing

/// Runs the built `restorectl` the way a shell does, and checks status, output and errors.
enum Tool {
    /// The binary under test: `RESTORECTL_BINARY` when set (the Makefile sets it), else the one
    /// SwiftPM built beside the test bundle. Not `argv[0]`: on macOS tests run inside a helper
    /// process (xctest, swiftpm-testing-helper) that lives elsewhere.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["RESTORECTL_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // Linux: the bundle is the test executable's folder; macOS: the .xctest bundle, a
        // folder inside the build products folder.
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("restorectl") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }()

    private final class BundleMarker {}

    /// The package's folder: this file is Tests/restorectlTests/Support/Tool.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Fixtures/\(name)").path
    }

    struct Result {
        var status: Int32
        var output: Data
        /// Standard error as written, for byte-for-byte comparisons.
        var errorOutput: Data
        var error: String { String(decoding: errorOutput, as: UTF8.self) }
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// A command may exit without reading its standard input (a usage error): writing the input
    /// then fails with EPIPE, which must not be a SIGPIPE that kills the whole test process.
    private static let brokenPipesAreErrors: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Runs restorectl; its standard output is read back, unless `standardOutput` takes it.
    /// With `shell`, `/bin/sh -c SHELL` runs instead, restorectl and the arguments as its `"$@"`
    /// (for redirections a shell makes: `"$@" 3>&1 >/dev/null`). With `executable`, that program
    /// runs with the arguments instead (a script that calls restorectl from PATH).
    static func run(
        _ arguments: [String], input: Data? = nil, in folder: URL? = nil, environment: [String: String] = [:],
        standardOutput: FileHandle? = nil, shell: String? = nil, executable other: URL? = nil
    ) throws -> Result {
        let process = Process()
        if let other {
            process.executableURL = other
            process.arguments = arguments
        } else if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell, "sh", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        process.standardInput = standardInput
        Tool.brokenPipesAreErrors
        try process.run()
        // What the command did not read is of no interest.
        if let input { try? standardInput.fileHandleForWriting.write(contentsOf: input) }
        try standardInput.fileHandleForWriting.close()
        if standardOutput != nil { try output.fileHandleForWriting.close() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: outputData, errorOutput: errorData)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("restorectl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
