/// The decoding tables of DEFLATE's prefix codes (RFC 1951 3.2.2), and what their entries say.
///
/// A table is indexed by the stream's next `rootBits` bits (the first bit of a code in bit 0, as
/// the bits arrive); a code no longer than that fills every entry it is a prefix of. Longer codes
/// share a subtable per root prefix, indexed by the bits after the root, sized for the longest
/// code under that prefix. An entry is a `UInt32`:
///
/// - bits 0-7: the code's length in bits (for an entry of a subtable too: the whole length);
/// - bits 8-11: how many extra bits follow the code (lengths, distances), or for a subtable
///   pointer how many bits index the subtable;
/// - bit 12 `invalid`, bit 13 `literal` (a literal byte, or a code-length symbol), bit 14
///   `endOfBlock`, bit 15 `subtable`;
/// - bits 16-31: the value: the literal, the base length or distance, the subtable's start.
enum InflateTable {
    /// An entry for no code: a code set that does not fill its space (allowed for one code).
    static let invalid: UInt32 = 1 << 12
    /// An entry for a literal byte or a code-length symbol: its value is the symbol.
    static let literal: UInt32 = 1 << 13
    /// An entry for the end-of-block code.
    static let endOfBlock: UInt32 = 1 << 14
    /// An entry that points to a subtable.
    static let subtable: UInt32 = 1 << 15

    /// The root bits of the literal/length table.
    static let literalRootBits = 10
    /// The root bits of the distance table.
    static let distanceRootBits = 8
    /// The root bits of the code-length table (its codes are at most 7 bits: no subtables).
    static let codeLengthRootBits = 7
    /// Room for the literal/length table: the root, and a subtable of at most 2^(15-10) entries
    /// for each of at most 288 codes.
    static let literalCapacity = (1 << 10) + 288 * (1 << 5)
    /// Room for the distance table: the root, and a subtable of at most 2^(15-8) entries for each
    /// of at most 32 codes.
    static let distanceCapacity = (1 << 8) + 32 * (1 << 7)
    /// Room for the code-length table.
    static let codeLengthCapacity = 1 << 7

    /// Each literal/length symbol's entry without its length: literals, end of block, the 29
    /// lengths with their extra bits; 286 and 287 are invalid.
    static let literalSymbols: [UInt32] = {
        var entries = (0..<256).map { literal | UInt32($0) << 16 }
        entries.append(endOfBlock)
        let bases =
            [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163]
            + [195, 227, 258]
        let extra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        for (base, extra) in zip(bases, extra) { entries.append(UInt32(base) << 16 | UInt32(extra) << 8) }
        entries += [invalid, invalid]
        return entries
    }()

    /// Each distance symbol's entry without its length: the 30 distances with their extra bits;
    /// 30 and 31 are invalid.
    static let distanceSymbols: [UInt32] = {
        var entries: [UInt32] = []
        var base = 1
        for symbol in 0..<30 {
            let extra = symbol < 2 ? 0 : symbol / 2 - 1
            entries.append(UInt32(base) << 16 | UInt32(extra) << 8)
            base += 1 << extra
        }
        return entries + [invalid, invalid]
    }()

    /// Each code-length symbol's entry without its length: the symbol as a literal.
    static let codeLengthSymbols: [UInt32] = (0..<19).map { literal | UInt32($0) << 16 }

    /// The literal/length table of the fixed code (RFC 1951 3.2.6).
    static let fixedLiterals: [UInt32] = {
        let lengths =
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        var table = [UInt32](repeating: 0, count: literalCapacity)
        table.withUnsafeMutableBufferPointer { table in
            lengths.withUnsafeBufferPointer { lengths in
                _ = build(lengths, symbols: literalSymbols, rootBits: literalRootBits, into: table.baseAddress!)
            }
        }
        return table
    }()

