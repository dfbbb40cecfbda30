import Foundation
import Testing

/// Issue 53, item 7: builds UIKit state restoration does not apply to (an AppKit app, a watchOS
/// app) are refused by every command that judges saved state against a build, with one line and
/// exit 3, never "UIKit raises"; `dump` still shows them. A Mac Catalyst build is a UIKit app and is
/// judged as the iOS build with the same executable code is (Fixtures/apps/migration, clang-19/lld-19).
struct NotUIKitBuildTests {
    static let legacy = Tool.fixture("apps/migration/archives/legacy/com.example.Migration.savedState")

    static func app(_ name: String) -> String { Tool.fixture("apps/migration/\(name)") }

    @Test(arguments: [
        ("AppKit.app", "an AppKit app (NSPrincipalClass NSApplication): UIKit state restoration does not apply"),
        ("Watch.app", "a watchOS app (WKApplication): UIKit state restoration does not apply"),
    ])
    func refusedWithOneLine(_ name: String, _ why: String) throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("restorectl-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        for command in [["explain"], ["validate"], ["report", "-o", page.path]] {
            let run = try Tool.run(command + ["--app", Self.app(name), Self.legacy])
            #expect(run.status == 3, "\(command)")
            #expect(run.error.hasPrefix("restorectl: \(Self.app(name)): "), "\(run.error)")
            #expect(run.error.contains(why), "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1)
            #expect(!run.text.contains("raises"))
        }
        #expect(!FileManager.default.fileExists(atPath: page.path))
        #expect(try Tool.run(["dump", Self.app(name)]).status == 0)
    }

    @Test func aMacCatalystBuildIsAUIKitApp() throws {
        for command in ["explain", "validate"] {
            let catalyst = try Tool.run([command, "--format", "json", "--app", Self.app("Catalyst.app"), Self.legacy])
            let legacy = try Tool.run([command, "--format", "json", "--app", Self.app("Legacy.app"), Self.legacy])
            #expect(catalyst.status == legacy.status, "\(command): \(catalyst.error)")
            let paths = { (text: String) in text.replacingOccurrences(of: "Catalyst.app", with: "Legacy.app") }
            #expect(paths(catalyst.text) == legacy.text, "\(command)")
        }
    }
}
