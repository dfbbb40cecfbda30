/// The keys SwiftUI keeps in a scene's restoration activity (decompiled SwiftUI of iOS 26.1,
/// `AppSceneDelegate.stateRestorationActivity(for:)`).
enum SwiftUISceneKey {
    /// The activity type of every SwiftUI scene's restoration activity (volume scenes aside).
    static let activityType = "com.apple.SwiftUI.stateRestoration"
    /// The WindowGroup's or Window's id (a string).
    static let sceneID = "com.apple.SwiftUI.sceneID"
    /// A `WindowGroup(for:)` scene's presented type (a string).
    static let sceneType = "com.apple.SwiftUI.sceneType"
    /// A `WindowGroup(for:)` scene's presented value: data holding its JSON.
    static let sceneValue = "com.apple.SwiftUI.sceneValue"
    /// The metadata keys, which are no `@SceneStorage` values.
    static let metadata: Set<String> = [sceneID, sceneType, sceneValue]
}

/// One value as `@SceneStorage` stores it in the userInfo: Bool, Int, Double, String, Data, URL and
/// Date as themselves; Codable values, `TableColumnCustomization` and `TabViewCustomization` as data
/// holding JSON.
package enum SceneStorageValue: Sendable, Equatable {
    /// A Bool (a property-list boolean, CFBoolean).
    case bool(Bool)
    /// An Int, or a RawRepresentable's Int raw value.
    case integer(PropertyListInteger)
    /// A Double.
    case double(Double)
    /// A String, or a RawRepresentable's String raw value.
    case string(String)
    /// Data that is not JSON.
    case data([UInt8])
    /// Data holding JSON: its bytes, and the JSON they hold.
    case json([UInt8], JSONValue)
    /// An NSURL: its relative string (and base URL, when it has one, as its absolute text).
    case url(String)
    /// An NSDate: seconds since 2001-01-01T00:00:00Z.
    case date(Double)
    /// Anything else: a value no `@SceneStorage` type stores, shown as archived.
    case other(ArchiveValue)

    /// Reads an archived userInfo value.
    init(_ value: ArchiveValue) {
        switch value.primitive ?? value.object?.foundationValue.flatMap(Self.primitive) {
        case .boolean(let flag)?: self = .bool(flag)
        case .integer(let integer)?: self = .integer(integer)
        case .real(let real, _)?: self = .double(real)
        case .string(let string)?: self = .string(string)
        case .date(let seconds)?: self = .date(seconds)
        case .data(let bytes)?: self = Self.dataOrJSON(bytes)
        default:
            if case .url(let relative, let base)? = value.object?.foundationValue {
                let baseText = base?.object.flatMap { Self.urlText($0) } ?? ""
                self = .url(baseText.isEmpty ? relative : baseText + relative)
            } else {
                self = .other(value)
            }
        }
    }

    private static func primitive(_ value: FoundationValue) -> PropertyListValue? {
        switch value {
        case .string(let string): .string(string)
        case .data(let bytes): .data(bytes)
        case .date(let seconds): .date(seconds)
        default: nil
        }
    }

    private static func urlText(_ object: ArchiveObject) -> String? {
        if case .url(let relative, _)? = object.foundationValue { return relative }
        return nil
    }

    /// Data that parses as JSON (as `JSONEncoder` wrote it) is JSON; other data stays data.
    static func dataOrJSON(_ bytes: [UInt8]) -> SceneStorageValue {
        guard !bytes.isEmpty, let json = try? JSONReader.read(bytes) else { return .data(bytes) }
        return .json(bytes, json)
    }

    /// The Swift type SwiftUI stored: `Bool`, `Int`, `Double`, `String`, `Data`, `JSON` (data
    /// holding JSON), `URL`, `Date`, or the archived class of another value.
    package var typeName: String {
        switch self {
        case .bool: "Bool"
        case .integer: "Int"
        case .double: "Double"
        case .string: "String"
        case .data: "Data"
        case .json: "JSON"
        case .url: "URL"
        case .date: "Date"
        case .other(let value): value.object?.className ?? "other"
        }
    }

    /// The value as JSON: a Date as ISO 8601 text, Data as base64, a URL as its text, JSON as
    /// itself; `other` as `render` makes an archived value. It stays with the model, although
    /// the JSON documents show it: `SceneStorageDiff` compares values by it.
    package func json(_ render: (ArchiveValue) -> JSONValue) -> JSONValue {
        switch self {
        case .bool(let flag): .boolean(flag)
        case .integer(let integer): .integer(integer)
        case .double(let real): .real(real)
        case .string(let text), .url(let text): .string(text)
        case .data(let bytes): .string(Base64.encode(bytes))
        case .json(_, let json): json
        case .date(let seconds): .string(ReferenceDate.iso8601(seconds, fractional: true))
        case .other(let value): render(value)
        }
    }

    /// The SwiftUI `NavigationPath` the value encodes, derived: JSON data, or a String holding
    /// JSON, in the shape of its `CodableRepresentation`; nil for any other value.
    package var navigationPath: NavigationPathRepresentation? {
        switch self {
        case .json(_, let json): NavigationPathRepresentation(json)
        // Only text that starts as an array is read: most strings are no JSON.
        case .string(let text) where text.utf8.first == UInt8(ascii: "["):
            (try? JSONReader.read(Array(text.utf8))).flatMap(NavigationPathRepresentation.init)
        default: nil
        }
    }

    /// The NSURL bookmark Data holds (a document the app keeps a reference to), derived; nil for
    /// any other value, and for data that starts like a bookmark but does not read as one.
    package var bookmark: Bookmark? {
        guard case .data(let bytes) = self, Bookmark.looksLikeBookmark(bytes) else { return nil }
        return try? Bookmark(bytes: bytes)
    }
}

