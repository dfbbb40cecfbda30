#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

var console = Console()
let status = console.finish(Restorectl.run(Array(CommandLine.arguments.dropFirst()), console: &console))
exit(status.code)
