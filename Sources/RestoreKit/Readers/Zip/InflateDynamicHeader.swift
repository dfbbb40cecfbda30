extension InflateDecoder {
    /// The order in which a dynamic block's header lists the code-length code's lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads a dynamic block's header (RFC 1951 3.2.7) and builds its literal/length and distance
    /// tables in `tables`.
    mutating func readDynamicTables() throws(InflateError) {
        let countsStart = offset()
        let literalCount = Int(try take(5)) + 257
        let distanceCount = Int(try take(5)) + 1
        let codeLengthCount = Int(try take(4)) + 4
        guard literalCount <= 286 else {
            throw InflateError(
                at: countsStart, "a dynamic block declares \(literalCount) literal/length codes (at most 286)")
        }
        guard distanceCount <= 30 else {
            throw InflateError(at: countsStart, "a dynamic block declares \(distanceCount) distance codes (at most 30)")
        }
        let lengths = tables.lengths
        let codeLengthsStart = offset()
        lengths.initialize(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { lengths[Self.codeLengthOrder[index]] = UInt8(try take(3)) }
        let shape = InflateTable.build(
            UnsafeBufferPointer(start: lengths, count: 19), symbols: InflateTable.codeLengthSymbols,
            rootBits: InflateTable.codeLengthRootBits, into: tables.codeLengths)
        guard shape == .complete else {
            throw InflateError(at: codeLengthsStart, "the code-length code lengths do not form a complete prefix code")
        }

        let total = literalCount + distanceCount
        let mask = UInt64(1 << InflateTable.codeLengthRootBits - 1)
        var index = 0
        while index < total {
            let start = offset()
            refill()
            let entry = tables.codeLengths[Int(truncatingIfNeeded: bits & mask)]
            let codeLength = Int(entry & 0xFF)
            if codeLength > bitCount { throw truncated }
            bits &>>= UInt64(codeLength)
            bitCount &-= codeLength
            let symbol = Int(entry >> 16)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            let value: UInt8
            let repeats: Int
            switch symbol {
            case 16:
                guard index > 0 else { throw InflateError(at: start, "a repeat code 16 has no previous length") }
                value = lengths[index - 1]
                repeats = 3 + Int(try take(2))
            case 17:
                value = 0
                repeats = 3 + Int(try take(3))
            default:
                value = 0
                repeats = 11 + Int(try take(7))
            }
            guard repeats <= total - index else {
                throw InflateError(at: start, "a repeat code runs past the last code length")
            }
            (lengths + index).initialize(repeating: value, count: repeats)
            index += repeats
        }
        guard lengths[256] != 0 else {
            throw InflateError(at: codeLengthsStart, "the end-of-block code has no length")
        }
        let literalShape = InflateTable.build(
            UnsafeBufferPointer(start: lengths, count: literalCount), symbols: InflateTable.literalSymbols,
            rootBits: InflateTable.literalRootBits, into: tables.literals)
        guard literalShape == .complete || literalShape == .single else {
            throw InflateError(
                at: codeLengthsStart, "the literal/length code lengths do not form a complete prefix code")
        }
        let distanceShape = InflateTable.build(
            UnsafeBufferPointer(start: lengths + literalCount, count: distanceCount),
            symbols: InflateTable.distanceSymbols, rootBits: InflateTable.distanceRootBits, into: tables.distances)
        guard distanceShape != .incomplete && distanceShape != .overSubscribed else {
            throw InflateError(at: codeLengthsStart, "the distance code lengths do not form a complete prefix code")
        }
    }
}
