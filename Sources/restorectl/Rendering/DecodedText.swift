import RestoreKit

/// How the text tree writes an NSAttributedString, NSIndexSet, NSColor or NSFont read from its
/// fields (`DecodedObject`): what follows the class in its type, and the value after `=`, every
/// string from the file escaped as the tree escapes strings.
enum DecodedText {
    /// `, 6 runs` for an attributed string, `, 150 indexes` for an index set, nothing for the others.
    static func count(_ value: DecodedObject) -> String {
        switch value {
        case .attributedString(let string): ", " + ArchiveTextSink.count(string.runs.count, "run")
        case .indexSet(let indexes): ", \(indexes.count) " + (indexes.count == 1 ? "index" : "indexes")
        case .color, .font: ""
        }
    }

    /// The value: a string or font name quoted as a string value is (JSON's escapes, then what a
    /// terminal acts on), a colour or index set as its summary with what a terminal acts on escaped.
    static func shown(_ value: DecodedObject) -> String {
        switch value {
        case .attributedString(let string): ArchiveTextSink.quoted(string.string)
        case .font(let font): ArchiveTextSink.quoted(font.name) + " " + font.sizeText
        case .color, .indexSet: TerminalText.escaped(value.summary)
        }
    }
}
