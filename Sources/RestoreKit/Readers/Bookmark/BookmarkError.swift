/// Why bytes are not a bookmark the reader takes, and where: the byte offset from the bookmark's
/// start, in hexadecimal as the message gives every offset.
package struct BookmarkError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset in the bookmark where the problem is.
    package var offset: Int
    /// What is wrong there, in one sentence without the offset.
    package var message: String

    /// An error at `offset`.
    package init(at offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    /// A bookmark the reader does not take is input it cannot read.
    package var failureKind: FailureKind { .unreadableInput }

    /// `at byte 0x1a4: message`.
    package var description: String { "at byte \(Self.hex(offset)): \(message)" }

    /// `0x1a4`: how the messages write an offset (at least `digits` digits).
    static func hex(_ value: Int, digits: Int = 1) -> String {
        let text = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
