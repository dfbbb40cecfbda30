import Foundation
import Testing

/// A file of another kind (Fixtures/kinds, written by Python's standard library) is named by its
/// first bytes, with what to do, in one line and exit 3, by every command that reads FILE: it was
/// "text that is not UTF-8 at offset 0x0", or an OpenStep syntax error for a zip's `PK`.
struct OtherFileKindTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let file: String
        let message: String
        var testDescription: String { file }
    }

    static let notPlist = ", not a property list or saved state"
    static let unzip =
        "; unzip it and give restorectl what it holds (dump and --app read an .ipa as it is)"
    static let rows = [
        Row(file: "kinds/shot.png", message: "a PNG image" + notPlist),
        Row(file: "kinds/photo.jpg", message: "a JPEG image" + notPlist),
        Row(file: "kinds/archive.zip", message: "a zip archive" + notPlist + unzip),
        Row(
            file: "kinds/state.gz", message: "a gzip file" + notPlist + "; gunzip it and give restorectl what it holds"),
        Row(file: "kinds/manual.pdf", message: "a PDF document" + notPlist),
    ]

    @Test(arguments: rows)
    func everyCommandNamesTheKind(_ row: Row) throws {
        let file = Tool.fixture(row.file)
        for command in InputKindMessageTests.archiveCommands + [
            InputKindMessageTests.convert, InputKindMessageTests.lint,
        ] {
            let arguments = command.map { $0 == "@" ? file : $0 }
            let result = try Tool.run(arguments)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments)")
            #expect(result.error == "restorectl: \(file): \(row.message)\n", "\(arguments)")
        }
        let validate = try Tool.run(["validate", file])
        #expect(validate.status == 3)
        #expect(validate.text == "\(file): error: \(row.message) [malformed-plist]\n")
    }

    /// An .ipa is an app build (issue 46): dump shows it (this one holds no executable: a warning), and
    /// a command that reads saved state sends it there, as it does an .app.
    @Test func anIPAIsAnAppBuildThatDumpShows() throws {
        let file = Tool.fixture("kinds/Example.ipa")
        let dump = try Tool.run(["dump", file])
        #expect(dump.status == 0)
        #expect(dump.error.contains("/Payload/Example.app/Example: warning: missing"))
        let diff = try Tool.run(["diff", file, Tool.fixture("rules/clean/data.data")])
        #expect(diff.status == 3)
        #expect(
            diff.error
                == "restorectl: \(file): is an app build, not saved state; dump shows what it offers to restoration\n")
    }

    /// dump shows a Mach-O file; the other commands name it and send it there.
    @Test func aMachOFileIsNamedByTheCommandsThatDoNotShowIt() throws {
        let file = Tool.fixture("apps/macho/Example")
        for command in [InputKindMessageTests.convert, InputKindMessageTests.lint, ["get", "@", "Root"]] {
            let result = try Tool.run(command.map { $0 == "@" ? file : $0 })
            #expect(result.status == 3)
            #expect(
                result.error == "restorectl: \(file): a Mach-O file\(Self.notPlist); dump shows its classes\n",
                "\(command)")
        }
    }
}
