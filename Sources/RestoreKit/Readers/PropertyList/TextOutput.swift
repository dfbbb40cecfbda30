/// Where the text writers write: the bytes, and their hand-over in chunks when streaming.
struct TextOutput: ~Copyable {
    var buffer: ByteBuffer

    init(capacity: Int = 4096) {
        buffer = ByteBuffer(capacity: capacity)
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        buffer.append(text)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        buffer.append(byte)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(bytes)
    }

    @inline(__always)
    mutating func append(repeating byte: UInt8, count: Int) {
        buffer.append(repeating: byte, count: count)
    }

    mutating func appendDecimal(_ value: PropertyListInteger) {
        withDecimalDigits(value) { buffer.append($0) }
    }

    /// Hands the bytes to `sink` and empties the buffer, once it holds at least `minimum`. The
    /// bytes are the buffer's own, valid during the call: not copied into an array (which took
    /// 4% of a conversion to XML, and a quarter of a MiB more memory).
    mutating func flush(ifAtLeast minimum: Int, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        guard buffer.count >= minimum else { return }
        try sink(buffer.bytes)
        buffer.removeAll()
    }
}
