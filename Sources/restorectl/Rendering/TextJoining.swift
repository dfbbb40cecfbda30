extension Array where Element == String {
    /// The elements with `separator` between them, as `joined(separator:)` gives them. The
    /// standard library's generic version looks up the array's Collection conformance at run
    /// time on first use, a scan of every conformance record in the executable that cost a text
    /// `dump` 80,000 instructions (valgrind --tool=callgrind), a twentieth of the whole run. The
    /// text renderers use this; error messages and help text keep `joined`.
    func joinedText(separator: String) -> String {
        var text = ""
        for (position, element) in enumerated() {
            if position > 0 { text += separator }
            text += element
        }
        return text
    }
}
