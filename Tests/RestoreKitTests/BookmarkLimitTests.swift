import Foundation
import Testing
@testable import RestoreKit

/// Each limit of `Bookmark.Options` fires, with its name in the message; the defaults read every
/// well-formed fixture.
private func error(_ bytes: [UInt8], _ change: (inout Bookmark.Options) -> Void) -> String? {
    var options = Bookmark.Options()
    change(&options)
    do {
        _ = try Bookmark(bytes: bytes, options: options)
        return nil
    } catch { return error.description }
}

@Test func theByteLimitFiresBeforeAnythingIsRead() throws {
    let bytes = try BookmarkFixtures.bytes(real: "fq-sample2.book")
    #expect(
        error(bytes) { $0.maximumBytes = 683 }
            == "at byte 0x0: a bookmark of 684 bytes is over the limit of 683 (maximumBytes)")
    #expect(error(bytes) { $0.maximumBytes = 684 } == nil)
}

@Test func theItemLimitCountsEveryItemRead() throws {
    // sample2: 18 entries, two of them arrays of 3: 24 items, though Apple shares some (the
    // display name is the last path component's item, 0x2030 and 0xf000f one `true`).
    let bytes = try BookmarkFixtures.bytes(real: "fq-sample2.book")
    #expect(error(bytes) { $0.maximumItems = 24 } == nil)
    #expect(
        error(bytes) { $0.maximumItems = 23 }
            == "at byte 0x2a4: the item of entry 17 of the TOC at byte 0x1c0, at byte 0x1b8, is item 24: more than 23 (maximumItems)"
    )
}

@Test func theDepthLimitCountsNestedItems() throws {
    // sample2's first entry is the path's array at byte 0x78: its elements are one deep.
    let bytes = try BookmarkFixtures.bytes(real: "fq-sample2.book")
    #expect(error(bytes) { $0.maximumDepth = 1 } == nil)
    #expect(
        error(bytes) { $0.maximumDepth = 0 }
            == "at byte 0x80: element 0 of the array at byte 0x78, at byte 0x40, is nested more than 0 deep (maximumDepth)"
    )
}

@Test func theTOCLimitCountsTheChain() throws {
    // two-tocs.book: TOC 1 at byte 0x10c, its next field at 0x118 naming TOC 2 at 0x150.
    let bytes = try BookmarkFixtures.bytes(written: "two-tocs.book")
    #expect(error(bytes) { $0.maximumTOCs = 2 } == nil)
    #expect(
        error(bytes) { $0.maximumTOCs = 1 }
            == "at byte 0x118: the TOC after the one at byte 0x10c, at byte 0x150, is TOC 2: more than 1 (maximumTOCs)")
}

@Test func theDefaultsReadEveryWellFormedBookmark() throws {
    for name in BookmarkFixtures.real {
        #expect(throws: Never.self) { try Bookmark(bytes: BookmarkFixtures.bytes(real: name)) }
    }
    for name in BookmarkFixtures.shapes {
        #expect(throws: Never.self) { try Bookmark(bytes: BookmarkFixtures.bytes(written: name)) }
    }
}

@Test func anItemSharedByManyElementsIsCopiedOnce() throws {
    // An array of 10,000 offsets to one 64 KiB data item: read once, the elements share its bytes
    // (10,000 copies would be 655 MB from a 104 KB bookmark).
    func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    let count = 10_000, dataLength = 1 << 16
    let data = word(dataLength) + word(0x0201) + Array(repeating: 0xAB, count: dataLength)
    let array = word(count * 4) + word(0x0601) + (0..<count).flatMap { _ in word(4) }
    let tocOffset = 4 + data.count + array.count
    let toc = word(24) + word(0xFFFF_FFFE) + word(1) + word(0) + word(1) + word(0x9001) + word(4 + data.count) + word(0)
    var bytes = Array("book".utf8) + word(0) + word(0x1004_0000) + word(48) + Array(repeating: 0, count: 32)
    bytes += word(tocOffset) + data + array + toc
    bytes.replaceSubrange(4..<8, with: word(bytes.count))
    let bookmark = try Bookmark(bytes: bytes)
    guard case .array(let elements) = bookmark.tocs[0].entries[0].item, case .data(let first) = elements.first,
        case .data(let last) = elements.last
    else { return #expect(Bool(false), "not an array of data") }
    #expect(elements.count == count && first.count == dataLength)
    #expect(first.withUnsafeBufferPointer { $0.baseAddress } == last.withUnsafeBufferPointer { $0.baseAddress })
}
