import Foundation
import Testing

/// An output named over one of the command's inputs is refused, exit 2 and nothing written,
/// whatever `--force` says (issue 43: `report r.data -o r.data` left an HTML page where the only
/// copy of a bug's saved state was); the documented in-place edits still replace their file.
struct OutputOverInputTests {
    /// A scratch folder with a copy of a saved state (archive and scene state) as `X.savedState`,
    /// an archive's dump as `state.json`, and links to them.
    struct Scratch {
        let folder: URL

        init() throws {
            folder = try Tool.temporaryFolder()
            try FileManager.default.copyItem(
                atPath: Tool.fixture("archives/com.example.Both.savedState"), toPath: savedState)
            // A document without scenes, which create writes as one archive file.
            let dump = try Tool.run([
                "dump", Tool.fixture("archives/com.example.TabBar.savedState/data.data"), "--format", "json",
            ])
            try #require(dump.status == 0)
            try dump.output.write(to: URL(fileURLWithPath: json))
            try FileManager.default.createSymbolicLink(atPath: path("archive-link"), withDestinationPath: archive)
            try FileManager.default.linkItem(atPath: archive, toPath: path("archive-hard"))
            try FileManager.default.createSymbolicLink(atPath: path("json-link"), withDestinationPath: json)
            try FileManager.default.linkItem(atPath: json, toPath: path("json-hard"))
            try FileManager.default.createSymbolicLink(atPath: path("folder-link"), withDestinationPath: savedState)
        }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        var savedState: String { path("X.savedState") }
        var archive: String { savedState + "/data.data" }
        var json: String { path("state.json") }

        /// Every file below the scratch folder with its bytes (links as their targets' names).
        func contents() throws -> [String: Data] { try SimulatorTree.snapshot(folder) }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    enum Relation: String {
        case same = "is the input INPUT; refusing to write over it"
        case inside = "is inside the input folder INPUT; refusing to write into it"
        case holds = "holds the input INPUT; refusing to replace it"
    }

    /// Runs `arguments` (a shell's `"$@"` with `shell`), expecting the refusal of `output` as
    /// `relation` to `input`, and every byte below `scratch` as it was.
    func expectRefused(
        _ arguments: [String], output: String, _ relation: Relation, input: String, in scratch: Scratch,
        shell: String? = nil, environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try scratch.contents()
        let result = try Tool.run(arguments, environment: environment, shell: shell)
        let message = relation.rawValue.replacingOccurrences(of: "INPUT", with: input)
        #expect(result.status == 2, "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        #expect(
            result.error == "restorectl: \(output): \(message) (see restorectl help \(arguments[0]))\n",
            sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, sourceLocation: sourceLocation)
        #expect(try scratch.contents() == before, "\(arguments) changed the files", sourceLocation: sourceLocation)
    }

