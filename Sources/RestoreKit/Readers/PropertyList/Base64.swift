/// Base64 (RFC 4648, standard alphabet, with padding), as property lists store `<data>`.
package enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Appends the encoding of `bytes`, breaking lines after `lineLength` characters when given.
    static func encode(_ bytes: [UInt8], into output: inout [UInt8], lineLength: Int? = nil, linePrefix: [UInt8] = []) {
        bytes.withUnsafeBufferPointer { encode($0, into: &output, lineLength: lineLength, linePrefix: linePrefix) }
    }

    /// Appends the encoding of the bytes in `bytes`, breaking lines after `lineLength` characters
    /// (when given and positive), each line after the first starting with `linePrefix`.
    static func encode(
        _ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], lineLength: Int? = nil,
        linePrefix: [UInt8] = []
    ) {
        let characterCount = encodedCount(bytes.count)
        let encoded = [UInt8](unsafeUninitializedCapacity: characterCount) { buffer, count in
            count = encode(bytes, to: buffer.baseAddress!)
        }
        guard let lineLength, lineLength > 0, characterCount > lineLength else {
            output.append(contentsOf: encoded)
            return
        }
        let breaks = (characterCount - 1) / lineLength
        output.reserveCapacity(output.count + characterCount + breaks * (1 + linePrefix.count))
        var start = 0
        while start < characterCount {
            if start > 0 {
                output.append(0x0A)
                output.append(contentsOf: linePrefix)
            }
            let end = min(start + lineLength, characterCount)
            output.append(contentsOf: encoded[start..<end])
            start = end
        }
    }

    /// The number of characters the encoding of `byteCount` bytes takes, padding included.
    @inline(__always)
    static func encodedCount(_ byteCount: Int) -> Int {
        (byteCount + 2) / 3 * 4
    }

    /// Writes the encoding of `bytes` at `target`, which has room for `encodedCount(bytes.count)`
    /// characters; returns that count. Three bytes make four characters, read from the alphabet
    /// through a pointer (the encoders' one inner loop).
    static func encode(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let table: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let alphabet = table.utf8Start
        guard let source = bytes.baseAddress else { return 0 }
        var index = 0
        var position = target
        while index + 3 <= bytes.count {
            let chunk = Int(source[index]) << 16 | Int(source[index + 1]) << 8 | Int(source[index + 2])
            position[0] = alphabet[chunk >> 18 & 0x3F]
            position[1] = alphabet[chunk >> 12 & 0x3F]
            position[2] = alphabet[chunk >> 6 & 0x3F]
            position[3] = alphabet[chunk & 0x3F]
            index += 3
            position += 4
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let chunk = Int(source[index]) << 16 | (remaining == 2 ? Int(source[index + 1]) << 8 : 0)
            position[0] = alphabet[chunk >> 18 & 0x3F]
            position[1] = alphabet[chunk >> 12 & 0x3F]
            position[2] = remaining == 2 ? alphabet[chunk >> 6 & 0x3F] : UInt8(ascii: "=")
            position[3] = UInt8(ascii: "=")
            position += 4
        }
        return position - target
    }

    /// The encoding of `bytes` on one line.
    package static func encode(_ bytes: [UInt8]) -> String {
        var output = [UInt8]()
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        encode(bytes, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes base64 text, skipping whitespace; returns nil at the first other invalid character.
    static func decode<Text: Collection<UInt8>>(_ text: Text) -> [UInt8]? {
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

extension ByteBuffer {
    /// Appends the base64 encoding of `bytes`; with `lineLength` (a positive multiple of 4), a
    /// line break and `indentation` tabs after every `lineLength` characters, as the XML writer
    /// wraps `<data>`. Encoded in place, a line at a time, with no array between.
    mutating func appendBase64(_ bytes: UnsafeBufferPointer<UInt8>, lineLength: Int = 0, indentation: Int = 0) {
        let characterCount = Base64.encodedCount(bytes.count)
        guard lineLength > 0, lineLength % 4 == 0, characterCount > lineLength else {
            append(atMost: characterCount) { Base64.encode(bytes, to: $0) }
            return
        }
        let bytesPerLine = lineLength / 4 * 3
        var start = 0
        while start < bytes.count {
            if start > 0 {
                append(0x0A)
                append(repeating: 0x09, count: indentation)
            }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<min(start + bytesPerLine, bytes.count)])
            append(atMost: lineLength) { Base64.encode(line, to: $0) }
            start += bytesPerLine
        }
    }
}
