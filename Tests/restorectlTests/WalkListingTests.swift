import Foundation
import Testing

/// A walk that meets many saved-state folders lists them on all cores, and validating each
/// answers from that listing what it once asked the file system: the output is what asking gives.
struct WalkListingTests {
    @Test func manySavedStateFoldersAreReadAsOneByOne() throws {
        let clean = WalkTests.clean
        let bytes = try Data(contentsOf: URL(fileURLWithPath: clean))
        let root = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        // More than the walk lists one by one, so that the folders are listed in parallel.
        for number in 10..<30 {
            try files.createDirectory(
                at: root.appendingPathComponent("app\(number).savedState"), withIntermediateDirectories: true)
            if number != 12 { try bytes.write(to: root.appendingPathComponent("app\(number).savedState/data.data")) }
        }
        // A data.data that is a link is read through it, as stat follows it.
        try files.createSymbolicLink(atPath: root.path + "/app12.savedState/data.data", withDestinationPath: clean)
        // Scene state below a folder the listing knows is still found and read.
        try files.createDirectory(
            at: root.appendingPathComponent("app13.savedState/KnownSceneSessions"), withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: root.appendingPathComponent("app13.savedState/KnownSceneSessions/data.data"))
        try files.createSymbolicLink(
            atPath: root.path + "/link.savedState", withDestinationPath: root.path + "/app10.savedState")
        let result = try Tool.run(["validate", root.path])
        let lines = result.text.split(separator: "\n").map(String.init)
        let okNames = (10..<30).filter { $0 != 13 }.map { "\(root.path)/app\($0).savedState/data.data: OK" }
        #expect(lines.filter { $0.hasSuffix(": OK") } == okNames)
        #expect(
            lines.contains {
                $0.hasPrefix("\(root.path)/app13.savedState/data.data: error: KnownSceneSessions/data.data: ")
            })
        #expect(
            lines.contains("\(root.path)/link.savedState: error: is a symbolic link (not followed) [unreadable-file]"))
        #expect(lines.last == "21 archives: 19 passed, 1 failed, 1 unreadable")
        #expect(result.status == 3)
    }

    /// Two folders whose names differ only in Unicode normal form are two folders: each is read
    /// from its own listing, not the other's. (A file system that takes the names for one, as
    /// APFS does, has nothing to tell apart.)
    @Test(arguments: [false, true])
    func foldersNamedInTwoNormalFormsAreReadApart(scenesInComposed: Bool) throws {
        let root = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: WalkTests.clean))
        let names = [root.path + "/\u{E9}.savedState", root.path + "/e\u{301}.savedState"]
        let (plain, withScenes) = scenesInComposed ? (names[1], names[0]) : (names[0], names[1])
        #expect(mkdir(names[0], 0o755) == 0)
        guard mkdir(names[1], 0o755) == 0 else { return }
        try bytes.write(to: URL(fileURLWithPath: plain + "/data.data"))
        try bytes.write(to: URL(fileURLWithPath: withScenes + "/data.data"))
        #expect(mkdir(withScenes + "/KnownSceneSessions", 0o755) == 0)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: withScenes + "/KnownSceneSessions/data.data"))
        let result = try Tool.run(["validate", root.path])
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.utf8.elementsEqual("\(plain)/data.data: OK".utf8) }.count == 1)
        #expect(
            lines.contains {
                $0.utf8.starts(with: "\(withScenes)/data.data: error: KnownSceneSessions/data.data: ".utf8)
            })
    }
}
