import Testing

@testable import RestoreKit

/// The Info.plist lists a user's device keeps references to (issue 55): URL schemes, user
/// activity types and static quick actions, read from Fixtures/apps/intents (plistlib, binary for
/// the iOS bundle and XML for the macOS one), entries of another type left out.
@Test func theURLSchemesActivityTypesAndQuickActionsAreReadInOrder() throws {
    let files = try MemoryFiles(fixtures: "apps/intents")
    for app in ["Intents.app", "IntentsMac.app"] {
        let info = try AppBuild.read(at: "/memory/apps/intents/" + app, in: files).info
        #expect(info.urlSchemes == ["intents", "intents-dev", "second"], "\(app)")
        #expect(info.userActivityTypes == ["com.example.Intents.note", "OpenNoteIntent"], "\(app)")
        #expect(
            info.shortcutItems == [
                ShortcutItemDeclaration(type: "com.example.Intents.compose", title: "Compose"),
                ShortcutItemDeclaration(type: "com.example.Intents.search", title: nil),
                ShortcutItemDeclaration(type: nil, title: "Wrong type"),
            ], "\(app)")
    }
}

@Test func listsOfAnotherTypeAreEmpty() {
    let info = AppBundleInfo(
        PropertyListDictionary([
            "CFBundleURLTypes": .dictionary(PropertyListDictionary(["CFBundleURLSchemes": .array([.string("x")])])),
            "NSUserActivityTypes": .string("com.example.note"),
            "UIApplicationShortcutItems": .dictionary(
                PropertyListDictionary(["UIApplicationShortcutItemType": .string("compose")])),
        ]), macOS: false)
    #expect(info.urlSchemes.isEmpty && info.userActivityTypes.isEmpty && info.shortcutItems.isEmpty)
    let absent = AppBundleInfo(PropertyListDictionary([:]), macOS: false)
    #expect(absent.urlSchemes.isEmpty && absent.userActivityTypes.isEmpty && absent.shortcutItems.isEmpty)
}
