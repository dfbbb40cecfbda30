import Foundation

/// Runs other implementations (Python's plistlib, libplist's plistutil, openssl) on files the tests write.
enum ExternalTool {
    /// The full path of `name` on PATH, or nil when it is not installed.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static let python = find("python3")
    static let plistutil = find("plistutil")
    static let openssl = find("openssl")

    /// Runs a program to completion; returns its exit status and standard error.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// Has plistlib read the file at `input` and write it back as `format` (binary or xml): the
    /// exit status (3 when plistlib cannot read it), its standard error, and what it wrote.
    static func plistlibEcho(_ input: URL, as format: String, describingTo description: URL? = nil) throws -> (
        status: Int32, error: String, output: [UInt8]
    ) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        guard let python, let script = script("plistlib_echo.py") else {
            return (127, "python3 or the script is missing", [])
        }
        let result = try run(python, [script, input.path, output.path, format] + (description.map { [$0.path] } ?? []))
        return (result.status, result.error, result.status == 0 ? Array(try Data(contentsOf: output)) : [])
    }

    /// A fresh temporary folder for one test.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("restorekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The path of a script in the test bundle's Scripts folder.
    static func script(_ name: String) -> String? {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Scripts")?.path
    }
}
