import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// `find`, `dump` and `validate` on a simulator tree the tests build.
struct SimulatorFindTests {
    @Test func findWithoutAFolderListsEverySimulatorsSavedStatesNewestFirst() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(["find"], environment: tree.environment)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.text.split(separator: "\n").map(String.init)
        let pad = tree.savedState("OLD", on: SimulatorTree.pad).path
        let phone = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).path
        #expect(
            lines == [
                "BUNDLE ID           DEVICE     OS        BOOTED  SAVED                 KIND   VERSION    IDIOM  OBJECTS  SCENES  WINDOWS  TRIES LEFT  FOLDER",
                "com.example.TabBar  iPad Air   iOS 17.5  no      2023-03-08T20:26:40Z  uikit  88         pad    5        0       -        -           \(pad)",
                "com.example.TabBar  iPhone 16  iOS 18.2  yes     2014-05-02T14:51:00Z  uikit  1.2.2.198  phone  6        0       -        1           \(phone)",
            ])
    }

    @Test func findJSONHasTheDeviceTheContainersBundleIdentifierAndTheSaveTime() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(["find", "--format", "json", "--booted"], environment: tree.environment)
        #expect(result.status == 0, "\(result.error)")
        let entries = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry["bundleIdentifier"] as? String == SimulatorTree.tabBar)
        #expect(entry["saved"] as? String == "2014-05-02T14:51:00Z")
        let device = try #require(entry["device"] as? [String: Any])
        #expect(device["udid"] as? String == SimulatorTree.phone)
        #expect(device["name"] as? String == "iPhone 16")
        #expect(device["runtime"] as? String == "com.apple.CoreSimulator.SimRuntime.iOS-18-2")
        #expect(device["os"] as? String == "iOS 18.2")
        #expect(device["booted"] as? Bool == true)
        // Outside a simulator: no device, no container metadata.
        let loose = try Tool.run(["find", "--format", "json", Tool.fixture("archives/com.example.Mail.savedState")])
        let looseEntry = try #require((try JSONSerialization.jsonObject(with: loose.output) as? [[String: Any]])?.first)
        #expect(looseEntry["device"] is NSNull)
        #expect(looseEntry["bundleIdentifier"] is NSNull)
        #expect(looseEntry["saved"] as? String == "2023-03-08T20:26:40Z")
    }

    static let filters: [(filter: [String], devices: [String])] = [
        (["--booted"], [SimulatorTree.phone]),
        (["--device", "booted"], [SimulatorTree.phone]),
        (["--device", "iPad Air"], [SimulatorTree.pad]),
        (["--device", SimulatorTree.pad.lowercased()], [SimulatorTree.pad]),
        (["--device", "iPhone 17"], []),
        (["--bundle-id", SimulatorTree.tabBar], [SimulatorTree.phone, SimulatorTree.pad]),
        (["--bundle-id", SimulatorTree.noState], []),
    ]

    @Test(arguments: filters)
    func findFilters(_ filter: [String], _ devices: [String]) throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(["find", "--format", "json"] + filter, environment: tree.environment)
        // Like grep: nothing found is status 1 (and an empty array).
        #expect(result.status == (devices.isEmpty ? 1 : 0), "\(result.error)")
        let entries = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
        #expect(entries.map { ($0["device"] as? [String: Any])?["udid"] as? String } == devices, "\(filter)")
    }

    @Test func findThatFindsNothingSaysSoAndExitsOne() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(["find", "--bundle-id", "nope"], environment: tree.environment)
        #expect(result.status == 1)
        #expect(result.output.isEmpty, "no table of no rows")
        #expect(
            result.error == "restorectl: find: no saved state found below \(tree.devices.path) for --bundle-id nope\n")
        let json = try Tool.run(
            ["find", "--format", "json", "--booted", "--device", "iPad Air"], environment: tree.environment)
        #expect(json.status == 1)
        #expect(json.text == "[]\n")
        #expect(
            json.error
                == "restorectl: find: no saved state found below \(tree.devices.path) for --device iPad Air --booted\n")
        let empty = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try Tool.run(["find", empty.path])
        #expect(none.status == 1 && none.output.isEmpty)
        #expect(none.error == "restorectl: find: no saved state found below \(empty.path)\n")
    }

    @Test func theDeviceColumnsAreShownOnlyWhenARowIsInASimulator() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let loose = Tool.fixture("archives/com.example.Mail.savedState")
        let outside = try Tool.run(["find", loose])
        #expect(outside.status == 0)
        #expect(
            outside.text == """
                BUNDLE ID         SAVED                 KIND   VERSION  IDIOM  OBJECTS  SCENES  WINDOWS  TRIES LEFT  FOLDER
                com.example.Mail  2023-03-08T20:26:40Z  uikit  88       pad    5        0       -        -           \(loose)

                """)
        // With one row in a simulator, every row has the columns, `-` where there is no device.
        let mixed = try Tool.run(["find", "--device", "booted", tree.devices.path], environment: tree.environment)
        #expect(mixed.text.hasPrefix("BUNDLE ID           DEVICE     OS        BOOTED  SAVED "), "\(mixed.text)")
        let both = try Tool.run(["find", tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).path, loose])
        #expect(
            both.text.split(separator: "\n").map { String($0.prefix(47)) } == [
                "BUNDLE ID           DEVICE     OS        BOOTED",
                "com.example.Mail    -          -         -     ",
                "com.example.TabBar  iPhone 16  iOS 18.2  yes   ",
            ])
    }

    @Test func findSaysWhenThereIsNoDevicesFolder() throws {
        let result = try Tool.run(["find"], environment: ["RESTORECTL_SIMULATOR_ROOT": "/no/such/Devices"])
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "restorectl: /no/such/Devices: no such folder (the iOS Simulator's devices: is Xcode's Simulator set up? RESTORECTL_SIMULATOR_ROOT names another)\n"
        )
        let noHome = try Tool.run(["find"], environment: ["HOME": "/no/such/home", "RESTORECTL_SIMULATOR_ROOT": ""])
        #expect(noHome.status == 3)
        #expect(
            noHome.error.hasPrefix("restorectl: /no/such/home/Library/Developer/CoreSimulator/Devices: no such folder"))
    }

    @Test func findListsXcodesDownloadedContainers() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("Example.xcappdata/AppData/Library/Saved Application State")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Tool.fixture("archives/com.example.TabBar.savedState"),
            toPath: saved.appendingPathComponent("com.example.TabBar.savedState").path)
        let result = try Tool.run(["find", "--bundle-id", "com.example.TabBar", folder.path])
        #expect(result.status == 0)
        #expect(
            result.text.contains("\ncom.example.TabBar  2014-05-02T14:51:00Z  uikit "),
            "no device, so no device columns")
        #expect(
            result.text.contains(
                "Example.xcappdata/AppData/Library/Saved Application State/com.example.TabBar.savedState\n"))
    }

    @Test func dumpAndValidateTakeTheSameSelection() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let file = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).path
        let dump = try Tool.run(
            ["dump", "--bundle-id", SimulatorTree.tabBar, "--device", "booted"], environment: tree.environment)
        #expect(dump.status == 0, "\(dump.error)")
        #expect(dump.text.hasPrefix("\(file): state restoration archive, 6 objects"))
        #expect(dump.text == (try Tool.run(["dump", file])).text)
        let validate = try Tool.run(
            ["validate", "--bundle-id", SimulatorTree.tabBar, "--device", "iPhone 16"], environment: tree.environment)
        #expect(validate.status == 0, "\(validate.error)")
        #expect(validate.text == "\(file)/data.data: OK\n")
    }

    static let unselected: [(arguments: [String], status: Int32, firstLine: String)] = [
        (
            ["dump", "--bundle-id", SimulatorTree.tabBar], 2,
            "restorectl: com.example.TabBar is in 3 containers on any simulator in DEVICES; choose one with --device (or --container, for one a reinstall left behind):"
        ),
        (
            ["dump", "--bundle-id", SimulatorTree.tabBar, "--device", "iPad Air"], 2,
            "restorectl: com.example.TabBar is in 2 containers on iPad Air (iOS 17.5, not booted, \(SimulatorTree.pad)); choose one with --device (or --container, for one a reinstall left behind):"
        ),
        (
            ["dump", "--bundle-id", SimulatorTree.tabBar, "--device", "iPad Air", "--container", "NEW"], 3,
            "restorectl: DEVICES/\(SimulatorTree.pad)/data/Containers/Data/Application/NEW/Library/Saved Application State/com.example.TabBar.savedState: com.example.TabBar has no saved state on iPad Air (iOS 17.5, not booted, \(SimulatorTree.pad)), container NEW: use the app, send it to the background, and try again"
        ),
        (
            ["validate", "--bundle-id", "com.example.Missing"], 3,
            "restorectl: com.example.Missing has no data container on any simulator in DEVICES: install it and launch it once"
        ),
        (
            ["validate", "--bundle-id", SimulatorTree.tabBar, "--device", "Apple Vision Pro"], 3,
            "restorectl: com.example.TabBar has no data container on Apple Vision Pro (visionOS 2.0, not booted, \(SimulatorTree.vision)): install it and launch it once"
        ),
        (
            ["dump", "--bundle-id", SimulatorTree.tabBar, "--device", "iPhone 17"], 3,
            "restorectl: no device is called 'iPhone 17' among 3 in DEVICES"
        ),
        (
            ["dump", "--bundle-id", "../etc"], 2,
            "restorectl: dump: --bundle-id '../etc' is not a bundle identifier: it contains '/'"
        ),
        (
            ["dump", "--bundle-id", "a..b"], 2,
            "restorectl: dump: --bundle-id 'a..b' is not a bundle identifier: it contains '..'"
        ),
        (
            ["dump", "--device", "booted"], 2,
            "restorectl: dump: option '--device' (argument 2) needs --bundle-id: it chooses where the app given by --bundle-id is (see restorectl help dump)"
        ),
        (
            ["dump", "x", "--bundle-id", SimulatorTree.tabBar], 2,
            "restorectl: dump: give FILE or --bundle-id, not both (see restorectl help dump)"
        ),
    ]

    @Test(arguments: unselected)
    func aSelectionThatNamesNoOneSavedStateSaysWhy(_ arguments: [String], _ status: Int32, _ firstLine: String) throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(arguments, environment: tree.environment)
        #expect(result.status == status, "\(arguments)")
        #expect(result.output.isEmpty)
        let expected = firstLine.replacingOccurrences(of: "DEVICES", with: tree.devices.path)
        #expect(result.error.split(separator: "\n").first.map(String.init) == expected, "\(arguments)")
    }

    @Test func severalContainersAreListedWithTheirSaveTimes() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(
            ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", SimulatorTree.pad], environment: tree.environment)
        #expect(result.status == 2)
        #expect(
            result.error.split(separator: "\n").dropFirst() == [
                "  iPad Air (iOS 17.5, not booted, \(SimulatorTree.pad)), container NEW, no saved state",
                "  iPad Air (iOS 17.5, not booted, \(SimulatorTree.pad)), container OLD, saved 2023-03-08T20:26:40Z",
            ])
    }

    @Test(
        arguments: [
            ("com.apple.CoreSimulator.SimRuntime.iOS-18-2", "iOS 18.2", #line),
            ("com.apple.CoreSimulator.SimRuntime.iOS-17-0-1", "iOS 17.0.1", #line),
            ("com.apple.CoreSimulator.SimRuntime.watchOS-11-0", "watchOS 11.0", #line),
            ("com.apple.CoreSimulator.SimRuntime.tvOS-18-1", "tvOS 18.1", #line),
            ("com.apple.CoreSimulator.SimRuntime.xrOS-2-0", "visionOS 2.0", #line),
            ("com.apple.CoreSimulator.SimRuntime.iOS", nil, #line),
            ("com.apple.CoreSimulator.SimRuntime.iOS-18-beta", nil, #line),
            ("com.apple.CoreSimulator.SimRuntime.iOS-18--2", nil, #line),
            ("iOS-18-2", nil, #line),
            ("", nil, #line),
        ] as [(String, String?, Int)])
    func runtimeNamesTheOSVersion(_ runtime: String, _ os: String?, _ line: Int) {
        #expect(SimulatorDevice.osVersion(runtime: runtime) == os, "row at line \(line)")
    }

    @Test func onANarrowTerminalOnlyTheTitlesAfterTheFolderAreCut() {
        // What FindView writes for a row: the columns, the folder, then the titles as a value.
        let style = TextStyle(colour: false, width: 60)
        let folder =
            "/Users/me/Library/Developer/CoreSimulator/Devices/1C2D/data/Containers/Data/Application/7F3A/Library/Saved Application State/com.example.app.savedState"
        let row = "com.example.app  iPhone 16  " + folder + style.value("  \"Window one\", \"Window two\"")
        // The folder is whole; the cut titles leave their mark.
        #expect(style.fit(row) == "com.example.app  iPhone 16  " + folder + "…")
        let titled =
            "com.example.app  " + "short/folder.savedState"
            + style.value("  \"Window one\", \"Window two\", \"Window three\"")
        let fitted = style.fit(titled)
        #expect(fitted.hasPrefix("com.example.app  short/folder.savedState  \"Window one\""))
        #expect(fitted.hasSuffix("…") && TextLayout.width(fitted) == 60, "\(fitted)")
    }

    @Test func namesFromPlistsCannotDrawOnTheTerminal() {
        // A device name (from its device.plist) is escaped before the table measures its column.
        #expect(
            SimulatorDevice(
                folder: "", udid: "U\u{1B}", name: "iPhone\u{1B}[31m\nevil\u{7F}", runtime: "odd\u{9B}", state: 1
            ).summary
                == "iPhone\\u{1b}[31m\\u{a}evil\\u{7f} (odd\\u{9b}, not booted, U\\u{1b})")
    }
}
