import Foundation
@testable import RestoreKit

/// `Fixtures/archives/blobs/Blobs.archive` (Generator/Blobs.swift): one `$top` key per value
/// restorectl decodes from its fields, written by Foundation and by AppKit stand-ins.
enum BlobFixtures {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/archives/blobs/Blobs.archive")

    static func bytes() throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    /// The decoded object under `key`, or nil when it has none.
    static func decoded(_ key: String) throws -> DecodedObject? {
        try KeyedArchive(bytes: bytes())[key]?.object?.decodedObject
    }
}
