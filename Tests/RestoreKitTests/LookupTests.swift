import Foundation
import RestoreKit
import Testing

/// What `get`, `set`, `remove` and `find` ask RestoreKit: a lookup, an edit as a value, the
/// spelling suggestion of a failure, and the saved states found, filtered and ordered.
struct LookupTests {
    static let feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"

    static func tabBar() throws -> RestorationArchive {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/archives/com.example.TabBar.savedState/data.data")
        return try RestorationArchive(bytes: [UInt8](try Data(contentsOf: url)))
    }

    static func failure(_ body: () throws -> Void) -> RestorationEditor.Failure? {
        do { try body() } catch { return error as? RestorationEditor.Failure }
        return nil
    }

    @Test func editDistanceCountsSingleEdits() {
        #expect(Spelling.editDistance("convert", "conver") == 1)
        #expect(Spelling.editDistance("lint", "list") == 1)
        #expect(Spelling.editDistance("", "abc") == 3)
        #expect(Spelling.suggestion(for: "jsn", among: ["text", "json"]) == "; did you mean 'json'?")
        #expect(Spelling.suggestion(for: "yaml", among: ["text", "json"]).isEmpty)
    }

    @Test func aLookupGivesTheFieldsOrTheValueAtAKeyPath() throws {
        let archive = try Self.tabBar()
        guard case .fields(let fields) = try archive.lookup(path: Self.feed, keyPath: nil, options: .init()) else {
            return #expect(Bool(false))
        }
        #expect(fields.contains { $0.key == "selectedIndex" })
        guard
            case .value(_, let keyPath) = try archive.lookup(
                path: Self.feed, keyPath: "selectedIndex", options: .init())
        else { return #expect(Bool(false)) }
        #expect(keyPath == "selectedIndex")
        guard case .fields(let extras) = try archive.lookup(path: nil, keyPath: nil, options: .init()) else {
            return #expect(Bool(false))
        }
        #expect(extras.map(\.key) == archive.extras.map(\.key))
    }

    @Test func aFailedLookupSaysWhereAndSuggestsTheClosestName() throws {
        let archive = try Self.tabBar()
        let object = try #require(
            Self.failure { _ = try archive.lookup(path: "TabControler", keyPath: nil, options: .init()) })
        #expect(object.failureKind == .notInArchive && object.missingObject == "TabControler")
        #expect(object.message + object.suggestion == "no object at path 'TabControler'; did you mean 'TabController'?")
        let key = try #require(
            Self.failure { _ = try archive.lookup(path: Self.feed, keyPath: "selectedIndx", options: .init()) })
        #expect(key.failureKind == .notInArchive && key.missingObject == nil)
        #expect(
            key.message.hasPrefix("'\(Self.feed)': no key `selectedIndx`")
                && key.suggestion == "; did you mean 'selectedIndex'?")
        let extra = try #require(
            Self.failure { _ = try archive.lookup(path: nil, keyPath: "nothing", options: .init()) })
        #expect(extra.message.hasPrefix("the app delegate's keys: no key `nothing`"))
    }

    @Test func anEditAsAValueSaysWhatToTell() throws {
        var editor = RestorationEditor(try Self.tabBar().archive)
        let added = try editor.make(
            .set(
                path: Self.feed, keyPath: "selectedIndx", text: "3", type: nil, createsLevels: false,
                allowsDanglingReferences: false))
        #expect(
            added == [
                "'\(Self.feed)': new key `selectedIndx` is set as a string (--type TYPE stores another type); did you mean 'selectedIndex'?"
            ])
        #expect(try editor.make(.setMetadata(.bundleVersion, text: "2.0")).isEmpty)
        #expect(try editor.make(.remove(path: Self.feed, keyPath: "selectedIndx")).isEmpty)
        let left = try editor.make(
            .removeObject(path: "TabController/:[1]:/NavigationController", prunesReferences: false))
        #expect(
            !left.isEmpty && left.allSatisfy { $0.hasPrefix("warning: `") && $0.contains("still refers to removed") })
        let missing = try #require(
            Self.failure { _ = try editor.make(.removeObject(path: "TabControler", prunesReferences: true)) })
        #expect(missing.suggestion == "; did you mean 'TabController'?")
        let unsuggested = try #require(
            Self.failure {
                _ = try editor.make(
                    .set(
                        path: Self.feed, keyPath: "selectedIndex", text: "x", type: nil, createsLevels: false,
                        allowsDanglingReferences: false))
            })
        #expect(unsuggested.failureKind == .badValue && unsuggested.suggestion.isEmpty)
    }

    @Test func prunedReferencesAreToldWithTheBookkeepingRemoved() throws {
        var editor = RestorationEditor(try Self.tabBar().archive)
        let told = try editor.make(
            .removeObject(path: "TabController/:[1]:/NavigationController", prunesReferences: true))
        #expect(told.contains { $0.hasPrefix("removed the reference at `") })
        #expect(
            RestorationArchive(archive: editor.archive).objects.allSatisfy {
                !$0.path.hasPrefix("TabController/:[1]:/NavigationController")
            })
    }

    @Test func savedStatesAreFilteredAndListedNewestFirst() throws {
        let files = try MemoryFiles(
            fixtures: "archives/com.example.TabBar.savedState", "archives/com.example.Scenes.savedState")
        let tabBar = SavedStateSummary(folder: "/memory/archives/com.example.TabBar.savedState", in: files)
        let scenes = SavedStateSummary(folder: "/memory/archives/com.example.Scenes.savedState", in: files)
        let booted = SimulatorDevice(
            folder: "/d/1", udid: "ABC-1", name: "iPhone 16", runtime: "com.apple.CoreSimulator.SimRuntime.iOS-18-2",
            state: 3)
        let found = [
            FoundSavedState(summary: scenes, containerBundleIdentifier: nil, device: nil),
            FoundSavedState(summary: tabBar, containerBundleIdentifier: "com.example.App", device: booted),
        ]
        #expect(
            FoundSavedState.newestFirst(found).map(\.bundleIdentifier) == ["com.example.App", "com.example.Scenes"])
        #expect(found.filter(SavedStateFilter(bundleIdentifier: nil, device: nil, bootedOnly: true).selects).count == 1)
        #expect(
            found.filter(
                SavedStateFilter(bundleIdentifier: "com.example.TabBar", device: "abc-1", bootedOnly: false).selects
            ).count == 1)
        #expect(
            found.filter(
                SavedStateFilter(bundleIdentifier: "com.example.Scenes", device: nil, bootedOnly: false).selects
            ).count == 1)
        #expect(
            found.filter(SavedStateFilter(bundleIdentifier: nil, device: "iPhone 15", bootedOnly: false).selects)
                .isEmpty)
        #expect(booted.osVersion == "iOS 18.2" && booted.isBooted && booted.matches("booted"))
    }
}
