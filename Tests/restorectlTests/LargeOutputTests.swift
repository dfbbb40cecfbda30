import Foundation
import Testing

/// A large `-o` output is written in pieces into a temporary file whose blocks are reserved ahead
/// of the writes and cut back at the end (`WriteAhead`): the file must hold exactly what standard
/// output gets, whatever was there before, and nothing may be left beside it.
@Test(arguments: ["xml", "json"])
func aLargeConversionToAFileIsExactlyItsStandardOutput(_ format: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // About 3 MB of text either way: past the 1 MiB from which blocks are reserved, in many pieces.
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
    for index in 0..<60_000 { xml += "<string>item \(index) of a list long enough to be written in pieces</string>\n" }
    xml += "</array>\n</plist>\n"
    try Data(xml.utf8).write(to: folder.appendingPathComponent("large.xml"))
    #expect(try Tool.run(["convert", "large.xml", "--to", "binary", "-o", "large.bplist"], in: folder).status == 0)

    let expected = try Tool.run(["convert", "large.bplist", "--to", format], in: folder)
    #expect(expected.status == 0)
    #expect(expected.output.count > 2 << 20)
    // A larger file in its place first: the replacement is the new text alone, not its prefix.
    let name = "out." + format
    try Data(repeating: 0x41, count: 8 << 20).write(to: folder.appendingPathComponent(name))
    let written = try Tool.run(["convert", "large.bplist", "--to", format, "-o", name], in: folder)
    #expect(written.status == 0, "\(written.error)")
    let file = try Data(contentsOf: folder.appendingPathComponent(name))
    #expect(file.count == expected.output.count)
    // Compared outside #expect, which on a mismatch would diff megabytes byte by byte.
    let same = file == expected.output
    #expect(same)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["large.bplist", "large.xml", name])
}
