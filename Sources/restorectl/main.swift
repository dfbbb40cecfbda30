#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

var console = Console()
let ran = Restorectl.run(Array(CommandLine.arguments.dropFirst()), console: &console)
let status = console.finish() ? ran : .failure(.cannotWrite)
exit(status.code)
