import Foundation
@testable import RestoreKit
import Testing

/// `explain`'s model against the fixtures of Fixtures/explain (made with Foundation's
/// NSKeyedArchiver): for every object, the routes and the outcome the spec's order gives
/// (docs/format.md, "What UIKit does at restore"), one row per route and
/// per reason UIKit skips an object or drops an activity.
struct DryRunTests {
    /// The dry run of the fixture folder `Fixtures/explain/NAME.savedState`.
    static func dryRun(_ name: String, deviceIdiom: Int? = nil) throws -> DryRun {
        let files = try MemoryFiles(fixtures: "explain")
        let saved = try SavedStateFolder.read("/memory/explain/\(name).savedState", in: files)
        return DryRun(saved, deviceIdiom: deviceIdiom)
    }

    struct ObjectRow: Sendable, CustomTestStringConvertible {
        let fixture: String, path: String
        let routes: [DryRunRoute.Kind], outcome: DryRunObject.Outcome
        var reason: DryRunObject.SkipReason? = nil, because: String? = nil, skippedWith: [String] = []
        var line = #line
        var testDescription: String { "\(fixture) \(path) (line \(line))" }
    }

    static let objectRows: [ObjectRow] = [
        // Routes: the storyboard alone restores; the others are the app's.
        ObjectRow(
            fixture: "routes", path: "Root", routes: [.appDelegate, .registered, .storyboard], outcome: .restored),
        ObjectRow(
            fixture: "routes", path: "Root/:[0]:/Settings", routes: [.appDelegate, .registered, .storyboard],
            outcome: .restored),
        ObjectRow(
            fixture: "routes", path: "Root/:[0]:/Settings/headerView", routes: [.restorationClass, .registered],
            outcome: .ifAppProvides),
        ObjectRow(
            fixture: "routes", path: "Root/:[0]:/Settings/footerView", routes: [.registered], outcome: .ifAppProvides),
        ObjectRow(
            fixture: "routes", path: "Root/:[1]:/List", routes: [.restorationClass, .appDelegate, .registered],
            outcome: .ifAppProvides),
        // A storyboard route below a parent only the app gives back.
        ObjectRow(
            fixture: "routes", path: "Root/:[1]:/List/:[0]:/Detail", routes: [.appDelegate, .registered, .storyboard],
            outcome: .ifAppProvides),
        // A storyboard without an identifier is no route.
        ObjectRow(
            fixture: "routes", path: "Root/:[1]:/List/:[0]:/Detail/:[0]:/Composer",
            routes: [.appDelegate, .registered], outcome: .ifAppProvides),
        // Every reason UIKit skips an object.
        ObjectRow(
            fixture: "skips", path: "Root/:[0]:/Missing", routes: [], outcome: .skipped, reason: .noCoder,
            skippedWith: ["Root/:[0]:/Missing/:[0]:/Child"]),
        ObjectRow(
            fixture: "skips", path: "Root/:[0]:/Missing/:[0]:/Child", routes: [.appDelegate, .registered],
            outcome: .skipped, reason: .parentSkipped, because: "Root/:[0]:/Missing"),
        ObjectRow(fixture: "skips", path: "Root/:[1]:/NotData", routes: [], outcome: .skipped, reason: .coderNotData),
        ObjectRow(fixture: "skips", path: "Root/:[2]:/Cut", routes: [], outcome: .skipped, reason: .unreadableCoder),
        ObjectRow(fixture: "skips", path: "Root/:[3]:/Unlisted", routes: [], outcome: .skipped, reason: .notListed),
        ObjectRow(
            fixture: "skips", path: "Root/:[4]:/Unnamed/:[0]:/Orphan", routes: [.appDelegate, .registered],
            outcome: .skipped, reason: .ancestorNotPreserved,
            because: "Root/:[4]:/Unnamed", skippedWith: ["Root/:[4]:/Unnamed/:[0]:/Orphan/:[0]:/Below"]),
        ObjectRow(
            fixture: "skips", path: "Root/:[4]:/Unnamed/:[0]:/Orphan/:[0]:/Below", routes: [.appDelegate, .registered],
            outcome: .skipped, reason: .parentSkipped,
            because: "Root/:[4]:/Unnamed/:[0]:/Orphan"),
        ObjectRow(
            fixture: "tries-exhausted", path: "Root/:[0]:/List", routes: [], outcome: .skipped,
            reason: .archiveDiscarded),
        ObjectRow(fixture: "scene-life-cycle", path: "Root", routes: [], outcome: .skipped, reason: .sceneLifeCycle),
    ]

