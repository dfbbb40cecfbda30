import Foundation
import Testing
@testable import RestoreKit

/// Whether mac_alias (the reference reader and writer of bookmarks) can be imported.
private let macAliasIsInstalled: Bool = {
    guard let python = ExternalTool.python else { return false }
    return (try? ExternalTool.run(python, ["-c", "import mac_alias"]).status) == 0
}()

/// mac_alias reads every well-formed bookmark fixture, Apple's and its own writer's, to the same
/// path components, file IDs, dates, volume, creator, display name and options as we do.
@Suite(.enabled(if: macAliasIsInstalled, "mac_alias is not installed (pip install mac-alias==2.2.3)"))
struct BookmarkIndependentReaderTests {
    @Test func macAliasReadsWhatWeRead() throws {
        let files =
            BookmarkFixtures.real.map { BookmarkFixtures.root.appendingPathComponent("real/\($0)") }
            + BookmarkFixtures.shapes.map { BookmarkFixtures.written.appendingPathComponent($0) }
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("read.json")
        let python = try #require(ExternalTool.python), script = try #require(ExternalTool.script("mac_alias_read.py"))
        let result = try ExternalTool.run(python, [script, output.path] + files.map(\.path))
        try #require(result.status == 0, "mac_alias: \(result.error)")
        let read = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: [String: Any]])
        for file in files {
            let theirs = try #require(read[file.path])
            let bookmark = try Bookmark(bytes: Array(try Data(contentsOf: file)))
            let volume = bookmark.volume
            let ours: [String: Any?] = [
                "components": bookmark.pathComponents, "fileIDs": bookmark.fileIDs, "created": bookmark.targetCreated,
                "volumePath": volume?.path, "volumeURL": volume?.url, "volumeName": volume?.name,
                "volumeUUID": volume?.uuid, "volumeSize": volume?.size, "volumeCreated": volume?.created,
                "volumeIsRoot": volume?.isRoot, "containingFolderIndex": bookmark.containingFolderIndex,
                "creatorName": bookmark.creatorName, "creatorUID": bookmark.creatorUID,
                "creationOptions": bookmark.creationOptions.map { Int64(bitPattern: $0.value) },
                "displayName": bookmark.displayName,
            ]
            #expect(Set(theirs.keys) == Set(ours.keys))
            for (name, value) in ours {
                #expect(
                    plain(value) == plain(theirs[name] is NSNull ? nil : theirs[name]),
                    "\(file.lastPathComponent): \(name)")
            }
        }
    }

    /// A value as text both sides agree on: numbers as doubles to the microsecond (mac_alias makes
    /// a date a `timedelta`, which keeps microseconds), arrays element by element.
    private func plain(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let text as String: "\"\(text)\""
        case let array as [Any]: "[" + array.map { plain($0) }.joined(separator: ",") + "]"
        case let boolean as Bool: boolean ? "1.0" : "0.0"
        case let number as NSNumber: micro(number.doubleValue)
        case let number as Int64: micro(Double(number))
        case let number as Double: micro(number)
        default: "?\(String(describing: value))"
        }
    }

    private func micro(_ number: Double) -> String { "\((number * 1e6).rounded() / 1e6)" }
}
