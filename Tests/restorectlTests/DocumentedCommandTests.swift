import Foundation
import Testing

/// Every `restorectl ...` command line of the README's and docs/'s console, sh and unlabelled
/// blocks is run here when it can run on the repository's files, or is listed below with why it
/// cannot (issue 52): a command added to a page is either run or consciously skipped.
struct DocumentedCommand: Sendable, CustomTestStringConvertible {
    /// The page, relative to the package root.
    let page: String
    /// Which block of the page (its console blocks and its other blocks counted apart).
    let block: String
    /// The command as a shell reads it: a console line without its `$ `, an sh line with its
    /// continuation lines joined.
    let line: String
    /// The lines the page shows under a console command: what it prints.
    var shown: [String] = []
    /// The exit status the page shows (`$ echo $?` after the command), if it shows one.
    var status: Int32? = nil
    var testDescription: String { "\(page): \(line)" }

    /// Options whose value names no file, though it may look like one (`com.example.app`).
    static let valueOptions: Set = [
        "--bundle-id", "--device", "--container", "--scene", "--format", "--to", "--type", "--meta", "--extra",
        "--expect-bundle-version", "--expect-idiom",
    ]

    /// The words of the line that name files it reads: not those it writes (after `-o` or `>`),
    /// nor files an earlier command of the line wrote, nor an option's value that names none;
    /// a comment ends the line.
    var inputFiles: [String] {
        var files: [String] = [], written: Set<String> = [], previous = ""
        for word in DocumentationPages.words(Substring(line)) {
            defer { previous = word }
            if word.hasPrefix("#") { break }
            if ["-o", ">", "2>"].contains(previous) {
                written.insert(word)
                continue
            }
            let named =
                (word.contains("/") && !word.contains(":[") && !word.hasPrefix("-"))
                || [".data", ".json", ".savedState", ".bplist", ".plist", ".app", ".xcarchive", ".ipa"].contains {
                    word.hasSuffix($0)
                }
            if named && !written.contains(word) && !Self.valueOptions.contains(previous) { files.append(word) }
        }
        return files
    }
}

enum DocumentedCommands {
    /// Every command line of the pages (the changelog aside: it records, it shows no commands to
    /// run), in page order.
    static let all: [DocumentedCommand] = {
        var commands: [DocumentedCommand] = []
        for page in DocumentationPages.paths where page != "CHANGELOG.md" {
            let text = (try? DocumentationPages.text(page)) ?? ""
            for (index, block) in DocumentationPages.blocks(text, ["console"]).enumerated() {
                commands += console(block, page: page, block: "console block \(index + 1)")
            }
            for (index, block) in DocumentationPages.blocks(text, ["sh", ""]).enumerated() {
                commands += shell(block, page: page, block: "block \(index + 1)")
            }
        }
        return commands
    }()

    /// Whether a shell line runs restorectl as its command (after `VAR=value` assignments).
    static func runsRestorectl(_ line: String) -> Bool {
        let words = line.split(separator: " ").drop { $0.contains("=") && !$0.hasPrefix("-") }
        return words.first == "restorectl"
    }

    static func console(_ block: [Substring], page: String, block name: String) -> [DocumentedCommand] {
        var commands: [DocumentedCommand] = []
        for (index, line) in block.enumerated() where line.hasPrefix("$ ") && runsRestorectl(String(line.dropFirst(2)))
        {
            let shown = block[(index + 1)...].prefix { !$0.hasPrefix("$ ") }
            var command = DocumentedCommand(page: page, block: name, line: String(line.dropFirst(2)))
            command.shown = shown.map(String.init)
            if shown.endIndex + 1 < block.endIndex, block[shown.endIndex] == "$ echo $?" {
                command.status = Int32(block[shown.endIndex + 1])
            }
            commands.append(command)
        }
        return commands
    }

    static func shell(_ block: [Substring], page: String, block name: String) -> [DocumentedCommand] {
        var commands: [DocumentedCommand] = [], pending = ""
        for line in block {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast().trimmingCharacters(in: .whitespaces) + " "
                continue
            }
            let whole = pending + trimmed
            pending = ""
            if runsRestorectl(whole) { commands.append(DocumentedCommand(page: page, block: name, line: whole)) }
        }
        return commands
    }
}

