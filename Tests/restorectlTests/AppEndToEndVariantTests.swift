import Foundation
import Testing

/// `dump APP` of the generated app's variants (Fixtures/apps/generate.py): an encrypted executable,
/// a missing one; and of a copy of the app whose strings hold terminal controls.

@Test func anEncryptedExecutableIsReportedAsSuchWithoutAClassList() throws {
    let app = Tool.fixture("apps/ExampleEncrypted.app")
    let document = try GeneratedApp.document([app])
    let executables = try #require(document["executables"] as? [[String: Any]])
    let main = try #require(executables.first)
    #expect(main["role"] as? String == "main" && main["state"] as? String == "read")
    let slices = try #require(main["slices"] as? [[String: Any]])
    #expect(slices.count == 1)
    #expect(slices.first?["encrypted"] as? Bool == true && slices.first?["classCount"] is NSNull)
    #expect(document["classListComplete"] as? Bool == false)
    // Only Kit's classes: none of the encrypted Example's, and no guess at them.
    let expectedKit = try GeneratedApp.sourceClasses().filter { $0.image == "Kit" }.map(\.runtimeName)
    #expect((document["classes"] as? [[String: Any]])?.map { $0["name"] as? String } == expectedKit)
    #expect((document["appDelegates"] as? [Any])?.isEmpty == true)
    let text = try Tool.run(["dump", app])
    #expect(text.status == 0)
    #expect(text.text.contains("  \(app)/Example (main): arm64 encrypted: classes cannot be listed\n"))
    #expect(text.text.contains("  unknown: not every image's classes could be read\n"))
}

@Test func aMissingExecutableIsNamedOnStandardErrorAndTheRestShown() throws {
    let app = Tool.fixture("apps/ExampleNoExecutable.app")
    for format in ["text", "json"] {
        let result = try Tool.run(["dump", "--format", format, app])
        #expect(result.status == 0)
        #expect(
            result.error
                == "restorectl: \(app)/Example: warning: missing: the bundle has no such file; its classes are unknown\n"
        )
        #expect(result.text.contains("Settings"), "the storyboards are still shown")
    }
    let document = try GeneratedApp.document([app])
    #expect((document["executables"] as? [[String: Any]])?.first?["state"] as? String == "missing")
    #expect((document["storyboards"] as? [Any])?.count == 3)
}

/// A copy of the generated app whose Info.plist strings, storyboard name and storyboard
/// identifiers hold terminal controls (written by Foundation as a binary plist: XML cannot hold ESC).
private func hostileApp(in folder: URL) throws -> URL {
    let app = folder.appendingPathComponent("Hostile.app")
    try FileManager.default.copyItem(atPath: GeneratedApp.path, toPath: app.path)
    func write(_ plist: [String: Any], to url: URL) throws {
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: url)
    }
    try write(
        [
            "CFBundleIdentifier": "com.example.\u{1B}]0;pwned\u{07}", "CFBundleExecutable": "Example",
            "CFBundleShortVersionString": "1\u{1B}[2J", "CFBundleVersion": "2\r3",
            "UIMainStoryboardFile": "Main\u{202E}",
        ],
        to: app.appendingPathComponent("Info.plist"))
    let storyboard = app.appendingPathComponent("Evil\u{1B}[31m.storyboardc")
    try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        atPath: Tool.fixture("apps/nib/Main.storyboardc/Master.nib"),
        toPath: storyboard.appendingPathComponent("Master.nib").path)
    try write(
        [
            "UIStoryboardDesignatedEntryPointIdentifier": "entry\u{9B}2J",
            "UIViewControllerIdentifiersToNibNames": ["id\u{1B}[1m\u{7F}": "Master", "gone\u{202E}": "missing\u{1B}"],
        ],
        to: storyboard.appendingPathComponent("Info.plist"))
    return app
}

@Test func terminalControlsOfAnAppsStringsAreEscaped() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try hostileApp(in: folder)
    let text = try Tool.run(["dump", app.path])
    #expect(text.status == 0, "\(text.error)")
    for control in ["\u{1B}", "\u{07}", "\u{9B}", "\u{7F}", "\u{202E}", "\r"] {
        #expect(!text.text.contains(control) && !text.error.contains(control), "\(control.unicodeScalars.first!.value)")
    }
    for escaped in [
        "\"com.example.\\u001b]0;pwned\\u0007\"", "\"1\\u001b[2J\"", "\"2\\r3\"", "\"Main\\u202e\"",
        "\"Evil\\u001b[31m\": entry point \"entry\\u009b2J\"",
        // Unquoted (an identifier, a message) with the braced escapes TerminalText writes.
        "id\\u{1b}[1m\\u{7f} (nib \"Master\")",
        "gone\\u{202e} (nib \"missing\\u001b\"): unreadable: at byte 0: the nib name is no file name of the storyboard",
    ] {
        #expect(text.text.contains(escaped), "\(escaped)\n\(text.text)")
    }
    let json = try Tool.run(["dump", "--format", "json", app.path])
    #expect(json.status == 0)
    // JSON escapes C0 controls (RFC 8259; DEL and C1 may stay raw, as in every JSON document
    // restorectl writes) and keeps every string whole.
    #expect(!json.text.contains("\u{1B}") && !json.text.contains("\u{07}") && !json.text.contains("\r"))
    let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(document["bundleIdentifier"] as? String == "com.example.\u{1B}]0;pwned\u{07}")
    let storyboards = try #require(document["storyboards"] as? [[String: Any]])
    let evil = try #require(storyboards.first { ($0["name"] as? String)?.hasPrefix("Evil") == true })
    #expect(
        (evil["scenes"] as? [[String: Any]])?.compactMap { $0["identifier"] as? String }.sorted() == [
            "gone\u{202E}", "id\u{1B}[1m\u{7F}",
        ])
}
