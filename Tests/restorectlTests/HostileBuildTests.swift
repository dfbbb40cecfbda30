import Foundation
import Testing

/// A build whose every string tries to be markup or to drive a terminal (its bundle identifier,
/// versions, main storyboard, scene configuration name, delegate class and storyboard), against
/// the migration fixtures' saved state: `report --app` keeps each one text on the page, and
/// `explain --app` and `validate --app` show the controls as `\u{1b}`.
struct HostileBuildTests {
    static let configuration = "Default<script>alert(4)</script>\u{1B}[31m\"'"
    static let delegate = "Scene<b>Delegate</b>\u{1B}]0;pwned\u{07}\u{202E}"

    /// A copy of Fixtures/apps/migration/Scenes.app in `folder`, under a name that is markup
    /// too, with a hostile Info.plist (written by Foundation as a binary plist: XML cannot hold ESC).
    static func hostileApp(in folder: URL) throws -> String {
        let app = folder.appendingPathComponent("<b>Evil\"'.app")
        try FileManager.default.copyItem(atPath: ExplainAppTests.app("Scenes.app"), toPath: app.path)
        let infoURL = app.appendingPathComponent("Info.plist")
        var info = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: infoURL), format: nil) as? [String: Any])
        info["CFBundleIdentifier"] = "com.example.<script>alert(1)</script>\u{1B}]0;pwned\u{07}"
        info["CFBundleShortVersionString"] = "7.0\"'><img src=x onerror=alert(2)>"
        info["CFBundleVersion"] = "7\u{1B}[2J"
        info["UIMainStoryboardFile"] = "Main<iframe src=javascript:alert(3)>\u{1B}[31m"
        info["UIApplicationSceneManifest"] = [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": configuration, "UISceneDelegateClassName": delegate,
                        "UISceneStoryboardFile": "Main</summary><script>alert(5)</script>",
                    ]
                ]
            ],
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0).write(to: infoURL)
        return app.path
    }

    /// Whether `text` holds a character a terminal acts on (C0 but line feed and tab, DEL, C1, the bidi override).
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
        }
    }

    static let savedStates = ["scene-named-renamed", "scene-code-old-delegate", "legacy", "scene-named-default"]

    @Test("report --app: every string of the build is text on the page")
    func reportKeepsTheBuildText() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.hostileApp(in: folder)
        let result = try Tool.run(["report", "--app", app] + Self.savedStates.map(ExplainAppTests.savedState))
        #expect(result.status == 0, "\(result.error)")
        let page = result.text
        let names = ReportFixtures.elementNames(page)
        #expect(
            Set(names.keys).isSubset(of: ReportFixtures.pageElements),
            "\(Set(names.keys).subtracting(ReportFixtures.pageElements))")
        #expect(names["script"] == 1 && names["b"] == nil && names["img"] == nil && names["iframe"] == nil)
        #expect(!Self.hasControls(page))
        for shown in [
            "&lt;b&gt;Evil&quot;&#39;.app", // the build's name, in the box
            "com.example.&lt;script&gt;alert(1)&lt;/script&gt;\\u{1b}]0;pwned\\u{7}",
            "7.0&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;", "7\\u{1b}[2J",
            "configuration UIKit ends up with: Default&lt;script&gt;alert(4)&lt;/script&gt;\\u{1b}[31m&quot;&#39;",
            "Scene&lt;b&gt;Delegate&lt;/b&gt;\\u{1b}]0;pwned\\u{7}\\u{202e}",
        ] {
            #expect(page.contains(shown), "\(shown)")
        }
        // The outcomes still come from the decision: the page is not broken by the strings.
        #expect(page.contains("data-scene-outcome=\"fallback\""))
        #expect(page.contains("data-object-outcome=\"skipped\""))
    }

    @Test("explain --app and validate --app: the build's controls shown as \\u{1b}", arguments: savedStates)
    func textOutputShowsControls(_ savedState: String) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.hostileApp(in: folder)
        let saved = ExplainAppTests.savedState(savedState)
        let explain = try Tool.run(["explain", "--app", app, saved])
        let validate = try Tool.run(["validate", "--app", app, saved])
        for result in [explain, validate] {
            #expect(result.status == 0 || result.status == 1, "\(result.error)")
            #expect(!Self.hasControls(result.text) && !Self.hasControls(result.error))
        }
        if savedState == "scene-named-renamed" {
            #expect(
                explain.text.contains(
                    "configuration UIKit ends up with: Default<script>alert(4)</script>\\u{1b}[31m\"'"))
            #expect(explain.text.contains("Scene<b>Delegate</b>\\u{1b}]0;pwned\\u{7}\\u{202e}"))
            #expect(validate.text.contains("\\u{1b}[31m"), "\(validate.text)")
        }
    }
}
