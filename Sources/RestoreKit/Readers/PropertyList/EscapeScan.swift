/// Finding the bytes a text writer must escape, eight at a time: most keys and strings have
/// none, and are then copied whole after one test a word (the byte-at-a-time tests took 9% of
/// a conversion to XML, callgrind).
enum EscapeScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when some byte of `word` is below `limit` (at most 0x80). Exact as a yes or no,
    /// though not as to which byte (the classic `hasless` of the bit-twiddling collections), so
    /// the tests of one word combine with `|` into one branch.
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// Nonzero when some byte of `word` is `byte`.
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        bytes(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// `word` with the bits of `mask` set in each byte: `<` and `>` (0x3C, 0x3E) are both 0x3E
    /// with bit 1 set, and no other byte is.
    @inline(__always)
    static func setting(_ mask: UInt8, in word: UInt64) -> UInt64 {
        word | ones &* UInt64(mask)
    }

    /// The position of the first byte of `text` at or after `position` for which `isSpecial` is
    /// true, or `text.count`; `mayHoldSpecial` tells of eight bytes at once whether one may be.
    /// A text of eight bytes or more ends with the word of its last eight bytes, overlapping
    /// the words before; one of four to seven bytes is one word of its first and last four
    /// (most keys are that short); a shorter one is tested byte by byte.
    @inline(__always)
    static func next(
        in text: UnsafeBufferPointer<UInt8>, from position: Int,
        mayHoldSpecial: (UInt64) -> Bool, isSpecial: (UInt8) -> Bool
    ) -> Int {
        guard let base = text.baseAddress else { return text.count }
        let raw = UnsafeRawPointer(base)
        let count = text.count
        var position = position
        if count - position >= 8 {
            while true {
                // The last word may start before `position`: its bytes before it were tested.
                let start = min(position, count - 8)
                if mayHoldSpecial(raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)) {
                    for index in position..<(start + 8) where isSpecial(base[index]) { return index }
                }
                position = start + 8
                if position == count { return count }
            }
        }
        if count - position >= 4 {
            let first = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
            let last = raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            if !mayHoldSpecial(UInt64(first) | UInt64(last) << 32) { return count }
        }
        while position < count {
            if isSpecial(base[position]) { return position }
            position += 1
        }
        return count
    }
}
