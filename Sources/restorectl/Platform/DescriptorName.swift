#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The descriptor an output name stands for: `-` and `/dev/stdout` are 1, `/dev/stderr` 2,
/// `/dev/stdin` 0, `/dev/fd/N` and `/proc/self/fd/N` are N; nil for any other name.
///
/// Such a name is written through the descriptor itself rather than opened: on Linux
/// `/dev/stdout` is a link to `/proc/self/fd/1`, which names `pipe:[…]` (no file to resolve) and
/// cannot be opened at all when it is a socket; a regular file opened again would be written
/// from its start, not where the shell's `>>` or an earlier write left it. On Darwin the
/// `/dev/fd` device dups the descriptor when opened, which this does too.
func descriptorNamed(by name: String) -> Int32? {
    switch name {
    case "-", "/dev/stdout": return 1
    case "/dev/stderr": return 2
    case "/dev/stdin": return 0
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where name.hasPrefix(prefix) {
        let number = name.dropFirst(prefix.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int32(number)
    }
    return nil
}
