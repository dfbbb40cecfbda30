import Foundation
import RestoreKit
import Testing

// RestoreKit as an app's unit tests use it: a plain `import`, no `@testable`, and nothing RestoreKit
// declares may hide a standard-library name. Inside the package its `package` declarations are
// visible too; `make check-client` compiles this file outside it, where only the public API is.

/// A client's own type, for a standard-library key path in a file that imports RestoreKit (a
/// public `KeyPath` of RestoreKit once made `KeyPath<Point, Int>` fail to compile here).
private struct Point { var x = 0 }

@Test func aClientReadsLooksUpValidatesEditsAndWritesAnArchive() throws {
    let key: KeyPath<Point, Int> = \Point.x
    #expect(Point(x: 3)[keyPath: key] == 3)

    let url = URL(fileURLWithPath: Tool.fixture("archives/com.example.TabBar.savedState/data.data"))
    let bytes = [UInt8](try Data(contentsOf: url))
    let archive = try RestorationArchive(bytes: bytes)
    let feedPath = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
    #expect(archive.object(at: feedPath)?.className == "Example.FeedViewController")
    #expect(Validator.validate(archive).filter { $0.severity == .error }.isEmpty)

    var editor = RestorationEditor(try KeyedArchive(bytes: bytes))
    try editor.set(path: feedPath, key: "selectedIndex", to: .integer(PropertyListInteger(5)))
    try editor.setMetadata(.bundleVersion, to: "1.3")
    let edited = try RestorationArchive(bytes: editor.encoded)
    #expect(edited.metadata.bundleVersion == "1.3")
    #expect(edited.object(at: feedPath)?.value(at: "selectedIndex")?.primitive?.intValue == 5)
    #expect(Validator.validate(edited).filter { $0.severity == .error }.isEmpty)
}

/// The files of saved state as an app's test reads them, through Foundation: RestoreKit does no
/// I/O of its own, and a client gives it this much.
private struct FoundationFiles: FileSource {
    func contents(of path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
    func isFile(_ path: String) -> Bool { kind(path) == false }
    func isFolder(_ path: String) -> Bool { kind(path) == true }
    func subfolders(of path: String) -> [String] { names(in: path).filter { isFolder(path + "/" + $0) } }
    func files(in path: String) -> [String] { names(in: path).filter { isFile(path + "/" + $0) } }
    func folder(of path: String) -> String? { (path as NSString).deletingLastPathComponent }

    /// True for a folder, false for a file, nil for nothing.
    private func kind(_ path: String) -> Bool? {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) ? isFolder.boolValue : nil
    }

