import Foundation
import RestoreKit
import Testing

/// A dump's JSON document without the members that describe the file rather than its content:
/// `file`, and for a single archive file `inProgress` (the marker beside it, which only a
/// `.savedState` folder gets back).
func withoutFile(_ text: String, keepsMarker: Bool = true) -> JSONValue? {
    guard case .object(let members)? = try? JSONReader.read(Array(text.utf8)) else { return nil }
    return .object(members.filter { $0.0 != "file" && (keepsMarker || $0.0 != "inProgress") })
}

/// dump → create → dump, compared; returns the second dump's result.
@discardableResult
func roundTrip(
    _ source: String, into output: URL, extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws -> Tool.Result {
    let dumped = try Tool.run(["dump", "--format", "json", source])
    #expect(dumped.status == 0, "\(source): \(dumped.error)", sourceLocation: sourceLocation)
    let created = try Tool.run(["create", "-", "-o", output.path] + extra, input: dumped.output)
    #expect(created.status == 0, "\(source): \(created.error)", sourceLocation: sourceLocation)
    let again = try Tool.run(["dump", "--format", "json", output.path])
    #expect(again.status == 0, "\(source): \(again.error)", sourceLocation: sourceLocation)
    let isFolder = output.pathExtension == "savedState"
    #expect(
        withoutFile(again.text, keepsMarker: isFolder) == withoutFile(dumped.text, keepsMarker: isFolder),
        "\(source) does not round-trip", sourceLocation: sourceLocation)
    return again
}

@Test(arguments: [
    "com.example.TabBar", "com.example.Mail", "com.example.Large", "com.example.Scenes", "com.example.Both",
])
func createRoundTripsEverySavedStateFixture(name: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("\(name).savedState")
    try roundTrip(Tool.fixture("archives/\(name).savedState"), into: output)
    // Every file a folder gets is one of UIKit's; validate finds nothing wrong with it.
    #expect(try Tool.run(["validate", "--strict", output.path]).status == 0)
}

/// Every fixture restorectl dumps round-trips as a single file; those whose dump reports an
/// unreadable coder are refused by location, since there is nothing to write for it.
@Test func createRoundTripsEveryArchiveFileThatDumps() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = Tool.packageRoot.appendingPathComponent("Fixtures")
    var sources = [
        "archives/com.example.TabBar.savedState/data.data", "archives/com.example.Mail.savedState/data.data",
        "archives/com.example.Large.savedState/data.data",
    ]
    sources += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("rules").path).sorted()
        .map { "rules/\($0)/data.data" }
    sources += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("invalid").path).sorted()
        .map { "invalid/\($0)" }
    var checked = 0
    for (position, source) in sources.enumerated() {
        let path = Tool.fixture(source)
        let dumped = try Tool.run(["dump", "--format", "json", path])
        guard dumped.status == 0 else { continue }
        let output = folder.appendingPathComponent("\(position).data")
        let created = try Tool.run(["create", "-", "-o", output.path, "--allow-dangling"], input: dumped.output)
        if dumped.text.contains("\"error\": \"") || dumped.text.contains("\"$class\": {") {
            #expect(created.status == 3 && created.error.contains("<stdin>: "), "\(source): \(created.error)")
            continue
        }
        #expect(created.status == 0, "\(source): \(created.error)")
        let again = try Tool.run(["dump", "--format", "json", output.path])
        #expect(
            withoutFile(again.text, keepsMarker: false) == withoutFile(dumped.text, keepsMarker: false),
            "\(source) does not round-trip")
        checked += 1
    }
    #expect(checked >= 12, "most fixtures dump and round-trip (\(checked))")
}

/// What create writes is an archive Foundation's own NSKeyedUnarchiver reads, with UIKit's types.
@Test func foundationReadsWhatCreateWrites() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("data.data")
    try roundTrip(Tool.fixture("archives/com.example.TabBar.savedState/data.data"), into: output)
    let root = try NSKeyedUnarchiver(forReadingFrom: Data(contentsOf: output))
    root.requiresSecureCoding = false
    #expect(root.decodeInteger(forKey: "kUIStateRestorationArchiveMajorVersionKey") == 2)
    #expect(root.decodeInteger(forKey: "UIApplicationStateRestorationUserInterfaceIdiom") == 0)
    #expect(
        (root.decodeObject(forKey: "UIApplicationStateRestorationTimestamp") as? Date)?.timeIntervalSinceReferenceDate
            == 420_735_060)
    #expect(root.decodeObject(forKey: "UIApplicationStateRestorationBundleVersion") as? String == "1.2.2.198")
    let listed = root.decodeObject(forKey: "kRootRestorationIdentifiersKey") as? [String]
    #expect(listed?.count == 6)
    #expect(root.decodeBool(forKey: "kIgnoreSnapshotKey") == false)
    #expect((root.decodeObject(forKey: "kViewControllerRestorationClassMapKey") as? [String: String])?.count == 2)
    let coderData = try #require(root.decodeObject(forKey: feedPath) as? Data)
    let coder = try NSKeyedUnarchiver(forReadingFrom: coderData)
    coder.requiresSecureCoding = false
    #expect(coder.decodeObject(forKey: "kUIStateRestorationClassNameKey") as? String == "Example.FeedViewController")
    #expect(coder.decodeBool(forKey: "kObjectIsViewControllerKey"))
    #expect(coder.decodeInteger(forKey: "selectedIndex") == 2)
    #expect(coder.decodeDouble(forKey: "scrollOffset") == 120.5)
    let views = try #require(coder.decodeObject(forKey: "kViewRestorationDataKey") as? [String: Data])
    let table = try NSKeyedUnarchiver(forReadingFrom: try #require(views["feedTable"]))
    table.requiresSecureCoding = false
    #expect(table.decodeInteger(forKey: "kSelectedRowKey") == 3)
}

