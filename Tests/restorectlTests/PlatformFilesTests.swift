import Foundation
import Testing
@testable import restorectl

/// A file's first bytes asked for twice, then its contents (a dump probes `data.data` for AppKit's
/// records, then again for its kind of archive, then reads it): one read of the file serves all
/// three. The file is removed after the first read, so a second read would find nothing.
@Test func aFileProbedTwiceIsReadOnce() throws {
    let folder = try Tool.temporaryFolder()
    let path = folder.appendingPathComponent("data.data").path
    let bytes = Array("bplist00 and more".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let files = PlatformFiles()
    #expect(files.prefix(of: path, count: 8) == Array(bytes.prefix(8)))
    try FileManager.default.removeItem(atPath: path)
    #expect(files.prefix(of: path, count: 6) == Array(bytes.prefix(6)))
    #expect(try files.contents(of: path) == bytes)
}
