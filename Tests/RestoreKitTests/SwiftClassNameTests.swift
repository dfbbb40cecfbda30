import Foundation
import Testing
import RestoreKit

/// One runtime name and what it demangles to (nil: left as stored), with the row's line.
struct DemangleCase: CustomTestStringConvertible, Sendable {
    var mangled: String
    var demangled: String?
    var line: Int
    var testDescription: String { "line \(line): \(mangled)" }

    init(_ mangled: String, _ demangled: String?, line: Int = #line) {
        self.mangled = mangled
        self.demangled = demangled
        self.line = line
    }
}

// Names as NSStringFromClass gives them for Swift classes (checked against `swift demangle`).
let demangleCases: [DemangleCase] = [
    DemangleCase("_TtC4Mail21MessageViewController", "Mail.MessageViewController"),
    DemangleCase("_TtC7Example22SettingsViewController", "Example.SettingsViewController"),
    DemangleCase("_TtCC4Mail14InboxContainer6Header", "Mail.InboxContainer.Header"),
    DemangleCase("_TtCCC3App1A1B1C", "App.A.B.C"),
    DemangleCase("_TtCV3App6Layout4Cell", "App.Layout.Cell"),
    DemangleCase("_TtCO3App5Route6Screen", "App.Route.Screen"),
    DemangleCase("_TtCs12_SwiftObject", "Swift._SwiftObject"),
    DemangleCase("_TtCs19__EmptyArrayStorage", "Swift.__EmptyArrayStorage"),
    DemangleCase("_TtGCs23_ContiguousArrayStorageSS_", "Swift._ContiguousArrayStorage<Swift.String>"),
    DemangleCase("_TtGC3App9ContainerSiSS_", "App.Container<Swift.Int, Swift.String>"),
    DemangleCase("_TtGC3App3BoxCSo8NSObject_", "App.Box<NSObject>"),
    DemangleCase("_TtGC3App3BoxGSqSS__", "App.Box<Swift.Optional<Swift.String>>"),
    DemangleCase("_TtC3AppP33_0C0E4D3A5F7B9C1D2E3F40516273849512PrivateThing", "App.PrivateThing"),
    // Objective-C classes and what is not a class name are left alone.
    DemangleCase("UIViewController", nil),
    DemangleCase("_UIStoryboardProxy", nil),
    DemangleCase("_TtC", nil),
    DemangleCase("_TtC4Mail", nil),
    DemangleCase("_TtC4Mail99Short", nil),
    DemangleCase("_TtC4Mail5Extra!", nil),
    DemangleCase("_TtC4Mail0", nil),
    DemangleCase("_TtGC3App3Box_", nil),
    DemangleCase("_TtGC3App3BoxSi", nil),
    DemangleCase("_TtC99999999Mail", nil),
    DemangleCase("_TtSx", nil),
    DemangleCase("_TtP4Mail8Protocol_", nil),
    DemangleCase(
        String(repeating: "_TtG", count: 1) + String(repeating: "GC1A1B", count: 40) + "Si"
            + String(repeating: "_", count: 40), nil),
]

@Test(arguments: demangleCases)
func swiftClassNamesDemangle(_ row: DemangleCase) {
    #expect(SwiftClassName.demangled(row.mangled) == row.demangled, "line \(row.line)")
}

@Test func knownClassesMatchEitherFormOfASwiftName() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/archives/com.example.Mail.savedState/data.data")
    let bytes = [UInt8](try Data(contentsOf: file))
    func unknown(_ known: Set<String>) -> [String] {
        Validator.validate(bytes: bytes, expectations: ValidationExpectations(knownClasses: known))
            .filter { $0.rule == .unknownClass }.map(\.message)
    }
    #expect(unknown([]).contains { $0.contains("_TtC4Mail21MessageViewController") })
    for listed in ["_TtC4Mail21MessageViewController", "Mail.MessageViewController"] {
        #expect(unknown([listed]).count == unknown([]).count - 1, "\(listed)")
        #expect(!unknown([listed]).contains { $0.contains("_TtC4Mail21MessageViewController") }, "\(listed)")
    }
}
