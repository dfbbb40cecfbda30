import Foundation
import Testing

/// `dump FILE` of a part of an app build alone: a Mach-O file (Fixtures/apps/macho, built by
/// clang-19 and lld-19) and a compiled storyboard (Fixtures/apps/nib), and damaged copies of them
/// made here from the fixtures.
private enum Part {
    static func macho(_ name: String) -> String { Tool.fixture("apps/macho/" + name) }

    /// `bytes` written to a new file of `folder`.
    static func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    static func setUInt32(_ bytes: inout [UInt8], _ offset: Int, _ value: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(value >> (8 * index) & 0xFF) }
    }

    /// The offset of the 64-bit section header named `name` in a thin 64-bit file: load commands
    /// from byte 32, `LC_SEGMENT_64` (0x19) of 72 bytes then 80-byte section headers (mach-o/loader.h).
    static func sectionHeader(_ name: String, in bytes: [UInt8]) -> Int? {
        var command = 32
        for _ in 0..<uint32(bytes, 16) {
            if uint32(bytes, command) == 0x19 {
                for index in 0..<uint32(bytes, command + 64) {
                    let header = command + 72 + index * 80
                    if String(decoding: bytes[header..<header + 16].prefix { $0 != 0 }, as: UTF8.self) == name {
                        return header
                    }
                }
            }
            command += uint32(bytes, command + 4)
        }
        return nil
    }
}

@Test func aMachOFileShowsEachSlicesClassesAsTheSourcesDeclareThem() throws {
    let expected = try GeneratedApp.sourceClasses().filter { $0.image == "Example" }
    let result = try Tool.run(["dump", "--format", "json", Part.macho("Example-universal")])
    #expect(result.status == 0, "\(result.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(document["file"] as? String == Part.macho("Example-universal") && document["kind"] as? String == "machO")
    let slices = try #require(document["slices"] as? [[String: Any]])
    // README.md: x86_64 at 4096, arm64 at 32768.
    #expect(slices.map { $0["architecture"] as? String } == ["x86_64", "arm64"])
    #expect(slices.map { $0["fileOffset"] as? Int } == [4096, 32768])
    for slice in slices {
        #expect(slice["encrypted"] as? Bool == false && slice["classCount"] as? Int == expected.count)
        let classes = try #require(slice["classes"] as? [[String: Any]])
        #expect(
            classes.map {
                GeneratedApp.SourceClass(
                    runtimeName: $0["name"] as? String ?? "", displayName: $0["displayName"] as? String ?? "",
                    superclassName: $0["superclassName"] as? String ?? "", image: "Example")
            }.sorted() == expected.sorted())
    }
    let text = try Tool.run(["dump", Part.macho("Example")])
    #expect(text.status == 0)
    #expect(text.text.hasPrefix("\(Part.macho("Example")): Mach-O file, arm64 7 classes\n\nclasses of arm64 (7)\n"))
    #expect(
        text.text.contains(
            "\n  Example.MasterViewController (_TtC7Example20MasterViewController) : UITableViewController\n"))
}

@Test func anEncryptedMachOFileListsNoClasses() throws {
    let result = try Tool.run(["dump", Part.macho("Example-encrypted")])
    #expect(result.status == 0)
    #expect(
        result.text == "\(Part.macho("Example-encrypted")): Mach-O file, arm64 encrypted: classes cannot be listed\n")
    let json = try Tool.run(["dump", "--format", "json", Part.macho("Example-encrypted")])
    let slice = try #require(
        ((try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["slices"] as? [[String: Any]])?.first)
    #expect(slice["classCount"] is NSNull && (slice["classes"] as? [Any])?.isEmpty == true)
}

@Test func aDamagedMachOFileIsOneLineWithTheOffsetAndExit3() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Part.macho("Example"))))
    var cases: [(path: String, offset: Int?)] = []
    for length in [8, 31, 100, 3000, bytes.count / 2, bytes.count - 1] {
        cases.append((try Part.write(Array(bytes.prefix(length)), "cut-\(length)", in: folder), nil))
    }
    var counted = bytes
    Part.setUInt32(&counted, 16, 0xFFFF) // ncmds
    cases.append((try Part.write(counted, "too-many-commands", in: folder), 16))
    var sized = bytes
    Part.setUInt32(&sized, 20, bytes.count) // sizeofcmds
    cases.append((try Part.write(sized, "commands-past-the-end", in: folder), 32))
    var moved = bytes
    let classList = try #require(Part.sectionHeader("__objc_classlist", in: bytes))
    Part.setUInt32(&moved, classList + 48, bytes.count) // the section's file offset
    cases.append((try Part.write(moved, "class-list-past-the-end", in: folder), classList + 48))
    var universal = Array(try Data(contentsOf: URL(fileURLWithPath: Part.macho("Example-universal"))))
    universal[7] = 30 // nfat_arch: entries over the slices
    cases.append((try Part.write(universal, "universal-count", in: folder), nil))
    for (path, offset) in cases {
        for format in ["text", "json"] {
            let result = try Tool.run(["dump", "--format", format, path])
            #expect(result.status == 3, "\(path)")
            #expect(result.output.isEmpty)
            let prefix = "restorectl: \(path): not a readable Mach-O file: at byte "
            #expect(result.error.hasPrefix(prefix) && result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
            if let offset { #expect(result.error.hasPrefix(prefix + "\(offset): "), "\(result.error)") }
        }
    }
}

