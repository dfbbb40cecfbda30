/// The output formats of `--format`; each command offers the ones it can write.
enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, xml, junit, sarif, github, xcode

    /// JSON, or an XML property list of the same document.
    var isDocument: Bool { self == .json || self == .xml }

    /// `--format`, offering `cases`; the help says what each command writes in them.
    static func option(_ cases: [OutputFormat], help: String) -> TypedOption<OutputFormat> {
        TypedOption("--format", placeholder: "FORMAT", cases: cases, help: help)
    }
}

/// `--color WHEN`.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