/// One block's commands, run in order in one folder, so that a command reads what an earlier one
/// of its block wrote (`set ... -o edited.data`, then `diff ... edited.data`).
struct DocumentedBlock: Sendable, CustomTestStringConvertible {
    let commands: [DocumentedCommand]
    var testDescription: String { "\(commands[0].page), \(commands[0].block)" }

    static let all: [DocumentedBlock] = {
        var blocks: [DocumentedBlock] = []
        for command in DocumentedCommands.all {
            if let last = blocks.last?.commands.last, last.page == command.page, last.block == command.block {
                blocks[blocks.count - 1] = DocumentedBlock(commands: blocks[blocks.count - 1].commands + [command])
            } else {
                blocks.append(DocumentedBlock(commands: [command]))
            }
        }
        return blocks
    }()
}

/// The folder the commands run in holds `Fixtures/` (the repository's) and `data.data`, a fresh
/// copy of the TabBar fixture's archive before each command: the guides' running example, whose
/// feed view controller `$FEED` names. restorectl is on PATH; HOME and the simulator root are
/// empty folders, so that no command reads the machine's own.
@Test(arguments: DocumentedBlock.all)
func everyDocumentedCommandRunsAsThePageShowsOrIsListedAsSkipped(_ block: DocumentedBlock) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("Fixtures"),
        withDestinationURL: Tool.packageRoot.appendingPathComponent("Fixtures"))
    for empty in ["home", "simulator"] {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(empty), withIntermediateDirectories: true)
    }
    let archive = folder.appendingPathComponent("data.data")
    let environment = [
        "PATH": Tool.executable.deletingLastPathComponent().path + ":/usr/bin:/bin", "NO_COLOR": "1",
        "HOME": folder.appendingPathComponent("home").path,
        "RESTORECTL_SIMULATOR_ROOT": folder.appendingPathComponent("simulator").path,
        "FEED": "TabController/:[0]:/NavigationController/:[0]:/FeedViewController",
    ]
    for command in block.commands {
        try? FileManager.default.removeItem(at: archive)
        try FileManager.default.copyItem(
            atPath: Tool.fixture("archives/com.example.TabBar.savedState/data.data"), toPath: archive.path)
        let files = command.inputFiles
        let runs =
            !files.isEmpty
            && files.allSatisfy {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            }
        let listed = DocumentedCommands.skipped.contains { $0.page == command.page && $0.line == command.line }
        guard runs else {
            #expect(
                listed,
                "\(command.page): \(command.line): cannot run here (it reads \(files)): list it in DocumentedCommands.skipped with why"
            )
            continue
        }
        #expect(!listed, "\(command.page): \(command.line): runs here: take it out of DocumentedCommands.skipped")
        let result = try Tool.run(
            ["-c", command.line], in: folder, environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        let printed = Set(
            (result.text + result.error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let elided = { (line: String) in
            line.trimmingCharacters(in: .whitespaces).isEmpty || line.contains("...") || line.contains("…")
        }
        for expected in command.shown where !elided(expected) {
            let found = printed.contains(expected)
            #expect(found, "\(command.page): \(command.line): printed no line `\(expected)`")
        }
        if let status = command.status {
            #expect(
                result.status == status,
                "\(command.page): \(command.line): exit \(result.status), the page shows \(status)")
        }
        // An error the page shows may have any status; otherwise 0 or 1 (a finding, a difference).
        let showsAnError = command.shown.contains { $0.hasPrefix("restorectl: ") }
        #expect(
            showsAnError || [0, 1].contains(result.status),
            "\(command.page): \(command.line): exit \(result.status): \(result.error)")
    }
}

@Test func everySkippedCommandIsOnItsPage() {
    // Most commands run: the extraction finds them all (each console and sh block of every page).
    let counts = (all: DocumentedCommands.all.count, skipped: DocumentedCommands.skipped.count)
    #expect(counts.all >= 60 && counts.all - counts.skipped >= 30, "\(counts)")
    for skipped in DocumentedCommands.skipped {
        let found = DocumentedCommands.all.contains { $0.page == skipped.page && $0.line == skipped.line }
        #expect(found, "DocumentedCommands.skipped: \(skipped.page) has no command \(skipped.line)")
    }
}
