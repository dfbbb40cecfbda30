#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What `AtomicFile` does around the writes of a large temporary file so that writing it, and
/// the fsync that ends it, cost less (Linux only; elsewhere the writes go on as they are):
///
/// - It reserves the file's blocks ahead of the writes (`fallocate`), so each page written is
///   not reserved on its own (ext4's delayed allocation took a third of the system time of
///   writing 158 MB: `perf stat`, 35 -> 25 ms). A file written in pieces reserves as much again
///   as it holds, up to 32 MiB ahead; `trim` cuts what was not written before the fsync.
/// - Every `writebackStep` it asks the kernel to start writing the pages out
///   (`sync_file_range`), so that the fsync finds them written or on the way rather than
///   starting all of them then (for 158 MB, 45 of the 58 ms that fsync took).
///
/// Neither promises anything: a failure of either is ignored (the writes and the fsync report
/// what matters), and the fsync before the rename stays. Outputs under 1 MiB are left alone.
struct WriteAhead {
    /// Bytes written to the file so far.
    private(set) var written = 0
    /// How many of them the kernel was asked to start writing out.
    private var writebackStarted = 0
    /// The file's size as `fallocate` set it (0: nothing reserved).
    private var reserved = 0
    /// False once `fallocate` failed: the file system cannot, or the disk is nearly full.
    private var reserves = true
    /// Whether `fallocate` was called: it may have made the file longer than what is written,
    /// even when it failed partway (on a full disk).
    private var extended = false
    /// RLIMIT_FSIZE, read at the first reservation.
    private var sizeLimit: Int?

    /// How many bytes pile up in the page cache before writeback is started: large enough that
    /// the requests cost nothing against the writes (one per 32 writes of 256 KiB), small
    /// enough that the final fsync waits on little.
    static let writebackStep = 8 << 20
    /// The smallest output the file's blocks are reserved for.
    static let reservedFrom = 1 << 20

    /// Reserves room for `count` more bytes (and, after the first piece, as many again as are
    /// written, up to 32 MiB) when they would go past what is reserved.
    mutating func willWrite(_ count: Int, to descriptor: Int32) {
        #if os(Linux)
            let end = written + count
            // The C function's offsets are off_t: 64 bits wide on 64-bit Linux and always on Musl.
            guard reserves, end > reserved, end >= Self.reservedFrom, MemoryLayout<off_t>.size == 8 else { return }
            if sizeLimit == nil { sizeLimit = fileSizeLimit() }
            // Never past the process's file size limit (ulimit -f), where fallocate would raise
            // SIGXFSZ though the writes stay within it; a write past it fails as it always did.
            let target = min(end + min(written, 32 << 20), sizeLimit ?? .max)
            guard target >= end else { return }
            extended = true
            if allocateFileSpace(descriptor, 0, Int64(reserved), Int64(target - reserved)) == 0 {
                reserved = target
            } else {
                reserves = false
            }
        #endif
    }

    /// Records `count` more bytes written, and starts writing out what has piled up.
    mutating func didWrite(_ count: Int, to descriptor: Int32) {
        written += count
        #if os(Linux)
            if written - writebackStarted >= Self.writebackStep {
                // SYNC_FILE_RANGE_WRITE (2): start writeback of the range's dirty pages, wait for none.
                _ = syncFileRange(descriptor, Int64(writebackStarted), Int64(written - writebackStarted), 2)
                writebackStarted = written
            }
        #endif
    }

    /// Cuts the file back to the bytes written when more may have been reserved; false (and
    /// `errno` set) when that fails.
    func trim(_ descriptor: Int32) -> Bool {
        !extended || reserves && reserved == written || ftruncate(descriptor, off_t(written)) == 0
    }
}

#if os(Linux)
    // Linux's own calls, which Glibc declares only for _GNU_SOURCE (so its Swift module leaves them
    // out) and Musl's may or may not: declared here for both, by their C symbols.

    /// `fallocate(2)`; mode 0 allocates the blocks of a range, extending the file's size.
    @_extern(c, "fallocate")
    private func allocateFileSpace(_ descriptor: Int32, _ mode: Int32, _ offset: Int64, _ count: Int64) -> Int32

    /// The largest file the process may write (RLIMIT_FSIZE), or `Int.max`.
    private func fileSizeLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
            let resource = RLIMIT_FSIZE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        return UInt64(limit.rlim_cur) >= UInt64(Int.max) ? .max : Int(limit.rlim_cur)
    }

    /// `sync_file_range(2)`.
    @_extern(c, "sync_file_range")
    private func syncFileRange(_ descriptor: Int32, _ offset: Int64, _ count: Int64, _ flags: UInt32) -> Int32
#endif
