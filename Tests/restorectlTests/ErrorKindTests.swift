import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// Every error type declared in Sources says how it ends a command: RestoreKit's adopt
/// `KindedError` (their `FailureKind`), the executable's `KindedError` or `CommandError` (an
/// `ExitStatus`, for usage errors). A new error type that adopts neither fails here.
struct ErrorKindTests {
    /// Each type declared or extended in Sources with `Error` among its protocols: where, its
    /// name, and the protocols it is declared with.
    static func errorTypes() throws -> [(file: String, name: String, protocols: [String])] {
        let sources = Tool.packageRoot.appendingPathComponent("Sources")
        let declaration = try NSRegularExpression(
            pattern:
                #"^[ \t]*(?:(?:public|package|internal|private|fileprivate|final|indirect)[ \t]+)*(?:struct|enum|class|actor|extension)[ \t]+([A-Za-z_][\w.]*)(?:<[^>{]*>)?[ \t]*:([^{]+)\{"#,
            options: [.anchorsMatchLines])
        var found: [(file: String, name: String, protocols: [String])] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let whole = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: whole) {
                guard let name = Range(match.range(at: 1), in: text), let clause = Range(match.range(at: 2), in: text)
                else { continue }
                let protocols = text[clause].split(separator: " where ").first.map(String.init) ?? ""
                let names = protocols.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                guard
                    names.contains(where: {
                        $0 == "Error" || $0 == "LocalizedError" || $0 == "KindedError" || $0 == "CommandError"
                    })
                else { continue }
                let file = url.path.replacingOccurrences(of: Tool.packageRoot.path + "/", with: "")
                found.append((file, String(text[name]), names))
            }
        }
        return found
    }

    @Test func everyErrorTypeSaysItsKind() throws {
        let types = try Self.errorTypes()
        // The scan finds what is known to be there: RestoreKit's and the executable's.
        #expect(types.count >= 18, "found only \(types.map(\.name))")
        for name in [
            "BuildFileError", "AppBuildError", "UsageError", "FileError", "CommandFailure", "PropertyListError",
            "UnusableInput", "NotInInput", "Finding",
        ] {
            #expect(types.contains { $0.name == name }, "\(name) not found among \(types.map(\.name))")
        }
        for type in types {
            let inLibrary = type.file.hasPrefix("Sources/RestoreKit/")
            let adopted =
                type.protocols.contains("KindedError") || (!inLibrary && type.protocols.contains("CommandError"))
            #expect(
                adopted,
                "\(type.file): \(type.name) is an Error that adopts \(inLibrary ? "no KindedError" : "neither KindedError nor CommandError"): say its kind"
            )
        }
    }

    /// The executable's failures state their kind by their type, not at the call site.
    @Test func theExecutablesFailuresSayTheirStatus() {
        #expect(UnusableInput("x").status == .failure(.unreadableInput))
        #expect(NotInInput("x").status == .failure(.notInArchive))
        #expect(Finding("x").status == .findings)
        #expect(UsageError(message: "x").status == .usage)
        #expect(ExitStatus(FileError(message: "x")) == .failure(.unreadableInput))
        #expect(ExitStatus(FileError(message: "x").writing) == .failure(.cannotWrite))
    }

    /// A command's failure is thrown (`CommandFailure`) and what it says on the way is in its
    /// result: only the runner (`Restorectl.run`) says them, with `Console.report`, and only
    /// Platform/ writes to standard error by itself (the progress line). Nothing else holds the
    /// console but the writers of standard output.
    @Test func onlyTheRunnerSaysFailures() throws {
        let sources = Tool.packageRoot.appendingPathComponent("Sources/restorectl")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var holders: [String] = []
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/Platform/") else { continue }
            let name = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            if name != "Restorectl.swift" {
                for call in ["console.report(", "console.error(", "console.note(", "Console.writeAll("] {
                    #expect(
                        !text.contains(call), "\(name) says on standard error by itself (\(call)): throw, or return it")
                }
            }
            if text.contains("inout Console") { holders.append(name) }
        }
        #expect(Set(holders) == ["Restorectl.swift", "OutputWriters.swift", "ValidationReporter.swift"])
    }
}
