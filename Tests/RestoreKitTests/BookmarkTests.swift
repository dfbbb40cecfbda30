import Foundation
import Testing
@testable import RestoreKit

/// What a real sample holds, as mac_alias reads it.
struct RealBookmark: Sendable, CustomTestStringConvertible {
    let file: String
    let path: String
    let fileIDs: [Int64]
    let created: String
    let volumeUUID: String
    let containingFolderIndex: Int64?
    let displayName: String?
    let resourceFlags: (UInt64, UInt64, UInt64)
    var testDescription: String { file }
}

let realBookmarks = [
    RealBookmark(
        file: "fq-sample1.book", path: "/Applications/Bitwarden.app", fileIDs: [55_637_351, 54_389_243],
        created: "2022-10-20T22:39:28Z", volumeUUID: "AAAAAAAA-AAAA-AAAA-AAAA-AAAAAAAAAAAA", containingFolderIndex: nil,
        displayName: nil, resourceFlags: (2, 0xF, 0)),
    RealBookmark(
        file: "fq-sample2.book", path: "/Users/davidmcdonald/hxstore", fileIDs: [23307, 564_764, 54_838_727],
        created: "2022-11-03T17:16:54.608895Z", volumeUUID: "8A829A03-9B24-4085-8051-18978712E4BE",
        containingFolderIndex: 1, displayName: "hxstore", resourceFlags: (2, 0x21F, 0x21A)),
    RealBookmark(
        file: "fq-sample3.book", path: "/Users/davidmcdonald/Documents/Arduino/generated_examples/Blink",
        fileIDs: [23307, 564_764, 909_650, 925_616, 36_514_705, 36_514_706], created: "2022-05-04T22:50:42.909369Z",
        volumeUUID: "8A829A03-9B24-4085-8051-18978712E4BE", containingFolderIndex: 4, displayName: "Blink",
        resourceFlags: (2, 0x21F, 0x21A)),
    RealBookmark(
        file: "fq-sample4.book", path: "/Users/davidmcdonald/go/src/thesis",
        fileIDs: [23307, 564_764, 1_193_796, 1_381_791, 33_157_203], created: "2022-04-07T14:38:22.059039Z",
        volumeUUID: "8A829A03-9B24-4085-8051-18978712E4BE", containingFolderIndex: 3, displayName: "thesis",
        resourceFlags: (2, 0x21F, 0x21A)),
]

