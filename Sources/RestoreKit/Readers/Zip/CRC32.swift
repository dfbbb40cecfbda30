/// The CRC-32 of the zip format (and of zlib, gzip and PNG).
package enum CRC32 {
    /// The CRC-32 (ISO-HDLC: the reflected polynomial 0xEDB88320, initial value and final XOR
    /// 0xFFFFFFFF) of `bytes`.
    package static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(0, $0) }
    }

    /// The CRC-32 of `bytes`: the same as the slice's.
    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(0, $0) }
    }

    /// The CRC-32 of the bytes whose CRC-32 is `crc` followed by `bytes`: a running checksum
    /// (start with 0).
    package static func update(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return crc }
        return tables.withUnsafeBufferPointer { table in
            let table = table.baseAddress!
            var value = ~crc
            var index = 0
            let count = bytes.count
            // Slicing by 8: eight table lookups consume eight bytes at a time.
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let low = UInt32(truncatingIfNeeded: word) ^ value
                let high = UInt32(truncatingIfNeeded: word &>> 32)
                value =
                    table[7 &* 256 &+ Int(low & 0xFF)] ^ table[6 &* 256 &+ Int((low &>> 8) & 0xFF)]
                    ^ table[5 &* 256 &+ Int((low &>> 16) & 0xFF)] ^ table[4 &* 256 &+ Int(low &>> 24)]
                    ^ table[3 &* 256 &+ Int(high & 0xFF)] ^ table[2 &* 256 &+ Int((high &>> 8) & 0xFF)]
                    ^ table[256 &+ Int((high &>> 16) & 0xFF)] ^ table[Int(high &>> 24)]
                index &+= 8
            }
            while index < count {
                value = table[Int((value ^ UInt32(base[index])) & 0xFF)] ^ (value &>> 8)
                index &+= 1
            }
            return ~value
        }
    }

    /// Eight tables of 256 entries: table 0 is the byte-at-a-time table, table k the CRC of a
    /// byte followed by k zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var value = UInt32(byte)
            for _ in 0..<8 { value = value & 1 == 1 ? (value &>> 1) ^ 0xEDB8_8320 : value &>> 1 }
            tables[byte] = value
        }
        for slice in 1..<8 {
            for byte in 0..<256 {
                let previous = tables[(slice - 1) * 256 + byte]
                tables[slice * 256 + byte] = tables[Int(previous & 0xFF)] ^ (previous &>> 8)
            }
        }
        return tables
    }()
}
