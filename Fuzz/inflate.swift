// Fuzz target: the DEFLATE decompressor and CRC-32 of the zip reader. Built by `make fuzz` with
// the library's sources in one module. Besides crashes, hangs and memory, it traps when an error's
// offset is outside the stream, when a stream decodes to other than the size asked for, when a
// stream refused for decoding to fewer bytes does not decode to exactly that many, or when the
// CRC-32 of the output differs between the whole and two pieces.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    // The first two bytes choose how much output to expect (a small one finds "more than N" paths);
    // the whole input is the stream either way.
    let limit = size >= 2 && input[0] & 1 == 1 ? Int(input[1]) << 4 : 1 << 20
    do {
        let output = try Inflate.decompress(input[...], expectedCount: limit)
        precondition(output.count == limit, "decoded \(output.count) bytes, not \(limit)")
        let split = output.count / 3
        let first = output[..<split].withUnsafeBufferPointer { CRC32.update(0, $0) }
        let whole = output[split...].withUnsafeBufferPointer { CRC32.update(first, $0) }
        precondition(whole == CRC32.checksum(output), "the CRC-32 in two pieces differs")
    } catch {
        precondition((0...size).contains(error.offset), "offset \(error.offset) outside \(size) bytes: \(error)")
        precondition(!error.description.contains("\n"), "a two-line error")
        // A stream that decodes to fewer bytes says how many: asking for exactly that must succeed.
        if error.reason.hasPrefix("the stream decodes to "), !error.reason.contains("more than"),
            let count = Int(error.reason.dropFirst("the stream decodes to ".count).prefix { $0.isNumber })
        {
            let output = try? Inflate.decompress(input[...], expectedCount: count)
            precondition(output?.count == count, "decoded \(count) bytes, then refused them")
            _ = CRC32.checksum(output ?? [])
        }
    }
    return 0
}
