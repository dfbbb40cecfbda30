import Foundation
import Testing
@testable import RestoreKit

/// An archive written by Foundation's own NSKeyedArchiver, an encoder independent of ours.
func foundationArchive(_ root: Any) throws -> KeyedArchive {
    let data = try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false)
    return try KeyedArchive(bytes: Array(data))
}

func rootValue(_ root: Any) throws -> ArchiveValue {
    try #require(try foundationArchive(root)["root"])
}

/// A parent and child that point at each other: a legal cycle.
final class Node: NSObject, NSCoding {
    var name: String
    var other: Node?
    init(_ name: String) { self.name = name }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(name as NSString, forKey: "name")
        coder.encode(other, forKey: "other")
        coder.encode(3, forKey: "$weight")
    }
}

@Test func foundationScalarsDecodeToWhatWasArchived() throws {
    #expect(try rootValue("hello" as NSString).string == "hello")
    #expect(try rootValue(NSNumber(value: 42)).primitive == .int(42))
    #expect(try rootValue(NSNumber(value: 2.5)).primitive == .double(2.5))
    #expect(try rootValue(NSNumber(value: true)).primitive == .boolean(true))
    #expect(try rootValue(Data([1, 2, 3]) as NSData).dataBytes == [1, 2, 3])
    #expect(try rootValue(NSMutableData(data: Data([4, 5]))).dataBytes == [4, 5])
    #expect(try rootValue(Date(timeIntervalSinceReferenceDate: 1000) as NSDate).object?.foundationValue == .date(1000))
    #expect(try rootValue(NSNull()).object?.foundationValue == .null)
}

@Test func foundationCollectionsDecodeToTheirElements() throws {
    let array = try rootValue(["a", 1, 2.5] as NSArray).object?.foundationValue
    #expect(array == .array([.stored("a"), .stored(.int(1)), .stored(.double(2.5))]))
    guard
        case .dictionary(let keys, let values)? = try rootValue(["key": "value"] as NSDictionary).object?
            .foundationValue
    else {
        Issue.record("not a dictionary")
        return
    }
    #expect(keys.map(\.string) == ["key"] && values.map(\.string) == ["value"])
    guard case .orderedSet(let members)? = try rootValue(NSOrderedSet(array: ["x", "y"])).object?.foundationValue else {
        Issue.record("not an ordered set")
        return
    }
    #expect(members.map(\.string) == ["x", "y"])
    guard case .set(let setMembers)? = try rootValue(NSSet(array: ["only"])).object?.foundationValue else {
        Issue.record("not a set")
        return
    }
    #expect(setMembers.map(\.string) == ["only"])
}

@Test func foundationURLsAndUUIDsDecode() throws {
    let uuid = UUID(uuidString: "0AD8637A-7584-40CF-8896-BD87B3280C34")!
    guard case .uuid(let bytes)? = try rootValue(uuid as NSUUID).object?.foundationValue else {
        Issue.record("not a UUID")
        return
    }
    #expect(bytes == withUnsafeBytes(of: uuid.uuid) { Array($0) })
    guard
        case .url(let relative, let base)? = try rootValue(
            NSURL(string: "b.xml", relativeTo: URL(string: "https://x.org/a/"))!
        ).object?.foundationValue
    else {
        Issue.record("not a URL")
        return
    }
    #expect(relative == "b.xml")
    #expect(base?.object?.foundationValue == .url(relative: "https://x.org/a/", base: nil))
}

@Test func cyclesBecomeBackReferencesAndEscapedKeysAreUnescaped() throws {
    let parent = Node("parent"), child = Node("child")
    parent.other = child
    child.other = parent
    defer { child.other = nil } // the test's own cycle, broken so that LeakSanitizer stays quiet
    let root = try #require(try rootValue(parent).object)
    #expect(root["name"]?.string == "parent")
    #expect(root["$weight"] == .inline(.int(3)))
    let inner = try #require(root["other"]?.object)
    #expect(inner["name"]?.string == "child")
    guard case .cycle(let index, let className)? = inner["other"] else {
        Issue.record("expected a cycle, got \(String(describing: inner["other"]))")
        return
    }
    #expect(index == root.index && className == root.className)
}

@Test func decodeEncodeDecodeGivesTheSameGraphAndStableBytes() throws {
    let parent = Node("parent"), child = Node("child")
    parent.other = child
    child.other = parent
    defer { child.other = nil }
    let roots: [Any] = [
        ["list": [1, "two", 3.5, NSNull()], "when": Date(timeIntervalSinceReferenceDate: 5), "blob": Data([1])]
            as NSDictionary,
        parent, NSOrderedSet(array: ["a", "b"]), NSURL(string: "https://example.com")!,
    ]
    for root in roots {
        let decoded = try foundationArchive(root)
        let bytes = KeyedArchiveEncoder().encodeBinary(decoded)
        let again = try KeyedArchive(bytes: bytes)
        #expect(again == decoded)
        #expect(KeyedArchiveEncoder().encodeBinary(again) == bytes)
    }
}

