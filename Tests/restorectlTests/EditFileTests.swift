#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// Edits respect the user's file: its link, its mode, its owner, its write protection, its backups.
struct EditFileTests {
    func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func edit(_ file: String, _ extra: [String] = []) throws -> Tool.Result {
        try Tool.run(["set", file, "--meta", "system-version", "18.0"] + extra)
    }

    @Test func anEditThroughASymbolicLinkEditsItsTarget() throws {
        let (folder, file) = try scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.data").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "data.data")
        let before = try Data(contentsOf: file)
        #expect(try edit(link).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data.data")
        #expect(try Data(contentsOf: file) != before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["data.data", "link.data"])
    }

    @Test func theEditedFileKeepsItsMode() throws {
        let (folder, file) = try scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        #expect(try edit(file.path).status == 0)
        #expect(try mode(file.path) == 0o640)
    }

    @Test func theEditedFileKeepsItsOwnerWhereTheProcessMaySetIt() throws {
        // Only root may give a file to someone else, so only then can the test set it up.
        guard geteuid() == 0 else { return }
        let (folder, file) = try scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(chown(file.path, 65_534, 65_534) == 0)
        #expect(try edit(file.path).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.ownerAccountID] as? Int == 65_534)
        #expect(attributes[.groupOwnerAccountID] as? Int == 65_534)
    }

    @Test func aReadOnlyFileIsRefusedUnlessForced() throws {
        let (folder, file) = try scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let before = try Data(contentsOf: file)
        let refused = try edit(file.path, ["--backup"])
        #expect(refused.status == 3)
        #expect(refused.error == "restorectl: \(file.path): is read-only (--force replaces it anyway)\n")
        #expect(try Data(contentsOf: file) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["data.data"],
            "no backup of a refused edit")
        #expect(try edit(file.path, ["--force"]).status == 0)
        #expect(try Data(contentsOf: file) != before)
        #expect(try mode(file.path) == 0o444)
    }

    @Test func aBackupNeverReplacesAnOlderOneAndKeepsTheMode() throws {
        let (folder, file) = try scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let first = try Data(contentsOf: file)
        let once = try edit(file.path, ["--backup"])
        #expect(once.status == 0)
        #expect(once.text == "original kept as \(file.path).orig\n")
        let second = try Data(contentsOf: file)
        let twice = try Tool.run(["set", file.path, "--meta", "idiom", "pad", "--backup"])
        #expect(twice.text == "original kept as \(file.path).orig.1\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path + ".orig")) == first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path + ".orig.1")) == second)
        #expect(try mode(file.path + ".orig") == 0o600)
        #expect(try mode(file.path + ".orig.1") == 0o600)
    }

    @Test(arguments: [
        (
            ["selectedIndex", "99999999999999999999999", "--type", "integer"],
            "'99999999999999999999999' is out of range"
        ),
        (["selectedIndex", "-9223372036854775809", "--type", "integer"], "'-9223372036854775809' is out of range"),
        (["when", "0000-12-31T00:00:00Z", "--type", "date"], "'0000-12-31T00:00:00Z' is out of range"),
    ])
    func valuesAnAppCannotDecodeAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let (folder, file) = try scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["set", file.path, feedPath] + arguments)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("restorectl: \(file.path): \(message)"), "\(result.error)")
        // The largest values that do fit are taken.
        #expect(
            try Tool.run(["set", file.path, feedPath, "big", "18446744073709551615", "--type", "integer"]).status == 0)
        #expect(
            try Tool.run(["set", file.path, feedPath, "small", "-9223372036854775808", "--type", "integer"]).status == 0
        )
    }
}
