import Foundation
import Testing

/// A report that was not written must not pass: a failed write to standard output is exit 3.
struct OutputFailureTests {
    static let archive = Tool.fixture("archives/com.example.TabBar.savedState/data.data")
    static let plist = Tool.fixture("plist/sample.bplist")

    /// Every command, with arguments that succeed and write to standard output.
    static let commands: [[String]] = [
        ["dump", archive], ["dump", "--format", "json", archive], ["paths", archive],
        ["get", archive, "TabController"], ["validate", "--format", "json", archive], ["lint", plist],
        ["find", Tool.fixture("archives")],
        ["diff", archive, Tool.fixture("archives/com.example.Mail.savedState/data.data")],
        ["convert", plist, "--to", "json"], ["set", archive, "--meta", "system-version", "18.0", "-o", "-"],
        ["remove", archive, "TabController/:[1]:/NavigationController", "-o", "-"],
        ["help"], ["help", "dump"], ["completions", "zsh"], ["--version"],
    ]

    @Test(arguments: commands)
    func aFullDiskIsExitThree(_ arguments: [String]) throws {
        // /dev/full fails every write with ENOSPC; macOS has no such device.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let result = try Tool.run(arguments, standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
        #expect(result.status == 3, "\(arguments)")
        #expect(
            result.error.hasSuffix("restorectl: <stdout>: cannot write: no space left on device\n"), "\(result.error)")
    }

    @Test func aReaderThatGoesAwayEndsTheOutputQuietly() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try Tool.run(
            ["dump", Tool.fixture("archives/com.example.Large.savedState/data.data")],
            standardOutput: pipe.fileHandleForWriting)
        #expect(result.error.isEmpty)
        #expect(result.status != 3)
    }

    @Test func aConversionRefusedLateWritesNothing() throws {
        // The expansion budget is found only once the shared containers are walked.
        for target in ["xml", "json"] {
            let result = try Tool.run([
                "convert", Tool.fixture("invalid/exponential-shared-references.bplist"), "--to", target,
            ])
            #expect(result.status == 3)
            #expect(result.output.isEmpty, "\(target): \(result.output.count) bytes written")
            #expect(result.error.contains("shared containers expand to more than"))
        }
    }
}
