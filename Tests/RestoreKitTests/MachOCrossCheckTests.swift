import XCTest
@testable import RestoreKit

/// The reader against LLVM's: llvm-objdump-19 prints the Objective-C metadata of classic images and
/// the headers of universal ones. Skipped where LLVM 19 is not installed.
final class MachOCrossCheckTests: XCTestCase {
    /// The standard output of `llvm-objdump-19 ARGUMENTS`, or a skip.
    private func objdump(_ arguments: [String]) throws -> String {
        guard let tool = ExternalTool.find("llvm-objdump-19") else {
            throw XCTSkip("llvm-objdump-19 is not installed (Debian: apt install llvm-19)")
        }
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("objdump.txt")
        let result = try ExternalTool.run(
            "/bin/sh", ["-c", "exec \"$@\" > \"\(output.path)\"", "sh", tool] + arguments)
        XCTAssertEqual(result.status, 0, result.error)
        let data = try Data(contentsOf: output)
        return String(decoding: data, as: UTF8.self)
    }

    /// Each class objdump lists: its ro name, instance and class selectors and protocols, from its
    /// indentation (ro fields at 21 spaces, methods at two tabs, protocols at three).
    private func objdumpClasses(_ text: String) -> [ObjCClassDefinition] {
        var classes: [ObjCClassDefinition] = []
        var inMetaclass = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let last = String(line.split(separator: " ").last ?? "")
            if line.hasPrefix("Contents of") && !line.contains("__objc_classlist") { break }
            if line.range(of: #"^[0-9a-f]{16} 0x"#, options: .regularExpression) != nil {
                classes.append(
                    ObjCClassDefinition(
                        name: "", superclassName: nil, instanceMethods: [], classMethods: [], protocols: []))
                inMetaclass = false
            } else if line == "Meta Class" {
                inMetaclass = true
            } else if line.hasPrefix(String(repeating: " ", count: 21) + "name "), classes.last?.name == "" {
                classes[classes.count - 1].name = last
            } else if line.hasPrefix("\t\t      name ") {
                if inMetaclass {
                    classes[classes.count - 1].classMethods.append(last)
                } else {
                    classes[classes.count - 1].instanceMethods.append(last)
                }
            } else if line.hasPrefix("\t\t\t     name "), !inMetaclass {
                classes[classes.count - 1].protocols.append(last)
            } else if line.hasPrefix("    superclass "), !inMetaclass {
                classes[classes.count - 1].superclassName =
                    last.hasPrefix("_OBJC_CLASS_$_") ? String(last.dropFirst(14)) : nil
            }
        }
        return classes
    }

    func testClassesMethodsAndProtocolsAgreeWithObjdump() throws {
        let text = try objdump(["--macho", "--objc-meta-data", MachOFixture.path("Example-classic")])
        let theirs = objdumpClasses(text)
        XCTAssertEqual(theirs.count, 7)
        // objdump does not follow chained fixups, so it reads the classic file; ours reads both alike.
        XCTAssertEqual(try MachOFile.slices(of: try MachOFixture.bytes("Example-classic")).first?.classes, theirs)
        XCTAssertEqual(try MachOFile.slices(of: try MachOFixture.bytes("Example")).first?.classes, theirs)
    }

    func testTheClassListSectionHoldsOnePointerPerClass() throws {
        for name in ["Example", "Example-classic", "Kit", "Example.debug.dylib"] {
            let text = try objdump(["--macho", "--private-headers", MachOFixture.path(name)])
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let header = try XCTUnwrap(lines.firstIndex(of: "sectname __objc_classlist"), name)
            let size = try XCTUnwrap(
                lines[header...].first { $0.hasPrefix("size ") }.flatMap { Int($0.dropFirst(7), radix: 16) }, name)
            XCTAssertEqual(try MachOFile.slices(of: try MachOFixture.bytes(name)).first?.classes.count, size / 8, name)
        }
    }

    func testUniversalSlicesAgreeWithObjdumpsFatHeaders() throws {
        let text = try objdump(["--macho", "--universal-headers", MachOFixture.path("Example-universal")])
        var theirs: [(String, Int, Int)] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.first == "architecture" { theirs.append((String(words[1]), 0, 0)) }
            if words.first == "offset", let value = Int(words[1]) { theirs[theirs.count - 1].1 = value }
            if words.first == "size", let value = Int(words[1]) { theirs[theirs.count - 1].2 = value }
        }
        let ours = try MachOFile.slices(of: try MachOFixture.bytes("Example-universal"))
        XCTAssertEqual(theirs.count, 2)
        XCTAssertEqual(ours.map(\.architecture), theirs.map(\.0))
        XCTAssertEqual(ours.map(\.fileOffset), theirs.map(\.1))
        XCTAssertEqual(ours.map(\.size), theirs.map(\.2))
    }
}
