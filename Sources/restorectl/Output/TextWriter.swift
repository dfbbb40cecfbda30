/// Text lines as a terminal or a pipe receives them: each cut to the terminal's width when it is
/// one (`TextStyle.fit`, which cuts only what a renderer marked as a value), with the characters
/// a terminal acts on escaped but for `kept` (`TerminalText`), and a line feed after each.
struct TextWriter {
    var style: TextStyle
    var kept: TerminalText.Kept

    func bytes(_ lines: [String]) -> [UInt8] {
        var bytes = [UInt8]()
        // Each element is one line: a line feed inside one came from a file, and kept raw it
        // would start a line of the file's making (a fake finding, a fake diff section).
        let keptInLine = kept.subtracting(.newlines)
        for line in lines {
            bytes.append(contentsOf: TerminalText.escaped(style.fit(line), keeping: keptInLine).utf8)
            bytes.append(0x0A)
        }
        return bytes
    }
}

extension TextWriter {
    /// The writer for what `console` writes: its style and what its text output keeps.
    init(_ console: Console) {
        self.init(style: console.style, kept: console.textKept)
    }
}
