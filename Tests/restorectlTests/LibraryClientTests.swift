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
    #expect(edited.object(at: feedPath)?.state.first { $0.key == "selectedIndex" }?.value.primitive?.intValue == 5)
    #expect(Validator.validate(edited).filter { $0.severity == .error }.isEmpty)
}

/// A failed edit keeps the error of the layer below, for a client to inspect rather than parse.
@Test func anEditFailureKeepsTheErrorItReports() {
    do {
        _ = try RestorationEditor.NewValue.parse("{\"a\": ", as: .json)
        Issue.record("incomplete JSON was accepted")
    } catch {
        #expect(error.message.hasPrefix("not JSON: "))
        #expect(error.underlying is JSONReadError)
    }
}
