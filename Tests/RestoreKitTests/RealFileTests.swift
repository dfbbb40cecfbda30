import Foundation
import Testing
@testable import RestoreKit

/// Files Apple's software wrote, from public repositories (Fixtures/real/README.md says where).
enum RealFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/real")
    /// The property lists and archives; the NSURL bookmarks (`.book`) are BookmarkTests'.
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != "README.md" && !$0.hasSuffix(".book") }.sorted()
}

/// plistlib reads `CF$UID` in XML as a plain dictionary; ours reads it as a UID, as CoreFoundation does.
func uidsAsDictionaries(_ value: PropertyListValue) -> PropertyListValue {
    switch value {
    case .uid(let uid): .dictionary(PropertyListDictionary([.init(key: "CF$UID", value: .int(Int(uid)))]))
    case .array(let elements): .array(elements.map(uidsAsDictionaries))
    case .dictionary(let dictionary):
        .dictionary(
            PropertyListDictionary(dictionary.entries.map { .init(key: $0.key, value: uidsAsDictionaries($0.value)) }))
    default: value
    }
}

@Test func theRealWorldSetHasAtLeastFortyFiles() {
    #expect(RealFiles.names.count >= 40)
}

@Test("real files Apple wrote are read; keyed archives decode", arguments: RealFiles.names)
func realFileIsRead(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: RealFiles.folder.appendingPathComponent(name)))
    let plist = try PropertyList.read(bytes).value
    if case .dictionary(let root) = plist, root["$archiver"] != nil {
        let archive = try KeyedArchive(bytes: bytes)
        #expect(!archive.top.isEmpty)
    }
}

@Test(
    "real files: plistlib's decoding equals ours where plistlib reads them",
    .enabled(if: ExternalTool.python != nil, "python3 is not installed"),
    arguments: RealFiles.names)
func realFileAgreesWithPlistlib(_ name: String) throws {
    let file = RealFiles.folder.appendingPathComponent(name)
    let (ours, format) = try PropertyList.read(Array(try Data(contentsOf: file)))
    let echo = try ExternalTool.plistlibEcho(file, as: "binary")
    // Only the file README.md names is refused; anything else plistlib refuses is news.
    if echo.status == 3 {
        #expect(name == "flycut-Jumpcut.xcodeproj.xcuserstate", "\(echo.error)")
        return
    }
    #expect(echo.status == 0, "\(echo.error)")
    let theirs = try PropertyList.read(echo.output).value
    #expect(theirs == widened(format == .xml ? uidsAsDictionaries(ours) : ours))
}

/// A reference to a `$null` other than `$objects[0]` (older Interface Builder and Xcode write
/// several) is nil, as Foundation's NSKeyedUnarchiver decodes it.
final class NullHolder: NSObject, NSCoding {
    var values: [String: Any?] = [:]
    static let keys = ["first", "again", "text", "late"]
    init?(coder: NSCoder) {
        for key in Self.keys { values[key] = coder.decodeObject(forKey: key) }
    }
    func encode(with coder: NSCoder) {}
}

/// Hand-written XML (not our writer): `$null` at indexes 0, 2 and 4, a string at 3.
let severalNullsArchive = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>$archiver</key><string>NSKeyedArchiver</string>
    \t<key>$version</key><integer>100000</integer>
    \t<key>$top</key><dict><key>root</key><dict><key>CF$UID</key><integer>1</integer></dict></dict>
    \t<key>$objects</key>
    \t<array>
    \t\t<string>$null</string>
    \t\t<dict>
    \t\t\t<key>$class</key><dict><key>CF$UID</key><integer>5</integer></dict>
    \t\t\t<key>first</key><dict><key>CF$UID</key><integer>0</integer></dict>
    \t\t\t<key>again</key><dict><key>CF$UID</key><integer>2</integer></dict>
    \t\t\t<key>text</key><dict><key>CF$UID</key><integer>3</integer></dict>
    \t\t\t<key>late</key><dict><key>CF$UID</key><integer>4</integer></dict>
    \t\t\t<key>list</key><dict><key>CF$UID</key><integer>6</integer></dict>
    \t\t</dict>
    \t\t<string>$null</string>
    \t\t<string>text</string>
    \t\t<string>$null</string>
    \t\t<dict><key>$classname</key><string>NullHolder</string><key>$classes</key><array><string>NullHolder</string><string>NSObject</string></array></dict>
    \t\t<dict>
    \t\t\t<key>$class</key><dict><key>CF$UID</key><integer>7</integer></dict>
    \t\t\t<key>NS.objects</key><array><dict><key>CF$UID</key><integer>3</integer></dict><dict><key>CF$UID</key><integer>4</integer></dict></array>
    \t\t</dict>
    \t\t<dict><key>$classname</key><string>NSArray</string><key>$classes</key><array><string>NSArray</string><string>NSObject</string></array></dict>
    \t</array>
    </dict>
    </plist>
    """

@Test func nullAtAnyIndexIsNilAsFoundationDecodesIt() throws {
    let bytes = Array(severalNullsArchive.utf8)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: Data(bytes))
    unarchiver.requiresSecureCoding = false
    unarchiver.setClass(NullHolder.self, forClassName: "NullHolder")
    let holder = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NullHolder)
    let root = try #require(try KeyedArchive(bytes: bytes)["root"]?.object)
    for key in NullHolder.keys {
        let foundationIsNil = holder.values[key].flatMap { $0 } == nil
        #expect((root[key] == .null) == foundationIsNil, "\(key)")
    }
    #expect(root["text"]?.string == "text")
    #expect(root["list"]?.object?.foundationValue == .array([.stored("text"), .null]))
    // Data holding it (XML, so not taken for a nested archive) shows as a property list.
    #expect(try rootValue(Data(bytes) as NSData).nestedPropertyList() != nil)
}