    private func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

/// A `.savedState` folder opened as a client opens it: its scenes, and its archive by the path the
/// folder gives.
@Test func aClientOpensASavedStateFolder() throws {
    let files = FoundationFiles()
    let folder = SavedStateFolder(path: Tool.fixture("archives/com.example.Both.savedState"), in: files)
    #expect(!folder.scenes.isEmpty)
    let archivePath = try #require(folder.archivePath)
    let archive = try RestorationArchive(file: archivePath, in: files)
    #expect(!archive.objects.isEmpty)
}

/// A failed edit keeps the error of the layer below, for a client to inspect rather than parse:
/// setting a key of an object whose coder cannot be decoded fails with the decoder's error.
@Test func anEditFailureKeepsTheErrorItReports() throws {
    let url = URL(fileURLWithPath: Tool.fixture("rules/malformed-object/data.data"))
    var editor = RestorationEditor(try KeyedArchive(bytes: [UInt8](try Data(contentsOf: url))))
    do {
        try editor.set(path: "Root/:[0]:/List", key: "k", to: .string("v"))
        Issue.record("an unreadable coder was edited")
    } catch {
        #expect(error.message.hasPrefix("the coder of 'Root/:[0]:/List' is unreadable"))
        #expect(error.underlying is KeyedArchiveError)
    }
}

/// Opening bytes that hold a keyed archive of another kind (Foundation's, of a dictionary) is
/// refused, as opening a file is: one way to open a restoration archive, one behaviour.
@Test func aKeyedArchiveOfAnotherKindIsNoRestorationArchive() throws {
    let other = try NSKeyedArchiver.archivedData(
        withRootObject: ["a": "b"] as NSDictionary, requiringSecureCoding: false)
    do {
        _ = try RestorationArchive(bytes: [UInt8](other))
        Issue.record("a keyed archive of a dictionary was opened as a restoration archive")
    } catch {
        guard case .notRestorationArchive = error.reason else { Issue.record("refused for \(error)"); return }
    }
}

/// An app's test compares its saved state with a golden file, as `restorectl snapshot --check`
/// does, without shelling out: the same canonical text, and a difference that names the change.
@Test func aClientComparesSavedStateWithAGolden() throws {
    let files = FoundationFiles()
    let snapshot = try RestorationSnapshot(
        contentsOf: Tool.fixture("archives/com.example.TabBar.savedState"), in: files)
    #expect(snapshot.difference(from: snapshot.json) == nil)
    let golden = snapshot.json.replacingOccurrences(of: "\"selectedIndex\": 2", with: "\"selectedIndex\": 3")
    let difference = try #require(snapshot.difference(from: golden))
    #expect(difference.hasSuffix("FeedViewController.state.selectedIndex: 3 → 2"))

    let archive = try RestorationArchive(
        file: Tool.fixture("archives/com.example.TabBar.savedState/data.data"), in: files)
    let kept = RestorationSnapshot(archive, ignoring: ["metadata.bundleVersion"], keeping: ["metadata.timestamp"])
    #expect(
        kept.json.contains("\"bundleVersion\": \"<ignored>\"")
            && kept.json.contains("\"timestamp\": \"2014-05-02T14:51:00Z\""))
    #expect(kept != snapshot)
}

/// A build read and the dry run run against it as an app's test does, with the public API alone:
/// the outcome per object and scene, whether state is lost, and validate --app's findings agree.
@Test func aClientChecksSavedStateAgainstABuild() throws {
    let files = FoundationFiles()
    let legacy = try AppBuild(contentsOf: Tool.fixture("apps/migration/Legacy.app"), in: files)
    let scenes = try AppBuild(contentsOf: Tool.fixture("apps/migration/Scenes.app"), in: files)
    let detail = "NavigationController/:[1]:/Detail"
    func saved(_ folder: String) -> String {
        Tool.fixture("apps/migration/archives/\(folder)/com.example.Migration.savedState")
    }

    let kept = try DryRun(contentsOf: saved("legacy"), in: files, build: legacy)
    #expect(!kept.losesState)
    #expect(kept.build?.isSceneApp == false)
    #expect(kept.build?.object(at: detail)?.outcome == .restored)
    #expect(kept.build?.object(at: "NavigationController/Registered")?.outcome == .unknown)

    let renamed = try DryRun(contentsOf: saved("renamed-identifier"), in: files, build: legacy)
    #expect(renamed.losesState)
    let raises = try #require(renamed.build?.object(at: detail))
    #expect(
        raises.outcome == .raises && raises.explanation.contains("NSInvalidArgumentException"), "\(raises.explanation)")
    let findings = Validator.validate(
        contentsOf: saved("renamed-identifier"), in: files, expectations: ValidationExpectations(build: legacy))
    #expect(findings.contains { $0.rule == .storyboardIdentifierNotInApp && $0.path == detail })

    // A scene build drops the legacy view controllers by design: reported, not counted as lost.
    let dropped = try DryRun(contentsOf: saved("legacy"), in: files, build: scenes)
    #expect(!dropped.losesState && dropped.build?.isSceneApp == true)
    #expect(dropped.build?.object(at: detail)?.reason == .sceneLifeCycle)
    let wrong = try DryRun(contentsOf: saved("scene-code-old-delegate"), in: files, build: scenes)
    #expect(wrong.losesState && wrong.build?.scenes.map(\.outcome) == [.wrongDelegate])

    #expect(throws: AppBuildError.self) { try AppBuild(contentsOf: saved("legacy"), in: files) }
}
