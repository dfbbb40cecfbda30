import Foundation
import Testing
@testable import RestoreKit

/// Issue 35: what real Macs' folders hold, on fixtures openssl and plistlib wrote
/// (Fixtures/appkit/generate.py): NSCR0006 records, payloads with more than rchv, window
/// snapshots, records of closed windows and of reused window IDs.
enum RealLayout {
    static func state(_ name: String) throws -> AppKitSavedState {
        let files = try MemoryFiles(fixtures: "appkit/\(name).savedState")
        return try AppKitSavedState(folder: "/memory/appkit/\(name).savedState", in: files)
    }

    /// The AES key generate.py derives from `label`.
    static func derivedKey(_ label: String) -> [UInt8] {
        Array(OpenSSL.digest(label).prefix(16))
    }
}

/// The payload tags in order, for each record of the window.
private func tags(_ window: AppKitWindow) -> [[String]] { window.records.map { $0.values.map(\.tag) } }

@Test func kydsBeforeAndSurlAfterTheArchiveAreReadAndTheUnknownTagNamed() throws {
    let state = try RealLayout.state("com.apple.Preview")
    let invoice = state.windows[0]
    #expect(tags(invoice) == [["kyds", "rchv"], ["rchv", "surl", "xtra"]])
    #expect(invoice.records.map(\.className) == ["_NSWindow", "PVWindowController"])
    #expect(invoice.records.allSatisfy { $0.error == nil && $0.archive != nil })
    guard case .propertyList(let kyds) = invoice.records[0].values[0].content else {
        Issue.record("kyds not a property list"); return
    }
    #expect(kyds.dictionaryValue?.entries.map(\.key) == ["PVSidebarVisible", "PVZoom"])
    let unknown = invoice.records[1].values[2]
    #expect(unknown.length == 12)
    if case .unknown = unknown.content {} else { Issue.record("xtra should be unknown") }
    #expect(invoice.documents == ["file:///Users/user/Documents/Invoice.pdf"])
    #expect(invoice.frame == "80 120 900 700 0 0 1512 944 ")
    #expect(state.windows[1].documents == ["file:///Users/user/Pictures/Map.png"])
}

@Test func closedWindowsAndReusedWindowIDsAreUndecryptableNotDamaged() throws {
    let state = try RealLayout.state("com.apple.Preview")
    let reused = state.windows[1].records[0]
    #expect(reused.problem == .undecryptable)
    #expect(reused.offset == 0x350)
    #expect(state.orphanRecords.map(\.windowID) == [9])
    #expect(state.orphanRecords[0].problem == .undecryptable)
    #expect(state.findings.map(\.rule) == [.undecryptableRecord, .undecryptableRecord])
    #expect(state.findings.allSatisfy { $0.severity == .note })
    #expect(state.snapshots.map(\.file) == ["window_21.data", "window_22.data"])
}

@Test func nscr0006RecordsAreReadLikeNSCR1000() throws {
    let state = try RealLayout.state("com.example.Legacy")
    #expect(state.records.map(\.version) == ["0006", "0006"])
    #expect(state.records.map(\.className) == ["_NSWindow", "NSApplication"])
    #expect(state.findings.isEmpty)
}

struct TaggedValueCase: Sendable, CustomTestStringConvertible {
    var name: String
    var values: [UInt8]
    var problem: AppKitRecord.Problem?
    var error: String?
    var sourceLocation: SourceLocation
    var testDescription: String { name }
}

/// Payloads the openssl command encrypts with window 21's key, each with its tagged values
/// broken one way (after the 10 bytes of unknown field, name length and the name `_W`).
@Test(
    "a payload's tagged values, well formed or damaged",
    arguments: [
        TaggedValueCase(
            name: "length past the end", values: Array("rchv".utf8) + AppKitFixture.bigEndian(0x7FFF_FFFF),
            problem: .damaged,
            error: "rchv length 2147483647 at payload offset 0xe runs past the decrypted payload (32 bytes)",
            sourceLocation: #_sourceLocation),
        TaggedValueCase(
            name: "no rchv", values: Array("abcd".utf8) + AppKitFixture.bigEndian(2) + [1, 2],
            problem: .damaged,
            error: "no rchv value (the keyed archive) among the tagged values ending at payload offset 0x14",
            sourceLocation: #_sourceLocation),
        TaggedValueCase(
            name: "rchv not an archive", values: Array("rchv".utf8) + AppKitFixture.bigEndian(4) + Array("junk".utf8),
            problem: .damaged, error: nil, sourceLocation: #_sourceLocation),
        TaggedValueCase(
            name: "surl not a property list",
            values: Array("surl".utf8) + AppKitFixture.bigEndian(4) + Array("junk".utf8),
            problem: .damaged, error: nil, sourceLocation: #_sourceLocation),
    ])
func taggedValues(_ row: TaggedValueCase) throws {
    let key = try #require(AES128(key: RealLayout.derivedKey("preview 21")))
    let plaintext = AppKitFixture.bigEndian(0) + AppKitFixture.bigEndian(2) + Array("_W".utf8) + row.values
    let padded = plaintext + [UInt8](repeating: 0, count: (16 - plaintext.count % 16) % 16)
    let ciphertext = try OpenSSL.encrypt(padded, key: RealLayout.derivedKey("preview 21"))
    #expect(key.decryptCBC(ciphertext) == padded, sourceLocation: row.sourceLocation)
    let windows = try AppKitFixture.bytes("com.apple.Preview.savedState/windows.plist")
    let state = try AppKitSavedState(
        windowList: windows, recordFiles: [("data.data", AppKitFixture.record(window: 21, payload: ciphertext))])
    let record = try #require(state.records.first, sourceLocation: row.sourceLocation)
    #expect(record.problem == row.problem, sourceLocation: row.sourceLocation)
    if let error = row.error { #expect(record.error == error, sourceLocation: row.sourceLocation) }
    #expect(state.findings.map(\.rule) == [.unreadableRecord], sourceLocation: row.sourceLocation)
}

/// The openssl command, an encoder independent of RestoreKit's AES.
enum OpenSSL {
    /// AES-128-CBC with an all-zero IV and no padding.
    static func encrypt(_ plaintext: [UInt8], key: [UInt8]) throws -> [UInt8] {
        try run(
            [
                "enc", "-aes-128-cbc", "-nopad", "-K", key.map { String(format: "%02x", $0) }.joined(), "-iv",
                String(repeating: "0", count: 32),
            ], plaintext)
    }

    /// SHA-256, for the keys generate.py derives from labels.
    static func digest(_ text: String) -> [UInt8] {
        (try? run(["dgst", "-sha256", "-binary"], Array(text.utf8))) ?? []
    }

    static func run(_ arguments: [String], _ input: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        let standardInput = Pipe(), standardOutput = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input))
        try standardInput.fileHandleForWriting.close()
        let data = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }
}
