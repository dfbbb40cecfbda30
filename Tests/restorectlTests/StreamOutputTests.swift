import Foundation
import Testing
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `-o` naming a stream rather than a file (`-o /dev/stdout | head`, bash's `-o >(gzip > x.gz)`)
/// writes to it as `-o -` does, and binary output is never written to a terminal.
enum StreamOutput {
    static let plist = Tool.fixture("plist/sample.bplist")
    static let archive = Tool.fixture("rules/clean/data.data")

    /// A command line with its fixtures by file name.
    static func describe(_ arguments: [String]) -> String {
        arguments.map { $0.hasPrefix(Tool.packageRoot.path) ? URL(fileURLWithPath: $0).lastPathComponent : $0 }.joined(
            separator: " ")
    }

    /// A command that writes with `-o`: its arguments before `-o`, and for `create` the command
    /// whose output is its standard input.
    struct Command: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        var inputFrom: [String]? = nil
        var testDescription: String { StreamOutput.describe(arguments) }

        func input() throws -> Data? {
            try inputFrom.map { try Tool.run($0).output }
        }
    }

    static let commands = [
        Command(arguments: ["convert", plist, "--to", "xml"]),
        Command(arguments: ["convert", plist, "--to", "binary"]),
        Command(arguments: ["create", "-"], inputFrom: ["dump", "--format", "json", archive]),
        Command(arguments: ["set", archive, "--meta", "system-version", "18.0"]),
        Command(arguments: ["remove", archive, "Root/:[0]:/List", "selectedRow"]),
    ]
}

/// A stream `-o` names, and how the test reads back what went to it.
enum StreamDestination: String, CaseIterable, Sendable {
    case standardOutputToPipe = "/dev/stdout to a pipe"
    case descriptorOneToPipe = "/dev/fd/1 to a pipe"
    case procSelfToPipe = "/proc/self/fd/1 to a pipe"
    case processSubstitution = "/dev/fd/3 of a pipe (bash's >(...))"
    case standardOutputToSocket = "/dev/stdout to a socket"
    case standardError = "/dev/stderr to a pipe"
    case null = "/dev/null"
    case standardOutputAppendingToFile = "/dev/stdout to a file opened with >>"

    /// Runs `command` with `-o` naming this stream; returns its status, what reached the
    /// stream, and its standard error. Nil where the system has no such name.
    func run(_ command: StreamOutput.Command) throws -> (status: Int32, written: Data, error: String)? {
        let input = try command.input()
        switch self {
        case .standardOutputToPipe, .descriptorOneToPipe, .procSelfToPipe:
            let name = [
                .standardOutputToPipe: "/dev/stdout", .descriptorOneToPipe: "/dev/fd/1",
                .procSelfToPipe: "/proc/self/fd/1",
            ][self]!
            guard FileManager.default.fileExists(atPath: name) else { return nil }
            let result = try Tool.run(command.arguments + ["-o", name], input: input)
            return (result.status, result.output, result.error)
        case .processSubstitution:
            let result = try Tool.run(
                command.arguments + ["-o", "/dev/fd/3"], input: input, shell: "\"$@\" 3>&1 >/dev/null")
            return (result.status, result.output, result.error)
        case .standardOutputToSocket:
            return try Self.runWithSocket(command.arguments + ["-o", "/dev/stdout"], input: input)
        case .standardError:
            let result = try Tool.run(command.arguments + ["-o", "/dev/stderr"], input: input)
            #expect(result.output.isEmpty)
            return (result.status, result.errorOutput, "")
        case .null:
            let result = try Tool.run(command.arguments + ["-o", "/dev/null"], input: input)
            return (result.status, result.output, result.error)
        case .standardOutputAppendingToFile:
            let folder = try Tool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("log")
            try Data("before\n".utf8).write(to: file)
            let result = try Tool.run(
                command.arguments + ["-o", "/dev/stdout"], input: input, environment: ["LOG": file.path],
                shell: "\"$@\" >> \"$LOG\"")
            return (result.status, try Data(contentsOf: file), result.error)
        }
    }

    /// What the stream should hold, given what `-o -` wrote.
    func expected(_ standardOutput: Data) -> Data {
        switch self {
        case .null: Data()
        case .standardOutputAppendingToFile: Data("before\n".utf8) + standardOutput
        default: standardOutput
        }
    }

    /// Runs restorectl with one end of a socket pair as standard output, reading the other end
    /// as it writes.
    private static func runWithSocket(_ arguments: [String], input: Data?) throws -> (
        status: Int32, written: Data, error: String
    ) {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        try #require(socketpair(AF_UNIX, stream, 0, &ends) == 0)
        let reader = SocketReader(descriptor: ends[0])
        let thread = Thread { reader.readToEnd() }
        thread.start()
        let result = try Tool.run(
            arguments, input: input, standardOutput: FileHandle(fileDescriptor: ends[1], closeOnDealloc: false))
        close(ends[1])
        reader.done.wait()
        close(ends[0])
        return (result.status, reader.data, result.error)
    }
}