/// Documents with mistakes are refused with the JSON location, exit 3, and nothing written.
@Test(arguments: [
    (#"{"objects": [{"path": "A", "bogus": 1}]}"#, "objects[0].bogus: unknown member"),
    (
        #"{"objects": [{"path": "A", "state": {"items": [1, {"$ref": "B"}]}}]}"#,
        "objects[0].state.items[1].$ref: refers to `B`, which is not an object"
    ),
    (
        #"{"objects": [{"path": "A", "isViewController": "yes"}]}"#,
        "objects[0].isViewController: expected true or false, found a string"
    ),
    (
        #"{"objects": [{"path": "A", "className": "_TtC4Mail4Mail", "swiftClassName": "Mail.Other"}]}"#,
        "objects[0].swiftClassName: is not className demangled"
    ),
    (
        #"{"objects": [{"path": "A", "state": {"d": {"$date": "soon"}}}]}"#,
        "objects[0].state.d.$date: a date is an ISO 8601 string"
    ),
    (#"{"objects": [{"path": "A"}, {"path": "A"}]}"#, "objects[1].path: empty, or the path of an earlier object"),
    (#"{"objects": [{"path": "A", "error": "cut short"}]}"#, "objects[0].error: the object's coder was unreadable"),
    (#"{"objects": [{"path": "A", "parent": "B"}]}"#, "objects[0].parent: is null for this path"),
    (#"{"metadata": {"idiom": "pad", "idiomValue": 0}}"#, "metadata.idiom: idiomValue 0 is \"phone\""),
    (#"{"metadata": {"archiveVersion": "two"}}"#, "metadata.archiveVersion: is MAJOR.MINOR"),
    (#"{"extra": {"kFirstRespondersKey": []}}"#, "extra.kFirstRespondersKey: is a key UIKit writes for itself"),
    (
        #"{"objects": [{"path": "A", "state": {"kUIStateRestorationClassNameKey": "X"}}]}"#,
        "objects[0].state.kUIStateRestorationClassNameKey: is shown as the object's className"
    ),
    (
        #"{"objects": [{"path": "A", "state": {"x": {"$uid": 40}}}]}"#,
        "objects[0].state.x.$uid: index 40 is not an object that contains this one"
    ),
    (#"{"objects": [], "scenes": [{"identifier": "../escape"}]}"#, "scenes[0].identifier: cannot be a folder name"),
    (#"{"scenes": [{"identifier": "a\u0001b"}]}"#, "scenes[0].identifier: cannot be a folder name"),
    (#"{"objects": [1, 2"#, "<stdin>: line 1, column 18: expected ',' or ']' in an array"),
])
func createRefusesBadDocumentsByLocation(document: String, message: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("App.savedState")
    let result = try Tool.run(["create", "-", "-o", output.path], input: Data(document.utf8))
    #expect(result.status == 3, "\(result.error)")
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no temporary folder left behind")
}

@Test func createNeverWritesThroughALinkOrIntoAnExistingFolder() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.data")
    try Data("keep".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.data")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let document = Data(#"{"metadata": {"bundleVersion": "1"}}"#.utf8)
    let throughLink = try Tool.run(["create", "-", "-o", link.path], input: document)
    #expect(throughLink.status == 3 && throughLink.error.contains("symbolic link"), "\(throughLink.error)")
    #expect(try Data(contentsOf: target) == Data("keep".utf8))
    let linkedFolder = folder.appendingPathComponent("Linked.savedState")
    try FileManager.default.createSymbolicLink(at: linkedFolder, withDestinationURL: folder)
    #expect(try Tool.run(["create", "-", "-o", linkedFolder.path], input: document).status == 3)
    let existing = folder.appendingPathComponent("Existing.savedState")
    try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: false)
    let into = try Tool.run(["create", "-", "-o", existing.path], input: document)
    #expect(into.status == 3 && into.error.contains("already exists"), "\(into.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path).isEmpty)
}

@Test func createBoundsWhatADocumentMakesItWrite() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.data")
    let bytes = String(repeating: "A", count: 40_000)
    let big = Data(#"{"extra": {"blob": {"$data": "\#(bytes)"}}}"#.utf8)
    let refused = try Tool.run(["create", "-", "-o", output.path, "--max-output", "10000"], input: big)
    #expect(refused.status == 3 && refused.error.contains("output limit of 10000"), "\(refused.error)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(try Tool.run(["create", "-", "-o", output.path], input: big).status == 0)
    var nested = "1"
    for _ in 0..<9 { nested = #"{"$archive": {"k": \#(nested)}}"# }
    let deep = try Tool.run(
        ["create", "-", "-o", output.path],
        input: Data(#"{"objects": [{"path": "A", "state": {"n": \#(nested)}}]}"#.utf8))
    #expect(deep.status == 3 && deep.error.contains("nested archives deeper than 8 levels"), "\(deep.error)")
    let scenes = try Tool.run(
        ["create", "-", "-o", output.path], input: Data(#"{"scenes": [{"identifier": "S"}]}"#.utf8))
    #expect(scenes.status == 2 && scenes.error.contains(".savedState folder"), "\(scenes.error)")
}
