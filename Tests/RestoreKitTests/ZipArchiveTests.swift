import Foundation
import Testing
import RestoreKit

/// The zip reader against Python's zipfile (Fixtures/ipa, written by its generate.py): every entry
/// of every .ipa reads back as the file of the app it was made from, at each compression level,
/// stored, with ZIP64 records and with data descriptors; the broken ones fail where they are broken.
private let fixtures = packageRoot.appendingPathComponent("Fixtures")

private func bytes(_ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(relative)))
}

/// The app folder (below Fixtures/) an .ipa fixture was made from.
private func appFolder(ofIPA name: String) -> String {
    let app = String(name.dropLast(".ipa".count).prefix { $0 != "-" })
    let migration = fixtures.appendingPathComponent("apps/migration/\(app).app").path
    return FileManager.default.fileExists(atPath: migration) ? "apps/migration/\(app).app" : "apps/\(app).app"
}

private func ipaFixtures(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".ipa") || $0.hasSuffix(".zip") }.sorted().map { folder + "/" + $0 }
}

@Test(arguments: try ipaFixtures("ipa/apps") + ipaFixtures("ipa/forms"))
func everyEntryReadsBackAsTheFileItWasMadeFrom(_ fixture: String) throws {
    let archive = try ZipArchive(try bytes(fixture))
    let app = appFolder(ofIPA: String(fixture.split(separator: "/").last!))
    let appName = String(app.split(separator: "/").last!)
    var files = 0
    for entry in archive.entries where !entry.isFolder {
        #expect(entry.name.hasPrefix("Payload/\(appName)/"), "\(entry.name)")
        let relative = entry.name.dropFirst("Payload/\(appName)/".count)
        #expect(try archive.contents(of: entry) == bytes(app + "/" + relative), "\(entry.name)")
        files += 1
    }
    let onDisk = try FileManager.default.subpathsOfDirectory(atPath: fixtures.appendingPathComponent(app).path)
        .filter { !$0.hasSuffix("/") }
        .filter { !FileManager.default.isDirectory(fixtures.appendingPathComponent(app + "/" + $0)) }
    #expect(files == onDisk.count && files > 0)
    if fixture.hasSuffix("descriptors.ipa") {
        #expect(archive.entries.filter { !$0.isFolder }.allSatisfy { $0.flags & 8 != 0 })
    }
    if fixture.hasSuffix("stored.ipa") { #expect(archive.entries.allSatisfy { $0.method == 0 }) }
}

extension FileManager {
    fileprivate func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

@Test func anIPAIsReadAsTheAppItHolds() throws {
    let files = try MemoryFiles(fixtures: "apps", "ipa")
    for (ipa, app) in [("apps/Example.ipa", "apps/Example.app"), ("forms/Example-zip64.ipa", "apps/Example.app")] {
        let fromIPA = try AppBuild.read(at: "/memory/ipa/" + ipa, in: files)
        let fromApp = try AppBuild.read(at: "/memory/" + app, in: files)
        #expect(fromIPA.path == "/memory/ipa/" + ipa)
        #expect(fromIPA.bundlePath == "/memory/ipa/" + ipa + "/Payload/Example.app")
        #expect(fromIPA.info == fromApp.info && fromIPA.classes == fromApp.classes)
        #expect(fromIPA.storyboards.map(\.name) == fromApp.storyboards.map(\.name))
        #expect(fromIPA.executables.map(\.slices) == fromApp.executables.map(\.slices))
        #expect(fromIPA.frameworks.map(\.bundleIdentifier) == fromApp.frameworks.map(\.bundleIdentifier))
    }
}

/// Each broken fixture, and what its one error says (the byte offset where the file is binary).
private let brokenCases: [(String, String)] = [
    ("not-a-zip", "at byte 224: not a zip file: no end of central directory record"),
    ("truncated-in-entries", "at byte 2995: a zip file cut short"),
    ("truncated-in-central-directory", "a zip file cut short"),
    ("truncated-in-end-record", "a zip file cut short"),
    ("corrupt-deflate", "entry \"Payload/Legacy.app/Migration\": damaged deflate stream: "),
    ("bad-crc", "entry \"Payload/Legacy.app/Info.plist\": CRC-32 0x32d48df8 of its bytes is not the 0x32d47207"),
    ("escaping-name", "entry \"../x\": the name has a `..` component"),
    ("repeated-name", "entry \"Payload/Legacy.app/Info.plist\": a second entry of that name: refused"),
    ("no-payload", "holds no Payload folder (at its top: Legacy.app/)"),
    ("two-apps", "holds 2 apps in Payload (Legacy.app, Other.app)"),
    ("app-one-folder-down", "holds its app one folder down (Payload/Build/Legacy.app)"),
    ("encrypted-entry", "entry \"Payload/Legacy.app/Info.plist\" is encrypted"),
    ("unsupported-method", "uses compression method 12: this reads stored (0) and deflate (8) only"),
    (
        "zip-bomb",
        "entry \"Payload/Legacy.app/zeros\" inflates 10203 bytes to 10485760, more than the limit of 1000 to 1"
    ),
]

@Test(arguments: brokenCases)
func aBrokenIPAIsOneErrorNamingIt(_ name: String, _ expected: String) throws {
    let files = try MemoryFiles(fixtures: "ipa/broken")
    let path = "/memory/ipa/broken/\(name).ipa"
    #expect(throws: AppBuildError.self) { try AppBuild.read(at: path, in: files) }
    do {
        _ = try AppBuild.read(at: path, in: files)
    } catch {
        #expect(error.path == path)
        #expect(error.description.contains(expected), "\(error.description)")
        #expect(!error.description.contains("\n"))
    }
}

@Test func aDamagedEntrySaysTheByteOfTheFileWhereItsDataIs() throws {
    let file = try bytes("ipa/broken/corrupt-deflate.ipa")
    let archive = try ZipArchive(file)
    let entry = try #require(archive.entries.first { $0.name == "Payload/Legacy.app/Migration" })
    // The data starts after the local header's 30 bytes, its name and its extra field.
    let header = entry.localHeaderOffset
    let data =
        header + 30 + Int(file[header + 26]) + Int(file[header + 27]) << 8 + Int(file[header + 28])
        + Int(file[header + 29]) << 8
    #expect(file[data] == 0x07)
    #expect(throws: ZipError.self) { try archive.contents(of: entry) }
    do {
        _ = try archive.contents(of: entry)
    } catch {
        // Block type 3 is in the first byte's bits 1 and 2.
        #expect(error.offset == data, "\(error)")
    }
}

@Test func theLimitsAreCheckedBeforeAnythingIsInflated() throws {
    let file = try bytes("ipa/apps/Example.ipa")
    var limits = ZipLimits()
    limits.maximumEntries = 3
    #expect { try ZipArchive(file, limits: limits) } throws: { "\($0)".contains("--ipa-max-entries") }
    limits = ZipLimits()
    limits.maximumTotalSize = 100_000
    #expect { try ZipArchive(file, limits: limits) } throws: { "\($0)".contains("--ipa-max-size") }
    limits = ZipLimits()
    limits.maximumRatio = 2000
    let bomb = try ZipArchive(try bytes("ipa/broken/zip-bomb.ipa"), limits: limits)
    let zeros = try #require(bomb.entries.first { $0.name.hasSuffix("/zeros") })
    #expect(try bomb.contents(of: zeros) == [UInt8](repeating: 0, count: 10 << 20))
}

@Test(arguments: [
    "/etc/passwd", "a/../../b", "..", "./a", "a\\b", "a\u{0}b", "a//b", "",
])
func aNameThatLeavesTheArchiveIsRefused(_ name: String) {
    #expect(throws: ZipError.self) { try ZipEntryName.checked(Array(name.utf8)[...], at: 7) }
}

@Test func aNameInsideTheArchiveIsKept() throws {
    for name in ["Payload/", "Payload/A.app/Info.plist", "a/b c/é.txt", "a..b/..c"] {
        #expect(try ZipEntryName.checked(Array(name.utf8)[...], at: 0) == name)
    }
    #expect(throws: ZipError.self) { try ZipEntryName.checked([0x61, 0xFF][...], at: 0) }
}

@Test(arguments: try ipaFixtures("ipa/seeds"))
func everyCutOfASmallZipIsAnErrorNotACrash(_ fixture: String) throws {
    let whole = try bytes(fixture)
    #expect(try ZipArchive(whole).entries.count == 3)
    for count in 0..<whole.count {
        #expect(throws: ZipError.self) { try ZipArchive(Array(whole.prefix(count))) }
    }
}

@Test(arguments: try ipaFixtures("ipa/seeds"))
func aChangedByteIsAnErrorOrChangesNothingRead(_ fixture: String) throws {
    let whole = try bytes(fixture)
    let original = try ZipArchive(whole)
    let expected = try original.entries.map { try original.contents(of: $0) }
    for index in whole.indices {
        var changed = whole
        changed[index] ^= 0x55
        guard let archive = try? ZipArchive(changed), archive.entries.count == original.entries.count else {
            continue
        }
        for (entry, bytes) in zip(archive.entries, expected) {
            // A name changed to another safe name reads as that name; the bytes are what was written, or an error.
            if let read = try? archive.contents(of: entry) { #expect(read == bytes, "byte \(index)") }
        }
    }
}

/// The zip fuzz target's findings (Fixtures/ipa/fuzz): names with control characters in their
/// bytes, and an app inside whose Info.plist's name was changed (the error names the app, inside
/// the .ipa). Read as the target reads them (its small limits), every error is one line whose
/// characters are all printable: a name is the archive's, and its control characters are spelled out.
@Test(arguments: try ipaFixtures("ipa/fuzz"))
func aFuzzFindingIsAnErrorOfPrintableCharacters(_ fixture: String) throws {
    var limits = ZipLimits()
    limits.maximumEntries = 1000
    limits.maximumTotalSize = 16 << 20
    limits.maximumRatio = 100
    func printable(_ message: String) -> Bool {
        !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{FFFD}" }
    }
    let data = try bytes(fixture)
    var messages: [String] = []
    do {
        let archive = try ZipArchive(data, limits: limits)
        for entry in archive.entries {
            do { _ = try archive.contents(of: entry) } catch { messages.append(error.description) }
        }
    } catch {
        messages.append(error.description)
    }
    let files = try MemoryFiles(fixtures: "ipa/fuzz")
    do {
        _ = try AppBuild.read(at: "/memory/\(fixture)", in: files, zipLimits: limits)
        Issue.record("\(fixture) read as an app")
    } catch {
        #expect(error.path.hasPrefix("/memory/\(fixture)"))
        messages.append(error.description)
    }
    #expect(!messages.isEmpty)
    for message in messages { #expect(printable(message), "\(message.debugDescription)") }
}
