import Testing
@testable import RestoreKit

/// The one 7-bit varint reader: values of every length, and every input it must refuse without trapping.
struct VarintTests {
    @Test(
        arguments: [
            ([0x00], 0, 1), ([0x7F], 127, 1), ([0x80, 0x01], 128, 2), ([0xE8, 0x07], 1000, 2),
            // Apple's NSIndexSet ManyRanges: Int.max - 50 in nine bytes.
            ([0xCD, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], Int.max - 50, 9),
            ([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], Int.max, 9),
            // A group of zeros before the last byte is read as Foundation reads it.
            ([0x80, 0x00], 0, 2),
        ] as [([UInt8], Int, Int)])
    func readsAValue(bytes: [UInt8], value: Int, next: Int) throws {
        let read = try #require(Varint.read(bytes, at: 0))
        #expect(read.value == value)
        #expect(read.next == next)
    }

    @Test(
        arguments: [
            [], [0x80], [0xFF, 0xFF],
            // Ten bytes: more than Int holds, whatever the last.
            [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00],
            [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],
        ] as [[UInt8]])
    func refusesTruncatedAndOverlongValues(bytes: [UInt8]) {
        #expect(Varint.read(bytes, at: 0) == nil)
        #expect(Varint.readAll(bytes) == (bytes.isEmpty ? [] : nil))
    }

    @Test func readsFromAnOffsetInsideTheBytesOnly() {
        let bytes: [UInt8] = [0x01, 0x80, 0x01]
        #expect(Varint.read(bytes, at: 1)?.value == 128)
        #expect(Varint.read(bytes, at: 3) == nil)
        #expect(Varint.read(bytes, at: -1) == nil)
        #expect(Varint.read(bytes, at: Int.max) == nil)
    }

    @Test func readsEveryValueOrNone() {
        #expect(Varint.readAll([0x00, 0x32, 0x64, 0x32, 0xE8, 0x07, 0x32]) == [0, 50, 100, 50, 1000, 50])
        // A last value cut short makes the whole sequence unreadable.
        #expect(Varint.readAll([0x01, 0x02, 0x80]) == nil)
    }

    /// NSIndexPath reads its indexes with the same reader: a truncated last index is no index path.
    @Test func indexPathsUseTheReader() {
        func indexPath(_ data: [UInt8], length: Int) -> FoundationValue? {
            ArchiveObject(
                className: "NSIndexPath",
                fields: [
                    ArchiveField("NSIndexPathLength", .inline(.int(length))),
                    ArchiveField("NSIndexPathData", .inline(.data(data))),
                ]
            ).foundationValue
        }
        #expect(indexPath([0x00, 0x80, 0x01, 0x05], length: 3) == .indexPath([0, 128, 5]))
        #expect(indexPath([0x00, 0x80, 0x01, 0x85], length: 2) == nil)
        #expect(indexPath(Array(repeating: 0xFF, count: 9) + [0x01], length: 1) == nil)
    }
}
