/// Calls `body` with the decimal digits of `value`, made without a String (the writers print one
/// per integer). A 128-bit magnitude has at most 39 digits; with a sign, 40 bytes of scratch.
func withDecimalDigits<Result>(_ value: PropertyListInteger, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var magnitude = value.magnitudeHalves
    var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    return withUnsafeMutableBytes(of: &scratch) { scratch in
        var start = 40
        repeat {
            // Divides the 128-bit magnitude by 10^19 and writes the remainder's 19 digits (fewer
            // for the last, most significant chunk).
            let divisor: UInt64 = 10_000_000_000_000_000_000
            let highQuotient = magnitude.high / divisor
            let (lowQuotient, remainder) = divisor.dividingFullWidth((magnitude.high % divisor, magnitude.low))
            magnitude = (highQuotient, lowQuotient)
            var chunk = remainder
            var written = 0
            repeat {
                start -= 1
                scratch[start] = UInt8(truncatingIfNeeded: chunk % 10) + 0x30
                chunk /= 10
                written += 1
            } while chunk > 0 || (written < 19 && (magnitude.high | magnitude.low) != 0)
        } while (magnitude.high | magnitude.low) != 0
        if value.isNegative {
            start -= 1
            scratch[start] = UInt8(ascii: "-")
        }
        return body(UnsafeBufferPointer(rebasing: scratch.bindMemory(to: UInt8.self)[start...]))
    }
}

extension PropertyListInteger {
    /// The absolute value as unsigned halves; the magnitude of the most negative value, 2^127, fits.
    var magnitudeHalves: (high: UInt64, low: UInt64) {
        guard isNegative else { return (UInt64(bitPattern: high), low) }
        // Two's-complement negation: invert both halves and add one, carrying into the high half.
        let (low, carry) = (~low).addingReportingOverflow(1)
        return (~UInt64(bitPattern: high) &+ (carry ? 1 : 0), low)
    }

    /// Parses an optional sign, then decimal digits or hexadecimal after `0x`, as CoreFoundation
    /// and plistlib read `<integer>`; nil when the text is not such a number or is out of the
    /// signed 128-bit range.
    init?(parsing text: Substring) {
        var digits = text.utf8[...]
        var negative = false
        if digits.first == UInt8(ascii: "-") {
            negative = true; digits = digits.dropFirst()
        } else if digits.first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        var radix: UInt64 = 10
        if digits.count >= 2, digits.first == UInt8(ascii: "0"),
            digits.dropFirst().first.map({ $0 | 0x20 == UInt8(ascii: "x") }) == true
        {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        for byte in digits {
            guard let digit = hexadecimalDigit(byte).map(UInt64.init), digit < radix else { return nil }
            // (high, low) = (high, low) * radix + digit, refusing a magnitude beyond 128 bits.
            let (lowCarry, lowProduct) = low.multipliedFullWidth(by: radix)
            let (highProduct, highOverflow) = high.multipliedReportingOverflow(by: radix)
            let (newHigh, carryOverflow) = highProduct.addingReportingOverflow(lowCarry)
            let (newLow, digitCarry) = lowProduct.addingReportingOverflow(digit)
            let (finalHigh, digitOverflow) = newHigh.addingReportingOverflow(digitCarry ? 1 : 0)
            guard !highOverflow, !carryOverflow, !digitOverflow else { return nil }
            (high, low) = (finalHigh, newLow)
        }
        let limit: UInt64 = 1 << 63
        if negative {
            // 2^127 is the largest magnitude a negative value may have.
            guard high < limit || (high == limit && low == 0) else { return nil }
            let (negatedLow, carry) = (~low).addingReportingOverflow(1)
            self.init(high: Int64(bitPattern: ~high &+ (carry ? 1 : 0)), low: negatedLow)
        } else {
            guard high < limit else { return nil }
            self.init(high: Int64(bitPattern: high), low: low)
        }
    }
}

/// The text `Double.description` gives, caught without making a String: `Double.write(to:)`
/// hands its ASCII digits to the stream's `_writeASCII` (a requirement of `TextOutputStream`
/// with a default that makes a String). The description made a String of every real, most of
/// them longer than a small string holds: a third of what writing a real cost (callgrind).
struct RealText: TextOutputStream {
    /// Room for the longest description, `-2.2250738585072014e-308` (24 bytes), and more.
    private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var count = 0
    /// Set when more came than `storage` holds (never, for a Double): the caller then uses the description.
    private(set) var overflowed = false

    init(_ value: Double) {
        value.write(to: &self)
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        let room = MemoryLayout.size(ofValue: storage) - count
        guard buffer.count <= room else {
            overflowed = true
            return
        }
        let start = count
        withUnsafeMutableBytes(of: &storage) { raw in
            for (offset, byte) in buffer.enumerated() { raw[start + offset] = byte }
        }
        count += buffer.count
    }

    /// Calls `body` with the text.
    mutating func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let count = count
        // Rebound for the call only: the storage stays bound to its own (UInt64) type.
        return withUnsafeBytes(of: &storage) { raw in
            raw.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }
}

extension ByteBuffer {
    /// Appends `value.description`.
    mutating func appendReal(_ value: Double) {
        var text = RealText(value)
        guard !text.overflowed else { return append(contentsOf: value.description) }
        text.withBytes { append($0) }
    }
}