/// Reads a descriptor to its end on another thread; `done` is signalled after.
private final class SocketReader: @unchecked Sendable {
    let descriptor: Int32
    var data = Data()
    let done = DispatchSemaphore(value: 0)

    init(descriptor: Int32) { self.descriptor = descriptor }

    func readToEnd() {
        data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
        done.signal()
    }
}

@Test("-o naming a stream writes to it as -o - does", arguments: StreamOutput.commands, StreamDestination.allCases)
func outputToAStreamNameIsWrittenThroughIt(_ command: StreamOutput.Command, _ destination: StreamDestination) throws {
    let reference = try Tool.run(command.arguments + ["-o", "-"], input: try command.input())
    try #require(reference.status == 0, "\(reference.error)")
    #expect(!reference.output.isEmpty)
    guard let result = try destination.run(command) else { return }
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    #expect(result.written == destination.expected(reference.output), "\(result.written.count) bytes")
}

@Test func createWritesThroughADescriptorNameButNotThroughALink() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = try Tool.run(["dump", "--format", "json", StreamOutput.archive]).output
    let target = folder.appendingPathComponent("target.data"), link = folder.appendingPathComponent("link.data")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let refused = try Tool.run(["create", "-", "-o", link.path], input: document)
    #expect(refused.status == 3)
    #expect(
        refused.error == "restorectl: \(link.path): is a symbolic link, which this command does not write through\n")
    #expect(!FileManager.default.fileExists(atPath: target.path))
}

@Test func aDescriptorNameThatIsNotOpenIsExitThree() throws {
    let result = try Tool.run(["convert", StreamOutput.plist, "--to", "xml", "-o", "/dev/fd/9"])
    #expect(result.status == 3)
    #expect(result.error == "restorectl: /dev/fd/9: bad file descriptor\n")
}

/// A command line that would write binary output, and where: standard output or `-o` naming the terminal.
struct TerminalCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var inputFrom: [String]? = nil
    /// `-o` names the terminal's device, with standard output a pipe.
    var namesTheTerminal = false
    let refused: Bool
    var testDescription: String { StreamOutput.describe(arguments) + (namesTheTerminal ? " -o TTY" : "") }
}

let terminalCases = [
    TerminalCase(arguments: ["convert", StreamOutput.plist, "--to", "binary"], refused: true),
    TerminalCase(arguments: ["convert", StreamOutput.plist, "--to", "binary", "-o", "-"], refused: true),
    TerminalCase(arguments: ["convert", StreamOutput.plist, "--to", "binary", "-o", "/dev/stdout"], refused: true),
    TerminalCase(arguments: ["convert", StreamOutput.plist, "--to", "binary"], namesTheTerminal: true, refused: true),
    TerminalCase(arguments: ["convert", StreamOutput.plist, "--to", "xml"], refused: false),
    TerminalCase(
        arguments: ["set", StreamOutput.archive, "--meta", "system-version", "18.0", "-o", "-"], refused: true),
    TerminalCase(
        arguments: ["set", StreamOutput.archive, "--meta", "system-version", "18.0"], namesTheTerminal: true,
        refused: true),
    TerminalCase(
        arguments: ["remove", StreamOutput.archive, "Root/:[0]:/List", "selectedRow", "-o", "-"], refused: true),
    TerminalCase(
        arguments: ["remove", StreamOutput.archive, "Root/:[0]:/List", "selectedRow", "-o", "/dev/stdout"],
        refused: true),
    TerminalCase(
        arguments: ["create", "-"], inputFrom: ["dump", "--format", "json", StreamOutput.archive], refused: true),
    TerminalCase(
        arguments: ["create", "-"], inputFrom: ["dump", "--format", "json", StreamOutput.archive],
        namesTheTerminal: true, refused: true),
]

@Test("binary output is refused on a terminal, by every command", arguments: terminalCases)
func binaryOutputIsRefusedOnATerminal(_ row: TerminalCase) throws {
    guard let terminal = PseudoTerminal() else {
        print("skipped: no pseudo-terminal on this system")
        return
    }
    let input = try row.inputFrom.map { try Tool.run($0).output }
    let status: Int32, shown: String, error: String
    if row.namesTheTerminal {
        let result = try Tool.run(row.arguments + ["-o", terminal.path], input: input)
        (status, shown, error) = (result.status, terminal.shown(), result.error)
        #expect(result.output.isEmpty)
    } else {
        (status, shown, error) = try terminal.run(row.arguments, input: input)
    }
    if row.refused {
        let command = row.arguments[0]
        let name =
            row.namesTheTerminal ? terminal.path : row.arguments.last == "/dev/stdout" ? "/dev/stdout" : "<stdout>"
        #expect(status == 2)
        #expect(
            error
                == "restorectl: \(name): is a terminal, which binary output is not written to; use -o FILE or a pipe (see restorectl help \(command))\n"
        )
        #expect(shown.isEmpty)
    } else {
        #expect(status == 0, "\(error)")
        #expect(shown.contains("<plist version=\"1.0\">"))
    }
}
