import Foundation
import Testing

// `set` without --type keeps the type of the value it replaces: an app decodes a key with the
// method for the type it encoded, and `decodeInteger(forKey:)` of the string "3" is 0. The archive
// and the oracle are Foundation's NSKeyedArchiver and NSKeyedUnarchiver.

/// A restoration archive from Foundation's NSKeyedArchiver: the object `Root`, whose coder holds a
/// value of each type `set --type` writes as a scalar, and the app delegate's `launchCount`.
func typedArchive() throws -> (folder: URL, file: URL) {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    coder.encode("Example.RootViewController" as NSString, forKey: "kUIStateRestorationClassNameKey")
    coder.encode(true, forKey: "kObjectIsViewControllerKey")
    coder.encode(2, forKey: "selectedIndex")
    coder.encode(0.5, forKey: "ratio")
    coder.encode(false, forKey: "isEditing")
    coder.encode("unread" as NSString, forKey: "filter")
    coder.encode(NSDate(timeIntervalSinceReferenceDate: 0), forKey: "lastRefresh")
    coder.encode(NSData(bytes: [1, 2, 3] as [UInt8], length: 3), forKey: "token")
    coder.finishEncoding()
    let root = NSKeyedArchiver(requiringSecureCoding: false)
    root.encode(2, forKey: "kUIStateRestorationArchiveMajorVersionKey")
    root.encode(1, forKey: "kUIStateRestorationArchiveMinorVersionKey")
    root.encode(0, forKey: "UIApplicationStateRestorationUserInterfaceIdiom")
    root.encode(NSDate(timeIntervalSinceReferenceDate: 0), forKey: "UIApplicationStateRestorationTimestamp")
    root.encode("17.4" as NSString, forKey: "UIApplicationStateRestorationSystemVersion")
    root.encode("1.0" as NSString, forKey: "UIApplicationStateRestorationBundleVersion")
    root.encode(7, forKey: "launchCount")
    root.encode(coder.encodedData as NSData, forKey: "Root")
    root.encode(["Root" as NSString] as NSArray, forKey: "kRootRestorationIdentifiersKey")
    root.finishEncoding()
    let folder = try Tool.temporaryFolder()
    let file = folder.appendingPathComponent("data.data")
    try root.encodedData.write(to: file)
    return (folder, file)
}

/// The root archive of `file`, and the coder of `Root` in it, as an app's unarchiver reads them.
func unarchived(_ file: URL) throws -> (root: NSKeyedUnarchiver, coder: NSKeyedUnarchiver) {
    let root = try NSKeyedUnarchiver(forReadingFrom: Data(contentsOf: file))
    root.requiresSecureCoding = false
    let coder = try NSKeyedUnarchiver(forReadingFrom: try #require(root.decodeObject(forKey: "Root") as? Data))
    coder.requiresSecureCoding = false
    return (root, coder)
}

struct TypedSet: Sendable, CustomTestStringConvertible {
    let key: String
    let text: String
    /// Whether the app reads the value back as it was meant.
    let decodes: @Sendable (NSKeyedUnarchiver) -> Bool
    var testDescription: String { "\(key) \(text)" }

    init(_ key: String, _ text: String, decodes: @escaping @Sendable (NSKeyedUnarchiver) -> Bool) {
        self.key = key
        self.text = text
        self.decodes = decodes
    }
}

@Test(
    "set without --type keeps the key's type",
    arguments: [
        TypedSet("selectedIndex", "3") { $0.decodeInteger(forKey: "selectedIndex") == 3 },
        TypedSet("ratio", "0.25") { $0.decodeDouble(forKey: "ratio") == 0.25 },
        TypedSet("isEditing", "true") { $0.decodeBool(forKey: "isEditing") },
        TypedSet("filter", "all") { $0.decodeObject(forKey: "filter") as? String == "all" },
        TypedSet("lastRefresh", "2020-01-01T00:00:00Z") {
            ($0.decodeObject(forKey: "lastRefresh") as? Date)?.timeIntervalSinceReferenceDate == 599_529_600
        },
        TypedSet("token", "BAUG") { $0.decodeObject(forKey: "token") as? Data == Data([4, 5, 6]) },
    ])
func setKeepsTheStoredType(_ row: TypedSet) throws {
    let (folder, file) = try typedArchive()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Tool.run(["set", file.path, "Root", row.key, row.text])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty, "the type is kept, so there is nothing to say")
    #expect(row.decodes(try unarchived(file).coder))
    #expect(try Tool.run(["validate", "--strict", file.path]).status == 0)
}

