import Testing

@testable import RestoreKit

/// The CRC-32 one bit at a time, as RFC 1952 8 describes it: what the tables must agree with.
private func bitwiseCRC32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

@Test func crc32OfTheCheckStringAndOfNothing() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
}

@Test func crc32AgreesWithTheBitwiseDefinitionAtEveryLengthAndAlignment() {
    var state: UInt32 = 46
    let bytes = (0..<300).map { _ in
        state = state &* 1_103_515_245 &+ 12345
        return UInt8(truncatingIfNeeded: state >> 16)
    }
    for start in 0..<9 {
        for end in start...min(start + 40, bytes.count) {
            #expect(CRC32.checksum(bytes[start..<end]) == bitwiseCRC32(bytes[start..<end]), "\(start)..<\(end)")
        }
        #expect(CRC32.checksum(bytes[start...]) == bitwiseCRC32(bytes[start...]))
    }
}

@Test func crc32OfTheFixtureTextIsZlibs() throws {
    let text = try InflateFixture.bytes("text.txt")
    let row = try #require(InflateFixture.streams.first { $0.name == "text-6.deflate" })
    #expect(CRC32.checksum(text) == row.crc)
    #expect(CRC32.checksum(text[...]) == row.crc)
}

@Test func crc32RunsOnInPieces() {
    let bytes = Array("a running checksum over two pieces".utf8)
    let first = bytes[..<11].withUnsafeBufferPointer { CRC32.update(0, $0) }
    let both = bytes[11...].withUnsafeBufferPointer { CRC32.update(first, $0) }
    #expect(both == CRC32.checksum(bytes))
}
