extension DocumentedCommands {
    /// The commands that cannot run here, by page and line, with why.
    static let skipped: [(page: String, line: String, reason: String)] = {
        let simulator = "reads or writes the iOS Simulator's devices, which are not here"
        let home = "a saved state in the reader's home folder"
        let build = "the reader's build and the saved state its UI tests left (build/, saved-state/)"
        let synopsis = "the command's synopsis: ID, SOURCE and DIR stand for the reader's values"
        let swiftUIApp = "a SwiftUI app's saved state of the reader's"
        let snapshots = "docs/guides/snapshots-and-ui-tests.md"
        return [
            ("README.md", "restorectl dump ~/Desktop/com.example.app.savedState", home),
            ("README.md", "restorectl report ~/Desktop/com.example.app.savedState -o report.html", home),
            (
                "README.md",
                "restorectl validate --strict --expect-bundle-version 1.3 --format github artifacts/saved-state",
                "a CI job's folder of saved states (artifacts/saved-state)"
            ),
            ("README.md", "restorectl find --bundle-id com.example.app", simulator),
            (
                "README.md", "restorectl pull --bundle-id com.example.app --device booted -o bug-1234.savedState",
                simulator
            ),
            (
                "README.md",
                "restorectl explain --app build/Debug-iphonesimulator/Example.app saved-state/com.example.app.savedState",
                build
            ),
            (
                "docs/cli.md",
                "restorectl validate --app build/Build/Products/Debug-iphonesimulator/Example.app --format github saved-state/",
                build
            ),
            (
                "docs/guides/ci.md",
                #"restorectl validate --strict --expect-bundle-version "$(/usr/libexec/PlistBuddy -c 'Print CFBundleVersion' App/Info.plist)" --expect-idiom phone --known-classes build/app-classes.txt "$archives""#,
                "a CI script for the reader's app: its Info.plist and class list, macOS's PlistBuddy"
            ),
            (
                "docs/guides/ci.md", #"restorectl validate --quiet --format xcode "$SRCROOT/UITests/SavedState""#,
                "an Xcode Run Script phase's $SRCROOT"
            ),
            (
                "docs/guides/editing.md", "restorectl create edited.json -o test.data",
                "edited.json is the reader's edit of dump's JSON (with jq, above)"
            ),
            (
                "docs/guides/editing.md",
                "restorectl validate --strict test.data && restorectl diff data.data test.data",
                "test.data is what create writes from the reader's edited.json"
            ),
            (
                "docs/guides/inspecting.md", "restorectl diff before/data.data after/data.data",
                "two saves of the reader's app"
            ),
            (
                "docs/guides/inspecting.md",
                "restorectl report --bundle-id com.example.app --device booted -o report.html", simulator
            ),
            (
                "docs/guides/inspecting.md", "restorectl report data.data other.savedState -o report.html",
                "other.savedState stands for another saved state of the reader's"
            ),
            (
                "docs/guides/keyed-archives-and-plists.md", "restorectl lint broken.bplist",
                "broken.bplist stands for a damaged file of the reader's"
            ),
            (
                "docs/guides/scenes.md",
                "restorectl validate --app build/Build/Products/Debug-iphonesimulator/Example.app com.example.app.savedState",
                build
            ),
            (
                "docs/guides/scene-migration.md",
                "restorectl explain --app build/Debug-iphonesimulator/Example.app saved-state/com.example.app.savedState",
                build
            ),
            (
                "docs/guides/scene-migration.md",
                "restorectl validate --app build/Debug-iphonesimulator/Example.app --format github saved-state/", build
            ),
            (
                "docs/guides/scene-migration.md",
                "restorectl breaking-changes last-release.xcarchive build/App.app --saved saved-state/ --format github",
                "the reader's last release (last-release.xcarchive), new build and saved state (build/, saved-state/)"
            ),
            ("docs/guides/scenes.md", "restorectl get com.example.app.savedState --scene 1 zoom", swiftUIApp),
            (
                "docs/guides/scenes.md",
                "restorectl set com.example.app.savedState --scene 1 Sidebar/expandedSection Favorites", swiftUIApp
            ),
            ("docs/guides/simulator.md", "restorectl find", simulator),
            ("docs/guides/simulator.md", "restorectl find --bundle-id com.example.Typo", simulator),
            (
                "docs/guides/simulator.md",
                "restorectl pull --bundle-id ID [--device UDID|NAME|booted] [--container UUID] [-o DIR]", synopsis
            ),
            (
                "docs/guides/simulator.md",
                "restorectl push SOURCE --bundle-id ID [--device UDID|NAME|booted] [--container UUID] [--backup]",
                synopsis
            ),
            ("docs/guides/simulator.md", "restorectl pull --bundle-id com.example.TabBar --device booted", simulator),
            (
                "docs/guides/simulator.md",
                "restorectl push bug-1234.savedState --bundle-id com.example.app --device booted --backup", simulator
            ),
            (
                "docs/guides/simulator.md",
                "restorectl push bug-1234.savedState --bundle-id com.example.app --device booted",
                simulator
            ),
            (
                snapshots,
                "restorectl snapshot --bundle-id com.example.app --device booted --check Tests/Golden/detail.json",
                simulator
            ),
            (
                snapshots,
                #"restorectl snapshot --bundle-id com.example.app --device "$UDID" --check Tests/Golden/detail.json"#,
                simulator
            ),
            (
                snapshots,
                #"restorectl pull --bundle-id com.example.app --device "$UDID" -o "saved/com.example.app.savedState""#,
                simulator
            ),
            (
                snapshots,
                "RESTORECTL_RECORD=1 restorectl snapshot --bundle-id com.example.app --device booted --check Tests/Golden/detail.json",
                simulator
            ),
            (
                snapshots, #"restorectl create Tests/States/detail.json -o "$TMPDIR/detail.savedState""#,
                "the state document of the reader's UI-test project"
            ),
            (
                snapshots,
                #"restorectl push "$TMPDIR/detail.savedState" --bundle-id com.example.app --device "$UDID""#, simulator
            ),
        ]
    }()
}