@Test func foundationUnarchivesWhatOurEncoderWrites() throws {
    let decoded = try foundationArchive(["title": "Restoring", "count": 3, "items": ["a", "b"]] as NSDictionary)
    let data = Data(KeyedArchiveEncoder().encodeBinary(decoded))
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    let object = try #require(unarchiver.decodeObject(forKey: "root") as? NSDictionary)
    #expect(object["title"] as? String == "Restoring")
    #expect((object["count"] as? NSNumber)?.intValue == 3)
    #expect(object["items"] as? [String] == ["a", "b"])
}

@Test func ourLayoutIsFoundations() throws {
    // Foundation puts $null first, then each object before its members, its class description last.
    let decoded = try foundationArchive(["k": "v"] as NSDictionary)
    guard case .dictionary(let root) = KeyedArchiveEncoder().encode(decoded),
        case .array(let objects)? = root["$objects"]
    else {
        Issue.record("no $objects")
        return
    }
    #expect(objects.first == "$null")
    #expect(objects.count == 5)
    #expect(objects[4].dictionaryValue?["$classname"] == "NSDictionary")
}

struct ArchiveErrorCase: Sendable, CustomTestStringConvertible {
    let objects: [PropertyListValue]
    let top: PropertyListValue
    let message: String
    var testDescription: String { message }
}

let dictionaryClass: PropertyListValue = ["$classname": "NSDictionary", "$classes": ["NSDictionary", "NSObject"]]

@Test(
    "archive errors say where",
    arguments: [
        ArchiveErrorCase(
            objects: ["$null", ["NS.keys": [.uid(9)], "NS.objects": [.uid(0)], "$class": .uid(2)], dictionaryClass],
            top: ["root": .uid(1)], message: "$objects[1].NS.keys[0]: UID 9 is past the end of $objects (3 objects)"),
        ArchiveErrorCase(
            objects: [
                "$null", ["NS.keys": [.uid(0), .uid(0)], "NS.objects": [.uid(0)], "$class": .uid(2)], dictionaryClass,
            ],
            top: ["root": .uid(1)], message: "$objects[1]: NSDictionary has 2 NS.keys but 1 NS.objects"),
        ArchiveErrorCase(
            objects: ["$null", ["$class": "NSObject"]], top: ["root": .uid(1)],
            message: "$objects[1].$class: is a string, not a UID"),
        ArchiveErrorCase(
            objects: ["$null"], top: ["root": .uid(1)],
            message: "$top.root: UID 1 is past the end of $objects (1 objects)"),
    ])
func archiveErrors(_ row: ArchiveErrorCase) {
    let plist: PropertyListValue = [
        "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": row.top, "$objects": .array(row.objects),
    ]
    #expect(throws: KeyedArchiveError.self) { try KeyedArchive(plist: plist) }
    do {
        _ = try KeyedArchive(plist: plist)
    } catch {
        #expect(error.description == row.message)
    }
}

@Test func deepObjectChainsStopAtTheDepthLimit() {
    let count = 100_000
    var objects: [PropertyListValue] = ["$null", ["$classname": "Link", "$classes": ["Link", "NSObject"]]]
    for index in 0..<count {
        objects.append(["next": .uid(UInt64(index + 3 < count + 2 ? index + 3 : 0)), "$class": .uid(1)])
    }
    let plist: PropertyListValue = [
        "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": ["root": .uid(2)], "$objects": .array(objects),
    ]
    do {
        _ = try KeyedArchive(plist: plist)
        Issue.record("a chain of 100,000 objects was accepted")
    } catch {
        #expect(error.kind == .tooDeep)
        #expect(
            error.description.hasSuffix(
                "object references nested deeper than \(KeyedArchive.Options().maximumDepth) levels"), "\(error)")
    }
}

@Test func sharedObjectsAreDecodedOnceAndRenderedWithinBudget() throws {
    // 40 levels of {a: next, b: next}: 2^40 paths through 42 objects.
    var objects: [PropertyListValue] = ["$null", ["$classname": "Pair", "$classes": ["Pair", "NSObject"]]]
    for level in 0..<40 {
        objects.append(["a": .uid(UInt64(level + 3)), "b": .uid(UInt64(level + 3)), "$class": .uid(1)])
    }
    objects.append("leaf")
    let plist: PropertyListValue = [
        "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": ["root": .uid(2)], "$objects": .array(objects),
    ]
    let archive = try KeyedArchive(plist: plist)
    // Readable form: repeats expand until the limit, then turn to references.
    var renderer = ArchiveJSONWalk()
    renderer.rendered = RenderedObjects(repeats: .expanded, limit: 1000)
    let text = renderer.render(archive).serialized(pretty: false)
    #expect(text.count < 200_000)
    #expect(text.contains("{\"$uid\":"))
    #expect(!renderer.rendered.isExhausted)
    // Referenced form: each pair once, naming the one below it twice; no limit needed.
    var linear = ArchiveJSONWalk()
    linear.rendered = RenderedObjects(repeats: .referenced, limit: 200)
    let pairs = linear.render(archive).serialized(pretty: false)
    #expect(!linear.rendered.isExhausted)
    #expect(pairs.contains("{\"$class\":\"Pair\",\"$id\":3,\"a\":{\"$class\":\"Pair\",\"$id\":4,"))
    #expect(pairs.contains("\"b\":{\"$uid\":4}"))
    #expect(pairs.count < 3_000)
}

