#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import RestoreKit

/// How text output looks: colour for structure (paths, classes, types) and values cut to the
/// terminal's width, both only when standard output is a terminal, and colour never when
/// `NO_COLOR` is set or `TERM` is `dumb`; `--color=always|never|auto`, `--no-color` and
/// `--no-cut` override.
///
/// Only values are ever cut: a renderer marks them as it builds a line (`value`), and `fit` shortens
/// the marked parts of a line, last first, leaving file names, identifier paths, class names,
/// rule ids and messages whole (a line with nothing to cut is left to the terminal to wrap).
struct TextStyle: Sendable {
    var colour: Bool
    /// Columns a line may take before its values are cut; nil leaves lines whole (output is not
    /// a terminal, or `--no-cut`).
    var width: Int?

    static let plain = TextStyle(colour: false, width: nil)

    /// The style for standard output under the given `--color` choice and `--no-cut`.
    static func forStandardOutput(colorChoice: ColorChoice?, cutting: Bool = true) -> TextStyle {
        let terminal = isTerminal(1)
        // A dumb terminal (Emacs's shell, some CI logs) shows escape codes as text.
        let noColor = environmentValue("NO_COLOR") != nil || environmentValue("TERM") == "dumb"
        let colour: Bool
        switch colorChoice {
        case .always?: colour = true
        case .never?: colour = false
        default: colour = terminal && !noColor
        }
        return TextStyle(colour: colour, width: terminal && cutting ? terminalWidth() : nil)
    }

    /// The width to lay text out in: `COLUMNS` when it is a positive number, else the width of
    /// the terminal on standard output, else 80.
    static func terminalWidth() -> Int {
        if let columns = environmentValue("COLUMNS").flatMap({ Int($0) }), columns > 0 { return columns }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// `text` in the colour `code` (one of `colourCodes`) when colour is on, with the characters a
    /// terminal acts on escaped first, since what is painted comes from a file: a colour code of
    /// its own would pass as restorectl's. Without colour, the line's escaping on its way out
    /// (`Console.textKept`) does that.
    func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[" + code + "m" + TerminalText.escaped(text) + "\u{1B}[0m" : text
    }

    /// The SGR codes `paint` writes: bold cyan, yellow, green, red, bold, and the reset. Output
    /// keeps these colour sequences and escapes every other (`TerminalText`).
    static let colourCodes: Set<String> = ["1;36", "33", "32", "31", "1", "0"]

    /// An identifier path or a reference target: bold cyan.
    func path(_ text: String) -> String { paint(text, "1;36") }
    /// A class name: yellow, a Swift class's demangled (`Mail.MessageViewController`, not
    /// `_TtC4Mail21MessageViewController`).
    func className(_ text: String) -> String { paint(SwiftClassName.demangled(text) ?? text, "33") }
    /// A value's type: green.
    func type(_ text: String) -> String { paint(text, "32") }
    /// A problem: red.
    func problem(_ text: String) -> String { paint(text, "31") }
    /// A heading: bold.
    func heading(_ text: String) -> String { paint(text, "1") }

    /// Where a part `fit` may cut starts and ends: SO and SI, control characters that rendered
    /// text never holds (values escape them), removed again by `fit`.
    static let cutStart: Character = "\u{0E}"
    static let cutEnd: Character = "\u{0F}"

    /// `text` marked as a value `fit` may cut; unchanged when lines are left whole.
    func value(_ text: String) -> String {
        width == nil || text.isEmpty ? text : String(Self.cutStart) + text + String(Self.cutEnd)
    }

    /// `line` with its marked values cut (last first, each ending in `…`) until it fits the
    /// width; markers removed. Colour codes take no columns.
    func fit(_ line: String) -> String {
        // Without a width (piped output, --no-cut) `value` marks nothing: nothing to look for.
        // Splitting every line into characters here was half of a small text dump's instructions.
        guard width != nil else { return line }
        var parts: [(text: String, cuttable: Bool)] = []
        var current = ""
        for character in line {
            if character == Self.cutStart || character == Self.cutEnd {
                parts.append((current, character == Self.cutEnd))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append((current, false))
        guard let width, width > 1, parts.contains(where: \.cuttable) else {
            return parts.map(\.text).joinedText(separator: "")
        }
        var excess = parts.reduce(0) { $0 + TextLayout.width($1.text) } - width
        for index in parts.indices.reversed() where excess > 0 && parts[index].cuttable {
            let partWidth = TextLayout.width(parts[index].text)
            guard partWidth > 1 else { continue }
            // Cut here, never silently: the marker shows that the value goes on.
            let keep = max(0, partWidth - excess - 1)
            parts[index].text = prefix(parts[index].text, columns: keep) + "…"
            excess -= partWidth - keep - 1
        }
        return parts.map(\.text).joinedText(separator: "")
    }

    /// The first `columns` columns of `text`, its colour codes kept and closed.
    func prefix(_ text: String, columns: Int) -> String {
        var result = ""
        var used = 0
        var inEscape = false
        for character in text {
            if inEscape || character == "\u{1B}" {
                result.append(character)
                inEscape = character != "m"
                continue
            }
            let characterWidth = TextLayout.width(of: character)
            if used + characterWidth > columns { break }
            result.append(character)
            used += characterWidth
        }
        return result + (colour && text.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }
}

/// Seconds on a clock that only goes forward.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// `--color WHEN`.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
