#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Values the process keeps until it exits instead of freeing them.
///
/// A command that has written its output is about to exit, and exit returns all memory at once;
/// releasing a decoded archive, its nested archives and the output tree object by object first
/// costs a tenth of a small `dump`. Commands hand their large values here once they are done.
///
/// With RESTORECTL_FREE_AT_EXIT set they are freed as usual. `make asan` sets it: LeakSanitizer
/// cannot follow the references Swift stores in enum payloads with tag bits, so values kept to
/// the end look leaked to it.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []
    private static let freesAtExit = getenv("RESTORECTL_FREE_AT_EXIT") != nil

    static func keep(_ value: Any) {
        guard !freesAtExit else { return }
        values.append(value)
    }
}
