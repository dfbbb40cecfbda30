import Foundation
import Testing

/// Issue 53, item 2 (review): a SwiftUI build whose symbol table is damaged cannot say it starts
/// with SwiftUI's App.main(): its entry point is unknown, never "not SwiftUI" (which gave the false
/// "UIKit raises: the app will crash" that item 1 removed).
struct DamagedSymbolTableTests {
    /// A copy of SwiftUIApp.app whose executable's LC_SYMTAB says its string table is 1 byte long.
    static func damagedSwiftUIApp() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restorectl-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = folder.appendingPathComponent("SwiftUIApp.app")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Tool.fixture("apps/migration/SwiftUIApp.app")), to: app)
        let executable = app.appendingPathComponent("Migration")
        var bytes = [UInt8](try Data(contentsOf: executable))
        func uint32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        var offset = 32
        for _ in 0..<uint32(16) {
            if uint32(offset) == 0x2 { // LC_SYMTAB: symoff, nsyms, stroff, strsize
                bytes[offset + 20] = 1
                for index in 21..<24 { bytes[offset + index] = 0 }
            }
            offset += uint32(offset + 4)
        }
        try Data(bytes).write(to: executable)
        return app
    }

    @Test func theEntryPointIsUnknownNotAbsent() throws {
        let app = try Self.damagedSwiftUIApp()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let legacy = Tool.fixture("apps/migration/archives/renamed-identifier/com.example.Migration.savedState")
        let explain = try Tool.run(["explain", "--app", app.path, legacy])
        #expect(explain.status == 0, "\(explain.text)")
        #expect(!explain.text.contains("raises: the app crashes"))
        #expect(explain.text.contains("Whether the build adopts the scene life cycle cannot be told"))
        let (status, lines) = try validateJSON(["--app", app.path, legacy])
        #expect(status == 0)
        #expect(lines.first?.findings.map(\.rule) == ["app-classes-unknown"])
        // The same build undamaged is a SwiftUI App build.
        let intact = try Tool.run(["explain", "--app", Tool.fixture("apps/migration/SwiftUIApp.app"), legacy])
        #expect(intact.text.contains("its executable starts with SwiftUI's App.main()"))
    }
}
