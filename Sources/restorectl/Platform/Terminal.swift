#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import RestoreKit

/// How text output looks: colour for structure (paths, classes, types) and lines cut to the
/// terminal's width, both only when standard output is a terminal, and colour never when
/// `NO_COLOR` is set; `--color=always|never|auto` and `--no-color` override.
struct TextStyle: Sendable {
    var colour: Bool
    /// Lines longer than this are cut with `…`; nil leaves them whole (output is not a terminal).
    var width: Int?

    static let plain = TextStyle(colour: false, width: nil)

    /// The style for standard output under the given `--color` choice.
    static func forStandardOutput(colorChoice: String?) -> TextStyle {
        let terminal = isTerminal(1)
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let colour: Bool
        switch colorChoice {
        case "always": colour = true
        case "never": colour = false
        default: colour = terminal && !noColor
        }
        return TextStyle(colour: colour, width: terminal ? terminalWidth() : nil)
    }

    /// The width of the terminal on standard output, or 80.
    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
    }

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

    /// `line` cut to the width with `…` when it is longer; colour codes do not count.
    func fit(_ line: String) -> String {
        guard let width, width > 1, line.count > width else { return line }
        var escaping = false
        let length = line.reduce(0) { count, character in
            if escaping { if character == "m" { escaping = false }; return count }
            if character == "\u{1B}" { escaping = true; return count }
            return count + 1
        }
        guard length > width else { return line }
        var visible = 0
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if character == "m" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                result.append(character)
                continue
            }
            if visible == width - 1 {
                // Cut here, never silently: the marker shows that the line goes on.
                return result + "…" + (colour ? "\u{1B}[0m" : "")
            }
            result.append(character)
            visible += 1
        }
        return result
    }
}

/// Seconds on a clock that only goes forward.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
