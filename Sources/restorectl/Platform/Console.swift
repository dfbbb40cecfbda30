/// Standard output and standard error, buffered, written with `write(2)`.
///
/// Output is collected in a buffer and flushed in large writes; errors go straight out, one line
/// each, as `restorectl: FILE: message`.
struct Console {
    private var outputBuffer: [UInt8] = []
    /// Whether standard output is a terminal (for colour and progress in later commands).
    let outputIsTerminal: Bool = isTerminal(1)
    /// Colour and width for text output, set once the command line is parsed.
    var style = TextStyle.plain

    init() {
        outputBuffer.reserveCapacity(1 << 16)
    }

    /// Appends bytes to standard output, flushing when the buffer is large.
    mutating func write(_ bytes: [UInt8]) {
        if bytes.count >= 1 << 16 {
            flush()
            Self.writeAll(bytes, to: 1)
            return
        }
        outputBuffer.append(contentsOf: bytes)
        if outputBuffer.count >= 1 << 16 { flush() }
    }

    /// Appends text to standard output.
    mutating func print(_ text: String) {
        write(Array((text + "\n").utf8))
    }

    /// Writes `restorectl: SUBJECT: message` to standard error.
    mutating func error(_ message: String, subject: String? = nil) {
        flush()
        let line = "restorectl: " + (subject.map { $0 + ": " } ?? "") + message + "\n"
        Self.writeAll(Array(line.utf8), to: 2)
    }

    mutating func flush() {
        guard !outputBuffer.isEmpty else { return }
        Self.writeAll(outputBuffer, to: 1)
        outputBuffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying short writes; a closed pipe ends the output quietly.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        _ = writeFully(descriptor, bytes)
    }
}
