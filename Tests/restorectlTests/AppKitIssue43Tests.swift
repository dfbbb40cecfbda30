import Foundation
import Testing

/// Issue 43, "Nothing lost, no false red": what real Macs write that restorectl refused or misnamed.
enum Issue43Folders {
    static let textEdit = Tool.fixture("appkit/Containers/com.apple.TextEdit/Data/Library/Saved Application State/com.apple.TextEdit.savedState")
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

