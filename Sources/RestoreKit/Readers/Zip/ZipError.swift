/// Why a file is not a zip file the reader takes, or an entry of one cannot be read, and where:
/// the byte offset in the zip file, the message naming the entry when it is one's. The same error
/// the build's other readers throw, `at byte OFFSET: message`.
package typealias ZipError = BuildFileError
