/// Where the text writers write: the bytes, room for the encoders that write into arrays (base64,
/// dates), and the hand-over of the bytes in chunks when streaming.
struct TextOutput: ~Copyable {
    var buffer: ByteBuffer
    /// Reused by `appendMade`.
    private var scratch: [UInt8] = []

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

    /// Appends what `body` writes into an array: for the encoders that take one (base64, dates).
    mutating func appendMade(_ body: (inout [UInt8]) -> Void) {
        var made: [UInt8] = []
        swap(&made, &scratch)
        made.removeAll(keepingCapacity: true)
        body(&made)
        made.withUnsafeBufferPointer { buffer.append($0) }
        scratch = made
    }

    /// Hands the bytes to `sink` and empties the buffer, once it holds at least `minimum`.
    mutating func flush(ifAtLeast minimum: Int, to sink: ([UInt8]) throws -> Void) rethrows {
        guard buffer.count >= minimum else { return }
        try sink(Array(buffer.bytes))
        buffer.removeAll()
    }
}
