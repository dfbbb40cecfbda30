import RestoreKit

/// The output formats of `--format`; each command offers the ones it can write. A struct rather
/// than an enum, so that a format is declared with its writer: a new document format is its
/// writer's file (`extension OutputFormat { static let yaml = ... }` beside the writer) and its
/// line in `DocumentWriters.writers`.
struct OutputFormat: RawRepresentable, Hashable, Sendable, CaseIterable {
    /// Its name in `--format NAME`.
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }

    static let text = OutputFormat(rawValue: "text")
    static let json = OutputFormat(rawValue: "json")
    static let xml = OutputFormat(rawValue: "xml")
    static let junit = OutputFormat(rawValue: "junit")
    static let sarif = OutputFormat(rawValue: "sarif")
    static let github = OutputFormat(rawValue: "github")
    static let xcode = OutputFormat(rawValue: "xcode")

    /// Every format some command writes: text, the documents, validate's reports, timeline's rows.
    static var allCases: [OutputFormat] {
        var cases = [text]
        for format in DocumentWriters.formats + ValidationReporters.formats + TimelineWriters.formats
        where !cases.contains(format) {
            cases.append(format)
        }
        return cases
    }

    /// A format a document writer serves (JSON, an XML property list of the same document):
    /// whatever `DocumentWriters` lists.
    var isDocument: Bool { DocumentWriters.formats.contains(self) }

    /// `--format` of a command that shows a view: text, or any document format, the help composed
    /// from the writers' summaries after `text` (what the text is, with "(default)") and
    /// `document` (what the document is, when it says more than the format's name), when help
    /// asks for it.
    static func viewOption(text: String, document: String? = nil) -> TypedOption<OutputFormat> {
        option([.text] + DocumentWriters.formats, help: viewHelp(text: text, document: document))
    }

    /// `Output as text (default), JSON (the shape docs/cli.md documents) or an XML plist of the same content.`
    static func viewHelp(text: String, document: String?) -> String {
        var help = text + ", " + (document.map { $0 + " as " } ?? "")
        let writers = DocumentWriters.writers
        for (index, writer) in writers.enumerated() {
            if index > 0 { help += index == writers.count - 1 ? " or " : ", " }
            help += writer.summary
        }
        return help + "."
    }

    /// `--format`, offering `cases`; the help says what each command writes in them, made when
    /// help asks for it.
    static func option(_ cases: [OutputFormat], help: @autoclosure @escaping @Sendable () -> String)
        -> TypedOption<OutputFormat>
    {
        TypedOption("--format", placeholder: "FORMAT", cases: cases, help: help())
    }
}
/// `--format` of the commands whose view is text or a document and says no more of either.
enum ViewFormat {
    static let option = OutputFormat.viewOption(text: "Output as text (default)")
}
