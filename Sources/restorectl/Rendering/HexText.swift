/// Bytes as hexadecimal digits for the text renderers, built as bytes: `String(_:radix:)` for each
/// byte, padded and joined as strings, cost one UUID in a text `dump` 40,000 instructions (callgrind).
enum HexText {
    /// Appends the two digits of `byte` to `text`.
    static func append(_ byte: UInt8, uppercase: Bool, to text: inout [UInt8]) {
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        text.append(digits.utf8Start[Int(byte >> 4)])
        text.append(digits.utf8Start[Int(byte & 0x0F)])
    }
}
