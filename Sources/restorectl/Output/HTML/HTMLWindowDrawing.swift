import RestoreKit

/// A macOS saved state's windows drawn at their saved frames, on the screen they were saved on:
/// an inline SVG, no script. AppKit's `NSWindowFrame` string is the window's frame then its
/// screen's (`x y width height screenX screenY screenWidth screenHeight`, origin bottom left), as
/// `AppKitWindow.frame` gives it; a window without one is left out.
struct HTMLWindowDrawing {
    /// One window's rectangle, in the screen's coordinates with the origin top left.
    struct Placed {
        let title: String
        let x, y, width, height: Double
    }

    /// Writes the drawing of `windows`, or nothing when no window has a frame that reads as eight numbers.
    func write(_ windows: [AppKitWindow], into out: inout HTMLOutput) {
        var screen: (width: Double, height: Double)?
        var placed: [Placed] = []
        for window in windows {
            guard let numbers = window.frame.map(Self.numbers), numbers.count >= 8,
                numbers[6] > 0, numbers[7] > 0, numbers[2] > 0, numbers[3] > 0
            else { continue }
            screen = screen ?? (numbers[6], numbers[7])
            // Relative to the screen's origin, flipped: SVG's y grows downwards.
            let y = numbers[7] - (numbers[1] - numbers[5]) - numbers[3]
            let x = numbers[0] - numbers[4]
            // Numbers near Double's limits overflow to infinity (or NaN) once added up: no frame.
            guard [x, y, x + 12, y + 36, numbers[2], numbers[3]].allSatisfy(\.isFinite) else { continue }
            placed.append(Placed(title: window.title ?? "untitled", x: x, y: y, width: numbers[2], height: numbers[3]))
        }
        guard let screen, !placed.isEmpty else { return }
        out.markup(
            "<figure class=\"screen\"><svg viewBox=\"0 0 \(Self.number(screen.width)) \(Self.number(screen.height))\" role=\"img\" aria-label=\"windows at their saved frames\">"
        )
        out.markup(
            "<rect class=\"display\" x=\"0\" y=\"0\" width=\"\(Self.number(screen.width))\" height=\"\(Self.number(screen.height))\"/>"
        )
        for window in placed {
            out.markup(
                "<rect class=\"frame\" x=\"\(Self.number(window.x))\" y=\"\(Self.number(window.y))\" width=\"\(Self.number(window.width))\" height=\"\(Self.number(window.height))\"/>"
            )
            out.markup("<text x=\"\(Self.number(window.x + 12))\" y=\"\(Self.number(window.y + 36))\">")
            out.text(window.title)
            out.markup("</text>")
        }
        out.markup(
            "</svg><figcaption>windows at their saved frames (NSWindowFrame), on a screen of \(Self.number(screen.width))×\(Self.number(screen.height))</figcaption></figure>"
        )
    }

    /// The numbers of a frame string; anything else in it makes it no frame.
    static func numbers(_ text: String) -> [Double] {
        let fields = text.split(separator: " ")
        let numbers = fields.compactMap { Double($0) }.filter(\.isFinite)
        return numbers.count == fields.count ? numbers : []
    }

    /// A coordinate as SVG takes it: an integer when whole, else two decimals.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
