import Foundation
import Testing
@testable import RestoreKit

/// Bytes from hexadecimal text; spaces are ignored.
func hexBytes(_ text: String) -> [UInt8] {
    let digits = Array(text.filter { $0 != " " })
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
}

@Test func sBoxMatchesFIPS197Figure7() {
    // Spot values of FIPS-197 Figure 7 and Figure 14, including both ends.
    #expect(AES128.SBox.forward[0x00] == 0x63)
    #expect(AES128.SBox.forward[0x01] == 0x7C)
    #expect(AES128.SBox.forward[0x53] == 0xED)
    #expect(AES128.SBox.forward[0xFF] == 0x16)
    #expect(AES128.SBox.inverse[0x00] == 0x52)
    #expect(AES128.SBox.inverse[0xFF] == 0x7D)
    #expect(Set(AES128.SBox.forward).count == 256)
}

struct BlockVector: Sendable, CustomTestStringConvertible {
    var name: String
    var key: String
    var plaintext: String
    var ciphertext: String
    var testDescription: String { name }
}

@Test(
    "FIPS-197 example vectors decrypt",
    arguments: [
        BlockVector(
            name: "Appendix B", key: "2b7e151628aed2a6abf7158809cf4f3c",
            plaintext: "3243f6a8885a308d313198a2e0370734", ciphertext: "3925841d02dc09fbdc118597196a0b32"),
        BlockVector(
            name: "Appendix C.1", key: "000102030405060708090a0b0c0d0e0f",
            plaintext: "00112233445566778899aabbccddeeff", ciphertext: "69c4e0d86a7b0430d8cdb78070b4c55a"),
    ])
func fipsBlockVector(_ vector: BlockVector) throws {
    let aes = try #require(AES128(key: hexBytes(vector.key)))
    var block = hexBytes(vector.ciphertext)
    aes.decryptBlock(&block)
    #expect(block == hexBytes(vector.plaintext))
}

@Test func sp800_38aCBCDecryptVectorF22() throws {
    let aes = try #require(AES128(key: hexBytes("2b7e151628aed2a6abf7158809cf4f3c")))
    let ciphertext = hexBytes(
        """
        7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2 \
        73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7
        """)
    let plaintext = hexBytes(
        """
        6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51 \
        30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710
        """)
    #expect(aes.decryptCBC(ciphertext, iv: hexBytes("000102030405060708090a0b0c0d0e0f")) == plaintext)
}

@Test func refusesKeysAndInputsOfTheWrongLength() throws {
    #expect(AES128(key: []) == nil)
    #expect(AES128(key: [UInt8](repeating: 1, count: 15)) == nil)
    #expect(AES128(key: [UInt8](repeating: 1, count: 32)) == nil)
    let aes = try #require(AES128(key: [UInt8](repeating: 1, count: 16)))
    #expect(aes.decryptCBC([UInt8](repeating: 0, count: 17)) == nil)
    #expect(aes.decryptCBC([UInt8](repeating: 0, count: 16), iv: [0]) == nil)
    #expect(aes.decryptCBC([]) == [])
}

/// openssl, an implementation nobody here wrote, encrypts; ours must decrypt back to the input.
@Suite(.enabled(if: ExternalTool.openssl != nil, "openssl is not installed"))
struct OpenSSLCrossCheck {
    @Test(arguments: [0, 1, 2, 3])
    func decryptsWhatOpenSSLEncrypts(_ seed: Int) throws {
        // A small deterministic generator: the same bytes on every run, different per seed.
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
        let key = (0..<16).map { _ in next() }
        let plaintext = (0..<(16 * (1 + seed * 37))).map { _ in next() }
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("plain"), output = folder.appendingPathComponent("cipher")
        try Data(plaintext).write(to: input)
        let hexKey = key.map { String(format: "%02x", $0) }.joined()
        let result = try ExternalTool.run(
            try #require(ExternalTool.openssl),
            [
                "enc", "-aes-128-cbc", "-nopad", "-K", hexKey, "-iv", String(repeating: "0", count: 32),
                "-in", input.path, "-out", output.path,
            ])
        #expect(result.status == 0, "openssl: \(result.error)")
        let ciphertext = [UInt8](try Data(contentsOf: output))
        #expect(ciphertext.count == plaintext.count)
        #expect(ciphertext != plaintext)
        let aes = try #require(AES128(key: key))
        #expect(aes.decryptCBC(ciphertext) == plaintext)
    }
}
