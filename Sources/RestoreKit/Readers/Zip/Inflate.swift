/// A decompressor of raw DEFLATE streams (RFC 1951), the compression of zip files.
package enum Inflate {
    /// Decompresses the raw DEFLATE stream (RFC 1951, no zlib/gzip header) `input`, which must decode to exactly
    /// `expectedCount` bytes: more output than that, or a stream that ends before its final block, is an error.
    /// Never allocates more than `expectedCount` bytes of output (and about 60 KB of tables).
    ///
    /// Bytes after the final block are ignored, as zip readers do (a zip entry's data may be padded).
    /// Errors say the byte offset from the stream's first byte where decoding stopped.
    package static func decompress(_ input: ArraySlice<UInt8>, expectedCount: Int) throws(InflateError) -> [UInt8] {
        guard expectedCount >= 0 else { throw InflateError(at: 0, "the expected size \(expectedCount) is negative") }
        var failure: InflateError?
        let output = input.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: expectedCount) { output, initialized in
                // An empty buffer may have no address; one byte of our own stands in (nothing is written to it).
                let spare = output.baseAddress == nil ? UnsafeMutablePointer<UInt8>.allocate(capacity: 1) : nil
                defer { spare?.deallocate() }
                let tables = InflateTables()
                defer { tables.deallocate() }
                var decoder = InflateDecoder(
                    input: input, output: output.baseAddress ?? spare!, capacity: expectedCount, tables: tables)
                do throws(InflateError) {
                    try decoder.run()
                    initialized = decoder.written
                } catch {
                    failure = error
                    initialized = 0
                }
            }
        }
        if let failure { throw failure }
        return output
    }
}

/// The tables one decompression decodes with, allocated once for all its blocks.
struct InflateTables {
    /// The literal/length table of the current block.
    let literals = UnsafeMutablePointer<UInt32>.allocate(capacity: InflateTable.literalCapacity)
    /// The distance table of the current block.
    let distances = UnsafeMutablePointer<UInt32>.allocate(capacity: InflateTable.distanceCapacity)
    /// The code-length table of the current block's header.
    let codeLengths = UnsafeMutablePointer<UInt32>.allocate(capacity: InflateTable.codeLengthCapacity)
    /// The code lengths a dynamic block's header lists: literal/length codes, then distance codes.
    let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 286 + 30)

    /// Frees the tables.
    func deallocate() {
        literals.deallocate()
        distances.deallocate()
        codeLengths.deallocate()
        lengths.deallocate()
    }
}

/// The state of one decompression: the input's bits not yet decoded, and the output so far.
struct InflateDecoder {
    /// The compressed stream.
    let input: UnsafeBufferPointer<UInt8>
    /// Where the output goes: room for `capacity` bytes.
    let output: UnsafeMutablePointer<UInt8>
    /// The size the output must have.
    let capacity: Int
    /// The decoding tables.
    let tables: InflateTables
    /// How many bytes of `output` are written.
    var written = 0
    /// The next input byte not yet in `bits`.
    var position = 0
    /// Input bits not yet decoded, the next one in bit 0. Bits above `bitCount` are zero or
    /// the input's own next bits.
    var bits: UInt64 = 0
    /// How many bits of `bits` are input not yet decoded.
    var bitCount = 0

    /// A decoder of `input` into `output`.
    init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutablePointer<UInt8>, capacity: Int, tables: InflateTables) {
        self.input = input
        self.output = output
        self.capacity = capacity
        self.tables = tables
    }

    /// The byte holding the next bit to decode, `bitsBack` bits back.
    func offset(back bitsBack: Int = 0) -> Int { (position * 8 - bitCount - bitsBack) / 8 }

    /// The error of a stream that ends before the bits it needs.
    var truncated: InflateError { InflateError(at: input.count, "the stream ends inside a block") }

    /// Decodes blocks up to the final one, and checks the output's size.
    mutating func run() throws(InflateError) {
        var final = false
        while !final {
            let start = offset()
            refill()
            if bitCount == 0 { throw InflateError(at: input.count, "the stream ends before its final block") }
            let header = try take(3)
            final = header & 1 == 1
            switch header >> 1 {
            case 0: try storedBlock()
            case 1:
                tables.literals.update(from: InflateTable.fixedLiterals, count: InflateTable.literalCapacity)
                tables.distances.update(from: InflateTable.fixedDistances, count: InflateTable.distanceCapacity)
                try huffmanBlock()
            case 2:
                try readDynamicTables()
                try huffmanBlock()
            default: throw InflateError(at: start, "block type 3 is reserved")
            }
        }
        if written != capacity {
            throw InflateError(
                at: (position * 8 - bitCount + 7) / 8, "the stream decodes to \(written) bytes, not \(capacity)")
        }
    }

    /// Loads input bits: at least 56 while 8 bytes remain, else all that remain.
    @inline(__always)
    mutating func refill() {
        if position &+ 8 <= input.count {
            let word = UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self)
            bits |= UInt64(littleEndian: word) &<< UInt64(bitCount)
            let bytes = (63 &- bitCount) &>> 3
            position &+= bytes
            bitCount &+= bytes &<< 3
        } else {
            while bitCount <= 56 && position < input.count {
                bits |= UInt64(input[position]) &<< UInt64(bitCount)
                position &+= 1
                bitCount &+= 8
            }
        }
    }

    /// The next `count` (at most 32) bits, as a number whose bit 0 came first.
    @inline(__always)
    mutating func take(_ count: Int) throws(InflateError) -> UInt32 {
        if bitCount < count {
            refill()
            if bitCount < count { throw truncated }
        }
        let value = UInt32(truncatingIfNeeded: bits & (1 &<< UInt64(count) &- 1))
        bits &>>= UInt64(count)
        bitCount &-= count
        return value
    }

    /// Copies a stored block (RFC 1951 3.2.4): after the header, to the next byte, LEN and NLEN.
    mutating func storedBlock() throws(InflateError) {
        bits &>>= UInt64(bitCount & 7)
        bitCount &= ~7
        // The whole bytes still in `bits` go back to the input.
        position -= bitCount / 8
        bits = 0
        bitCount = 0
        guard input.count - position >= 4 else { throw truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length ^ complement == 0xFFFF else {
            throw InflateError(at: position, "a stored block's length and its complement disagree")
        }
        guard input.count - position - 4 >= length else { throw truncated }
        guard capacity - written >= length else {
            throw InflateError(at: position, "the stream decodes to more than \(capacity) bytes")
        }
        (output + written).update(from: input.baseAddress! + position + 4, count: length)
        written += length
        position += 4 + length
    }
}