@Test func nestedArchivesInDataAreRecognised() throws {
    let inner = try NSKeyedArchiver.archivedData(withRootObject: "inside" as NSString, requiringSecureCoding: false)
    let outer = try rootValue(inner as NSData)
    guard case .success(let archive)? = outer.nestedArchive() else {
        Issue.record("not recognised as a nested archive")
        return
    }
    #expect(archive["root"]?.string == "inside")
    #expect(try rootValue(Data("bplist00 but not an archive".utf8) as NSData).nestedArchive() == nil)
}

/// The shared corpora, beside the repository; tests that read them skip when it is missing.
let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora")
let haveCorpora = FileManager.default.fileExists(atPath: corpora.path)

@Test(
    "broken corpus archives give a clear error", .enabled(if: haveCorpora, "../shared/corpora is missing"),
    arguments: [
        ("invalid_type_archive", "$archiver: is \"NSArchiver\", not \"NSKeyedArchiver\""),
        ("invalid_uid_archive", "$top.root: UID 10 is past the end of $objects (3 objects)"),
        ("invalid_version_archive", "$version: is 10000, not 100000"),
        ("missing_uid_archive", "$objects[1]: an object without $class (keys: title, $classy)"),
        ("no_class_meta_archive", "$objects[1].$class: UID 3 points at a string, not a class description"),
        (
            "no_class_name_archive",
            "$objects[1].$class: UID 3 points at a class description without a $classname string"
        ),
        ("no_objects_archive", "$objects is missing: not an NSKeyedArchiver archive"),
        ("no_top_archive", "$top is missing: not an NSKeyedArchiver archive"),
    ])
func brokenCorpusArchives(_ name: String, _ message: String) throws {
    let bytes = Array(try Data(contentsOf: corpora.appendingPathComponent("bpylist2/\(name).plist")))
    #expect(throws: KeyedArchiveError.self) { try KeyedArchive(bytes: bytes) }
    do { _ = try KeyedArchive(bytes: bytes) } catch { #expect(error.description == message) }
}

@Test(
    "corpus archives decode and round-trip", .enabled(if: haveCorpora, "../shared/corpora is missing"),
    arguments: [
        "bpylist2/circular_archive", "bpylist2/complex_archive", "bpylist2/data_archive", "bpylist2/dataclass_archive",
        "bpylist2/date_archive", "bpylist2/empty_archive", "bpylist2/no_root_archive", "bpylist2/nsmutabledata_archive",
        "bpylist2/null_archive", "bpylist2/recursive_archive", "bpylist2/simple_archive",
        "rust-plist/binary_NSKeyedArchiver",
    ]
        + [
            "ArrayTest", "ComplexTest", "ConcreteValueTest", "EdgeInsetsTest", "NotificationTest", "OrderedSetTest",
            "RangeTest",
            "RectTest", "URLTest", "UUIDTest",
        ].map { "swift-corelibs-foundation/NSKeyedUnarchiver-\($0)" })
func corpusArchives(_ name: String) throws {
    let archive = try KeyedArchive(bytes: Array(try Data(contentsOf: corpora.appendingPathComponent(name + ".plist"))))
    #expect(!archive.top.isEmpty)
    #expect(try KeyedArchive(bytes: KeyedArchiveEncoder().encodeBinary(archive)) == archive)
}

@Test(.enabled(if: haveCorpora, "../shared/corpora is missing"))
func corpusFoundationValuesAreRecognised() throws {
    func root(_ name: String) throws -> FoundationValue? {
        let bytes = Array(
            try Data(
                contentsOf: corpora.appendingPathComponent("swift-corelibs-foundation/NSKeyedUnarchiver-\(name).plist"))
        )
        return try KeyedArchive(bytes: bytes)["root"]?.object?.foundationValue
    }
    #expect(try root("RectTest") == .value(kind: "rect", text: "{{400, 300}, {200, 300}}"))
    #expect(try root("RangeTest") == .value(kind: "range", text: "{97345, 98345}"))
    #expect(try root("EdgeInsetsTest") == .value(kind: "edgeInsets", text: "{1.0, 2.0, 3.0, 4.0}"))
    guard case .orderedSet(let members)? = try root("OrderedSetTest") else {
        Issue.record("not an ordered set")
        return
    }
    #expect(members.map(\.string) == ["valgeir", "nico", "puzzle"])
}
