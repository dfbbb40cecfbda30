import RestoreKit

/// `explain`: the dry runs of one saved state or of each below a folder, as lines
/// (`ExplainTextRenderer`) or as their documents.
struct ExplainView: CommandView {
    /// Each saved state's dry run, with its name.
    let explained: [(dryRun: DryRun, name: String)]
    /// The build's name, when `--app` gave one.
    let app: String?
    /// Whether a folder of saved states was explained: its document is an array of theirs.
    let isFolder: Bool

    /// One saved state's document; a folder's, an array of them, however many it holds.
    func document() -> JSONValue {
        let documents = explained.map { $0.dryRun.json(file: $0.name, app: app) }
        return isFolder ? .array(documents) : documents.first ?? .array([])
    }

    /// Each saved state's lines begin with its header line, which names it; a blank line between two.
    func lines(style: TextStyle) -> [String] {
        Array(explained.map { ExplainTextRenderer.lines($0.dryRun, name: $0.name, app: app) }.joined(separator: [""]))
    }
}
