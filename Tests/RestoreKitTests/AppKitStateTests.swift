import Foundation
import Testing
@testable import RestoreKit

/// Fixtures/appkit: the real iTerm2 windows.plist, and records openssl encrypted with its keys.
enum AppKitFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/appkit")

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    static var iTermWindows: [UInt8] { get throws { try bytes("com.googlecode.iterm2.savedState/windows.plist") } }

    /// A record header for `window` whose length covers `payload`, then the payload.
    static func record(window: UInt32, payload: [UInt8]) -> [UInt8] {
        Array("NSCR1000".utf8) + bigEndian(window) + bigEndian(UInt32(16 + payload.count)) + payload
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

@Test func readsTheRealITermWindowListAndTheRecordsOpenSSLEncrypted() throws {
    let state = try AppKitSavedState(
        windowList: try AppKitFixture.iTermWindows,
        recordFiles: [("data.data", try AppKitFixture.bytes("com.googlecode.iterm2.savedState/data.data"))])
    // Foundation, an independent reader, agrees on the window list.
    let foundation = try #require(
        try PropertyListSerialization.propertyList(from: Data(try AppKitFixture.iTermWindows), format: nil)
            as? [[String: Any]])
    #expect(state.windows.map(\.id) == foundation.map { $0["NSWindowID"] as? Int })
    #expect(state.windows.map(\.title) == [nil, "jweispfenning@Johns-MBP:~/repositories/profile", nil])
    for window in state.windows {
        #expect(window.keyProblem == nil)
        #expect(!window.attributes.contains { ["NSDataKey", "NSWindowID", "NSTitle"].contains($0.key) })
    }
    #expect(state.windows[1].attributes.count == foundation[1].count - 3)
    #expect(state.bundleVersion == "3.4.16")

    let second = state.windows[1].records
    #expect(second.map(\.className) == ["_NSWindow", nil, "PseudoTerminal"])
    #expect(second.map(\.offset) == [0x1E0, 0x440, 0x570])
    #expect(second[0].archive?["NSWindowTabbingIdentifier"]?.string == "iTerm2")
    #expect(second[1].problem == .undecryptable)
    #expect(second[1].error?.hasPrefix("decrypted to noise: ") == true)
    let global = state.windows[2].records
    #expect(global.map(\.className) == ["NSApplication", "NSApplication"])
    #expect(global[0].archive?["NSApplicationWindowsMenuTitle"]?.string == "Window")
    #expect(global[1].error?.hasPrefix("keyed archive unreadable: ") == true)
    #expect(global[1].problem == .damaged)
    #expect(state.orphanRecords.map(\.windowID) == [7])
    #expect(state.orphanRecords[0].error == "cannot decrypt: windows.plist has no window 7, so no key")
    // File order within each window, and every record exactly once.
    #expect(state.records.map(\.offset).sorted() == [0, 0x1E0, 0x310, 0x440, 0x570, 0x790])
    #expect(state.findings.map(\.rule) == [.undecryptableRecord, .unreadableRecord, .undecryptableRecord])
}

struct FramingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var error: String
    var sourceLocation: SourceLocation
    var testDescription: String { name }
}

