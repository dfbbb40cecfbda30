/// The output formats of `--format`; each command offers the ones it can write.
enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, xml, junit, sarif, github, xcode

    /// A format a document writer serves (JSON, an XML property list of the same document):
    /// whatever `DocumentWriters` lists.
    var isDocument: Bool { DocumentWriters.writers.contains { $0.format == self } }

    /// `--format`, offering `cases`; the help says what each command writes in them.
    static func option(_ cases: [OutputFormat], help: String) -> TypedOption<OutputFormat> {
        TypedOption("--format", placeholder: "FORMAT", cases: cases, help: help)
    }
}

/// `--color WHEN`.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
