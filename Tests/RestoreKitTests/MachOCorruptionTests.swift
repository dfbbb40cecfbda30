import XCTest
@testable import RestoreKit

/// Fixtures broken by byte edits: each gives a MachOError at the offset of what is wrong, never a
/// trap or a hang.
final class MachOCorruptionTests: XCTestCase {
    /// The error reading `bytes` gives, failing the test when it reads.
    private func error(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> MachOError? {
        do {
            let slices = try MachOFile.slices(of: bytes)
            XCTFail("read \(slices.count) slices", file: file, line: line)
            return nil
        } catch {
            XCTAssertTrue((0...bytes.count).contains(error.offset), "\(error)", file: file, line: line)
            XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
            return error
        }
    }

    private func example(_ name: String = "Example") throws -> MachOEditing {
        MachOEditing(bytes: try MachOFixture.bytes(name))
    }

    func testTruncatedFilesAreRefused() throws {
        for name in ["Example", "Example-classic", "Example-universal"] {
            let bytes = try MachOFixture.bytes(name)
            for length in [0, 3, 7, 16, 31, 100, 1_000, 20_000, 40_000, bytes.count / 2, bytes.count - 1]
            where length < bytes.count {
                _ = error(Array(bytes.prefix(length)))
            }
        }
        XCTAssertEqual(error([0xCF, 0xFA])?.offset, 0)
    }

    func testLoadCommandCountsBeyondSizeOfCommands() throws {
        var file = try example()
        file.setUInt32(16, 0xFFFF)
        XCTAssertEqual(error(file.bytes)?.offset, 16)
        file = try example()
        file.setUInt32(20, UInt32(file.bytes.count))
        XCTAssertEqual(error(file.bytes)?.offset, 32)
        file = try example()
        file.setUInt32(36, 0xFFF0) // the first command's cmdsize
        XCTAssertEqual(error(file.bytes)?.offset, 36)
    }

    func testASectionOffsetPastTheEnd() throws {
        var file = try example()
        let header = try XCTUnwrap(file.sectionHeader("__objc_classlist"))
        file.setUInt32(header + 48, UInt32(file.bytes.count))
        XCTAssertEqual(error(file.bytes)?.offset, header + 48)
    }

    func testAClassListThatIsNotWholePointers() throws {
        var file = try example()
        let header = try XCTUnwrap(file.sectionHeader("__objc_classlist"))
        file.setUInt64(header + 40, file.uint64(header + 40) + 4)
        XCTAssertEqual(error(file.bytes)?.offset, Int(file.uint32(header + 48)))
        file.setUInt64(header + 40, 0x7FFF_FFFF_FFFF_FFF0)
        XCTAssertEqual(error(file.bytes)?.offset, header + 48)
    }

    func testAClassPointerOutsideEverySegment() throws {
        for name in ["Example", "Example-classic"] {
            var file = try example(name)
            let entry = Int(file.uint32(try XCTUnwrap(file.sectionHeader("__objc_classlist")) + 48))
            // Keep the chain's `next` bits; point the target far away.
            file.setUInt64(entry, file.uint64(entry) & ~0xF_FFFF_FFFF | 0xF_0000_0000)
            XCTAssertEqual(error(file.bytes)?.offset, entry, name)
        }
    }

    func testAClassNameWithoutItsNul() throws {
        var file = try example("Example-classic")
        // lld puts class names in __cstring; overwrite from there to the end of __TEXT's file bytes.
        let strings = Int(file.uint32(try XCTUnwrap(file.sectionHeader("__cstring")) + 48))
        for index in strings..<(try XCTUnwrap(file.segmentFileEnd("__TEXT"))) { file.bytes[index] = 0x41 }
        XCTAssertEqual(error(file.bytes)?.message.contains("NUL"), true)
    }

    func testAChainThatRunsOffItsPage() throws {
        var file = try example()
        let start = try XCTUnwrap(file.chainedSegments().first?.chainStarts.first)
        file.setUInt64(start, file.uint64(start) | 0xFFF << 51)
        XCTAssertEqual(error(file.bytes)?.offset, start)
    }

    /// The chained starts of the image's segments: the fixups data's starts offset, the segment count's offset.
    private func chainedStarts(_ file: MachOEditing) throws -> Int {
        let command = try XCTUnwrap(file.loadCommand(0x8000_0034))
        let data = Int(file.uint32(command + 8))
        return data + Int(file.uint32(data + 4))
    }

    func testMoreChainedSegmentsThanTheImageHas() throws {
        var file = try example()
        let starts = try chainedStarts(file)
        file.setUInt32(starts, file.uint32(starts) + 1)
        XCTAssertEqual(error(file.bytes)?.offset, starts)
    }

    func testChainedStartsRepeatedForASecondSegment() throws {
        var file = try example()
        let starts = try chainedStarts(file)
        let entries = (0..<Int(file.uint32(starts))).map { starts + 4 + 4 * $0 }
        let walked = try XCTUnwrap(entries.first { file.uint32($0) != 0 })
        let unused = try XCTUnwrap(entries.first { file.uint32($0) == 0 })
        // Walking one segment's chains again, once per repeat, would multiply the walk: the
        // second entry naming them is refused.
        file.setUInt32(unused, file.uint32(walked))
        XCTAssertEqual(error(file.bytes)?.offset, max(unused, walked))
    }

    func testABindOrdinalPastTheImports() throws {
        var file = try example()
        var first: Int?
        file.rewriteChains(format: 2) { old, offset in
            guard old >> 63 == 1, first == nil else { return old }
            first = offset
            return old | 0xFF_FFFF
        }
        XCTAssertEqual(error(file.bytes)?.offset, try XCTUnwrap(first))
    }

    func testUniversalHeadersWithImpossibleCountsAndSlices() throws {
        var file = try example("Example-universal")
        file.bytes.replaceSubrange(4..<8, with: [0x00, 0x00, 0x10, 0x00])
        XCTAssertEqual(error(file.bytes)?.offset, 4)
        file = try example("Example-universal")
        file.bytes.replaceSubrange(20..<24, with: [0x7F, 0xFF, 0xFF, 0xFF]) // slice 0's size
        XCTAssertEqual(error(file.bytes)?.offset, 16)
        file = try example("Example-universal")
        file.bytes.replaceSubrange(36..<40, with: Array(file.bytes[16..<20])) // slice 1 at slice 0's offset
        XCTAssertEqual(error(file.bytes)?.offset, 36)
        // A Java class file's header: the same magic, then major version 52.
        XCTAssertEqual(
            error([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x34] + Array(repeating: 0, count: 64))?.offset, 4)
    }

    func testBigEndianImagesAreRefused() throws {
        XCTAssertEqual(
            error([0xFE, 0xED, 0xFA, 0xCF] + Array(repeating: 0, count: 64))?.message.contains("big-endian"), true)
    }
}

/// Inputs `make fuzz` found, kept in Fixtures/apps/macho as `fuzz-*`.
final class MachOFuzzFindingTests: XCTestCase {
    /// A segment name holding a line feed once made a two-line error message.
    func testAControlCharacterInANameKeepsTheErrorOnOneLine() throws {
        XCTAssertThrowsError(try MachOFile.slices(of: try MachOFixture.bytes("fuzz-control-character-in-name"))) {
            error in
            let description = String(describing: error)
            XCTAssertFalse(description.unicodeScalars.contains { $0.value < 0x20 }, description)
        }
    }
}
