import Foundation
import Testing

/// The completion scripts in the real shells: each row is a command line typed up to the cursor,
/// and what pressing Tab there offers. A shell that is not installed is skipped.
struct CompletionCase: CustomTestStringConvertible, Sendable {
    var line: String
    var offers: Set<String>
    /// What bash offers, when it differs: only the part after the last colon, which is all bash
    /// replaces (COMP_WORDBREAKS).
    var bashOffers: Set<String>?
    var line_: Int
    var testDescription: String { "line \(line_): \(line)" }

    init(_ line: String, _ offers: Set<String>, bash: Set<String>? = nil, sourceLine: Int = #line) {
        self.line = line
        self.offers = offers
        self.bashOffers = bash
        self.line_ = sourceLine
    }
}

let completionArchive = "Fixtures/archives/com.example.TabBar.savedState/data.data"
let tabBarPaths: Set<String> = [
    "TabController", "TabController/:[0]:/NavigationController",
    "TabController/:[0]:/NavigationController/:[0]:/FeedViewController",
    "TabController/:[1]:/NavigationController", "TabController/:[1]:/NavigationController/:[0]:/SettingsViewController",
    "TabController/:[1]:/NavigationController/:[1]:/DetailViewController",
]
let underSecondTab: Set<String> = [
    "TabController/:[1]:/NavigationController", "TabController/:[1]:/NavigationController/:[0]:/SettingsViewController",
    "TabController/:[1]:/NavigationController/:[1]:/DetailViewController",
]

let completionCases: [CompletionCase] = [
    CompletionCase("restorectl dum", ["dump"]),
    CompletionCase("restorectl dump Fix", ["Fixtures"]),
    CompletionCase(
        "restorectl dump Fixtures/archives/com.example.Ta", ["Fixtures/archives/com.example.TabBar.savedState"]),
    CompletionCase("restorectl get \(completionArchive) ", tabBarPaths),
    CompletionCase(
        "restorectl get \(completionArchive) TabController/:[1]:/Nav", underSecondTab,
        bash: Set(underSecondTab.map { String($0.dropFirst("TabController/:[1]:".count)) })),
    CompletionCase(
        "restorectl remove \(completionArchive) TabController/:[0]:/",
        [
            "TabController/:[0]:/NavigationController",
            "TabController/:[0]:/NavigationController/:[0]:/FeedViewController",
        ],
        bash: ["/NavigationController", "/NavigationController/:[0]:/FeedViewController"]),
    CompletionCase(
        "restorectl dump \(completionArchive) --path TabController/:[0]:/Navigation",
        [
            "TabController/:[0]:/NavigationController",
            "TabController/:[0]:/NavigationController/:[0]:/FeedViewController",
        ],
        bash: ["/NavigationController", "/NavigationController/:[0]:/FeedViewController"]),
    CompletionCase("restorectl get \(completionArchive) TabController ", []),
    CompletionCase("restorectl help co", ["completions", "convert"]),
    CompletionCase("restorectl completions ", ["bash", "zsh", "fish"]),
    CompletionCase("restorectl dump --format ", ["text", "json", "xml"]),
    CompletionCase("restorectl validate --format j", ["json", "junit"]),
    CompletionCase("restorectl validate --expect-idiom ", []),
    CompletionCase("restorectl convert --to b", ["binary"]),
    CompletionCase("restorectl find Fixtures/arch", ["Fixtures/archives"]),
    CompletionCase("restorectl paths --tr", ["--tree"]),
    CompletionCase(
        "restorectl set \(completionArchive) --meta ",
        ["bundle-version", "system-version", "idiom", "timestamp", "ignore-snapshot", "first-responders", "size-class"]),
    CompletionCase("restorectl set \(completionArchive) --meta i", ["idiom", "ignore-snapshot"]),
    // --meta FIELD and --extra take PATH's place: what follows is a value, not an identifier path.
    CompletionCase("restorectl set \(completionArchive) --meta idiom ", []),
    CompletionCase("restorectl get \(completionArchive) --extra ", []),
    CompletionCase("restorectl set \(completionArchive) --extra launchCount ", []),
]

extension Trait where Self == ConditionTrait {
    /// The tests run where `shell` is on PATH, and are skipped with a message elsewhere.
    static func shellInstalled(_ shell: String) -> Self {
        .enabled(if: Shells.find(shell) != nil, "\(shell) is not installed: its completions are not checked")
    }
}

