// Fuzz target: the DEFLATE decompressor against C zlib's (Fuzz/zlib-inflate.c, linked by make fuzz with -lz), on
// the same raw stream. Besides crashes, hangs and memory, it traps on any disagreement: a stream zlib decodes must
// decode to the same bytes here (and be refused when one byte less is expected), and a stream zlib refuses must be
// refused here. Streams that decode to more than a MiB are only decoded.

/// zlib's raw inflate of `count` bytes into `output` (at most `capacity` bytes): 0 with the size in `written` when
/// the stream ends, 1 when zlib refuses it or it ends early, 2 when the output would not fit.
@_silgen_name("zraw")
func zraw(
    _ input: UnsafePointer<UInt8>?, _ count: Int, _ output: UnsafeMutablePointer<UInt8>, _ capacity: Int,
    _ written: UnsafeMutablePointer<Int>
) -> Int32

let zlibCapacity = 1 << 20
let zlibOutput = UnsafeMutablePointer<UInt8>.allocate(capacity: zlibCapacity)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflateAgainstZlib(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = ArraySlice(UnsafeBufferPointer(start: data, count: size))
    var written = 0
    switch zraw(data, size, zlibOutput, zlibCapacity, &written) {
    case 0:
        let expected = Array(UnsafeBufferPointer(start: zlibOutput, count: written))
        do {
            let ours = try Inflate.decompress(input, expectedCount: written)
            precondition(ours == expected, "the output differs from zlib's")
            precondition(CRC32.checksum(ours[...]) == CRC32.checksum(expected[...]), "CRC-32 of equal bytes differs")
        } catch {
            fatalError("zlib decodes \(written) bytes, Inflate refuses: \(error)")
        }
        if written > 0 {
            precondition(
                (try? Inflate.decompress(input, expectedCount: written - 1)) == nil,
                "accepted with one byte fewer expected")
        }
    case 1:
        if let output = try? Inflate.decompress(input, expectedCount: zlibCapacity) {
            fatalError("zlib refuses, Inflate decodes \(output.count) bytes")
        }
    default:
        _ = try? Inflate.decompress(input, expectedCount: zlibCapacity)
    }
    return 0
}
