import RestoreKit

/// Writing a view's output to standard output, for every command that shows one.
enum WrittenOutput {
    /// Writes a document in `format` (JSON, or an XML plist of it) by its writer in
    /// `DocumentWriters`; a document the format cannot hold is reported and its status returned.
    static func emit(_ document: JSONValue, format: OutputFormat, _ console: inout Console) -> ExitStatus {
        let writer = DocumentWriters.writer(for: format)
        do {
            console.write(try writer.bytes(document))
        } catch {
            return console.report(error, "cannot write as \(writer.name): \(error)")
        }
        return .success
    }

    /// Writes text lines to standard output, cut to the terminal's width when it is one, and
    /// escaped as `Console.writeText` escapes (`TextWriter`).
    static func emit(lines: [String], _ console: inout Console) {
        console.write(TextWriter(console).bytes(lines))
    }
}
