import RestoreKit

/// What a command found, as it can be shown: its text lines and its document, made only when the
/// runner asks for one of them (`OutputWriters`, by `--format`). A view's text and its document
/// live beside each other, in one file per view.
protocol CommandView {
    /// The text, one element a line, laid out for `style` and written by `TextWriter`.
    func lines(style: TextStyle) throws(CommandFailure) -> [String]
    /// The document every document writer (JSON, XML) writes.
    func document() throws(CommandFailure) -> JSONValue
    /// Whether its lines are values for a script (`get`'s bare value): written whole, with every
    /// character a terminal acts on escaped, tabs included, as `Console.print` writes.
    var isPlainText: Bool { get }
}

extension CommandView {
    var isPlainText: Bool { false }
}

/// What a command gives back to the runner: what it shows on standard output, and how it ends
/// when that is written (`verdict`: success, or findings).
struct CommandResult {
    /// What is shown on standard output.
    enum Shown {
        /// Nothing: the command's work was a file it wrote, or a status alone.
        case nothing
        /// A view, written as text or as a document by `--format`.
        case view(any CommandView)
        /// `validate`'s run, written by the reporter of its `--format`.
        case validation(ValidationRun, quiet: Bool)
        /// Findings of a run that have a view too (`breaking-changes`): the view in text and the
        /// document formats, the run by the reporter of any other `--format`.
        case findings(any CommandView, run: ValidationRun, quiet: Bool)
        /// A timeline: the view in text and the document formats, its rows by the writer of any
        /// other `--format` (`TimelineWriters`: jsonl, csv, tsv).
        case timeline(TimelineView)
        /// Text lines of a command without `--format`, written as a view's text is.
        case lines([String])
        /// Lines for a script to read (a bare value, a confirmation), written with every character
        /// a terminal acts on escaped, as `Console.print` writes them.
        case plain([String])
        /// Bytes already in their final form (help, a manual page, a completion script).
        case bytes([UInt8])
    }

    var shown: Shown
    var verdict: ExitStatus
    /// What the command says on standard error without having ended (an input it left out, a
    /// warning), said before what it shows; the exit status is the worse of theirs and `verdict`.
    var diagnostics: [CommandFailure]

    init(_ shown: Shown, verdict: ExitStatus = .success, diagnostics: [CommandFailure] = []) {
        self.shown = shown
        self.verdict = verdict
        self.diagnostics = diagnostics
    }

    /// A view, and the verdict the command reached.
    init(_ view: some CommandView, verdict: ExitStatus = .success, diagnostics: [CommandFailure] = []) {
        self.init(.view(view), verdict: verdict, diagnostics: diagnostics)
    }

    /// Nothing shown: success, or the verdict given.
    static func nothing(_ verdict: ExitStatus = .success, diagnostics: [CommandFailure] = []) -> CommandResult {
        CommandResult(.nothing, verdict: verdict, diagnostics: diagnostics)
    }
}
