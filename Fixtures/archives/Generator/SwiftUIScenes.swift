// SwiftUI apps' scene state: the activity of type `com.apple.SwiftUI.stateRestoration` whose userInfo
// holds every `@SceneStorage` value under its key and the scene's metadata
// (docs/format.md, "SwiftUI scenes and `@SceneStorage`": decompiled
// SwiftUI of iOS 26.1, `SceneStorageValues.Entry.encode(into:)`, `AppSceneDelegate`).
import Foundation

let swiftUIActivityType = "com.apple.SwiftUI.stateRestoration"

/// A scene's `data.data` as `_UISceneUserActivityManager` writes it: the type, and the userInfo in a
/// secure keyed archive only when there is one; `userInfoBytes` stands in for that archive when given.
func swiftUIActivity(userInfo: NSDictionary?, userInfoBytes: Data? = nil) -> Data {
    var activity: [String: Any] = ["CanvasRestorationUserActivityTypeKey": swiftUIActivityType]
    if let userInfo {
        activity["CanvasRestorationUserActivityUserInfoDataKey"] = withBooleans(
            archive(secure: true) { $0.encode(userInfo, forKey: "CanvasRestorationUserActivityUserInfoKey") })
    }
    if let userInfoBytes { activity["CanvasRestorationUserActivityUserInfoDataKey"] = userInfoBytes }
    return try! PropertyListSerialization.data(fromPropertyList: activity as NSDictionary, format: .binary, options: 0)
}

/// Foundation on Linux archives a Bool as an integer, where SwiftUI's Bool (a CFBoolean) is a
/// property-list boolean: the stand-in strings `$bool:true` and `$bool:false` are swapped for booleans.
func withBooleans(_ data: Data) -> Data {
    var format = PropertyListSerialization.PropertyListFormat.binary
    guard
        var plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            as? [String: Any],
        let objects = plist["$objects"] as? [Any]
    else { fatalError("cannot re-read an archive Foundation wrote") }
    plist["$objects"] = objects.map { object -> Any in
        switch object as? String {
        case "$bool:true"?: return true
        case "$bool:false"?: return false
        default: return object
        }
    }
    return try! PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
}

/// JSON as `JSONEncoder` writes a Codable value SwiftUI stores as Data.
func json(_ text: String) -> NSData { Data(text.utf8) as NSData }

/// A main WindowGroup with a value of every type `@SceneStorage` takes, a key in a scene storage
/// domain, JSON of a Codable value and of a `TableColumnCustomization`, and a key no view reads any
/// more (SwiftUI carries restored values forward); a `WindowGroup(for:)` scene with its presented value.
func writeSwiftUIFixtures(to output: String, rules: String) {
    let main = "7D3F2A10-5B6C-4D8E-9F01-23456789ABCD", note = "8E4A3B21-6C7D-4E9F-A012-3456789ABCDE"
    let folder = "\(output)/../swiftui/com.example.SwiftUI.savedState"
    write(
        knownSessions([
            SceneSessionStandIn(main, configuration: defaultConfiguration),
            SceneSessionStandIn(note, configuration: defaultConfiguration),
        ]),
        to: "\(folder)/KnownSceneSessions/data.data")
    let storage: NSDictionary = [
        "com.apple.SwiftUI.sceneID": "main",
        "selectedTab": 2,
        "showInspector": "$bool:true",
        "zoom": 1.25,
        "searchText": "restoration",
        "thumbnail": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]) as NSData,
        "lastLink": NSURL(string: "https://example.com/notes/7")!,
        "lastOpened": Date(timeIntervalSinceReferenceDate: 784_000_000) as NSDate,
        "Sidebar/expandedSection": "Recents",
        "Sidebar/Filters/showArchived": "$bool:false",
        "selection": json(#"{"id":7,"entity":"Note"}"#),
        "columns": json(#"{"columns":[{"id":"title","visible":true,"width":220}]}"#),
        "legacyLayout": 3,
    ]
    write(swiftUIActivity(userInfo: storage), to: "\(folder)/\(main)/data.data")
    let presented: NSDictionary = [
        "com.apple.SwiftUI.sceneID": "note",
        "com.apple.SwiftUI.sceneType": "Example.Note.ID",
        "com.apple.SwiftUI.sceneValue": json(#"{"id":7}"#),
        "draft": "Buy milk",
    ]
    write(swiftUIActivity(userInfo: presented), to: "\(folder)/\(note)/data.data")

    // One problem each: an activity without userInfo, a userInfo archive cut short, and a userInfo
    // holding an object of a class outside the property-list types (an NSUUID's stand-in renamed).
    let damaged = "\(rules)/swiftui.savedState"
    let bare = "A1000000-0000-0000-0000-000000000001", cut = "A2000000-0000-0000-0000-000000000002"
    let foreign = "A3000000-0000-0000-0000-000000000003"
    write(
        knownSessions([bare, cut, foreign].map { SceneSessionStandIn($0, configuration: defaultConfiguration) }),
        to: "\(damaged)/KnownSceneSessions/data.data")
    write(swiftUIActivity(userInfo: nil), to: "\(damaged)/\(bare)/data.data")
    let whole = archive(secure: true) {
        $0.encode(["selectedTab": 1] as NSDictionary, forKey: "CanvasRestorationUserActivityUserInfoKey")
    }
    write(swiftUIActivity(userInfo: nil, userInfoBytes: whole.dropLast(20)), to: "\(damaged)/\(cut)/data.data")
    let withValue = archive {
        $0.encode(
            ["selectedTab": 1, "frame": NSValue(range: NSRange(location: 2, length: 3))] as NSDictionary,
            forKey: "CanvasRestorationUserActivityUserInfoKey")
    }
    write(swiftUIActivity(userInfo: nil, userInfoBytes: withValue), to: "\(damaged)/\(foreign)/data.data")
}

/// A scene whose `@SceneStorage` keeps a SwiftUI `NavigationPath` as its `CodableRepresentation`'s
/// JSON (type name and element JSON alternating, the last-pushed element first), as Data and as a
/// String; a near miss (an odd count of strings), which is no NavigationPath; and a document's NSURL
/// bookmark as Data, its bytes the ones mac_alias wrote (Fixtures/bookmarks/boot-document.book).
func writeSwiftUINavigationFixture(to output: String) {
    let scene = "5B1C9E20-4A3D-4F6B-8C7E-0123456789EF"
    let folder = "\(output)/../swiftui/com.example.Navigation.savedState"
    write(
        knownSessions([SceneSessionStandIn(scene, configuration: defaultConfiguration)]),
        to: "\(folder)/KnownSceneSessions/data.data")
    let bookmark = FileManager.default.contents(atPath: "\(output)/../bookmarks/boot-document.book")!
    let storage: NSDictionary = [
        "com.apple.SwiftUI.sceneID": "main",
        "navigation": json(#"["Example.Route","{\"id\":7,\"title\":\"Détails\"}","Swift.Int","3"]"#),
        "navigationText": #"["Swift.String","\"Inbox\""]"#,
        "nearMiss": json(#"["Swift.Int","3","Example.Route"]"#),
        "lastDocument": bookmark as NSData,
    ]
    write(swiftUIActivity(userInfo: storage), to: "\(folder)/\(scene)/data.data")
}
