#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var console = Console()
let status = Restorectl.run(Array(CommandLine.arguments.dropFirst()), console: &console)
console.flush()
exit(status.rawValue)
