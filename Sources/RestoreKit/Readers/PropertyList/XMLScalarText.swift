/// The text of XML scalars, read by CoreFoundation's rules (`parseIntegerTag`, `parseRealTag`,
/// `parseDateTag`, `parseDataTag` and the CF$UID check of `parseDictTag`), and refused where
/// those rules give a value other readers would not.
enum XMLScalarText {
    /// `S*(-|+)?S*[0-9]+` or `S*(-|+)?S*0[xX][0-9a-fA-F]+`, between -2^63 and 2^64-1; no trailing
    /// whitespace. S is CoreFoundation's byte-wise `isWhitespace` (control bytes, space, and the
    /// bytes of Unicode spaces). `fail` gets a message and the offset in `text`.
    static func integer(_ text: ArraySlice<UInt8>, fail: (String, Int) throws(PropertyListError) -> Never)
        throws(PropertyListError) -> PropertyListInteger
    {
        var index = text.startIndex
        func offset() -> Int { index - text.startIndex }
        func skipSpace() { while index < text.endIndex, isIntegerSpace(text[index]) { index += 1 } }
        skipSpace()
        var negative = false
        if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
            skipSpace()
        }
        var radix: UInt64 = 10
        if text[index...].starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")])
            || text[index...].starts(with: [UInt8(ascii: "0"), UInt8(ascii: "X")])
        {
            radix = 16
            index += 2
        }
        guard index < text.endIndex else { try fail("<integer> without digits", offset()) }
        var magnitude: UInt64 = 0
        while index < text.endIndex {
            let byte = text[index]
            guard let value = hexadecimalDigit(byte), UInt64(value) < radix else {
                try fail(
                    "character `\(escapedForMessage(String(decoding: [byte], as: UTF8.self)))` in <integer>", offset())
            }
            let digit = UInt64(value)
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry, !negative || sum <= UInt64(Int64.max) + 1 else {
                try fail("<integer> outside -2^63...2^64-1, the range CoreFoundation reads", offset())
            }
            magnitude = sum
            index += 1
        }
        if negative { return PropertyListInteger(Int64(bitPattern: 0 &- magnitude)) }
        return magnitude <= UInt64(Int64.max) ? PropertyListInteger(Int64(magnitude)) : PropertyListInteger(magnitude)
    }

    /// CoreFoundation's `isWhitespace` for integers, byte by byte: it tests the first byte of a
    /// sequence, then steps one byte, so the bytes of U+00A0 and of the spaces at U+2000 fall in.
    static func isIntegerSpace(_ byte: UInt8) -> Bool {
        byte < 0x21 || (byte > 0x7E && byte < 0xA1)
    }

    /// `nan`, `inf`, `infinity` with an optional sign (any case), or a decimal number of digits,
    /// `+`, `-`, `.`, `e` and `E` that strtod reads to its end, after optional leading whitespace.
    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": return .nan
        case "+infinity", "infinity", "inf", "+inf": return .infinity
        case "-infinity", "-inf": return -.infinity
        default: break
        }
        let number = text.unicodeScalars.drop { $0.properties.isWhitespace }
        var index = number.startIndex
        func digits() -> Int {
            var count = 0
            while index < number.endIndex, ("0"..."9").contains(number[index]) {
                index = number.index(after: index); count += 1
            }
            return count
        }
        func sign() {
            if index < number.endIndex, number[index] == "+" || number[index] == "-" {
                index = number.index(after: index)
            }
        }
        sign()
        var mantissa = digits()
        if index < number.endIndex, number[index] == "." {
            index = number.index(after: index)
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if index < number.endIndex, number[index] == "e" || number[index] == "E" {
            index = number.index(after: index)
            sign()
            guard digits() > 0 else { return nil }
        }
        guard index == number.endIndex else { return nil }
        return Double(String(number))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` exactly, with no whitespace. CoreFoundation takes any number of year
    /// digits and a leading `-` and does not check the ranges (month 13 is January of the next
    /// year); restorectl reads years 1 to 9999 and real dates only.
    static func date(_ text: ArraySlice<UInt8>) -> Double? {
        guard text.count == 20, let text = validUTF8String(text) else { return nil }
        return ReferenceDate.parse(text)
    }

    /// Base64 as `parseDataTag` decodes it, when every decoder would agree: CoreFoundation skips
    /// any other character and drops an incomplete last group, so both are refused here.
    static func data(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        // C's isspace: space, tab, LF, VT, FF, CR.
        let significant = text.filter { !($0 == 0x20 || (0x09...0x0D).contains($0)) }
        guard significant.count % 4 == 0 else { return nil }
        let padding = significant.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2, !significant.dropLast(padding).contains(UInt8(ascii: "=")) else { return nil }
        return Base64.decode(significant)
    }

    /// `dictionary`, or the UID it stands for: CoreFoundation makes a UID of a dictionary whose
    /// one key is `CF$UID` holding any number, keeping the number's low 32 bits, so integers
    /// outside 0...2^32-1 and reals are refused rather than read as a different UID.
    static func uid(in dictionary: PropertyListDictionary, fail: (String) throws(PropertyListError) -> Never)
        throws(PropertyListError) -> PropertyListValue
    {
        guard dictionary.count == 1, dictionary.entries[0].key == "CF$UID" else { return .dictionary(dictionary) }
        switch dictionary.entries[0].value {
        case .integer(let integer):
            guard let uid = integer.uint64Value, uid <= UInt64(UInt32.max) else {
                try fail("CF$UID \(integer) is outside 0...4294967295 (CoreFoundation would keep its low 32 bits)")
            }
            return .uid(uid)
        case .real:
            try fail("CF$UID holds a real, which CoreFoundation reads as a UID and other readers as a dictionary")
        default:
            return .dictionary(dictionary)
        }
    }
}