enum Shells {
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// A folder with the completion scripts and `restorectl` on PATH, as an install leaves them.
    static let setup: URL? = {
        guard let folder = try? Tool.temporaryFolder() else { return nil }
        let bin = folder.appendingPathComponent("bin")
        try? FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("restorectl"), withDestinationURL: Tool.executable)
        for (shell, name, driver) in [
            ("bash", "restorectl.bash", bashDriver), ("zsh", "_restorectl", zshDriver), ("fish", "restorectl.fish", ""),
        ] {
            guard let script = try? Tool.run(["completions", shell]).output else { return nil }
            try? script.write(to: folder.appendingPathComponent(name))
            if !driver.isEmpty { try? Data(driver.utf8).write(to: folder.appendingPathComponent("drive." + shell)) }
        }
        return folder
    }()

    /// What the shell offers for `line`, one candidate a line, from the package root.
    static func offers(_ shell: String, _ line: String) throws -> Set<String> {
        // fish gives `candidate<TAB>description` and a slash after folders; zsh the text as it
        // would insert it, brackets quoted.
        Set(
            try output(shell, line).split(separator: "\n").map { candidate in
                var text = String(candidate.split(separator: "\t", omittingEmptySubsequences: false)[0])
                if shell == "zsh" { text = text.replacingOccurrences(of: "\\", with: "") }
                if text.count > 1 && text.hasSuffix("/") && shell == "fish" { text.removeLast() }
                return text
            }.filter { !$0.isEmpty })
    }

    /// What the shell prints for `line`, as it prints it.
    static func output(_ shell: String, _ line: String) throws -> String {
        let folder = try #require(setup)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(find(shell)))
        switch shell {
        case "bash":
            process.arguments = [
                "--norc", "--noprofile", folder.appendingPathComponent("drive.bash").path, folder.path, line,
            ]
        case "zsh": process.arguments = ["-f", folder.appendingPathComponent("drive.zsh").path, folder.path, line]
        default:
            process.arguments = [
                "--no-config", "-c",
                "source \(folder.appendingPathComponent("restorectl.fish").path); complete -C \"$argv[1]\"", line,
            ]
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.currentDirectoryURL = Tool.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Sources the script and calls it as bash does, with the words split as readline splits them
    /// (at blanks, and at each `:` and `=` of COMP_WORDBREAKS).
    static let bashDriver = #"""
        source "$1/restorectl.bash"
        COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
        read -ra blanks <<< "$COMP_LINE"
        [[ "$COMP_LINE" == *" " ]] && blanks+=("")
        COMP_WORDS=()
        for word in "${blanks[@]}"; do
            [[ -z "$word" ]] && COMP_WORDS+=("")
            while [[ -n "$word" ]]; do
                if [[ "$word" == [:=]* ]]; then COMP_WORDS+=("${word:0:1}"); word="${word:1}"
                else part="${word%%[:=]*}"; COMP_WORDS+=("$part"); word="${word#"$part"}"; fi
            done
        done
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _restorectl
        ((${#COMPREPLY[@]})) && printf '%s\n' "${COMPREPLY[@]}"
        exit 0
        """#

    /// Runs an interactive zsh in a pseudo-terminal (zpty) with the completion system loaded,
    /// types the line and Tab, and prints what the completion functions added (a compadd hook).
    static let zshDriver = #"""
        zmodload zsh/zpty || exit 2
        zpty z zsh -f -i
        zpty -w z "PROMPT=''; zmodload zsh/zutil; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D; bindkey '^I' complete-word"
        zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi; local -a __hits __p; builtin compadd -A __hits \"\$@\"; zparseopts -E p:=__p; (( \$#__hits )) && print -rl -- '<<<' \${__p[2]}\$^__hits '>>>' }"
        zpty -w z "print READY"
        while zpty -r z line; do [[ $line == READY* ]] && break; done
        zpty -n -w z "$2"$'\t'
        out=""
        while zpty -r -t z line 2>/dev/null || { sleep 0.5; zpty -r -t z line; }; do out+="$line"; done
        zpty -d z
        out=${out//$'\r'/}
        while [[ $out == *'<<<'* ]]; do
            out=${out#*'<<<'$'\n'}
            print -r -- "${out%%'>>>'*}"
            out=${out#*'>>>'}
        done
        """#
}

@Test(.shellInstalled("bash"), arguments: completionCases)
func bashCompletes(_ row: CompletionCase) throws {
    #expect(try Shells.offers("bash", row.line) == row.bashOffers ?? row.offers, "line \(row.line_)")
}

@Test(.shellInstalled("zsh"), arguments: completionCases)
func zshCompletes(_ row: CompletionCase) throws {
    #expect(try Shells.offers("zsh", row.line) == row.offers, "line \(row.line_)")
}

@Test(.shellInstalled("fish"), arguments: completionCases)
func fishCompletes(_ row: CompletionCase) throws {
    #expect(try Shells.offers("fish", row.line) == row.offers, "line \(row.line_)")
}

/// fish shows a candidate's description beside it: an option's once, beside the option, and not
/// again beside each of its values (choices, identifier paths).
@Test(.shellInstalled("fish"))
func fishShowsAnOptionsDescriptionOnlyBesideTheOption() throws {
    let help = "Output as text (default), JSON (the shape docs/cli.md documents) or an XML plist of the same content."
    #expect(try Shells.output("fish", "restorectl dump --for") == "--format\t\(help)\n")
    for line in [
        "restorectl dump --format ", "restorectl set \(completionArchive) --meta ",
        "restorectl dump \(completionArchive) --path Tab",
    ] {
        let candidates = try Shells.output("fish", line).split(separator: "\n")
        #expect(!candidates.isEmpty, "\(line)")
        #expect(candidates.allSatisfy { !$0.contains("\t") }, "\(line): \(candidates)")
    }
}
