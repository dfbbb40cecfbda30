#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import RestoreKit

/// Seconds from 1970-01-01 to 2001-01-01 UTC: `stat` counts from the first, RestoreKit's dates
/// from the second.
private let unixToReferenceDate = 978_307_200.0

/// The size and times of the file at `path` by `stat` (symbolic links followed), or nil when it
/// cannot be examined. The creation time is the birth time Darwin records; Linux's `stat` has
/// none (its `statx` is not portable across the C libraries restorectl builds with), so it is nil there.
func statusByStat(_ path: String) -> FileStatus? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
        let modified = seconds(status.st_mtimespec)
        let created: Double? = seconds(status.st_birthtimespec)
    #else
        let modified = seconds(status.st_mtim)
        let created: Double? = nil
    #endif
    return FileStatus(size: Int(status.st_size), created: created, modified: modified)
}

/// A `timespec` in seconds since the reference date.
private func seconds(_ time: timespec) -> Double {
    Double(time.tv_sec) - unixToReferenceDate + Double(time.tv_nsec) / 1_000_000_000
}
