/// A binary object table as writer events: the source of the XML and JSON writers when
/// `BinaryPropertyListTranscoder` streams a file, reading each object where it stands.
extension BinaryObjectTable {
    /// A quarter of a MiB: each page of the buffer costs a page fault the first time it is
    /// filled; with 1 MiB, 193 of a 1 MB conversion's 399 page faults were the buffer's.
    static let chunk = 1 << 18

    /// Walks the object at `index` into `writer`, handing the text to `sink` whenever a chunk of
    /// it is ready. The table must have been checked (`BinaryObjectWalk`): a shared container is
    /// written at each place it is referenced, and only that check bounds the total.
    func send<Writer: PropertyListTextWriter & ~Copyable>(_ index: Int, to writer: inout Writer, chunks sink: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try writer.flush(ifAtLeast: Self.chunk, to: sink)
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
        case .array(let references, let count):
            writer.beginArray(count: count)
            try sendElements(references, count, to: &writer, chunks: sink)
            writer.endArray()
        case .set(let references, let count):
            try writer.beginSet(count: count)
            try sendElements(references, count, to: &writer, chunks: sink)
            writer.endSet()
        case .dictionary(let references, let count):
            writer.beginDictionary(count: count)
            for position in 0..<count {
                let key = try reference(position, from: references, walked: true)
                withUTF8(of: try walkedObject(at: key)) { writer.key($0) }
                do {
                    try send(try reference(count + position, from: references, walked: true), to: &writer, chunks: sink)
                } catch var error as UnrepresentableValue {
                    error.reversedPath.append(keyText(key))
                    throw error
                }
            }
            writer.endDictionary()
        }
    }

    private func sendElements<Writer: PropertyListTextWriter & ~Copyable>(_ references: Int, _ count: Int, to writer: inout Writer, chunks sink: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        for position in 0..<count {
            do {
                try send(try reference(position, from: references, walked: true), to: &writer, chunks: sink)
            } catch var error as UnrepresentableValue {
                error.reversedPath.append("[\(position)]")
                throw error
            }
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
