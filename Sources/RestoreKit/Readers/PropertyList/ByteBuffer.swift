/// A growable byte buffer for the writers' inner loops, where appending a byte should be a
/// capacity check and a store (an Array append also checks uniqueness and goes through
/// generic sequence code, several times the cost for one-byte appends).
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written so far, valid until the next append.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The bytes written so far, in an array made with one copy (`Array(bytes)` goes a byte at a
    /// time: 1 instruction a byte, callgrind).
    var array: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            if let start = target.baseAddress { start.initialize(from: base, count: count) }
            initialized = count
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`. Runs of 4 to 16 bytes, most of what the writers append (tags, keys,
    /// short strings), are copied as two overlapping loads and stores rather than by a call to
    /// memcpy (whose call and dispatch cost more than the copy).
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        if count + length > capacity { grow(toHold: count + length) }
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(base + count)
        if length >= 8 && length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else {
            (base + count).update(from: source, count: length)
        }
        count += length
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `repeats` copies of `byte`: indentation, up to 16 bytes as one or two word stores
    /// (a loop the compiler turns into a call to memset, which took 3% of a conversion to XML for
    /// its one to three tabs a line); the buffer keeps room for a word past the bytes written.
    @inline(__always)
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if count + max(repeats, 16) > capacity { grow(toHold: count + max(repeats, 16)) }
        if repeats <= 16 {
            let word = 0x0101_0101_0101_0101 &* UInt64(byte)
            let raw = UnsafeMutableRawPointer(base + count)
            raw.storeBytes(of: word, as: UInt64.self)
            if repeats > 8 { raw.storeBytes(of: word, toByteOffset: 8, as: UInt64.self) }
        } else {
            (base + count).update(repeating: byte, count: repeats)
        }
        count += repeats
    }

    /// Lets `body` write at most `maximum` bytes at the end of the buffer, straight into its
    /// memory; `body` returns how many it wrote. For the encoders (base64, dates, escapes), which
    /// so need no array of their own.
    @inline(__always)
    mutating func append(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximum > capacity { grow(toHold: count + maximum) }
        count += body(base + count)
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() {
        count = 0
    }

    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
