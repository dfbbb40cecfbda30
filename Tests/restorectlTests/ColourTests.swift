import Foundation
import Testing
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pseudo-terminal: what restorectl's standard output is when a person runs it in a terminal.
struct PseudoTerminal {
    let primary: Int32
    let secondary: Int32
    /// The secondary side's name (`/dev/pts/3`, `/dev/ttys004`).
    let path: String

    /// Opens one, or returns nil where the system has none to give (a sandbox, say).
    init?() {
        // NSLock.withLock is newer than macOS 13.
        Self.openingLock.lock()
        let opened = Self.openPrimary()
        Self.openingLock.unlock()
        guard let (primary, name) = opened else { return nil }
        let secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            close(primary)
            return nil
        }
        self.primary = primary
        self.secondary = secondary
        self.path = name
    }

    /// ptsname returns a static buffer: one terminal is opened at a time, whichever test asks.
    private static let openingLock = NSLock()

    /// The primary side and the secondary's path.
    static func openPrimary() -> (Int32, String)? {
        #if canImport(Darwin)
            let (openPrimary, grant, unlock, name) = (posix_openpt, grantpt, unlockpt, ptsname)
        #else
            // Glibc's and Musl's modules leave these out (they need _XOPEN_SOURCE); the C library has them.
            let library = dlopen(nil, RTLD_NOW)
            func symbol<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(library, name).map { unsafeBitCast($0, to: type) }
            }
            typealias Call = @convention(c) (Int32) -> Int32
            guard let openPrimary = symbol("posix_openpt", as: Call.self), let grant = symbol("grantpt", as: Call.self),
                let unlock = symbol("unlockpt", as: Call.self),
                let name = symbol("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
            else { return nil }
        #endif
        let primary = openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0 else { return nil }
        guard grant(primary) == 0, unlock(primary) == 0, let path = name(primary) else {
            close(primary)
            return nil
        }
        return (primary, String(cString: path))
    }

    /// Runs restorectl with this terminal as standard output and returns what it showed. The
    /// output must fit the terminal's buffer (a few KiB), as nothing reads it while it runs.
    func run(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:]) throws -> (
        status: Int32, shown: String, error: String
    ) {
        let result = try Tool.run(
            arguments, input: input, environment: environment,
            standardOutput: FileHandle(fileDescriptor: secondary, closeOnDealloc: false))
        return (result.status, shown(), result.error)
    }

    /// Closes the terminal and returns what was written to it.
    func shown() -> String {
        close(secondary)
        var shown: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // Once the last secondary descriptor is closed, Linux answers EIO and Darwin 0 after the
        // buffered output.
        while true {
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            shown += buffer[0..<count]
        }
        close(primary)
        return String(decoding: shown, as: UTF8.self)
    }
}

struct ColourCase: Sendable, CustomTestStringConvertible {
    let options: [String]
    /// NO_COLOR's value; empty counts as unset (no-color.org), so a NO_COLOR the tests inherit
    /// cannot decide the case.
    let noColor: String
    /// TERM's value, given so that a TERM the tests inherit cannot decide the case either.
    var term = "xterm-256color"
    let onTerminal: Bool
    let coloured: Bool
    var testDescription: String {
        "\(onTerminal ? "terminal" : "pipe") NO_COLOR=\(noColor.isEmpty ? "(empty)" : noColor) TERM=\(term) \(options.joined(separator: " "))"
    }
}

let colourCases = [
    ColourCase(options: [], noColor: "", onTerminal: true, coloured: true),
    ColourCase(options: [], noColor: "1", onTerminal: true, coloured: false),
    ColourCase(options: ["--color=always"], noColor: "1", onTerminal: true, coloured: true),
    ColourCase(options: ["--color=auto"], noColor: "", onTerminal: true, coloured: true),
    ColourCase(options: ["--color=never"], noColor: "", onTerminal: true, coloured: false),
    ColourCase(options: ["--no-color"], noColor: "", onTerminal: true, coloured: false),
    ColourCase(options: [], noColor: "", onTerminal: false, coloured: false),
    ColourCase(options: ["--color=always"], noColor: "", onTerminal: false, coloured: true),
    ColourCase(options: ["--color=always"], noColor: "1", onTerminal: false, coloured: true),
    ColourCase(options: [], noColor: "", term: "dumb", onTerminal: true, coloured: false),
    ColourCase(options: ["--color=auto"], noColor: "", term: "dumb", onTerminal: true, coloured: false),
    ColourCase(options: ["--color=always"], noColor: "", term: "dumb", onTerminal: true, coloured: true),
]

// One at a time: ptsname returns a static buffer.
@Test("colour on a terminal only, never with NO_COLOR, as --color says", .serialized, arguments: colourCases)
func colourFollowsTheTerminalAndNoColor(_ row: ColourCase) throws {
    let arguments = ["get"] + row.options + [Tool.fixture("rules/clean/data.data"), "Root"]
    let environment = ["NO_COLOR": row.noColor, "TERM": row.term]
    let shown: String
    if row.onTerminal {
        guard let terminal = PseudoTerminal() else {
            print("skipped: no pseudo-terminal on this system")
            return
        }
        let result = try terminal.run(arguments, environment: environment)
        #expect(result.status == 0)
        shown = result.shown
    } else {
        let result = try Tool.run(arguments, environment: environment)
        #expect(result.status == 0)
        shown = result.text
    }
    #expect(shown.contains("\u{1B}[1;36mRoot/:[0]:/List\u{1B}[0m") == row.coloured, "\(shown.debugDescription)")
    #expect(shown.contains("\u{1B}[") == row.coloured)
    #expect(shown.contains("kUIViewControllerChildrenKey"))
}
