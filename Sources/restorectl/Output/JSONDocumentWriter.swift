import RestoreKit

/// A document as JSON text, indented, the shape docs/cli.md documents.
struct JSONDocumentWriter: DocumentWriter {
    var format: OutputFormat { .json }
    var name: String { "JSON" }
    var summary: String { "JSON (the shape docs/cli.md documents)" }

    func bytes(_ document: JSONValue) -> [UInt8] {
        var bytes = [UInt8]()
        document.append(to: &bytes)
        bytes.append(0x0A)
        return bytes
    }
}
