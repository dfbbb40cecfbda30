/// Why a file is not a zip file the reader takes, or an entry of one cannot be read, and where:
/// the byte offset in the zip file.
package struct ZipError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset in the zip file where the problem is.
    package var offset: Int
    /// What is wrong there, in one sentence without the offset (naming the entry when it is one's).
    package var message: String

    /// An error at `offset`.
    package init(at offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    /// A zip file the reader does not take is input it cannot read.
    package var failureKind: FailureKind { .unreadableInput }

    /// `at byte OFFSET: message`, as `BuildFileError` reads.
    package var description: String { "at byte \(offset): \(message)" }
}