    @Test("each object's routes, outcome and reason follow UIKit's order", arguments: objectRows)
    func object(_ row: ObjectRow) throws {
        let object = try #require(try Self.dryRun(row.fixture).objects.first { $0.path == row.path })
        #expect(object.routes.map(\.kind) == row.routes)
        #expect(object.outcome == row.outcome)
        #expect(object.reason == row.reason)
        #expect(object.because == row.because)
        #expect(object.skippedWith == row.skippedWith)
        // Whose behaviour each route is: the storyboard's is UIKit's, the rest the app's.
        #expect(object.routes.allSatisfy { ($0.kind == .storyboard) == ($0.basis == .uikit) })
    }

    struct SceneRow: Sendable, CustomTestStringConvertible {
        let identifier: String, outcome: DryRunScene.Outcome, reason: DryRunScene.DropReason?
        var testDescription: String { identifier }
    }

    static let sceneRows: [SceneRow] = [
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000001", outcome: .restored, reason: nil),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000002", outcome: .none, reason: nil),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000003", outcome: .dropped, reason: .noUserInfo),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000004", outcome: .dropped, reason: .undecodableUserInfo),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000005", outcome: .dropped, reason: .noType),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000006", outcome: .dropped, reason: .unreadableActivity),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000007", outcome: .dropped, reason: .noSession),
        SceneRow(identifier: "A0000000-0000-4000-8000-000000000008", outcome: .dropped, reason: .unreadableSession),
    ]

    @Test("each scene's activity is restored, absent or dropped for its reason", arguments: sceneRows)
    func scene(_ row: SceneRow) throws {
        let scene = try #require(try Self.dryRun("activities").scenes.first { $0.identifier == row.identifier })
        #expect(scene.outcome == row.outcome)
        #expect(scene.reason == row.reason)
    }

    @Test func restoreOrderIsTheListsWithUnlistedObjectsLast() throws {
        let objects = try Self.dryRun("skips").objects
        #expect(objects.map(\.order) == [1, 2, 3, 4, 5, 6, 7, nil])
        #expect(objects.first?.timesListed == 2)
        #expect(objects.first?.components == ["Root"])
        #expect(
            objects.first { $0.path == "Root/:[0]:/Missing/:[0]:/Child" }?.components == ["Root", "Missing", "Child"])
    }

    @Test func whatUIKitDoesWithTheWholeArchive() throws {
        let exhausted = try Self.dryRun("tries-exhausted")
        #expect(exhausted.discarded == .noTriesLeft)
        #expect(exhausted.losesState)
        #expect(exhausted.statements.first?.text.contains("UIStateRestorationDeveloperMode") == true)
        let routes = try Self.dryRun("routes")
        #expect(routes.discarded == nil && !routes.losesState && routes.sceneLifeCycle == nil)
        // The versions are handed on, never compared; the app may refuse on them.
        #expect(routes.statements.contains { $0.basis == .uikit && $0.text.contains("compares neither") })
        #expect(routes.statements.contains { $0.basis == .app && $0.text.contains("may refuse") })
        let lifeCycle = try Self.dryRun("scene-life-cycle")
        #expect(lifeCycle.sceneLifeCycle == true)
        #expect(!lifeCycle.losesState, "an app on the scene life cycle is told so, not failed")
        #expect(try Self.dryRun("skips").losesState)
        #expect(try Self.dryRun("activities").losesState)
    }

    @Test func anotherIdiomLeavesOneTryAndRestoresAnyway() throws {
        let statement = { (idiom: Int?) in
            try Self.dryRun("routes", deviceIdiom: idiom).statements.first { $0.text.hasPrefix("Saved on") }?.text ?? ""
        }
        #expect(try statement(1).contains("the device is pad (1): UIKit sets the tries left to 1 and restores anyway"))
        #expect(try statement(0).contains("the device's idiom"))
        #expect(try statement(nil).contains("on a device of another idiom"))
        #expect(try !Self.dryRun("routes", deviceIdiom: 1).losesState)
    }

    @Test func anUnsupportedMajorVersionDiscardsTheArchive() throws {
        let files = try MemoryFiles(fixtures: "rules")
        let saved = try SavedStateFolder.read("/memory/rules/unsupported-archive-version/data.data", in: files)
        let dryRun = DryRun(saved)
        #expect(dryRun.discarded == .unsupportedVersion)
        #expect(dryRun.objects.allSatisfy { $0.reason == .archiveDiscarded })
    }
}