/// One `@SceneStorage` key of a SwiftUI scene and its value.
package struct SceneStorageEntry: Sendable, Equatable {
    /// The key as stored: the string given to `@SceneStorage`, or `domain/key` in a scene storage domain.
    package var key: String
    /// The value.
    package var value: SceneStorageValue

    /// The scene storage domain of a `domain/key` key (nested domains joined with `/`); nil without one.
    package var domain: String? {
        guard let slash = key.lastIndex(of: "/"), slash != key.startIndex else { return nil }
        return String(key[..<slash])
    }

    /// `{"key", "domain", "type", "value"}`, the value of `other` from `render`; then what the value
    /// is derived to be, only when it is one: `navigationPath` (`[{"type", "value"}]`, in path order)
    /// or `bookmark` (the bookmark's members, as `$bookmark` holds them).
    package func json(_ render: (ArchiveValue) -> JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("key", .string(key)), ("domain", domain.map(JSONValue.string) ?? .null),
            ("type", .string(value.typeName)), ("value", value.json(render)),
        ]
        if let path = value.navigationPath { members.append(("navigationPath", path.json)) }
        if case .data(let bytes) = value, let bookmark = value.bookmark {
            members.append(("bookmark", bookmark.members(bytes: bytes)))
        }
        return .object(members)
    }
}

