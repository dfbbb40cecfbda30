import Foundation
import RestoreKit
import Testing

/// NIBArchive files of Fixtures/apps/nib (written by generate.py from nibsqueeze's description),
/// and damaged copies of them.
private func fixture(_ name: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apps/nib/" + name)
    return Array(try Data(contentsOf: url))
}

@Test func everyValueTypeReads() throws {
    let nib = try NIBArchive(bytes: try fixture("values.nib"))
    #expect(nib.formatVersion == 1 && nib.coderVersion == 9)
    let root = try #require(nib.objects.first)
    #expect(root.className == "NSObject")
    let expected: [(String, NIBArchive.Content)] = [
        ("int8", .integer(-100, byteWidth: 1)), ("int16", .integer(-30000, byteWidth: 2)),
        ("int32", .integer(-2_000_000_000, byteWidth: 4)),
        ("int64", .integer(-9_000_000_000_000_000_000, byteWidth: 8)),
        ("true", .boolean(true)), ("false", .boolean(false)), ("float", .float(1.5)), ("double", .double(-2.25)),
        ("data", .data([0, 1, 0xFE, 0xFF])), ("nil", .null), ("object", .object(1)),
    ]
    #expect(Array(root.values.prefix(expected.count)) == expected.map { NIBArchive.Value(key: $0.0, content: $0.1) })
    #expect(nib.objects[1].className == "UIView" && nib.objects[1].values.isEmpty)
    // The NSString and NSDictionary encodings become Foundation's in the keyed-archive form.
    let archive = try KeyedArchive(nib: nib)
    #expect(archive.archiver == "NIBArchive")
    #expect(archive["string"]?.string == "Grüße")
    #expect(archive["int64"] == .inline(.integer(PropertyListInteger(Int64(-9_000_000_000_000_000_000), byteWidth: 8))))
    #expect(archive["nil"] == .null)
    #expect(archive["dictionary"]?.object?.fields.map(\.key) == ["NS.keys", "NS.objects"])
}

@Test func aCycleDoesNotRecurseForever() throws {
    let nib = try NIBArchive(bytes: try fixture("cycle.nib"))
    #expect(nib.objects.map(\.className) == ["NSObject", "UIView"])
    #expect(
        nib.objects[0].values == [.init(key: "self", content: .object(0)), .init(key: "next", content: .object(1))])
    let archive = try KeyedArchive(nib: nib)
    #expect(archive.top.map(\.key) == ["self", "next"])
    #expect(
        try CompiledNib.contents(of: try fixture("cycle.nib"))
            == NibContents(viewControllers: [], externalReferences: []))
}

/// A copy of cycle.nib with `change` made; its layout (objects at 50, keys at 56, values at 71 with
/// the first object reference at 73, class names at 95, 115 bytes) is fixed by generate.py.
private func damaged(_ change: (inout [UInt8]) -> Void) throws -> [UInt8] {
    var bytes = try fixture("cycle.nib")
    change(&bytes)
    return bytes
}

private func word(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
    for position in 0..<4 { bytes[offset + position] = UInt8(truncatingIfNeeded: value >> (8 * position)) }
}

@Test(
    "damaged NIBArchive files give the byte offset",
    arguments: [
        (
            try damaged { $0.removeLast($0.count - 30) },
            NibError(at: 30, "the file ends inside the 50-byte NIBArchive header")
        ),
        (
            try damaged { $0.removeLast(3) },
            NibError(at: 108, "class name 1 needs 7 bytes, past the end of the file (112 bytes)")
        ),
        (
            try damaged { $0.removeLast($0.count - 80) },
            NibError(at: 46, "the class-name table's offset 95 is past the end of the file (80 bytes)")
        ),
        (
            try damaged { word(1000, at: 18, in: &$0) },
            NibError(at: 18, "the object count 1000 is more than the 65 bytes from offset 50 can hold")
        ),
        (
            try damaged { word(0xFFFF_FFFF, at: 34, in: &$0) },
            NibError(at: 34, "the value count 4294967295 is more than the 44 bytes from offset 71 can hold")
        ),
        (
            try damaged { word(5000, at: 30, in: &$0) },
            NibError(at: 30, "the key table's offset 5000 is past the end of the file (115 bytes)")
        ),
        (try damaged { $0[50] = 0x85 }, NibError(at: 50, "object 0 names class 5, past the 2 class names")),
        (try damaged { $0[73] = 9 }, NibError(at: 73, "value 0 refers to object 9, past the 2 objects")),
        (try damaged { $0[52] = 0x89 }, NibError(at: 50, "object 0 has values 0..<9, past the 4 values")),
        // Object 0 takes all four values: object 1's two would copy values a second time.
        (
            try damaged { $0[52] = 0x84 },
            NibError(at: 53, "object 1 has 2 values, more than the 4 values the earlier objects left")
        ),
        (
            try damaged { $0[72] = 11 },
            NibError(at: 72, "value 0 has type 11, not one of the 11 types described (0–10)")
        ),
        (
            try damaged { $0.replaceSubrange(50..<55, with: [0, 0, 0, 0, 0]) },
            NibError(at: 50, "a varint runs on past 5 bytes")
        ),
        (
            try damaged {
                $0.removeLast($0.count - 98); $0.replaceSubrange(95..<98, with: [5, 5, 5]); word(1, at: 42, in: &$0)
            }, NibError(at: 95, "the file ends inside a varint")
        ),
        (try damaged { $0[10] = 2 }, NibError(at: 10, "format version 2 is not 1, the only one described")),
    ] as [([UInt8], NibError)])
func damagedNibArchive(_ bytes: [UInt8], _ error: NibError) {
    #expect(throws: error) { try NIBArchive(bytes: bytes) }
    #expect(throws: error) { try CompiledNib.contents(of: bytes) }
}

@Test func everyTruncationThrowsAndNoneTraps() throws {
    for name in ["values.nib", "cycle.nib", "Main.storyboardc/Master.nib"] {
        let bytes = try fixture(name)
        for length in 0..<bytes.count {
            #expect(throws: NibError.self) { try NIBArchive(bytes: Array(bytes.prefix(length))) }
        }
    }
}

@Test func aKeyedArchiveThatIsNoNibIsRefused() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/archives/com.example.TabBar.savedState/data.data")
    #expect(throws: NibError(at: 0, "a keyed archive without UINibObjectsKey or UINibTopLevelObjectsKey: not a nib")) {
        try CompiledNib.contents(of: Array(try Data(contentsOf: url)))
    }
}

/// Python reads the same files independently (Fixtures/apps/nib/classes.py): the same classes.
@Test func pythonReadsTheSameObjects() throws {
    guard let python = ExternalTool.find("python3") else {
        print("skipped: python3 is not installed, so the NIBArchive fixtures are not cross-checked")
        return
    }
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apps/nib")
    for name in [
        "values.nib", "cycle.nib", "Main.storyboardc/Master.nib", "Main.storyboardc/Detail.nib/objects-13.0+.nib",
        "Kit.storyboardc/KitHome.nib",
    ] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            folder.appendingPathComponent("classes.py").path, folder.appendingPathComponent(name).path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let nib = try NIBArchive(bytes: try fixture(name))
        #expect(text.split(separator: "\n").map(String.init) == nib.objects.map(\.className), "\(name)")
    }
}