    /// The distance table of the fixed code: 32 codes of 5 bits, 30 and 31 invalid.
    static let fixedDistances: [UInt32] = {
        var table = [UInt32](repeating: 0, count: distanceCapacity)
        table.withUnsafeMutableBufferPointer { table in
            [UInt8](repeating: 5, count: 32).withUnsafeBufferPointer { lengths in
                _ = build(lengths, symbols: distanceSymbols, rootBits: distanceRootBits, into: table.baseAddress!)
            }
        }
        return table
    }()

    /// What building a table found of the code set.
    enum Shape {
        /// Every bit pattern is a code's prefix.
        case complete
        /// No code has a length.
        case empty
        /// One code, of length 1: half the patterns are no code.
        case single
        /// Patterns are left over with more than one code.
        case incomplete
        /// More codes than the lengths leave room for.
        case overSubscribed
    }

    /// Builds the table of the code whose lengths (0 = unused) are `lengths`, symbol `s` having
    /// entry `symbols[s]`, into `table` (room for the root and its subtables). For a set that is
    /// not `complete` or `single` the table is unusable.
    static func build(
        _ lengths: UnsafeBufferPointer<UInt8>, symbols: [UInt32], rootBits: Int,
        into table: UnsafeMutablePointer<UInt32>
    ) -> Shape {
        var counts = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &counts) { countBytes in
            let counts = countBytes.bindMemory(to: Int.self)
            for length in lengths { counts[Int(length)] += 1 }
            counts[0] = 0
            var left = 1
            var longest = 0
            for length in 1...15 {
                left = left << 1 - counts[length]
                if left < 0 { return .overSubscribed }
                if counts[length] > 0 { longest = length }
            }
            let rootSize = 1 << rootBits
            table.initialize(repeating: invalid | 1, count: rootSize)
            if longest == 0 { return .empty }
            let shape: Shape = left == 0 ? .complete : longest == 1 ? .single : .incomplete
            if shape == .incomplete { return shape }
            // The first code of each length, in the canonical order (RFC 1951 3.2.2).
            var firstCodes = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &firstCodes) { codeBytes in
                let next = codeBytes.bindMemory(to: Int.self)
                var code = 0
                for length in 1...15 {
                    code = (code + counts[length - 1]) << 1
                    next[length] = code
                }
                if longest > rootBits {
                    // Each root prefix of long codes gets a subtable as deep as its longest code.
                    var code = next[rootBits + 1]
                    var depths = [UInt8](repeating: 0, count: rootSize)
                    for length in (rootBits + 1)...15 {
                        for _ in 0..<counts[length] {
                            let prefix = reversed(code, length) & (rootSize - 1)
                            depths[prefix] = max(depths[prefix], UInt8(length - rootBits))
                            code += 1
                        }
                        code <<= 1
                    }
                    var start = rootSize
                    for prefix in 0..<rootSize where depths[prefix] > 0 {
                        let depth = Int(depths[prefix])
                        table[prefix] = subtable | UInt32(start) << 16 | UInt32(depth) << 8 | UInt32(rootBits)
                        (table + start).initialize(repeating: invalid | 1, count: 1 << depth)
                        start += 1 << depth
                    }
                }
                for (symbol, length) in lengths.enumerated() where length > 0 {
                    let length = Int(length)
                    let entry = symbols[symbol] | UInt32(length)
                    let code = reversed(next[length], length)
                    next[length] += 1
                    if length <= rootBits {
                        var index = code
                        while index < rootSize {
                            table[index] = entry
                            index += 1 << length
                        }
                    } else {
                        let pointer = table[code & (rootSize - 1)]
                        let start = Int(pointer >> 16)
                        let size = 1 << Int((pointer >> 8) & 0xF)
                        var index = code >> rootBits
                        while index < size {
                            table[start + index] = entry
                            index += 1 << (length - rootBits)
                        }
                    }
                }
                return shape
            }
        }
    }

    /// `code`'s lowest `length` bits in reverse order: DEFLATE sends a code's first bit first.
    private static func reversed(_ code: Int, _ length: Int) -> Int {
        var code = code
        var result = 0
        for _ in 0..<length {
            result = result << 1 | code & 1
            code >>= 1
        }
        return result
    }
}
