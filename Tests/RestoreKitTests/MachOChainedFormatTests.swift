import XCTest
@testable import RestoreKit

/// The chained pointer formats lld-19 does not write (it links arm64e as arm64): Example's
/// DYLD_CHAINED_PTR_64 chains rewritten into each, as fixup-chains.h lays their bits out.
final class MachOChainedFormatTests: XCTestCase {
    /// Example with its chains rewritten to `format` by `transform(bind, ordinal or target, next in 4-byte units, index)`.
    private func rewritten(format: UInt16, _ transform: @escaping (Bool, UInt64, UInt64, UInt64) -> UInt64) throws
        -> [MachOSlice]
    {
        var file = MachOEditing(bytes: try MachOFixture.bytes("Example"))
        XCTAssertFalse(file.chainedSegments().isEmpty)
        var index: UInt64 = 0
        file.rewriteChains(format: format) { old, _ in
            index += 1
            let bind = old >> 63 == 1
            return transform(bind, bind ? old & 0xFF_FFFF : old & 0xF_FFFF_FFFF, old >> 51 & 0xFFF, index)
        }
        return try MachOFile.slices(of: file.bytes)
    }

    private let base: UInt64 = 0x1_0000_0000

    func testPointer64OffsetRebasesAreOffsetsFromTheImageBase() throws {
        let slices = try rewritten(format: 6) { bind, value, next, _ in
            bind ? 1 << 63 | next << 51 | value : next << 51 | (value - self.base)
        }
        XCTAssertEqual(slices.first?.classes, MachOFixture.example)
    }

    /// An arm64e pointer: 8-byte `next`, bind bit 62, auth bit 63 (set on every other rebase, whose
    /// target is then a 32-bit offset); an unauthenticated rebase holds an address when `addresses`.
    private func arm64e(_ bind: Bool, _ value: UInt64, _ next: UInt64, _ index: UInt64, addresses: Bool) -> UInt64 {
        let next8 = (next / 2) << 51
        if bind { return 1 << 62 | next8 | value | (index % 2) << 63 }
        if index % 2 == 0 { return 1 << 63 | next8 | 0x1234 << 32 | (value - base) }
        return next8 | (addresses ? value : value - base)
    }

    func testArm64eChainsWithAuthenticatedAndPlainPointers() throws {
        XCTAssertEqual(
            try rewritten(format: 1) { self.arm64e($0, $1, $2, $3, addresses: true) }.first?.classes,
            MachOFixture.example)
        XCTAssertEqual(
            try rewritten(format: 9) { self.arm64e($0, $1, $2, $3, addresses: false) }.first?.classes,
            MachOFixture.example)
        XCTAssertEqual(
            try rewritten(format: 12) { self.arm64e($0, $1, $2, $3, addresses: false) }.first?.classes,
            MachOFixture.example)
    }

    func testAFormatThisDoesNotReadIsRefusedAtItsField() throws {
        var file = MachOEditing(bytes: try MachOFixture.bytes("Example"))
        let segment = try XCTUnwrap(file.chainedSegments().first)
        file.bytes[segment.startsOffset + 6] = 3 // DYLD_CHAINED_PTR_32
        XCTAssertThrowsError(try MachOFile.slices(of: file.bytes)) { error in
            XCTAssertEqual((error as? MachOError)?.offset, segment.startsOffset + 6)
        }
    }
}
