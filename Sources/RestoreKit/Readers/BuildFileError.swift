/// Why a file of an app build (an executable, a nib, a storyboard's Info.plist) is not one the
/// readers take, and where: the byte offset in the file. The Mach-O, nib and zip readers throw it
/// under their own names, `MachOError`, `NibError` and `ZipError`.
package struct BuildFileError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset in the file where the problem is.
    package var offset: Int
    /// What is wrong there, in one sentence without the offset.
    package var message: String

    /// An error at `offset`.
    package init(at offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    /// A file of the build the readers do not take is input they cannot read.
    package var failureKind: FailureKind { .unreadableInput }

    /// `at byte OFFSET: message`.
    package var description: String { "at byte \(offset): \(message)" }
}

/// Why a file is not a Mach-O file the reader takes, and where.
package typealias MachOError = BuildFileError

/// Why a file is not a compiled nib (or a storyboard's Info.plist) the reader takes, and where.
package typealias NibError = BuildFileError
