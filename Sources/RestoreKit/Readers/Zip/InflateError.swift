/// Why a DEFLATE stream cannot be decoded, and where.
package struct InflateError: KindedError, Error, Equatable, Sendable, CustomStringConvertible {
    /// The byte offset, counted from the stream's first byte (0 = the input's `startIndex`), where
    /// decoding stopped: the byte holding the first bit of the element that is wrong, or the
    /// stream's length when it ends too soon.
    package let offset: Int
    /// What is wrong, in words, lower-case, without the offset.
    package let reason: String

    /// An error at `offset` of the stream.
    package init(at offset: Int, _ reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// A stream that cannot be decoded is input the reader cannot read.
    package var failureKind: FailureKind { .unreadableInput }

    /// `REASON (at byte offset OFFSET)`, on one line.
    package var description: String { "\(reason) (at byte offset \(offset))" }
}