@Test func aCompiledStoryboardShowsItsScenesAsInAnApp() throws {
    let main = Tool.fixture("apps/nib/Main.storyboardc")
    let result = try Tool.run(["dump", main])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.text.hasPrefix(
            "\(main): compiled storyboard\n  \"Main\": entry point \"UINavigationController-Nav-12-abc\", 3 identifiers\n"
        ))
    #expect(
        result.text.contains(
            "    Master (nib \"Master\")\n      Example.MasterViewController (_TtC7Example20MasterViewController) standing for UITableViewController, restoration identifier \"Master\"\n      → storyboard \"Settings\", identifier \"Settings\"\n"
        ))
    let json = try Tool.run(["dump", "--format", "json", main])
    let document = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(
        document["kind"] as? String == "storyboard" && document["name"] as? String == "Main"
            && document["localization"] is NSNull)
    #expect(
        (document["scenes"] as? [[String: Any]])?.map { $0["identifier"] as? String } == [
            "Detail", "Master", "UINavigationController-Nav-12-abc",
        ])
}

@Test func aDamagedStoryboardInfoPlistIsExit3AndADamagedSceneIsShown() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storyboard = folder.appendingPathComponent("Main.storyboardc")
    try FileManager.default.copyItem(atPath: Tool.fixture("apps/nib/Main.storyboardc"), toPath: storyboard.path)
    let master = storyboard.appendingPathComponent("Master.nib")
    try Data(try Data(contentsOf: master).prefix(60)).write(to: master)
    let shown = try Tool.run(["dump", storyboard.path])
    #expect(shown.status == 0)
    #expect(shown.text.contains("    Master (nib \"Master\"): unreadable: at byte "), "\(shown.text)")
    let json = try Tool.run(["dump", "--format", "json", storyboard.path])
    let scenes = try #require(
        (try JSONSerialization.jsonObject(with: json.output) as? [String: Any])?["scenes"] as? [[String: Any]])
    #expect(scenes.filter { $0["error"] is String }.map { $0["identifier"] as? String } == ["Master"])

    let info = storyboard.appendingPathComponent("Info.plist")
    try Data(try Data(contentsOf: info).prefix(30)).write(to: info)
    for format in ["text", "json"] {
        let cut = try Tool.run(["dump", "--format", format, storyboard.path])
        #expect(cut.status == 3 && cut.output.isEmpty)
        #expect(
            cut.error.hasPrefix(
                "restorectl: \(storyboard.path): not a readable compiled storyboard: at byte 30: Info.plist ")
                && cut.error.filter { $0 == "\n" }.count == 1, "\(cut.error)")
    }
    try Data("<plist><dict/></plist>".utf8).write(to: info)
    let empty = try Tool.run(["dump", storyboard.path])
    #expect(empty.status == 3)
    #expect(
        empty.error
            == "restorectl: \(storyboard.path): not a readable compiled storyboard: at byte 0: Info.plist has no UIViewControllerIdentifiersToNibNames dictionary: not a compiled storyboard\n"
    )
}

@Test func rawAndPathAreUsageErrorsForAMachOFileOrAStoryboard() throws {
    for (part, hint) in [
        (Part.macho("Kit"), "a Mach-O file is neither"),
        (Tool.fixture("apps/nib/Kit.storyboardc"), "give --raw one of its .nib files"),
    ] {
        for options in [["--raw"], ["--path", "Root"]] {
            let result = try Tool.run(["dump"] + options + [part])
            #expect(result.status == 2 && result.output.isEmpty, "\(options)")
            #expect(
                result.error.hasPrefix("restorectl: dump: --raw and --path read a keyed archive or saved state; ")
                    && result.error.contains(hint), "\(result.error)")
        }
    }
}

@Test func anArchiveThroughAPipeIsNotReadTwice() throws {
    // Classifying a path reads a regular file's first bytes; a pipe's would be lost to its reader
    // (and, once the writer is done, the second open waits for ever: timeout ends it, exit 124).
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = Tool.fixture("archives/com.example.TabBar.savedState/data.data")
    let fifo = folder.appendingPathComponent("fifo").path
    let piped = try Tool.run(
        [archive, fifo], shell: "mkfifo \"$3\" && { cat \"$2\" > \"$3\" & } && timeout 20 \"$1\" dump \"$3\"")
    let direct = try Tool.run(["dump", archive])
    #expect(piped.status == 0, "\(piped.error)")
    // The archive's own first line; the rest differs, a fifo being in no saved-state folder.
    let firstLine = try #require(direct.text.split(separator: "\n").first).dropFirst(archive.count)
    #expect(piped.text.hasPrefix(fifo + firstLine + "\n"), "\(piped.text)")
}

@Test func aFIFOBesideTheArchiveIsNoFileToWaitFor() throws {
    // A FIFO named inprogress.data or restorationInfo.plist in a saved-state folder made validate
    // and dump wait for a writer for ever (timeout ends them, exit 124): it counts as absent now.
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let saved = folder.appendingPathComponent("com.example.TabBar.savedState")
    try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        atPath: Tool.fixture("archives/com.example.TabBar.savedState/data.data"),
        toPath: saved.appendingPathComponent("data.data").path)
    let plain = (validate: try Tool.run(["validate", saved.path]), dump: try Tool.run(["dump", saved.path]))
    for command in ["validate", "dump"] {
        let result = try Tool.run(
            [saved.path],
            shell:
                "mkfifo \"$2/inprogress.data\" \"$2/restorationInfo.plist\" 2>/dev/null; timeout 20 \"$1\" \(command) \"$2\""
        )
        let expected = command == "validate" ? plain.validate : plain.dump
        #expect(result.status == expected.status, "\(command): \(result.status) \(result.error)")
        #expect(result.text == expected.text, "\(command)")
    }
}
