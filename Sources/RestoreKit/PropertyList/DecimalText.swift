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
        if digits.first == UInt8(ascii: "-") { negative = true; digits = digits.dropFirst() }
        else if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        var radix: UInt64 = 10
        if digits.count >= 2, digits.first == UInt8(ascii: "0"),
           digits.dropFirst().first.map({ $0 | 0x20 == UInt8(ascii: "x") }) == true {
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
