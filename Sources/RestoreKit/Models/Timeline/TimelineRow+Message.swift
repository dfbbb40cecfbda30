/// The one sentence a row says, shared by the text table and every document (Timesketch's
/// `message`): the app, what the fact is, and where (window or scene).
extension TimelineRow {
    /// `com.apple.TextEdit: document /Users/alice/Invoice.rtf (bookmark), window 3`.
    package var message: String {
        var sentence = provenance.app + ": " + what
        if let window { sentence += ", window \(window)" }
        if let scene { sentence += ", scene " + scene }
        return sentence
    }

    /// What the fact is, with its value where the value is short and no content left out.
    var what: String {
        let shown = value ?? "(content left out)"
        switch kind {
        case .windowTitle: return "window title " + quoted(shown)
        case .windowSnapshot: return "window snapshot " + shown
        case .record: return "record " + shown + (newest == false ? " (an older one)" : "")
        case .undecryptableRecord: return "undecryptable record: " + shown
        case .document: return "document " + shown
        case .bookmark:
            return "document " + shown + " (bookmark" + (volume.map { ", volume " + quoted($0) } ?? "") + ")"
        case .url: return "URL " + shown + at
        case .date: return "date " + shown + at
        case .terminalDirectory: return "Terminal working directory " + shown
        case .terminalScrollback:
            return "Terminal scrollback of \(valueLength ?? 0) characters" + (value == nil ? " (content left out)" : "")
        case .terminalTitle: return "Terminal tab title " + quoted(shown)
        case .archiveSaved: return "state restoration archive saved (" + shown + ")"
        case .sceneSession: return "scene session (" + shown + ")"
        case .sceneActivity: return "scene activity " + shown
        case .sceneTitle: return "scene title " + quoted(shown)
        case .sceneStorage:
            return "@SceneStorage " + quoted(key ?? "") + (value.map { " = " + $0 } ?? " (content left out)")
        case .unreadable: return "unreadable " + (key.map { $0 + " of " } ?? "") + source + ": " + shown
        }
    }

    /// ` at KEY`, where the key is known.
    private var at: String { key.map { " at " + $0 } ?? "" }

    private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
