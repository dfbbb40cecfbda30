/// Base64 (RFC 4648, standard alphabet, with padding), as property lists store `<data>`.
public enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Appends the encoding of `bytes`, breaking lines after `lineLength` characters when given.
    public static func encode(_ bytes: [UInt8], into output: inout [UInt8], lineLength: Int? = nil, linePrefix: [UInt8] = []) {
        var column = 0
        var index = 0
        func emit(_ character: UInt8) {
            if let lineLength, column == lineLength {
                output.append(0x0A)
                output.append(contentsOf: linePrefix)
                column = 0
            }
            output.append(character)
            column += 1
        }
        while index + 3 <= bytes.count {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            emit(alphabet[Int(chunk >> 18 & 0x3F)])
            emit(alphabet[Int(chunk >> 12 & 0x3F)])
            emit(alphabet[Int(chunk >> 6 & 0x3F)])
            emit(alphabet[Int(chunk & 0x3F)])
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let chunk = UInt32(bytes[index]) << 16 | (remaining == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            emit(alphabet[Int(chunk >> 18 & 0x3F)])
            emit(alphabet[Int(chunk >> 12 & 0x3F)])
            emit(remaining == 2 ? alphabet[Int(chunk >> 6 & 0x3F)] : UInt8(ascii: "="))
            emit(UInt8(ascii: "="))
        }
    }

    /// The encoding of `bytes` on one line.
    public static func encode(_ bytes: [UInt8]) -> String {
        var output = [UInt8]()
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        encode(bytes, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes base64 text, skipping whitespace; returns nil at the first other invalid character.
    public static func decode<Text: Collection<UInt8>>(_ text: Text) -> [UInt8]? {
        var output = [UInt8]()
        output.reserveCapacity(text.count / 4 * 3)
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for character in text {
            switch character {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "="):
                padding += 1
                continue
            default:
                let value = decodeTable[Int(character)]
                guard value != 0xFF, padding == 0 else { return nil }
                accumulator = accumulator << 6 | UInt32(value)
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                }
            }
        }
        return padding <= 2 ? output : nil
    }
}