@Test("a real bookmark Apple wrote reads to its path, file IDs, dates and volume", arguments: realBookmarks)
func realBookmarkFacts(_ expected: RealBookmark) throws {
    let bytes = try BookmarkFixtures.bytes(real: expected.file)
    let bookmark = try Bookmark(bytes: bytes)
    #expect(bookmark.magic == "book" && bookmark.header == 0x1004_0000 && bookmark.headerSize == 48)
    #expect(bookmark.tocs.map(\.identifier) == [1])
    #expect(bookmark.path?.path == expected.path && bookmark.path?.fromVolume == false)
    #expect(bookmark.fileIDs == expected.fileIDs)
    #expect(bookmark.targetCreated.map { ReferenceDate.iso8601($0, fractional: true) } == expected.created)
    #expect(bookmark.containingFolderIndex == expected.containingFolderIndex)
    #expect(bookmark.displayName == expected.displayName)
    let flags = try #require(bookmark.resourceFlags)
    #expect((flags.value, flags.valid, flags.third) == expected.resourceFlags)
    #expect(flags.names == ["directory"])
    #expect(bookmark.creationOptions?.names == ["withoutImplicitSecurityScope"])
    let volume = try #require(bookmark.volume)
    #expect(volume.name == "Macintosh HD" && volume.uuid == expected.volumeUUID && volume.path == "/")
    #expect(volume.url == "file:///" && volume.size == 499_963_174_912 && volume.isRoot == true)
    #expect(volume.created.map { ReferenceDate.iso8601($0) } == "2020-01-01T08:00:00Z")
    #expect(volume.flags?.names == ["local", "internal", "supportsPersistentIDs"])
    #expect(volume.mountPoint == nil && bookmark.securityScope == nil && bookmark.bookmarkCreated == nil)
    // Every entry's offset is where an item starts, inside the bytes.
    for entry in bookmark.tocs[0].entries { #expect(entry.offset >= 52 && entry.offset + 8 <= bytes.count) }
    #expect(try Bookmark(bytes: bytes) == bookmark)
}

@Test func theBookmarkInJSONIsItsFactsAndItsBytes() throws {
    let bytes = try BookmarkFixtures.bytes(real: "fq-sample2.book")
    let json = try Bookmark(bytes: bytes).json(bytes: bytes).serialized(pretty: false)
    let expected =
        #"{"$bookmark":{"path":"/Users/davidmcdonald/hxstore","pathFromVolume":false,"#
        + #""components":["Users","davidmcdonald","hxstore"],"fileIDs":[23307,564764,54838727],"#
        + #""created":"2022-11-03T17:16:54.608895Z","#
        + #""resourceFlags":{"value":2,"valid":543,"third":538,"names":["directory"]},"#
        + #""containingFolderIndex":1,"displayName":"hxstore","creator":{"name":"davidmcdonald","uid":501},"#
        + #""creationOptions":{"value":536870912,"names":["withoutImplicitSecurityScope"]},"#
        + #""bookmarkCreated":null,"securityScope":null,"#
        + #""volume":{"name":"Macintosh HD","uuid":"8A829A03-9B24-4085-8051-18978712E4BE","path":"/","#
        + #""url":"file:///","size":499963174912,"created":"2020-01-01T08:00:00Z","isRoot":true,"#
        + #""flags":{"value":4294967425,"valid":4294972399,"names":["local","internal","supportsPersistentIDs"]},"#
        + #""mountPoint":null},"#
        + #""other":[{"toc":1,"key":"0xf000f","type":"true","value":true}],"#
        + #""data":"\#(Data(bytes).base64EncodedString())"}}"#
    #expect(json == expected)
}

@Test func aStringThatIsNotUTF8IsKeptAsAnUnknownItem() throws {
    let bytes = Array(
        try Data(contentsOf: BookmarkFixtures.root.appendingPathComponent("invalid/bookmark-string-not-utf8.book")))
    let bookmark = try Bookmark(bytes: bytes)
    #expect(bookmark.tocs[0].entries.map(\.item) == [.unknown(type: 0x0101, [0xFF])])
    #expect(bookmark.displayName == nil)
    #expect(bookmark.otherEntries.map(\.entry.key) == [.code(0xF017)])
}

@Test func componentsStoredFromTheVolumeGetTheVolumesPathBeforeThem() throws {
    let bookmark = try Bookmark(bytes: BookmarkFixtures.bytes(written: "external-volume.book"))
    #expect(bookmark.pathComponents == ["Photos", "2024", "beach.jpg"])
    #expect(bookmark.path?.path == "/Volumes/USB/Photos/2024/beach.jpg" && bookmark.path?.fromVolume == true)
    #expect(bookmark.volume?.mountPoint == "file:///Volumes/USB/" && bookmark.volume?.isRoot == false)
    // Components that already start at the volume's path are not given it twice.
    let twoTOCs = try Bookmark(bytes: BookmarkFixtures.bytes(written: "two-tocs.book"))
    #expect(twoTOCs.path?.path == "/Volumes/Disk/notes.txt" && twoTOCs.path?.fromVolume == false)
}

@Test func theSecondTOCAndTheKeysNoFactReadsAreOtherEntries() throws {
    let twoTOCs = try Bookmark(bytes: BookmarkFixtures.bytes(written: "two-tocs.book"))
    #expect(twoTOCs.tocs.map(\.identifier) == [1, 2])
    #expect(
        twoTOCs.otherEntries.map { "\($0.toc) \($0.entry.key)" } == ["1 0x2040", "2 0x1004", "2 0x2002", "2 0x2010"])
    let named = try Bookmark(bytes: BookmarkFixtures.bytes(written: "string-key.book"))
    #expect(named.otherEntries.map(\.entry.key) == [.named("NSURLDocumentIdentifierKey")])
    #expect(named.otherEntries.map(\.entry.item) == [.integer(42, width: 4)])
    let relative = try Bookmark(bytes: BookmarkFixtures.bytes(written: "relative-url.book"))
    let other = try #require(relative.otherEntries.first)
    #expect(other.entry.key == .code(0x1003) && other.entry.item.typeName == "relativeURL")
    #expect(
        Bookmark.json(other.entry.item).serialized(pretty: false)
            == #"{"base":"file:///Users/alice/","relative":"Documents/a.txt"}"#)
}