/// Hand-made record files, each broken one way; the walk stops at a header it cannot trust.
@Test(
    "a record file broken in one place gives that record's error at its offset",
    arguments: [
        FramingCase(
            name: "header cut short", bytes: Array("NSCR10".utf8),
            error: "record header cut short: 6 bytes left, a header has 16", sourceLocation: #_sourceLocation),
        FramingCase(
            name: "wrong magic", bytes: Array("bplist00".utf8) + [UInt8](repeating: 0, count: 8),
            error:
                "no NSCR record magic with a 4-digit version (found 62 70 6c 69 73 74 30 30), so the last 16 bytes cannot be split into records",
            sourceLocation: #_sourceLocation),
        FramingCase(
            name: "length inside the header",
            bytes: Array("NSCR1000".utf8) + AppKitFixture.bigEndian(2) + AppKitFixture.bigEndian(15),
            error: "record length 15 at offset 0x3c is shorter than the 16-byte header",
            sourceLocation: #_sourceLocation),
        FramingCase(
            name: "length past the end",
            bytes: Array("NSCR1000".utf8) + AppKitFixture.bigEndian(2) + AppKitFixture.bigEndian(0xFFFF_FFFF),
            error: "record length 4294967295 at offset 0x3c runs past the end of the file (16 bytes left)",
            sourceLocation: #_sourceLocation),
        FramingCase(
            name: "payload not whole blocks",
            bytes: AppKitFixture.record(window: 2, payload: [UInt8](repeating: 0, count: 17)),
            error: "payload of 17 bytes is not a whole, non-zero number of 16-byte AES blocks",
            sourceLocation: #_sourceLocation),
    ])
func framingErrors(_ row: FramingCase) throws {
    let good = AppKitFixture.record(window: 7, payload: [UInt8](repeating: 0, count: 32))
    let state = try AppKitSavedState(
        windowList: try AppKitFixture.iTermWindows, recordFiles: [("data.data", good + row.bytes)])
    let broken = try #require(state.records.first { $0.offset == good.count }, sourceLocation: row.sourceLocation)
    #expect(broken.error == row.error, sourceLocation: row.sourceLocation)
    #expect(broken.location == "data.data at offset 0x30", sourceLocation: row.sourceLocation)
    #expect(state.records.count == 2, sourceLocation: row.sourceLocation)
}

@Test func aPayloadUnderTheWrongKeyIsReportedNotTrusted() throws {
    let bytes = AppKitFixture.record(window: 2, payload: [UInt8](repeating: 0, count: 64))
    let state = try AppKitSavedState(windowList: try AppKitFixture.iTermWindows, recordFiles: [("data.data", bytes)])
    let record = try #require(state.windows[1].records.first)
    #expect(record.archive == nil)
    #expect(record.error?.hasPrefix("decrypted to noise: ") == true)
    #expect(record.problem == .undecryptable)
}

@Test func aWindowListThatIsNotOneIsAnErrorNamingItAndTheOffset() throws {
    let windows = try AppKitFixture.iTermWindows
    #expect(throws: AppKitStateError.self) {
        try AppKitSavedState(windowList: Array(windows.prefix(200)), recordFiles: [])
    }
    do {
        _ = try AppKitSavedState(windowList: Array(windows.prefix(200)), recordFiles: [])
    } catch {
        #expect(error.file == "windows.plist")
        #expect(error.message.contains(" at offset 0x"))
    }
    let dictionary = try AppKitFixture.bytes(
        "Daemon Containers/5C4E1D2B-7A90-4F3E-8B61-0D9C2A4E6F18/Data/Library/Saved Application State/ApplicationMapping.plist"
    )
    #expect(throws: AppKitStateError(file: "windows.plist", message: "window 0 is a string, not a dictionary")) {
        // A flat array of a string and a dictionary: the string is not a window.
        try AppKitSavedState(windowList: dictionary, recordFiles: [])
    }
}

@Test func withoutAWindowListOneFindingStandsForEveryRecord() throws {
    let bytes = try AppKitFixture.bytes("com.example.NoWindowList.savedState/data.data")
    let state = try AppKitSavedState(windowList: nil, recordFiles: [("data.data", bytes + Array("NSCR".utf8))])
    #expect(
        state.orphanRecords.map(\.error) == [
            "cannot decrypt: there is no windows.plist, so no key",
            "record header cut short: 4 bytes left, a header has 16",
        ])
    #expect(state.findings.map(\.rule) == [.missingWindowList, .unreadableRecord])
}

@Test func windowSnapshotsAreListedNeverReadAsRecords() throws {
    let files = try MemoryFiles(fixtures: "appkit/com.example.OldStyle.savedState")
    let state = try AppKitSavedState(folder: "/memory/appkit/com.example.OldStyle.savedState", in: files)
    #expect(state.records.isEmpty)
    #expect(
        state.snapshots == [
            AppKitSnapshot(file: "window_1.data", windowNumber: 1, size: 4112),
            AppKitSnapshot(file: "window_2.data", windowNumber: 2, size: 8208),
        ])
    #expect(state.findings.isEmpty)
}

@Test func applicationMappingFindsTheAppInEachPlausibleLayout() {
    let uuid = "A1B2C3D4-E5F6-4789-9ABC-DEF012345678"
    let entry = PropertyListValue.dictionary(
        PropertyListDictionary(["signingIdentifier": .string("com.apple.TextEdit")]))
    let layouts: [PropertyListValue] = [
        .array([
            .string("0F0E0D0C-0B0A-4908-8706-050403020100"),
            .dictionary(PropertyListDictionary(["signingIdentifier": .string("other")])), .string(uuid), entry,
        ]),
        .dictionary(PropertyListDictionary([PropertyListDictionary.Entry(key: uuid.lowercased(), value: entry)])),
        .array([
            .dictionary(
                PropertyListDictionary(["uuid": .string(uuid), "signingIdentifier": .string("com.apple.TextEdit")]))
        ]),
    ]
    for layout in layouts {
        #expect(ApplicationMapping.appIdentifier(for: uuid, in: layout) == "com.apple.TextEdit")
        #expect(ApplicationMapping.appIdentifier(for: "00000000-0000-0000-0000-000000000000", in: layout) == nil)
    }
}
