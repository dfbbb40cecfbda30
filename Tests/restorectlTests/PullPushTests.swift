import Foundation
import Testing

/// `pull` and `push` on a simulator tree the tests build: what they copy, what they refuse, and
/// that nothing outside the chosen container or output folder is ever written.
struct PullPushTests {
    static let tabBar = Tool.fixture("archives/com.example.TabBar.savedState")
    static let mail = Tool.fixture("archives/com.example.Mail.savedState")

    @Test func pullCopiesTheWholeSavedStateAndSaysWhereItCameFrom() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let source = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone)
        let result = try Tool.run(
            ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", "booted"], in: tree.folder,
            environment: tree.environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.text == """
                com.example.TabBar.savedState: pulled com.example.TabBar from iPhone 16 (iOS 18.2, booted, \(SimulatorTree.phone)), container PHONE-TABBAR
                  from \(source.path)

                """)
        let copy = tree.folder.appendingPathComponent("com.example.TabBar.savedState")
        #expect(try SimulatorTree.snapshot(copy) == SimulatorTree.snapshot(source))
        #expect(
            try SimulatorTree.snapshot(copy).keys.sorted() == ["data.data", "inprogress.data", "restorationInfo.plist"])
        // Again: the earlier copy is replaced; -o elsewhere; a folder that is no saved state is refused.
        let again = try Tool.run(
            ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", "iPhone 16"], in: tree.folder,
            environment: tree.environment)
        #expect(again.status == 0)
        #expect(again.text.contains("(replacing the earlier copy)"))
        let other = tree.folder.appendingPathComponent("bug-1234.savedState/").path
        #expect(
            try Tool.run(
                ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "-o", other],
                environment: tree.environment
            ).status == 0)
        #expect(try SimulatorTree.snapshot(URL(fileURLWithPath: other)) == SimulatorTree.snapshot(source))
        let refused = try Tool.run(
            ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "-o", tree.devices.path],
            environment: tree.environment)
        #expect(refused.status == 3)
        #expect(
            refused.error
                == "restorectl: \(tree.devices.path): already exists and is not a saved-state folder; not replaced (choose another with -o)\n"
        )
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: tree.folder.path)) == [
                "Devices", "com.example.TabBar.savedState", "bug-1234.savedState",
            ])
    }

    @Test func pullOfAnAppWithoutSavedStateOrContainerSaysSo() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let noState = try Tool.run(
            ["pull", "--bundle-id", SimulatorTree.noState], in: tree.folder, environment: tree.environment)
        #expect(noState.status == 3)
        let expected = tree.savedState("PHONE-NOSTATE", on: SimulatorTree.phone, app: SimulatorTree.noState).path
        #expect(
            noState.error
                == "restorectl: \(expected): com.example.NoState has no saved state on iPhone 16 (iOS 18.2, booted, \(SimulatorTree.phone)), container PHONE-NOSTATE: use the app, send it to the background, and try again\n"
        )
        let several = try Tool.run(
            ["pull", "--bundle-id", SimulatorTree.tabBar], in: tree.folder, environment: tree.environment)
        #expect(several.status == 2)
        #expect(several.error.split(separator: "\n").count == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.folder.path) == ["Devices"])
    }

    @Test func pushPutsAnArchiveInAndKeepsTheOldStateWithBackup() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let before = try SimulatorTree.snapshot(tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone))
        let result = try Tool.run(
            ["push", Self.mail + "/data.data", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "--backup"],
            environment: tree.environment)
        #expect(result.status == 0, "\(result.error)")
        let target = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone)
        #expect(
            result.text == """
                \(Self.mail)/data.data: pushed to com.example.TabBar on iPhone 16 (iOS 18.2, booted, \(SimulatorTree.phone)), container PHONE-TABBAR
                  as \(target.path)
                  the app's saved state before is kept as com.example.TabBar.savedState.orig
                  if the app was running, it saves over this state when it next goes to the background: xcrun simctl terminate \(SimulatorTree.phone) com.example.TabBar, then push again
                  to restore it, launch the app: xcrun simctl launch \(SimulatorTree.phone) com.example.TabBar

                """)
        // The stale inprogress.data went with the old folder; the old folder is the backup, as it was.
        #expect(
            try SimulatorTree.snapshot(target) == [
                "data.data": Data(contentsOf: URL(fileURLWithPath: Self.mail + "/data.data"))
            ])
        let parent = target.deletingLastPathComponent()
        #expect(
            try SimulatorTree.snapshot(parent.appendingPathComponent("com.example.TabBar.savedState.orig")) == before)
        // A second backup never replaces the first.
        #expect(
            try Tool.run(
                ["push", Self.tabBar, "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "--backup"],
                environment: tree.environment
            ).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
                == [
                    "com.example.TabBar.savedState", "com.example.TabBar.savedState.orig",
                    "com.example.TabBar.savedState.orig.1",
                ])
    }

    /// push's help, the contract and the simulator guide say one thing about the app while pushing.
    @Test func pushHelpContractAndGuideSayToTerminateBeforePushing() throws {
        let guide = try String(
            contentsOf: Tool.packageRoot.appendingPathComponent("docs/guides/simulator.md"), encoding: .utf8)
        let help = try Tool.run(["help", "push"]).text
        for (name, text) in [("help push", help), ("docs/cli.md", contract), ("docs/guides/simulator.md", guide)] {
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("Terminate the app before pushing, then launch it"), "\(name)")
            #expect(
                words.contains(
                    "an app running during the push saves its own state over the pushed one when it next goes to the background"
                ), "\(name)")
            #expect(words.contains("UIKit restores state only at a launch after the system ended the app"), "\(name)")
        }
    }

    @Test func pushOfAFolderLeavesOutInProgressAndReplacesWithoutATrace() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let result = try Tool.run(
            ["push", Self.tabBar, "--bundle-id", SimulatorTree.noState], environment: tree.environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text.contains("\n  inprogress.data left out: it counts failed restorations of the old state\n"))
        let target = tree.savedState("PHONE-NOSTATE", on: SimulatorTree.phone, app: SimulatorTree.noState)
        #expect(
            try SimulatorTree.snapshot(target) == [
                "data.data": Data(contentsOf: URL(fileURLWithPath: Self.tabBar + "/data.data")),
                "restorationInfo.plist": Data(contentsOf: URL(fileURLWithPath: Self.tabBar + "/restorationInfo.plist")),
            ])
        // Scene state comes along whole; the old folder and every temporary folder are gone.
        let scenes = Tool.fixture("archives/com.example.Both.savedState")
        #expect(
            try Tool.run(["push", scenes, "--bundle-id", SimulatorTree.noState], environment: tree.environment).status
                == 0)
        #expect(try SimulatorTree.snapshot(target) == SimulatorTree.snapshot(URL(fileURLWithPath: scenes)))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == [
                "com.example.NoState.savedState"
            ])
        // From standard input, as `set ... -o -` writes it.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.mail + "/data.data"))
        #expect(
            try Tool.run(
                ["push", "-", "--bundle-id", SimulatorTree.noState], input: bytes, environment: tree.environment
            ).status == 0)
        #expect(try SimulatorTree.snapshot(target) == ["data.data": bytes])
    }

    @Test func pushRefusesWhatUIKitCouldNotRestoreAndChangesNothing() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let before = try SimulatorTree.snapshot(tree.devices)
        let cases: [([String], Int32, String)] = [
            (
                ["push", Tool.fixture("plist/sample.bplist"), "--bundle-id", SimulatorTree.noState], 3,
                "restorectl: \(Tool.fixture("plist/sample.bplist")): "
            ),
            (
                [
                    "push", Tool.fixture("rules/not-restoration-archive/data.data"), "--bundle-id",
                    SimulatorTree.noState,
                ], 3,
                "restorectl: \(Tool.fixture("rules/not-restoration-archive/data.data")): a keyed archive, but not a state restoration archive"
            ),
            (
                ["push", Tool.fixture("appkit/com.apple.Terminal.savedState"), "--bundle-id", SimulatorTree.noState], 3,
                "restorectl: \(Tool.fixture("appkit/com.apple.Terminal.savedState")): is a macOS (AppKit) saved state; an iOS app cannot restore it"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", "com.example.Missing"], 3,
                "restorectl: com.example.Missing has no data container on any simulator in \(tree.devices.path): install it and launch it once"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", SimulatorTree.tabBar], 2,
                "restorectl: com.example.TabBar is in 3 containers on any simulator"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", SimulatorTree.tabBar, "--device", "iPad Air"], 2,
                "restorectl: com.example.TabBar is in 2 containers on iPad Air"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", "../../../../escape"], 2,
                "restorectl: push: --bundle-id '../../../../escape' is not a bundle identifier: it contains '/'"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", ".."], 2,
                "restorectl: push: --bundle-id '..' is not a bundle identifier: it contains '..'"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", "a\u{1}b"], 2,
                "restorectl: push: --bundle-id 'a\\u{1}b' is not a bundle identifier: it contains a control character"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", ""], 2,
                "restorectl: push: --bundle-id '' is not a bundle identifier: it is empty"
            ),
            (["push", "--bundle-id", SimulatorTree.noState], 2, "restorectl: push: missing argument SOURCE"),
        ]
        for (arguments, status, prefix) in cases {
            let result = try Tool.run(arguments, environment: tree.environment)
            #expect(result.status == status, "\(arguments): \(result.error)")
            #expect(result.output.isEmpty, "\(arguments)")
            #expect(result.error.hasPrefix(prefix), "\(arguments): \(result.error)")
        }
        #expect(try SimulatorTree.snapshot(tree.devices) == before)
        // --container settles a reinstall's two containers.
        let chosen = try Tool.run(
            ["push", Self.tabBar, "--bundle-id", SimulatorTree.tabBar, "--device", "iPad Air", "--container", "new"],
            environment: tree.environment)
        #expect(chosen.status == 0, "\(chosen.error)")
        #expect(
            FileManager.default.fileExists(
                atPath: tree.savedState("NEW", on: SimulatorTree.pad).appendingPathComponent("data.data").path))
    }

    @Test func aFailedReplacementPutsTheOldStateBack() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let before = try SimulatorTree.snapshot(tree.devices)
        for fault in ["replace", "write"] {
            let result = try Tool.run(
                ["push", Self.mail, "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "--backup"],
                environment: tree.environment.merging(["RESTORECTL_FAULT_INJECTION": fault]) { $1 })
            #expect(result.status == 3, "\(fault)")
            #expect(result.output.isEmpty)
            #expect(
                result.error.hasPrefix(
                    "restorectl: \(tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).path): cannot "),
                "\(result.error)")
            #expect(try SimulatorTree.snapshot(tree.devices) == before, "\(fault)")
        }
    }

    @Test func noSymbolicLinkInAContainerOrASourceIsFollowed() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let outside = tree.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(
            at: outside.appendingPathComponent("Saved Application State"), withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        let links = FileManager.default
        // The NoState app's Library is a link out of its container.
        let noState = tree.container("PHONE-NOSTATE", on: SimulatorTree.phone)
        try links.removeItem(at: noState.appendingPathComponent("Library"))
        try links.createSymbolicLink(at: noState.appendingPathComponent("Library"), withDestinationURL: outside)
        // The TabBar app's saved state holds a link to a file outside.
        let planted = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).appendingPathComponent("notes.txt")
        try links.createSymbolicLink(at: planted, withDestinationURL: outside.appendingPathComponent("secret.txt"))
        // A source folder with a link in it.
        let source = tree.folder.appendingPathComponent("source.savedState")
        try links.copyItem(atPath: Self.mail, toPath: source.path)
        try links.createSymbolicLink(at: source.appendingPathComponent("extra"), withDestinationURL: outside)
        // The Vision Pro gets an app whose saved-state folder is itself a link.
        try tree.container("VISION", on: SimulatorTree.vision, app: SimulatorTree.noState)
        let visionSaved = tree.container("VISION", on: SimulatorTree.vision).appendingPathComponent(
            "Library/Saved Application State")
        try links.createDirectory(at: visionSaved, withIntermediateDirectories: true)
        try links.createSymbolicLink(
            at: visionSaved.appendingPathComponent("com.example.NoState.savedState"), withDestinationURL: outside)
        let before = try SimulatorTree.snapshot(tree.folder)
        let cases: [([String], String)] = [
            (
                ["push", Self.tabBar, "--bundle-id", SimulatorTree.noState, "--device", "booted"],
                "\(noState.path)/Library is a symbolic link (not followed)"
            ),
            (
                [
                    "pull", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "-o",
                    tree.folder.appendingPathComponent("out.savedState").path,
                ],
                "\(planted.path) is a symbolic link; nothing was copied"
            ),
            (
                ["push", source.path, "--bundle-id", SimulatorTree.tabBar, "--device", "booted"],
                "\(source.path)/extra is a symbolic link; nothing was copied"
            ),
            (
                ["push", Self.tabBar, "--bundle-id", SimulatorTree.noState, "--device", "Apple Vision Pro"],
                "\(visionSaved.path)/com.example.NoState.savedState is a symbolic link; not replaced"
            ),
        ]
        for (arguments, message) in cases {
            let result = try Tool.run(arguments, environment: tree.environment)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.output.isEmpty)
            #expect(result.error.hasSuffix(": " + message + "\n"), "\(result.error)")
            #expect(try SimulatorTree.snapshot(tree.folder) == before, "\(arguments)")
        }
    }

    @Test func namesFromTheTreeOnlyMatchAndShow() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        // A device whose name and UDID look like paths and carry control characters.
        let hostile = "../../Devices\nrm -rf"
        try tree.write(
            ["UDID": "../..", "name": hostile, "runtime": "com.apple.CoreSimulator.SimRuntime.iOS-18-2", "state": 1],
            to: tree.devices.appendingPathComponent("\(SimulatorTree.pad)/device.plist"))
        let result = try Tool.run(
            ["push", Self.tabBar, "--bundle-id", SimulatorTree.tabBar, "--device", hostile, "--container", "NEW"],
            environment: tree.environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.text.contains("on ../../Devices\\u{a}rm -rf (iOS 18.2, not booted, ../..), container NEW\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: tree.savedState("NEW", on: SimulatorTree.pad).appendingPathComponent("data.data").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.folder.path) == ["Devices"])
    }
}