    @Test func reportRefusesToWriteOverItsInput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let (archive, folder) = (scratch.archive, scratch.savedState)
        for force in [[], ["--force"]] {
            for output in [archive, scratch.path("archive-link"), scratch.path("archive-hard")] {
                try expectRefused(
                    ["report", archive, "-o", output] + force, output: output, .same, input: archive, in: scratch)
            }
            for output in [
                archive, folder + "/KnownSceneSessions/data.data", folder + "/report.html",
                scratch.path("folder-link") + "/data.data",
            ] {
                try expectRefused(
                    ["report", folder, "-o", output] + force, output: output, .inside, input: folder, in: scratch)
            }
            try expectRefused(
                [
                    "report", Tool.fixture("archives/com.example.TabBar.savedState"), archive, "-o",
                    scratch.path("archive-hard"),
                ] + force,
                output: scratch.path("archive-hard"), .same, input: archive, in: scratch)
            try expectRefused(
                ["report", "-", "-o", archive] + force, output: archive, .same, input: "<stdin>", in: scratch,
                shell: "exec \"$@\" < '\(archive)'")
        }
    }

    @Test func snapshotRecordRefusesToWriteOverItsInput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let (archive, folder) = (scratch.archive, scratch.savedState)
        for output in [archive, scratch.path("archive-link"), scratch.path("archive-hard")] {
            try expectRefused(
                ["snapshot", archive, "--record", output], output: output, .same, input: archive, in: scratch)
        }
        for output in [
            folder + "/KnownSceneSessions/data.data", folder + "/golden.json",
            scratch.path("folder-link") + "/data.data",
        ] {
            try expectRefused(
                ["snapshot", folder, "--record", output], output: output, .inside, input: folder, in: scratch)
        }
        try expectRefused(
            ["snapshot", archive, "--check", archive], output: archive, .same, input: archive, in: scratch,
            environment: ["RESTORECTL_RECORD": "1"])
    }

    @Test func createRefusesToWriteOverItsDocument() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let json = scratch.json
        for force in [[], ["--force"]] {
            for output in [json, scratch.path("json-link"), scratch.path("json-hard")] {
                try expectRefused(
                    ["create", json, "-o", output] + force, output: output, .same, input: json, in: scratch)
            }
            try expectRefused(
                ["create", "-", "-o", json] + force, output: json, .same, input: "<stdin>", in: scratch,
                shell: "exec \"$@\" < '\(json)'")
        }
    }

    @Test func setAndRemoveRefuseAnotherFileOfTheFolderTheyEdit() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let folder = scratch.savedState
        for force in [[], ["--force"]] {
            for output in [
                folder + "/KnownSceneSessions/data.data", folder + "/new.data",
                scratch.path("folder-link") + "/KnownSceneSessions/data.data",
            ] {
                try expectRefused(
                    ["set", folder, "--meta", "system-version", "18.0", "-o", output] + force, output: output, .inside,
                    input: folder, in: scratch)
                try expectRefused(
                    ["remove", folder, "Root/:[0]:/List", "-o", output] + force, output: output, .inside, input: folder,
                    in: scratch)
            }
        }
    }

    @Test func theDocumentedInPlaceEditsStillReplaceTheirFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let (archive, folder) = (scratch.archive, scratch.savedState)
        var previous = try Data(contentsOf: URL(fileURLWithPath: archive))
        func expectChanged(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
            let result = try Tool.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.error)", sourceLocation: sourceLocation)
            let now = try Data(contentsOf: URL(fileURLWithPath: archive))
            #expect(now != previous, "\(arguments) left FILE as it was", sourceLocation: sourceLocation)
            previous = now
        }
        try expectChanged(["set", archive, "--meta", "system-version", "18.1"])
        try expectChanged(["set", archive, "--meta", "system-version", "18.2", "-o", archive])
        try expectChanged(["set", folder, "--meta", "system-version", "18.3"])
        try expectChanged(["set", folder, "--meta", "system-version", "18.4", "-o", archive])
        try expectChanged(["set", archive, "--meta", "system-version", "18.5", "-o", scratch.path("archive-link")])
        try expectChanged(["remove", folder, "Root/:[0]:/List", "-o", archive])
        // A scene's data.data is edited in place in its folder.
        let scene = folder + "/TestApplicationState/data.data"
        let sceneBefore = try Data(contentsOf: URL(fileURLWithPath: scene))
        let sceneEdit = try Tool.run(["set", folder, "--scene", "1", "newKey", "value"])
        #expect(sceneEdit.status == 0, "\(sceneEdit.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) != sceneBefore)
        // convert -o FILE onto FILE converts it in place, through a link too.
        try expectChanged(["convert", archive, "--to", "xml", "-o", archive])
        try expectChanged([
            "convert", scratch.path("archive-link"), "--to", "binary", "-o", scratch.path("archive-link"),
        ])
        try expectChanged(["convert", archive, "--to", "json", "-o", scratch.path("archive-link")])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("archive-link")) == archive)
    }

    @Test func streamsAreNoInputsOrOutputsToRefuse() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let archive = scratch.archive
        #expect(try Tool.run(["report", archive, "-o", "-"]).status == 0)
        #expect(try Tool.run(["report", archive, "-o", "/dev/stdout"]).status == 0)
        #expect(try Tool.run(["snapshot", archive, "--record", "/dev/null"]).status == 0)
        #expect(
            try Tool.run(
                ["report", "-", "-o", scratch.path("page.html")], input: Data(contentsOf: URL(fileURLWithPath: archive))
            ).status == 0)
        // A file beside an archive given as a file, in a folder without scene state, is no input's.
        let plain = scratch.path("plain")
        try FileManager.default.copyItem(atPath: Tool.fixture("archives/com.example.TabBar.savedState"), toPath: plain)
        #expect(try Tool.run(["report", plain + "/data.data", "-o", plain + "/page.html"]).status == 0)
    }

    /// What a reader reads along with an archive file is an input too: the `inprogress.data` and
    /// `restorationInfo.plist` beside it, and the whole folder when it holds scene state.
    @Test func whatIsReadWithAnArchiveIsNotWrittenOver() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let plain = scratch.path("plain")
        try FileManager.default.copyItem(atPath: Tool.fixture("archives/com.example.TabBar.savedState"), toPath: plain)
        let rows: [([String], String, String)] = [
            (
                ["report", plain + "/data.data", "-o", plain + "/inprogress.data"], plain + "/inprogress.data",
                "is \(plain)/inprogress.data, which is read with the input \(plain)/data.data; refusing to write over it"
            ),
            (
                ["snapshot", plain + "/data.data", "--record", plain + "/restorationInfo.plist"],
                plain + "/restorationInfo.plist",
                "is \(plain)/restorationInfo.plist, which is read with the input \(plain)/data.data; refusing to write over it"
            ),
            (
                ["report", scratch.archive, "-o", scratch.savedState + "/KnownSceneSessions/data.data"],
                scratch.savedState + "/KnownSceneSessions/data.data",
                "is inside the folder \(scratch.savedState), which is read with the input \(scratch.archive); refusing to write into it"
            ),
        ]
        for (arguments, output, message) in rows {
            let before = try scratch.contents()
            let result = try Tool.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(result.error == "restorectl: \(output): \(message) (see restorectl help \(arguments[0]))\n")
            #expect(try scratch.contents() == before, "\(arguments) changed the files")
        }
    }

    @Test func pullAndPushRefuseToWriteIntoTheFolderTheyRead() throws {
        let tree = try SimulatorTree()
        defer { tree.remove() }
        let saved = tree.savedState("PHONE-TABBAR", on: SimulatorTree.phone).path
        let scratch = Scratch(wrapping: tree.folder)
        let pull = ["pull", "--bundle-id", SimulatorTree.tabBar, "--device", "booted", "-o"]
        try expectRefused(
            pull + [saved], output: saved, .same, input: saved, in: scratch, environment: tree.environment)
        try expectRefused(
            pull + [saved + "/copy.savedState"], output: saved + "/copy.savedState", .inside, input: saved, in: scratch,
            environment: tree.environment)
        let push = ["--bundle-id", SimulatorTree.tabBar, "--device", "booted"]
        try expectRefused(
            ["push", saved] + push, output: saved, .same, input: saved, in: scratch, environment: tree.environment)
        try expectRefused(
            ["push", saved + "/data.data", "--backup"] + push, output: saved, .holds, input: saved + "/data.data",
            in: scratch,
            environment: tree.environment)
    }
}

extension OutputOverInputTests.Scratch {
    /// A folder another helper made, to compare its contents before and after.
    init(wrapping folder: URL) {
        self.folder = folder
    }
}
