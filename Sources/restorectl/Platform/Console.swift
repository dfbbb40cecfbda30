#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard output and standard error, buffered, written with `write(2)`.
///
/// Output is collected in a buffer and flushed in large writes; errors go straight out, one line
/// each, as `restorectl: FILE: message`. A failed write to standard output (a full disk, a closed
/// descriptor, an I/O error) is remembered, later output is dropped, and `finish` turns it into
/// exit status 3: a report that was not written must not pass a CI step.
struct Console {
    /// The name errors give standard output.
    static let outputName = "<stdout>"

    private var outputBuffer: [UInt8] = []
    /// The `errno` of the first failed write to standard output.
    private(set) var outputFailure: Int32?
    /// Colour and width for text output, set once the command line is parsed.
    var style = TextStyle.plain

    init() {
        outputBuffer.reserveCapacity(1 << 16)
    }

    /// Appends bytes to standard output, flushing when the buffer is large.
    mutating func write(_ bytes: [UInt8]) {
        guard outputFailure == nil else { return }
        if bytes.count >= 1 << 16 {
            flush()
            writeOutput(bytes)
            return
        }
        outputBuffer.append(contentsOf: bytes)
        if outputBuffer.count >= 1 << 16 { flush() }
    }

    /// Appends a line of text to standard output, with the characters a terminal acts on escaped
    /// (`TerminalText`): what it shows may have come from a file.
    mutating func print(_ text: String) {
        write(Array((TerminalText.escaped(text) + "\n").utf8))
    }

    /// Appends text of one or more lines to standard output, each ending in a line feed, with the
    /// characters a terminal acts on escaped but for `textKept`. JSON, XML and binary output go
    /// through `write` instead.
    mutating func writeText(_ text: String) {
        write(Array(TerminalText.escaped(text, keeping: textKept).utf8))
    }

    /// What text output keeps of the characters a terminal acts on: line feeds, tabs and, when
    /// colour is on, the colour sequences `TextStyle` writes.
    var textKept: TerminalText.Kept { style.colour ? [.newlines, .tabs, .colour] : [.newlines, .tabs] }

    /// Writes `restorectl: SUBJECT: message` to standard error, as one line: the subject (a file
    /// name) and the message (which may quote an archive) have what a terminal acts on escaped.
    mutating func error(_ message: String, subject: String? = nil) {
        flush()
        let line = "restorectl: " + (subject.map { $0 + ": " } ?? "") + message
        Self.writeAll(Array((TerminalText.escaped(line) + "\n").utf8), to: 2)
    }

    /// Writes a line that goes on from the error before it (a list of candidates) to standard
    /// error, escaped as `error` escapes.
    mutating func note(_ line: String) {
        flush()
        Self.writeAll(Array((TerminalText.escaped(line) + "\n").utf8), to: 2)
    }

    /// Writes what is buffered to standard output.
    mutating func flush() {
        guard !outputBuffer.isEmpty else { return }
        writeOutput(outputBuffer)
        outputBuffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, and says whether standard output was written whole; when it was not, after a
    /// message: the program then ends as for an output that cannot be written.
    mutating func finish() -> Bool {
        flush()
        guard let failure = outputFailure else { return true }
        // A reader that went away (`| head`) is no failure of ours: end quietly, as SIGPIPE would.
        if failure == EPIPE { return true }
        error("cannot write: " + systemErrorMessage(failure), subject: Self.outputName)
        return false
    }

    private mutating func writeOutput(_ bytes: [UInt8]) {
        guard outputFailure == nil else { return }
        if !writeFully(1, bytes) { outputFailure = errno == 0 ? EIO : errno }
    }

    /// Writes every byte to standard error or a progress line, retrying short writes; a failure
    /// there has nowhere to be reported.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        _ = writeFully(descriptor, bytes)
    }
}