@Test func aSecurityScopedBookmarkGivesItsAccessAndPath() throws {
    let bookmark = try Bookmark(bytes: BookmarkFixtures.bytes(written: "security-scope.book"))
    let scope = try #require(bookmark.securityScope)
    #expect(scope.access == "read-write" && scope.path == "/Users/alice/Invoice.pdf")
    #expect(scope.text.hasPrefix("a1b2c3;00;") && !scope.text.hasSuffix("\0"))
    #expect(bookmark.creationOptions?.names == ["withSecurityScope"])
    #expect(bookmark.otherEntries.isEmpty)
}

@Test func aFactOfAnotherKindThanTheTableExpectsIsNotGuessed() throws {
    // every-type.book holds numbers 0x9001… the table does not know: all are other entries, and
    // the path, the one known key, is read.
    let bookmark = try Bookmark(bytes: BookmarkFixtures.bytes(written: "every-type.book"))
    #expect(bookmark.path?.path == "/Users/alice" && bookmark.volume == nil && bookmark.fileIDs == nil)
    #expect(
        bookmark.otherEntries.map(\.entry.item.typeName) == [
            "string", "data", "sint32", "sint64", "float64", "date", "true", "false", "array", "dictionary", "uuid",
            "url", "null",
        ])
    // The display name key holding a number instead of a string: no display name, an other entry.
    var changed = bookmark
    changed.tocs[0].entries[0].key = .code(BookmarkKey.Known.displayName.rawValue)
    changed.tocs[0].entries[0].item = .integer(7, width: 4)
    #expect(changed.displayName == nil && changed.pathComponents == nil)
}

@Test func aKeyGivenTwiceIsReadFromItsFirstEntryAndTheSecondIsAnOtherEntry() throws {
    var bookmark = try Bookmark(bytes: BookmarkFixtures.bytes(real: "fq-sample2.book"))
    let displayName = BookmarkKey.code(BookmarkKey.Known.displayName.rawValue)
    bookmark.tocs[0].entries.append(BookmarkEntry(key: displayName, offset: 0, item: .string("second")))
    #expect(bookmark.displayName == "hxstore")
    #expect(bookmark.otherEntries.map(\.entry.item) == [.boolean(true), .string("second")])
}

@Test func onlyFlagsTheWriterMarksValidAreNamed() throws {
    var bookmark = try Bookmark(bytes: BookmarkFixtures.bytes(real: "fq-sample1.book"))
    let index = try #require(bookmark.tocs[0].entries.firstIndex { $0.key == .code(0x1010) })
    // Regular file and directory set, only directory valid.
    bookmark.tocs[0].entries[index].item = .data([3, 0, 0, 0, 0, 0, 0, 0, 2] + Array(repeating: 0, count: 15))
    #expect(bookmark.resourceFlags?.names == ["directory"])
    bookmark.tocs[0].entries[index].item = .data(Array(repeating: 0, count: 23))
    #expect(bookmark.resourceFlags == nil)
    #expect(bookmark.otherEntries.map(\.entry.key) == [.code(0x1010)])
}

@Test func bytesThatDoNotStartAsABookmarkAreNoBookmark() {
    let bytes = Array("bplist00".utf8) + Array(repeating: 0, count: 52)
    #expect(throws: BookmarkError(at: 0, #"not a bookmark: it starts 62 70 6c 69, not "book" or "alis""#)) {
        try Bookmark(bytes: bytes)
    }
}
