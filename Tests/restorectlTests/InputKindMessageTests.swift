import Foundation
import Testing

/// Every command that takes a FILE says the same one line of an input that is not what it
/// wants, naming the file and what it is: `restorectl: FILE: message`, exit 3.
struct InputKindMessageTests {
    /// The commands that read FILE as an archive, with FILE as `@`.
    static let archiveCommands = [
        ["dump", "@"], ["dump", "--raw", "@"], ["paths", "@"], ["get", "@", "Root"],
        ["set", "@", "Root", "key", "value", "-o", "-"], ["remove", "@", "Root", "-o", "-"],
        ["diff", "@", Tool.fixture("rules/clean/data.data")], ["diff", Tool.fixture("rules/clean/data.data"), "@"],
    ]
    static let convert = ["convert", "@", "--to", "json"], lint = ["lint", "@"], create = ["create", "@", "-o", "-"]

    /// An input, the commands to try it with, and the message each must give.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let commands: [[String]]
        let message: String
        /// validate's rule for it, when validate reads it as a file (not a folder, which it walks).
        let rule: String?
        var testDescription: String { name }
    }

    static let rows = [
        Row(
            name: "truncated.data", commands: archiveCommands + [convert, lint],
            message: "truncated or damaged: trailer: offset width 12 is not 1 to 8 at offset 0x4a",
            rule: "malformed-plist"),
        Row(
            name: "cut-in-header.data", commands: archiveCommands + [convert, lint],
            message:
                "truncated: the file is 6 bytes, shorter than the smallest binary property list (41) at offset 0x6",
            rule: "malformed-plist"),
        Row(
            name: "empty.data", commands: archiveCommands + [convert, lint, create], message: "file is empty",
            rule: "malformed-plist"),
        Row(
            name: "document.json", commands: archiveCommands + [lint],
            message: "JSON, not a property list: restorectl create builds an archive from a JSON document",
            rule: "malformed-plist"),
        Row(
            name: "plain.plist", commands: archiveCommands,
            message: "$archiver is missing: not an NSKeyedArchiver archive; convert --to json shows it", rule: nil),
        Row(
            name: "plain.xml", commands: archiveCommands,
            message: "$archiver is missing: not an NSKeyedArchiver archive; convert --to json shows it", rule: nil),
        Row(
            name: "plain-folder", commands: archiveCommands + [convert, lint, create],
            message: "is a folder, not a file", rule: nil),
        // A folder holding an archive is named by what it holds to the archive commands (below).
        Row(name: "folder", commands: [convert, lint, create], message: "is a folder, not a file", rule: nil),
    ]

    /// The inputs, in a new folder: a clean archive cut to 100 and 6 bytes, an empty file, JSON
    /// from JSONSerialization, binary and XML property lists from PropertyListSerialization, a folder.
    static func inputs() throws -> URL {
        let folder = try Tool.temporaryFolder()
        let clean = try Data(contentsOf: URL(fileURLWithPath: Tool.fixture("rules/clean/data.data")))
        try clean.prefix(100).write(to: folder.appendingPathComponent("truncated.data"))
        try clean.prefix(6).write(to: folder.appendingPathComponent("cut-in-header.data"))
        try Data().write(to: folder.appendingPathComponent("empty.data"))
        try JSONSerialization.data(withJSONObject: ["metadata": ["bundleVersion": "1.0"], "objects": []])
            .write(to: folder.appendingPathComponent("document.json"))
        for (name, format) in [
            ("plain.plist", PropertyListSerialization.PropertyListFormat.binary), ("plain.xml", .xml),
        ] {
            try PropertyListSerialization.data(fromPropertyList: ["CFBundleVersion": "1.0"], format: format, options: 0)
                .write(to: folder.appendingPathComponent(name))
        }
        for name in ["plain-folder", "folder"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("plain-folder/notes.txt"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("folder/notes.txt"))
        // A subfolder holding a data.data, as a folder of copied-out archives has: no scene of a
        // saved state, since the folder is neither named .savedState nor holds what UIKit keeps.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder/copied"), withIntermediateDirectories: false)
        try clean.write(to: folder.appendingPathComponent("folder/copied/data.data"))
        return folder
    }

    @Test(arguments: rows)
    func everyCommandSaysWhatTheInputIsInOneLine(_ row: Row) throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(row.name).path
        for command in row.commands {
            let arguments = command.map { $0 == "@" ? file : $0 }
            let result = try Tool.run(arguments)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments)")
            #expect(result.error == "restorectl: \(file): \(row.message)\n", "\(arguments)")
        }
        if let rule = row.rule {
            let validate = try Tool.run(["validate", file])
            #expect(validate.status == 3)
            #expect(validate.text == "\(file): error: \(row.message) [\(rule)]\n")
        }
    }

    /// A folder of copied-out archives is no saved state (its subfolders are no scenes: it once
    /// showed them as such, exit 0): the archive commands name the archive it holds (issue 52).
    @Test func aFolderOfCopiedArchivesIsNamedByWhatItHolds() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("folder").path
        for command in Self.archiveCommands {
            let result = try Tool.run(command.map { $0 == "@" ? file : $0 })
            #expect(result.status == 3, "\(command)")
            #expect(result.output.isEmpty, "\(command)")
            #expect(
                result.error
                    == "restorectl: \(file): is a folder of 1 saved state (\(file)/copied/data.data): give it\n",
                "\(command)")
        }
    }

    /// A `.savedState` whose `data.data` is a folder (holding a `data.data` of its own) stands
    /// for that folder, which is no file: the archive a folder names is worked out once, not again
    /// from the folder it named (`dump --raw` dumped `data.data/data.data`, exit 0).
    @Test func aDataDataFolderIsNoArchiveForAnyArchiveCommand() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("nested.savedState/data.data")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data(contentsOf: URL(fileURLWithPath: Tool.fixture("rules/clean/data.data"))).write(
            to: inner.appendingPathComponent("data.data"))
        let savedState = folder.appendingPathComponent("nested.savedState").path
        for command in [
            ["dump", "--raw", "@"], ["paths", "@"], ["get", "@", "Root"],
            ["set", "@", "Root", "key", "value", "-o", "-"],
        ] {
            let result = try Tool.run(command.map { $0 == "@" ? savedState : $0 })
            #expect(result.status == 3, "\(command)")
            #expect(result.error == "restorectl: \(inner.path): is a folder, not a file\n", "\(command)")
        }
    }

    @Test func anAppKitRecordFileSaysWhatItIsToTheArchiveCommands() throws {
        // It failed on its first bytes as text: "text that is not UTF-8 at offset 0x8".
        let folder = Tool.fixture("appkit/com.apple.Terminal.savedState")
        for argument in [folder, folder + "/data.data"] {
            for command in Self.archiveCommands where command != ["dump", "@"] {
                let result = try Tool.run(command.map { $0 == "@" ? argument : $0 })
                #expect(result.status == 3)
                #expect(
                    result.error
                        == "restorectl: \(folder)/data.data: macOS (AppKit) saved-state records, not a keyed archive; dump shows them\n",
                    "\(command)")
            }
        }
        // The property-list commands say the same of the file, where they said "text that is not UTF-8".
        for command in [["lint", "@"], ["convert", "@", "--to", "json"]] {
            let file = folder + "/data.data"
            let result = try Tool.run(command.map { $0 == "@" ? file : $0 })
            #expect(result.status == 3)
            #expect(
                result.error
                    == "restorectl: \(file): macOS (AppKit) saved-state records, not a property list; dump shows them\n",
                "\(command)")
        }
    }

    @Test func createSaysAPropertyListIsNoJSONDocument() throws {
        let folder = try Self.inputs()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, what) in [("truncated.data", "a binary"), ("plain.plist", "a binary"), ("plain.xml", "an XML")] {
            let file = folder.appendingPathComponent(name).path
            let result = try Tool.run(["create", file, "-o", "-"])
            #expect(result.status == 3)
            #expect(
                result.error
                    == "restorectl: \(file): \(what) property list, not a JSON document (dump --format json writes the document of an archive)\n"
            )
        }
    }
}

/// A `.savedState` folder is named by its last component, whether or not the argument ends in a
/// slash (as a shell's completion leaves it): it stands for its data.data either way, never "a folder".
@Test func aSavedStateFolderWithATrailingSlashIsStillASavedStateFolder() throws {
    let folder = Tool.fixture("archives/com.example.Scenes.savedState")
    for argument in [folder, folder + "/"] {
        let result = try Tool.run(["paths", argument])
        #expect(result.status == 3)
        #expect(result.error.hasSuffix("/data.data: no such file or directory\n"), "\(argument): \(result.error)")
    }
}
