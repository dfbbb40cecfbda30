/// Values the process keeps until it exits instead of freeing them.
///
/// A command that has written its output is about to exit, and exit returns all memory at once;
/// releasing a decoded archive, its nested archives and the output tree object by object first
/// costs a tenth of a small `dump`. Commands hand their large values here once they are done.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        values.append(value)
    }
}
