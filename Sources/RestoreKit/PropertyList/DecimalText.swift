/// Calls `body` with the decimal digits of `value`, made without a String for the usual 64-bit
/// values (the writers print one per integer).
func withDecimalDigits<Result>(_ value: Int128, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    guard let small = Int64(exactly: value) else {
        var text = String(value)
        return text.withUTF8(body)
    }
    var magnitude = small.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    return withUnsafeMutableBytes(of: &digits) { scratch in
        var start = 24
        repeat {
            start -= 1
            scratch[start] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
            magnitude /= 10
        } while magnitude > 0
        if small < 0 {
            start -= 1
            scratch[start] = UInt8(ascii: "-")
        }
        return body(UnsafeBufferPointer(rebasing: scratch.bindMemory(to: UInt8.self)[start...]))
    }
}
