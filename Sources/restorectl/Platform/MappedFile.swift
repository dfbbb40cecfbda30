#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import RestoreKit

/// A file's bytes without copying them: a read-only memory map of a regular file, or, for
/// standard input and other streams, the bytes read into memory.
final class MappedFile {
    private var mapping: UnsafeMutableRawPointer?
    private var copied: [UInt8] = []
    let count: Int

    init(_ path: String) throws(FileError) {
        guard path != "-" else {
            copied = try readFile(path)
            count = copied.count
            return
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(message: systemErrorMessage(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(message: systemErrorMessage(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else {
            if (status.st_mode & S_IFMT) == S_IFDIR { throw FileError.folder(path) }
            copied = try readFile(path)
            count = copied.count
            return
        }
        count = Int(status.st_size)
        #if os(Linux)
            // Every byte is read (the walk checks the whole file first), so the page tables are
            // filled in one call rather than by a fault every 16 pages (3,773 faults for 52 MB).
            let flags = MAP_PRIVATE | MAP_POPULATE
        #else
            let flags = MAP_PRIVATE
        #endif
        // MAP_FAILED, spelled out: Musl's module does not export the macro.
        guard let address = mmap(nil, count, PROT_READ, flags, descriptor, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            throw FileError(message: systemErrorMessage(errno))
        }
        mapping = address
        // The readers go through the file front to back, once.
        _ = madvise(address, count, MADV_SEQUENTIAL)
    }

    deinit {
        if let mapping { munmap(mapping, count) }
    }

    /// Calls `body` with the bytes, valid for the duration of the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let mapping {
            return try body(UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: count))
        }
        return try copied.withUnsafeBufferPointer(body)
    }
}
