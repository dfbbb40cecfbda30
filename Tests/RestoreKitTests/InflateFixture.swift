import Foundation

/// The DEFLATE streams of Fixtures/zip/deflate, which Python's zlib wrote (generate.py there).
enum InflateFixture {
    /// The folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/zip/deflate")

    /// A row of manifest.tsv: a valid stream, its decoded length and zlib's CRC-32 of the decoded bytes.
    struct Stream: CustomStringConvertible, Sendable {
        /// The file's name in valid/.
        let name: String
        /// How many bytes it decodes to.
        let count: Int
        /// zlib.crc32 of what it decodes to.
        let crc: UInt32
        var description: String { name }
    }

    /// The rows of manifest.tsv.
    static let streams: [Stream] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t")
            return Stream(name: String(fields[0]), count: Int(fields[1])!, crc: UInt32(fields[2], radix: 16)!)
        }
    }()

    /// The bytes of `path`, relative to the folder.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
    }
}