/// A SwiftUI scene's state, read from its restoration activity's userInfo: the scene's metadata and
/// its `@SceneStorage` values, in key order (the archive's order is a dictionary's hash order).
package struct SwiftUIScene: Sendable, Equatable {
    /// `com.apple.SwiftUI.sceneID`: the WindowGroup's or Window's id.
    package var sceneID: String?
    /// `com.apple.SwiftUI.sceneType`: a `WindowGroup(for:)` scene's presented type.
    package var sceneType: String?
    /// `com.apple.SwiftUI.sceneValue`: its presented value (data holding JSON).
    package var sceneValue: SceneStorageValue?
    /// Every other key: the `@SceneStorage` values, stale ones included.
    package var storage: [SceneStorageEntry]

    /// The SwiftUI scene of `activity`: nil unless its type is SwiftUI's and its userInfo a readable
    /// dictionary of string keys.
    package init?(_ activity: SceneActivity) {
        guard activity.type == SwiftUISceneKey.activityType, case .success(let archive)? = activity.userInfo,
            let entries = SceneUserInfo.entries(archive)
        else { return nil }
        storage = []
        for (key, value) in entries {
            switch key {
            case SwiftUISceneKey.sceneID: sceneID = value.string
            case SwiftUISceneKey.sceneType: sceneType = value.string
            case SwiftUISceneKey.sceneValue: sceneValue = SceneStorageValue(value)
            default: storage.append(SceneStorageEntry(key: key, value: SceneStorageValue(value)))
            }
        }
        storage.sort { $0.key < $1.key }
    }

    /// The entry of `key`: a `@SceneStorage` key or one of the metadata keys.
    package func value(at key: String) -> SceneStorageValue? {
        switch key {
        case SwiftUISceneKey.sceneID: sceneID.map(SceneStorageValue.string)
        case SwiftUISceneKey.sceneType: sceneType.map(SceneStorageValue.string)
        case SwiftUISceneKey.sceneValue: sceneValue
        default: storage.first { $0.key == key }?.value
        }
    }

    /// `{"sceneID", "sceneType", "sceneValue": {"type", "value"}, "storage": [entry]}`, null where absent.
    /// It stays with the model, although the JSON documents show it: a document read back
    /// (`RestorationDocument`) must hold it as its `swiftUI`.
    package func json(_ render: (ArchiveValue) -> JSONValue) -> JSONValue {
        let value = sceneValue.map { JSONValue.object([("type", .string($0.typeName)), ("value", $0.json(render))]) }
        return .object([
            ("sceneID", sceneID.map(JSONValue.string) ?? .null),
            ("sceneType", sceneType.map(JSONValue.string) ?? .null),
            ("sceneValue", value ?? .null),
            ("storage", .array(storage.map { $0.json(render) })),
        ])
    }
}

/// The userInfo dictionary of a scene's activity archive, as UIKit stores it: `$top`'s
/// `CanvasRestorationUserActivityUserInfoKey`, an NSDictionary.
enum SceneUserInfo {
    /// The dictionary's entries in stored order; nil when there is no dictionary there or a key is
    /// not a string.
    static func entries(_ archive: KeyedArchive) -> [(key: String, value: ArchiveValue)]? {
        guard case .dictionary(let keys, let values)? = archive[SceneKey.activityUserInfo]?.object?.foundationValue
        else { return nil }
        var entries: [(key: String, value: ArchiveValue)] = []
        for (key, value) in zip(keys, values) {
            guard let key = key.string else { return nil }
            entries.append((key, value))
        }
        return entries
    }
}

extension SceneUserInfo {
    /// The classes UIKit likely decodes a userInfo with (the spec: nine classes, the property-list
    /// types and NSURL, NSUUID, NSNull, NSSet); a subclass counts as its class.
    static let decodedClasses: Set<String> = [
        "NSDictionary", "NSArray", "NSString", "NSNumber", "NSData", "NSDate",
        "NSURL", "NSUUID", "NSNull", "NSSet",
    ]

    /// Whether `value` is a dictionary, as UIKit needs the userInfo to be.
    static func isDictionary(_ value: ArchiveValue) -> Bool {
        if case .dictionary? = value.object?.foundationValue { return true }
        return false
    }

    /// The names of the classes in `value` outside `decodedClasses`, each once, in the order met.
    static func unexpectedClasses(_ value: ArchiveValue) -> [String] {
        var names: [String] = [], stack = [value]
        while let value = stack.popLast() {
            switch value {
            case .array(let elements): stack += elements.reversed()
            case .dictionary(let fields): stack += fields.map(\.value).reversed()
            case .object(let object):
                if !object.classChain.contains(where: decodedClasses.contains), !names.contains(object.className) {
                    names.append(object.className)
                }
                stack += object.fields.map(\.value).reversed()
            default: break
            }
        }
        return names
    }
}
