import Foundation
import Testing

/// `make && sudo make install`: make builds everything install copies, and install only copies.
/// Each test runs the Makefile in a copy of the package's Makefile and scripts whose build folder
/// holds a stand-in binary (a shell script that prints its arguments) and whose `swift` is
/// `SWIFT=...`, so that no real build happens.
enum MakeInstall {
    static let make = ["/usr/bin/make", "/bin/make", "/usr/local/bin/make"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let installed = [
        "bin/restorectl", "share/man/man1/restorectl.1", "share/bash-completion/completions/restorectl",
        "share/zsh/site-functions/_restorectl", "share/fish/vendor_completions.d/restorectl.fish",
    ]

    /// A folder with the Makefile, scripts/ and a stand-in release binary.
    static func package() throws -> URL {
        let folder = try Tool.temporaryFolder()
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Makefile"), to: folder.appendingPathComponent("Makefile"))
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("scripts"), to: folder.appendingPathComponent("scripts"))
        let binary = folder.appendingPathComponent(".build-release/release/restorectl")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho \"stand-in: $*\"\n".utf8).write(to: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        return folder
    }

    /// Runs make with `arguments` in `folder`, with a PATH that has no swift on it.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: make!)
        process.arguments = ["--no-print-directory"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

@Test(.enabled(if: MakeInstall.make != nil)) func makeBuildsWhatInstallCopiesAndInstallOnlyCopiesIt() throws {
    let package = try MakeInstall.package()
    defer { try? FileManager.default.removeItem(at: package) }
    // The default target: the build (here `true`), then the manual page and completions from the binary.
    let built = try MakeInstall.run(["SWIFT=true"], in: package)
    #expect(built.status == 0, "\(built.output)")
    #expect(built.output.hasPrefix("building restorectl (release)... done"), "\(built.output)")
    let manual = try String(contentsOf: package.appendingPathComponent(".build-release/generated/restorectl.1"), encoding: .utf8)
    #expect(manual == "stand-in: help --man\n")

    // install with a swift that fails: it must not be called, nor the build folder written.
    let before = try FileManager.default.subpathsOfDirectory(atPath: package.appendingPathComponent(".build-release").path).sorted()
    let destination = package.appendingPathComponent("staged")
    let installed = try MakeInstall.run(["install", "SWIFT=false", "DESTDIR=\(destination.path)", "PREFIX=/opt/rc"], in: package)
    #expect(installed.status == 0, "\(installed.output)")
    #expect(installed.output.hasPrefix("installing into \(destination.path)/opt/rc:\n" + MakeInstall.installed.map { "  \($0)\n" }.joined()),
            "\(installed.output)")
    #expect(installed.output.contains("fpath+=(/opt/rc/share/zsh/site-functions)"))
    #expect(!installed.output.contains("building"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: package.appendingPathComponent(".build-release").path).sorted() == before)
    for file in MakeInstall.installed {
        #expect(FileManager.default.fileExists(atPath: destination.appendingPathComponent("opt/rc/" + file).path), "\(file)")
    }
    let mode = try FileManager.default.attributesOfItem(atPath: destination.appendingPathComponent("opt/rc/bin/restorectl").path)[.posixPermissions] as? Int
    #expect(mode == 0o755)

    let removed = try MakeInstall.run(["uninstall", "DESTDIR=\(destination.path)", "PREFIX=/opt/rc"], in: package)
    #expect(removed.status == 0, "\(removed.output)")
    for file in MakeInstall.installed {
        #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("opt/rc/" + file).path), "\(file)")
    }
}

@Test(.enabled(if: MakeInstall.make != nil)) func installBuildsFirstWhenSomethingIsMissing() throws {
    let package = try MakeInstall.package()
    defer { try? FileManager.default.removeItem(at: package) }
    // Nothing generated yet: install runs the build, whose failure (swift is `false`) stops it.
    let failed = try MakeInstall.run(["install", "SWIFT=false", "DESTDIR=\(package.path)/staged"], in: package)
    #expect(failed.status != 0)
    #expect(failed.output.hasPrefix("building restorectl (release)... failed"), "\(failed.output)")
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("staged").path))
    let installed = try MakeInstall.run(["install", "SWIFT=true", "DESTDIR=\(package.path)/staged"], in: package)
    #expect(installed.status == 0, "\(installed.output)")
    #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("staged/usr/local/share/zsh/site-functions/_restorectl").path))
}
