#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// A check that checked nothing, or skipped what it could not read, must not pass.
struct NothingCheckedTests {
    static let clean = Tool.fixture("rules/clean/data.data")

    @Test func validateOfAFolderWithoutArchivesIsExitThree() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty/inside"), withIntermediateDirectories: true)
        for arguments in [["validate", folder.path], ["validate", "--strict", "--format", "json", folder.path]] {
            let result = try Tool.run(arguments)
            #expect(result.status == 3)
            #expect(result.output.isEmpty)
            #expect(result.error == "restorectl: \(folder.path): no restoration archive found\n")
        }
    }

    @Test func aFolderTheWalkCannotReadIsReportedAndTheRestStillChecked() throws {
        let folder = try Tool.temporaryFolder()
        defer { removeDeepTree(folder) }
        let app = folder.appendingPathComponent("com.example.App.savedState")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.clean, toPath: app.appendingPathComponent("data.data").path)
        // A folder nested past PATH_MAX cannot be opened by its full path, by root either.
        let deep = try makeTooDeepFolder(in: folder)
        let validate = try Tool.run(["validate", folder.path])
        #expect(validate.status == 3)
        #expect(validate.text.contains("\(app.path)/data.data: OK\n"))
        #expect(validate.text.contains("\(deep): error: cannot list folder: file name too long [unreadable-file]"))
        let find = try Tool.run(["find", folder.path])
        #expect(find.status == 3)
        #expect(find.text.contains("com.example.App"))
        #expect(find.error.contains("cannot list folder: file name too long"))
    }

    @Test func aKeyedArchiveThatIsNoRestorationArchiveIsSaidToBeOne() throws {
        let coder = Tool.fixture("rules/not-restoration-archive/data.data")
        let validate = try Tool.run(["validate", coder])
        #expect(validate.status == 1)
        #expect(
            validate.text.hasPrefix("\(coder): error: a keyed archive, but not a state restoration archive ($top has "))
        #expect(validate.text.hasSuffix(" [not-restoration-archive]\n"))
        for arguments in [
            ["dump", coder], ["paths", coder], ["get", coder, "Root"],
            ["set", coder, "--meta", "idiom", "pad", "-o", "-"],
        ] {
            let result = try Tool.run(arguments)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.output.isEmpty)
            #expect(
                result.error.hasPrefix("restorectl: \(coder): a keyed archive, but not a state restoration archive"),
                "\(result.error)")
            #expect(result.error.hasSuffix("; dump --raw shows it\n"))
        }
        #expect(try Tool.run(["dump", "--raw", coder]).status == 0)
    }

    @Test func everyArchiveCommandTakesASavedStateFolder() throws {
        let folder = Tool.fixture("archives/com.example.TabBar.savedState")
        let file = folder + "/data.data"
        for arguments in [
            ["paths"], ["get", "TabController"], ["diff", file], ["set", "--meta", "idiom", "pad", "-o", "-"],
            ["remove", "TabController/:[1]:/NavigationController", "-o", "-"], ["dump", "--raw"],
        ] {
            let viaFolder = try Tool.run([arguments[0], folder] + arguments.dropFirst())
            let viaFile = try Tool.run([arguments[0], file] + arguments.dropFirst())
            #expect(viaFolder.status == 0, "\(arguments): \(viaFolder.error)")
            #expect(viaFolder.output == viaFile.output, "\(arguments)")
        }
    }

    @Test func standardInputIsReadOnce() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.clean))
        for command in ["diff", "lint"] {
            let result = try Tool.run([command, "-", "-"], input: bytes)
            #expect(result.status == 2)
            #expect(
                result.error
                    == "restorectl: \(command): - (standard input) can be read only once (see restorectl help \(command))\n"
            )
        }
    }

    /// Folders nested until their full path is longer than PATH_MAX (made one level at a time,
    /// relative to the last); returns the first path too long.
    func makeTooDeepFolder(in folder: URL) throws -> String {
        let name = String(repeating: "d", count: 200)
        var descriptor = open(folder.path, O_RDONLY)
        for _ in 0..<25 {
            try #require(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY)
            close(descriptor)
            descriptor = next
            try #require(descriptor >= 0)
        }
        close(descriptor)
        var path = folder.path
        while path.utf8.count < 4096 { path += "/" + name }
        return path
    }

    /// Removes a tree that may be deeper than PATH_MAX, which rm walks relative to each folder.
    func removeDeepTree(_ folder: URL) {
        let process = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.path])
        process?.waitUntilExit()
    }
}
