import XCTest
@testable import RestoreKit

/// The dylibs the load commands link (LC_LOAD_DYLIB and its kin), on the migration fixtures built
/// by clang-19/lld-19 (Fixtures/apps/migration), and on those broken by byte edits: each gives a
/// MachOError at the offset of what is wrong, never a trap.
final class MachOLinkedDylibTests: XCTestCase {
    /// The executable linking SwiftUI by LC_LOAD_DYLIB (its only dylib command).
    private func swiftUIExecutable() throws -> MachOEditing {
        MachOEditing(bytes: try MachOFixture.bytes("../migration/SwiftUI.app/Migration"))
    }

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

    func testEachKindOfDylibCommandIsRead() throws {
        let swiftUI = try MachOFile.slices(of: try MachOFixture.bytes("../migration/SwiftUI.app/Migration"))
        XCTAssertEqual(
            swiftUI.first?.linkedDylibs,
            [MachOLinkedDylib(kind: .load, path: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI")])
        XCTAssertEqual(swiftUI.first?.linkedDylibs.first?.frameworkName, "SwiftUI")
        XCTAssertEqual(swiftUI.first?.linkedDylibs.first?.isSystem, true)
        let bridge = try MachOFile.slices(
            of: try MachOFixture.bytes("../migration/EmbeddedSwiftUI.app/Frameworks/Bridge.framework/Bridge"))
        XCTAssertEqual(bridge.first?.linkedDylibs.map(\.kind), [.weak])
        XCTAssertEqual(try MachOFile.slices(of: try MachOFixture.bytes("Example")).first?.linkedDylibs, [])
        // The same command under the other numbers: re-export and lazy load.
        for (command, kind) in [
            (UInt32(0x8000_001F), MachOLinkedDylib.Kind.reexport), (0x20, .lazy), (0x8000_0018, .weak),
        ] {
            var file = try swiftUIExecutable()
            let offset = try XCTUnwrap(file.loadCommand(0xC))
            file.setUInt32(offset, command)
            XCTAssertEqual(try MachOFile.slices(of: file.bytes).first?.linkedDylibs.map(\.kind), [kind])
        }
        // An encrypted slice's load commands are read too.
        var encrypted = try swiftUIExecutable()
        let encryption = try XCTUnwrap(encrypted.loadCommand(0x2C))
        encrypted.setUInt32(encryption + 16, 1)
        let slice = try XCTUnwrap(try MachOFile.slices(of: encrypted.bytes).first)
        XCTAssertTrue(slice.isEncrypted)
        XCTAssertEqual(slice.linkedDylibs.map(\.frameworkName), ["SwiftUI"])
    }

    func testANameOffsetOutsideItsCommandIsRefusedAtTheField() throws {
        var file = try swiftUIExecutable()
        let offset = try XCTUnwrap(file.loadCommand(0xC))
        let size = file.uint32(offset + 4)
        for nameOffset in [size, size + 100, 0xFFFF_FFFF, 0, 8] {
            file.setUInt32(offset + 8, nameOffset)
            XCTAssertEqual(error(file.bytes)?.offset, offset + 8, "name offset \(nameOffset)")
        }
    }

    func testANameWithoutItsNulInsideTheCommandIsRefused() throws {
        var file = try swiftUIExecutable()
        let offset = try XCTUnwrap(file.loadCommand(0xC))
        let size = Int(file.uint32(offset + 4))
        for index in (offset + 24)..<(offset + size) { file.bytes[index] = 0x41 }
        XCTAssertEqual(error(file.bytes)?.offset, offset + 24)
    }

    func testACommandTooShortForItsFieldsOrPastTheCommandsIsRefused() throws {
        var file = try swiftUIExecutable()
        let offset = try XCTUnwrap(file.loadCommand(0xC))
        file.setUInt32(offset + 4, 16)
        XCTAssertEqual(error(file.bytes)?.offset, offset)
        file = try swiftUIExecutable()
        file.setUInt32(offset + 4, 0x10_0000) // a size past sizeofcmds
        XCTAssertEqual(error(file.bytes)?.offset, offset + 4)
    }

    func testTruncatedInsideTheDylibCommandIsRefused() throws {
        let file = try swiftUIExecutable()
        let offset = try XCTUnwrap(file.loadCommand(0xC))
        for length in [offset + 2, offset + 8, offset + 12, offset + 30] {
            _ = error(Array(file.bytes.prefix(length)))
        }
    }
}