@Test(
    "text that is no value of the key's type is refused, naming the type",
    arguments: [
        [
            "Root", "selectedIndex", "abc",
            "`selectedIndex` holds an integer: 'abc' is not an integer (--type TYPE stores another type)",
        ],
        [
            "Root", "ratio", "half",
            "`ratio` holds a real number: 'half' is not a real number (--type TYPE stores another type)",
        ],
        [
            "Root", "isEditing", "maybe",
            "`isEditing` holds a bool: 'maybe' is not a bool (true or false) (--type TYPE stores another type)",
        ],
        [
            "Root", "lastRefresh", "soon",
            "`lastRefresh` holds a date: 'soon' is not an ISO 8601 date like 2014-05-02T14:51:00Z (--type TYPE stores another type)",
        ],
        ["Root", "token", "!!", "`token` holds data: '!!' is not base64 (--type TYPE stores another type)"],
        [
            "--extra", "launchCount", "eight",
            "`launchCount` holds an integer: 'eight' is not an integer (--type TYPE stores another type)",
        ],
        [
            "--meta", "timestamp", "soon",
            "`timestamp` holds a date: 'soon' is not an ISO 8601 date like 2014-05-02T14:51:00Z",
        ],
        [
            "--meta", "ignore-snapshot", "maybe",
            "`ignore-snapshot` holds a bool: 'maybe' is not a bool (true or false)",
        ],
        [
            "--meta", "idiom", "watch",
            "`idiom` holds an idiom number: 'watch' is not an idiom (unspecified, phone, pad, tv, carPlay, mac, vision, or a number)",
        ],
    ])
func setRefusesTextOfAnotherType(_ row: [String]) throws {
    let (folder, file) = try typedArchive()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    let result = try Tool.run(["set", file.path] + row.dropLast())
    #expect(result.status == 2)
    let place = row[0] == "Root" ? "'Root': " : ""
    #expect(result.error == "restorectl: \(file.path): \(place)\(row[3])\n")
    #expect(try Data(contentsOf: file) == before)
}

@Test func setOfTheAppDelegatesKeyKeepsItsType() throws {
    let (folder, file) = try typedArchive()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Tool.run(["set", file.path, "--extra", "launchCount", "8"])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    #expect(try unarchived(file).root.decodeInteger(forKey: "launchCount") == 8)
}

@Test func aNewKeyWithoutTypeIsAStringAndSetSaysSo() throws {
    let (folder, file) = try typedArchive()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Tool.run(["set", file.path, "Root", "note", "3"])
    #expect(result.status == 0)
    #expect(
        result.error
            == "restorectl: \(file.path): 'Root': new key `note` is set as a string (--type TYPE stores another type)\n"
    )
    #expect(try unarchived(file).coder.decodeObject(forKey: "note") as? String == "3")
    let extra = try Tool.run(["set", file.path, "--extra", "lastUser", "ada"])
    #expect(
        extra.error
            == "restorectl: \(file.path): new key `lastUser` is set as a string (--type TYPE stores another type)\n")
    #expect(try unarchived(file).root.decodeObject(forKey: "lastUser") as? String == "ada")
    // With --type the user chose: nothing to say.
    #expect(try Tool.run(["set", file.path, "Root", "count", "3", "--type", "integer"]).error.isEmpty)
    #expect(try unarchived(file).coder.decodeInteger(forKey: "count") == 3)
}

@Test func anExplicitTypeChangesTheTypeAndSetSaysSo() throws {
    let (folder, file) = try typedArchive()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Tool.run(["set", file.path, "Root", "selectedIndex", "3", "--type", "string"])
    #expect(result.status == 0)
    #expect(
        result.error == "restorectl: \(file.path): 'Root': `selectedIndex` held an integer and now holds a string\n")
    #expect(try unarchived(file).coder.decodeObject(forKey: "selectedIndex") as? String == "3")
    // The same type given explicitly changes nothing worth a word.
    #expect(try Tool.run(["set", file.path, "Root", "ratio", "2", "--type", "real"]).error.isEmpty)
}
