/// AES-128 decryption (FIPS-197) and CBC mode over whole blocks (NIST SP 800-38A), which is all
/// AppKit's saved state needs: its `data.data` records are AES-128-CBC with an all-zero IV.
///
/// Written to be read beside FIPS-197 rather than to be fast. It is not constant-time, which does
/// not matter here: the key is stored next to the data it protects. Every table lookup is indexed
/// by a `UInt8` into a 256-entry table, so no input can make one read outside it.
struct AES128: Sendable {
    /// The block size of AES, and the length of an AES-128 key, in bytes.
    static let blockSize = 16
    private static let rounds = 10

    /// The 11 round keys of FIPS-197 §5.2, 16 bytes each, round 0 first.
    private let roundKeys: [UInt8]

    /// Expands `key`; nil unless it is exactly 16 bytes.
    init?(key: [UInt8]) {
        guard key.count == Self.blockSize else { return nil }
        var words = key
        words.reserveCapacity(Self.blockSize * (Self.rounds + 1))
        var roundConstant: UInt8 = 1
        while words.count < Self.blockSize * (Self.rounds + 1) {
            var word = Array(words[(words.count - 4)...])
            if words.count % Self.blockSize == 0 {
                // RotWord, SubWord, then the round constant into the first byte.
                word = [word[1], word[2], word[3], word[0]].map { SBox.forward[Int($0)] }
                word[0] ^= roundConstant
                roundConstant = Self.timesTwo(roundConstant)
            }
            for position in 0..<4 { words.append(words[words.count - Self.blockSize] ^ word[position]) }
        }
        roundKeys = words
    }

    /// Decrypts `ciphertext` in CBC mode; nil when it is not a whole number of blocks or `iv` is
    /// not one block. No padding is removed: callers know where their plaintext ends.
    func decryptCBC(_ ciphertext: [UInt8], iv: [UInt8] = [UInt8](repeating: 0, count: 16)) -> [UInt8]? {
        guard ciphertext.count % Self.blockSize == 0, iv.count == Self.blockSize else { return nil }
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count)
        var previous = iv
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        var start = 0
        while start < ciphertext.count {
            for position in 0..<Self.blockSize { block[position] = ciphertext[start + position] }
            decryptBlock(&block)
            for position in 0..<Self.blockSize {
                plaintext[start + position] = block[position] ^ previous[position]
                previous[position] = ciphertext[start + position]
            }
            start += Self.blockSize
        }
        return plaintext
    }

    /// The inverse cipher of FIPS-197 §5.3 on one 16-byte block, in place. The state is kept in
    /// the standard's column-major order: byte `row + 4 * column`.
    func decryptBlock(_ state: inout [UInt8]) {
        precondition(state.count == Self.blockSize, "AES works on 16-byte blocks")
        addRoundKey(Self.rounds, to: &state)
        for round in stride(from: Self.rounds - 1, through: 1, by: -1) {
            Self.inverseShiftRowsAndSubstitute(&state)
            addRoundKey(round, to: &state)
            Self.inverseMixColumns(&state)
        }
        Self.inverseShiftRowsAndSubstitute(&state)
        addRoundKey(0, to: &state)
    }

    private func addRoundKey(_ round: Int, to state: inout [UInt8]) {
        for position in 0..<Self.blockSize { state[position] ^= roundKeys[round * Self.blockSize + position] }
    }

    /// InvShiftRows (row r moves r columns right) and InvSubBytes, which commute.
    private static func inverseShiftRowsAndSubstitute(_ state: inout [UInt8]) {
        let original = state
        for row in 0..<4 {
            for column in 0..<4 {
                state[row + 4 * ((column + row) % 4)] = SBox.inverse[Int(original[row + 4 * column])]
            }
        }
    }

    /// InvMixColumns: each column times {0e, 0b, 0d, 09} in GF(2^8), as a circulant matrix.
    private static func inverseMixColumns(_ state: inout [UInt8]) {
        for start in stride(from: 0, to: 16, by: 4) {
            let (a0, a1, a2, a3) = (state[start], state[start + 1], state[start + 2], state[start + 3])
            state[start] = multiply(a0, 0x0E) ^ multiply(a1, 0x0B) ^ multiply(a2, 0x0D) ^ multiply(a3, 0x09)
            state[start + 1] = multiply(a1, 0x0E) ^ multiply(a2, 0x0B) ^ multiply(a3, 0x0D) ^ multiply(a0, 0x09)
            state[start + 2] = multiply(a2, 0x0E) ^ multiply(a3, 0x0B) ^ multiply(a0, 0x0D) ^ multiply(a1, 0x09)
            state[start + 3] = multiply(a3, 0x0E) ^ multiply(a0, 0x0B) ^ multiply(a1, 0x0D) ^ multiply(a2, 0x09)
        }
    }

    /// xtime of FIPS-197 §4.2.1: multiplication by x modulo x^8 + x^4 + x^3 + x + 1.
    static func timesTwo(_ value: UInt8) -> UInt8 {
        (value << 1) ^ (value & 0x80 == 0 ? 0 : 0x1B)
    }

    /// Multiplication in GF(2^8) by shifts and adds (FIPS-197 §4.2).
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        var product: UInt8 = 0, shifted = left, remaining = right
        while remaining != 0 {
            if remaining & 1 != 0 { product ^= shifted }
            shifted = timesTwo(shifted)
            remaining >>= 1
        }
        return product
    }

    /// The S-box and its inverse, computed from their definition in FIPS-197 §5.1.1 (the
    /// multiplicative inverse in GF(2^8), then the affine transformation) rather than typed in,
    /// so that there is no table of 512 constants to get wrong.
    enum SBox {
        static let forward: [UInt8] = (0...255).map { substitute(UInt8($0)) }
        static let inverse: [UInt8] = {
            var table = [UInt8](repeating: 0, count: 256)
            for input in 0...255 { table[Int(forward[input])] = UInt8(input) }
            return table
        }()

        static func substitute(_ value: UInt8) -> UInt8 {
            // value^254 is the inverse of value for every non-zero value, and 0 for 0.
            var inverse: UInt8 = 1, power = value, exponent = 254
            while exponent != 0 {
                if exponent & 1 != 0 { inverse = multiply(inverse, power) }
                power = multiply(power, power)
                exponent >>= 1
            }
            var result: UInt8 = 0x63
            for shift: UInt8 in 0...4 { result ^= inverse << shift | inverse >> ((8 - shift) & 7) }
            return result
        }
    }
}
