/// Converts a binary property list straight to XML or JSON text, without building its values:
/// the fast path of `convert` for large files.
///
/// The file is checked first (`BinaryObjectWalk`, the walk every reader runs), so nothing is
/// written for a file that will be refused. Output goes to `sink` in pieces of about 256 KiB, so
/// memory stays near the size of the input whatever the size of the output. The text is byte for
/// byte what `XMLPropertyListWriter` and the JSON writer produce from the decoded value. A container
/// referenced from several places is written at each place, as those writers do; the walk has
/// bounded the total (`expansionBudget`), so a small file of shared containers cannot make endless output.
public struct BinaryPropertyListTranscoder {
    public enum Target: Sendable { case xml, json }

    public var options: PropertyList.ReadOptions

    public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.options = PropertyList.ReadOptions(maximumDepth: maximumDepth)
    }

    public init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Checks `buffer`, then writes it as `target`; errors are `PropertyListError` or the sink's.
    public func transcode(_ buffer: UnsafeBufferPointer<UInt8>, to target: Target, sink: @escaping ([UInt8]) throws -> Void) throws {
        let table = try BinaryObjectTable(buffer, maximumObjectCount: options.maximumObjectCount)
        try BinaryPropertyListValidator(options: options).walk(table)
        var writer = TranscodingWriter(table: table, sink: sink)
        do {
            switch target {
            case .xml:
                writer.output.append(contentsOf: XMLPropertyListWriter.header)
                try writer.xml(table.trailer.topObject, indent: 0)
                writer.append("</plist>\n")
            case .json:
                try writer.json(table.trailer.topObject, indent: 0)
                writer.output.append(0x0A)
            }
        } catch let error as PropertyListError where error.kind == .unrepresentable && error.message.hasPrefix("is a ") {
            let location = writer.errorPath.isEmpty ? "the top object" : "`" + keyPathText(writer.errorPath.reversed()) + "`"
            throw PropertyListError(.unrepresentable, location + " " + error.message)
        }
        try writer.flush(force: true)
    }
}

/// The state of one transcoding: the output buffer, the count against the budget, the sink.
struct TranscodingWriter: ~Copyable {
    let table: BinaryObjectTable
    let sink: ([UInt8]) throws -> Void
    var output: ByteBuffer
    /// Room for text made elsewhere into arrays (base64, dates), reused.
    var scratch: [UInt8] = []
    /// Where an unrepresentable value was, collected innermost first as the error unwinds.
    var errorPath: [String] = []
    /// A quarter of a MiB: each page of the buffer costs a page fault the first time it is
    /// filled; with 1 MiB, 193 of a 1 MB conversion's 399 page faults were the buffer's.
    static let chunk = 1 << 18

    init(table: BinaryObjectTable, sink: @escaping ([UInt8]) throws -> Void) {
        self.table = table
        self.sink = sink
        output = ByteBuffer(capacity: Self.chunk + 4096)
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        output.append(text)
    }

    @inline(__always)
    mutating func indent(_ count: Int, with byte: UInt8) {
        output.append(repeating: byte, count: count)
    }

    /// Appends what `body` writes into an array: for the writers that take one (base64, dates).
    mutating func appendMade(_ body: (inout [UInt8]) -> Void) {
        var made: [UInt8] = []
        swap(&made, &scratch)
        made.removeAll(keepingCapacity: true)
        body(&made)
        made.withUnsafeBufferPointer { output.append($0) }
        scratch = made
    }

    /// Hands the buffer to the sink once it holds a chunk (or always, at the end).
    mutating func flush(force: Bool = false) throws {
        guard force || output.count >= Self.chunk else { return }
        try sink(Array(output.bytes))
        output.removeAll()
    }

    /// The key of a dictionary entry, as a Swift string (for error paths only).
    func keyText(_ index: Int) -> String {
        guard let object = try? table.object(at: index) else { return "?" }
        var text: String?
        Self.withUTF8(of: object, in: table) { text = String(decoding: $0, as: UTF8.self) }
        return text ?? "?"
    }

    /// Calls `body` with the UTF-8 bytes of a string object: an ASCII string's bytes as they
    /// stand in the file, a UTF-16 string's converted. Other objects are not strings: nothing.
    static func withUTF8(of object: BinaryObject, in table: BinaryObjectTable, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch object {
        case .ascii(let range):
            body(UnsafeBufferPointer(rebasing: table.bytes[range]))
        case .utf16(let range):
            var text = [UInt8]()
            text.reserveCapacity(range.count / 2 * 3)
            appendUTF16BigEndianAsUTF8(table.bytes, range, to: &text)
            text.withUnsafeBufferPointer(body)
        default:
            break
        }
    }

    mutating func appendDecimal(_ value: PropertyListInteger) {
        withDecimalDigits(value) { output.append($0) }
    }
}
