/// A binary object table as writer events: the source of the XML and JSON writers when
/// `BinaryPropertyListTranscoder` streams a file, reading each object where it stands.
extension BinaryObjectTable {
    /// A quarter of a MiB: each page of the buffer costs a page fault the first time it is
    /// filled; with 1 MiB, 193 of a 1 MB conversion's 399 page faults were the buffer's.
    static let chunk = 1 << 18

    /// Walks the object at `index` into `writer`, handing the text to `sink` whenever at least
    /// `threshold` bytes of it are ready. The table must have been checked (`BinaryObjectWalk`): a
    /// shared container is written at each place it is referenced, and only that check bounds the total.
    func send<Writer: PropertyListTextWriter & ~Copyable>(
        _ index: Int, to writer: inout Writer, chunks sink: (UnsafeBufferPointer<UInt8>) throws -> Void,
        every threshold: Int = chunk
    ) throws {
        try writer.flush(ifAtLeast: threshold, to: sink)
        let value = try walkedObject(at: index)
        switch value {
        case .null: try writer.null()
        case .boolean(let flag): writer.boolean(flag)
        case .integer(let value): try writer.integer(value)
        case .real(let value, let isSinglePrecision): writer.real(value, isSinglePrecision: isSinglePrecision)
        case .date(let seconds): writer.date(seconds)
        case .data(let range): writer.data(UnsafeBufferPointer(rebasing: bytes[range]))
        case .uid(let uid): try writer.uid(uid)
        case .ascii, .utf16: withUTF8(of: value) { writer.string($0) }
        case .array, .set, .dictionary:
            guard let entries = BinaryEntries(value) else { return }
            try begin(entries, in: &writer)
            try sendEntries(entries, 0..<entries.count, to: &writer, chunks: sink, every: threshold)
            end(entries, in: &writer)
        }
    }

    /// Writes the entries at `positions` of a container: a dictionary's keys and values, an
    /// array's or set's elements. A value the writer cannot hold gets its place added to its path.
    func sendEntries<Writer: PropertyListTextWriter & ~Copyable>(
        _ entries: BinaryEntries, _ positions: Range<Int>, to writer: inout Writer,
        chunks sink: (UnsafeBufferPointer<UInt8>) throws -> Void, every threshold: Int
    ) throws {
        for position in positions {
            try sendEntry(position, of: entries, to: &writer) { (value, writer: inout Writer) in
                try send(value, to: &writer, chunks: sink, every: threshold)
            }
        }
    }

    /// Writes one entry of a container: its key, if it has one, then its value, by `sendValue`.
    @inline(__always)
    func sendEntry<Writer: PropertyListTextWriter & ~Copyable>(
        _ position: Int, of entries: BinaryEntries, to writer: inout Writer,
        value sendValue: (Int, inout Writer) throws -> Void
    ) throws {
        var key: Int?
        do {
            if entries.kind == .dictionary {
                key = try reference(position, from: entries.references, walked: true)
                withUTF8(of: try walkedObject(at: key!)) { writer.key($0) }
                try sendValue(try reference(entries.count + position, from: entries.references, walked: true), &writer)
            } else {
                try sendValue(try reference(position, from: entries.references, walked: true), &writer)
            }
        } catch var error as UnrepresentableValue {
            error.reversedPath.append(key.map(keyText) ?? "[\(position)]")
            throw error
        }
    }

    /// A container's begin event.
    func begin<Writer: PropertyListTextWriter & ~Copyable>(_ entries: BinaryEntries, in writer: inout Writer) throws {
        switch entries.kind {
        case .array: writer.beginArray(count: entries.count)
        case .set: try writer.beginSet(count: entries.count)
        case .dictionary: writer.beginDictionary(count: entries.count)
        }
    }

    /// A container's end event.
    func end<Writer: PropertyListTextWriter & ~Copyable>(_ entries: BinaryEntries, in writer: inout Writer) {
        switch entries.kind {
        case .array: writer.endArray()
        case .set: writer.endSet()
        case .dictionary: writer.endDictionary()
        }
    }

    /// The key of a dictionary entry, as a Swift string (for error paths only).
    private func keyText(_ index: Int) -> String {
        guard let object = try? object(at: index) else { return "?" }
        var text: String?
        withUTF8(of: object) { text = String(decoding: $0, as: UTF8.self) }
        return text ?? "?"
    }

    /// Calls `body` with the UTF-8 bytes of a string object: an ASCII string's bytes as they
    /// stand in the file, a UTF-16 string's converted. Other objects are not strings: nothing.
    func withUTF8(of object: BinaryObject, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch object {
        case .ascii(let range):
            body(UnsafeBufferPointer(rebasing: bytes[range]))
        case .utf16(let range):
            var text = [UInt8]()
            text.reserveCapacity(range.count / 2 * 3)
            appendUTF16BigEndianAsUTF8(bytes, range, to: &text)
            text.withUnsafeBufferPointer(body)
        default:
            break
        }
    }
}
