import Testing
@testable import RestoreKit
@Test func scratchPrint() throws {
    for pair in try BuildComparisonTests.files.get().subfolders(of: "/memory/apps/breaking") {
        for reversed in [false, true] {
            guard let c = try? BuildComparisonTests.comparison(pair, reversed: reversed) else { continue }
            print("PAIR \(pair) \(reversed ? "reversed" : "") screens=\(c.written.screens.map(\.path))")
            for f in c.findings { print("   \(f.rule.rawValue) [\(f.severity)] \(f.path ?? "-"): \(f.message.prefix(200))") }
            for f in c.alsoInOld { print("   (old too) \(f.rule.rawValue) \(f.path ?? "-")") }
        }
    }
}
