import XCTest
@testable import RestoreKit

/// The classes of every fixture of Fixtures/apps/macho against the sources they were compiled from.
final class MachOFixtureTests: XCTestCase {
    /// The one slice of the thin fixture `name`.
    private func thin(_ name: String) throws -> MachOSlice {
        let slices = try MachOFile.slices(of: try MachOFixture.bytes(name))
        XCTAssertEqual(slices.count, 1, name)
        return try XCTUnwrap(slices.first)
    }

    func testTheChainedFixupsExecutableHasTheSourcesClasses() throws {
        let slice = try thin("Example")
        XCTAssertEqual(slice.architecture, "arm64")
        XCTAssertEqual(slice.fileOffset, 0)
        XCTAssertEqual(slice.size, try MachOFixture.bytes("Example").count)
        XCTAssertFalse(slice.isEncrypted)
        XCTAssertEqual(slice.classes, MachOFixture.example)
    }

    func testTheClassicExecutableGivesTheSameClassesThroughItsBindOpcodes() throws {
        XCTAssertEqual(try thin("Example-classic").classes, MachOFixture.example)
    }

    func testRelativeMethodListsGiveTheSameSelectors() throws {
        let bytes = try MachOFixture.bytes("Example-relative")
        XCTAssertEqual(try thin("Example-relative").classes, MachOFixture.example)
        // The linker did write relative lists: a method list header with the flag and 12-byte entries.
        XCTAssertNotNil(
            find([0x0C, 0x00, 0x00, 0x80, 0x04, 0x00, 0x00, 0x00], in: bytes), "no relative method list of 4 methods")
        XCTAssertNil(find([0x0C, 0x00, 0x00, 0x80, 0x04, 0x00, 0x00, 0x00], in: try MachOFixture.bytes("Example")))
    }

    func testTheEncryptedExecutableListsNoClasses() throws {
        let slice = try thin("Example-encrypted")
        XCTAssertTrue(slice.isEncrypted)
        XCTAssertEqual(slice.classes, [])
        XCTAssertEqual(slice.architecture, "arm64")
    }

    func testTheDebugDylibAndTheFramework() throws {
        XCTAssertEqual(try thin("Example.debug.dylib").classes, MachOFixture.preview)
        XCTAssertEqual(try thin("Kit").classes, MachOFixture.kit)
    }

    func testTheUniversalFileHasBothSlicesWithTheirClasses() throws {
        let bytes = try MachOFixture.bytes("Example-universal")
        let slices = try MachOFile.slices(of: bytes)
        XCTAssertEqual(slices.map(\.architecture), ["x86_64", "arm64"])
        for slice in slices {
            XCTAssertEqual(slice.classes, MachOFixture.example, slice.architecture)
            XCTAssertGreaterThan(slice.fileOffset, 0)
            XCTAssertLessThanOrEqual(slice.fileOffset + slice.size, bytes.count)
        }
        // The arm64 slice is the thin executable, byte for byte.
        let arm64 = try XCTUnwrap(slices.first { $0.architecture == "arm64" })
        XCTAssertEqual(
            Array(bytes[arm64.fileOffset..<(arm64.fileOffset + arm64.size)]), try MachOFixture.bytes("Example"))
    }

    func testIsMachOTellsMachOFromJavaAndOtherFiles() throws {
        for name in ["Example", "Example-universal", "Kit", "Example.debug.dylib"] {
            XCTAssertTrue(MachOFile.isMachO(prefix: Array(try MachOFixture.bytes(name).prefix(16))), name)
        }
        // A Java class file: 0xCAFEBABE, minor 0, major 52.
        XCTAssertFalse(MachOFile.isMachO(prefix: [0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x34]))
        XCTAssertFalse(MachOFile.isMachO(prefix: [0xFE, 0xED, 0xFA, 0xCF, 0, 0, 0, 0x12])) // big-endian
        XCTAssertFalse(MachOFile.isMachO(prefix: Array("bplist00".utf8)))
        XCTAssertFalse(MachOFile.isMachO(prefix: [0xCF, 0xFA]))
    }

    /// The offset of `needle` in `haystack`.
    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
