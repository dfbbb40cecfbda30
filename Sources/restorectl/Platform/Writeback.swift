#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How many bytes `AtomicFile` lets pile up in the page cache before it asks the kernel to start
/// writing them out: large enough that the requests cost nothing against the writes (one per
/// 32 writes of 256 KiB), small enough that the final fsync waits on little.
let writebackStep = 8 << 20

#if os(Linux)
/// Linux's `sync_file_range(2)`, which Glibc declares only for `_GNU_SOURCE` (so its Swift module
/// leaves it out); Musl's may or may not: declared here for both, by its C symbol.
@_extern(c, "sync_file_range")
private func syncFileRange(_ descriptor: Int32, _ offset: Int64, _ count: Int64, _ flags: UInt32) -> Int32
#endif

/// Asks the kernel to start writing `count` bytes of `descriptor` from `offset` to disk, without
/// waiting for them, so that the `fsync` a durable write ends with finds them written or on the
/// way rather than starting all of them then (for a 158 MB file, 45 of the 58 ms that fsync
/// took). It promises nothing about durability: the fsync still comes, and a failure here is
/// ignored (that fsync reports what matters). Darwin has no such call: there it does nothing.
func startWriteback(_ descriptor: Int32, from offset: Int, count: Int) {
    #if os(Linux)
    /// SYNC_FILE_RANGE_WRITE: start writeback of the range's dirty pages, wait for nothing.
    let write: UInt32 = 2
    _ = syncFileRange(descriptor, Int64(offset), Int64(count), write)
    #endif
}
