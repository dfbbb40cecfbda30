import Foundation
import Testing

/// Issue 43, "Nothing lost, no false red": what real Macs write that restorectl refused or misnamed.
enum Issue43Folders {
    static let textEdit = Tool.fixture(
        "appkit/Containers/com.apple.TextEdit/Data/Library/Saved Application State/com.apple.TextEdit.savedState")
}

/// TextEdit's text view saves its state under the class name `First Text View`: a record AppKit
/// wrote, decrypted with its own key, never noise.
@Test func aClassNameWithSpacesIsDecryptedNotCalledNoise() throws {
    let result = try Tool.run(["dump", "--format", "json", Issue43Folders.textEdit])
    #expect(result.status == 0, "\(result.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    let windows = try #require(document["windows"] as? [[String: Any]])
    let records = try #require(windows.first?["records"] as? [[String: Any]])
    #expect(records.map { $0["className"] as? String } == ["NSDocument", "First Text View"])
    #expect(records.map { $0["problem"] as? String } == [nil, nil])
    let text = try Tool.run(["dump", Issue43Folders.textEdit])
    #expect(text.text.contains("First Text View"))
    #expect(!text.text.contains("noise"))
    let validate = try Tool.run(["validate", "--strict", Issue43Folders.textEdit])
    #expect(validate.status == 0, "\(validate.text)")
}

/// macOS 15 and later: every saved state is `<uuid>.savedState`, and `ApplicationMapping.plist`
/// beside it alternates an identity and its UUID (Fixtures/appkit-macos15, written by plistlib).
enum MacOS15Folders {
    static let root = Tool.fixture("appkit-macos15")
    static let talagent =
        root + "/Daemon Containers/7E57C0DE-0000-4000-8000-000000000015/Data/Library/Saved Application State"
    static let terminal = talagent + "/11111111-2222-4333-8444-555555555555.savedState"
}

@Test func dumpNamesAMacOS15FolderByTheAppItsMappingGives() throws {
    let text = try Tool.run(["dump", MacOS15Folders.terminal])
    #expect(text.status == 0, "\(text.error)")
    #expect(
        text.text.hasPrefix(
            MacOS15Folders.terminal + ": AppKit saved state of com.apple.Terminal, 1 window, 1 record\n"))
    let json = try Tool.run(["dump", "--format", "json", MacOS15Folders.terminal])
    let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(document["bundleIdentifier"] as? String == "com.apple.Terminal")
}

@Test func findByBundleIDFindsAMacOS15FolderThroughItsMapping() throws {
    let result = try Tool.run(["find", "--format", "json", "--bundle-id", "com.apple.Terminal", MacOS15Folders.root])
    #expect(result.status == 0, "\(result.error)")
    let entries = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries.first?["bundleId"] as? String == "com.apple.Terminal")
    #expect(
        (entries.first?["folder"] as? String)?.hasSuffix("/11111111-2222-4333-8444-555555555555.savedState") == true)
    #expect(entries.first?["titles"] as? [String] == ["user — -zsh — 80×24"])
}

/// The bundle identifier wins over the signing identifier, which stands in when it is alone; a
/// folder the mapping does not name, and every folder beside a mapping broken off after an
/// identity (odd count), keep their UUID: listed, never hidden, never another app's.
@Test func findNamesEachMacOS15FolderAndKeepsTheUUIDWhereTheMappingCannotSay() throws {
    let result = try Tool.run(["find", "--format", "json", MacOS15Folders.root])
    #expect(result.status == 0, "\(result.error)")
    let entries = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
    let names = entries.compactMap { entry -> String? in
        guard let folder = entry["folder"] as? String, let name = entry["bundleId"] as? String else { return nil }
        return "\(folder.split(separator: "/").last ?? ""): \(name)"
    }.sorted()
    #expect(
        names == [
            "11111111-2222-4333-8444-555555555555.savedState: com.apple.Terminal",
            "AAAAAAAA-2222-4333-8444-555555555555.savedState: com.example.SignedOnly",
            "BBBBBBBB-2222-4333-8444-555555555555.savedState: com.example.Both",
            "CCCCCCCC-2222-4333-8444-555555555555.savedState: CCCCCCCC-2222-4333-8444-555555555555",
            "DDDDDDDD-2222-4333-8444-555555555555.savedState: DDDDDDDD-2222-4333-8444-555555555555",
        ])
    let signing = try Tool.run(["find", "--bundle-id", "ABCDE12345.com.example.Both", MacOS15Folders.root])
    #expect(signing.status == 1)
}
