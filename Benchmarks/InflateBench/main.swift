// The inflate benchmark's executable (Benchmarks/inflate_bench.py builds it with swiftc -O from
// Sources/RestoreKit/Readers/Zip and this file): decompresses a raw DEFLATE file RUNS times and
// prints each run's seconds, then the output's CRC-32, for the script to compare with zlib's.
//
//     inflate-bench FILE.deflate DECODED-SIZE RUNS
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The bytes of the file at `path`.
func contents(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
        fputs("inflate-bench: cannot open \(path)\n", stderr)
        exit(2)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[..<count]
    }
    return bytes
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Int(arguments[2]), let runs = Int(arguments[3]) else {
    fputs("usage: inflate-bench FILE.deflate DECODED-SIZE RUNS\n", stderr)
    exit(2)
}
let input = contents(of: arguments[1])
var crc: UInt32 = 0
for _ in 0..<runs {
    let clock = ContinuousClock()
    let start = clock.now
    let output: [UInt8]
    do { output = try Inflate.decompress(input[...], expectedCount: size) } catch {
        fputs("inflate-bench: \(error)\n", stderr)
        exit(1)
    }
    let elapsed = start.duration(to: clock.now).components
    print(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    crc = CRC32.checksum(output)
}
print("crc \(crc)")
