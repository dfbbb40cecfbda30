import Foundation

/// The NSURL bookmark fixtures: the real ones Apple wrote (fq's test data, Fixtures/real) and those
/// mac_alias's writer wrote (Fixtures/bookmarks).
enum BookmarkFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let written = root.appendingPathComponent("bookmarks")
    static let real = ["fq-sample1.book", "fq-sample2.book", "fq-sample3.book", "fq-sample4.book"]
    static let shapes = [
        "boot-document.book", "every-type.book", "external-volume.book", "relative-url.book", "security-scope.book",
        "string-key.book", "two-tocs.book",
    ]

    static func bytes(real name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent("real").appendingPathComponent(name)))
    }
    static func bytes(written name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: written.appendingPathComponent(name)))
    }
}
