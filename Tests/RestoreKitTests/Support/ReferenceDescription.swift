@testable import RestoreKit

/// A value described the way `Scripts/plistlib_echo.py` describes what plistlib decoded, one token
/// a line: exact for every kind (reals by their bits, dates in microseconds, text as UTF-8 hex),
/// so comparing the two compares plistlib's reading with the expected value, not with ours.
enum ReferenceDescription {
    static func of(_ value: PropertyListValue) -> String {
        var lines: [String] = []
        append(value, to: &lines)
        return lines.map { $0 + "\n" }.joined()
    }

    static func append(_ value: PropertyListValue, to lines: inout [String]) {
        switch value {
        case .boolean(let flag): lines.append(flag ? "true" : "false")
        case .integer(let integer): lines.append("integer \(integer)")
        case .real(let real, _): lines.append(real.isNaN ? "real nan" : "real " + hex(real.bitPattern))
        case .date(let seconds): lines.append("date \(Int64((seconds * 1_000_000).rounded()))")
        case .string(let string): lines.append("string " + hex(Array(string.utf8)))
        case .data(let bytes): lines.append("data " + hex(bytes))
        case .uid(let uid): lines.append("uid \(uid)")
        case .array(let elements), .set(let elements):
            lines.append("array \(elements.count)")
            for element in elements { append(element, to: &lines) }
        case .dictionary(let dictionary):
            lines.append("dictionary \(dictionary.entries.count)")
            for entry in dictionary.entries {
                lines.append("key " + hex(Array(entry.key.utf8)))
                append(entry.value, to: &lines)
            }
        case .null: lines.append("null")
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
        return String(decoding: text, as: UTF8.self)
    }

    static func hex(_ bits: UInt64) -> String {
        hex((0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) })
    }
}
