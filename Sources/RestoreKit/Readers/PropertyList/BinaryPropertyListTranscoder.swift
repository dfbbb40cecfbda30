/// Converts a binary property list straight to XML or JSON text, without building its values:
/// the fast path of `convert` for large files.
///
/// The file is checked first (`BinaryObjectWalk`, the walk every reader runs), and so is, for
/// XML, every value XML cannot hold, so nothing is written for a file that will be refused: once
/// the first piece reaches `sink`, only `sink` itself can fail. Output goes to `sink` in pieces of about 256 KiB, so
/// memory stays near the size of the input whatever the size of the output. The objects are walked
/// into the same XML and JSON writers that write decoded values, so the text is the same. A container
/// referenced from several places is written at each place, as those writers do; the walk has
/// bounded the total (`expansionBudget`), so a small file of shared containers cannot make endless output.
package struct BinaryPropertyListTranscoder {
    /// The text format to write.
    package enum Target: Sendable {
        /// Apple's XML property-list dialect, as `XMLPropertyListWriter` writes it.
        case xml
        /// JSON with the typed wrappers (`$data`, `$date`, `$uid`), as `PropertyList.write(_:as: .json)` writes it.
        case json
    }

    /// The limits the input is checked against before anything is written.
    package var options: PropertyList.ReadOptions

    /// A transcoder with the default limits, or the given nesting limit.
    package init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.options = PropertyList.ReadOptions(maximumDepth: maximumDepth)
    }

    /// A transcoder with the given limits.
    package init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Checks `buffer`, then writes it as `target`; errors are `PropertyListError` or the sink's.
    /// Each piece is valid only during its call to `sink`. With `workers`, a large file's text is
    /// made on their threads (`BinaryObjectTable+Pieces`); it is the same text, and `sink` is
    /// still called on the calling thread, in order.
    package func transcode(
        _ buffer: UnsafeBufferPointer<UInt8>, to target: Target, workers: PropertyList.Workers? = nil,
        sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let table = try BinaryObjectTable(buffer, maximumObjectCount: options.maximumObjectCount)
        try BinaryPropertyListReader(options: options).walk(table)
        let capacity = BinaryObjectTable.chunk + 4096
        switch target {
        case .xml:
            // A file that may hold a value XML has no spelling for is written once to nowhere
            // first, so that the refusal, with the value's key path, comes before any output.
            if Self.mayHoldValuesXMLCannot(table) {
                try Self.stream(table, into: XMLEventWriter(capacity: capacity), workers: nil, sink: { _ in })
            }
            try Self.stream(table, into: XMLEventWriter(capacity: capacity), workers: workers, sink: sink)
        case .json: try Self.stream(table, into: JSONEventWriter(capacity: capacity), workers: workers, sink: sink)
        }
    }

    /// Whether some object of the table is a set, a null, a 16-byte integer or a UID wider than
    /// four bytes: what the XML writer may refuse (`XMLEventWriter`). Other objects never are.
    static func mayHoldValuesXMLCannot(_ table: BinaryObjectTable) -> Bool {
        for index in 0..<table.objectCount {
            let marker = table.bytes[table.offset(of: index)]
            switch BinaryMarker.kind(marker) {
            case BinaryMarker.set: return true
            case BinaryMarker.uid where marker & 0x0F >= 4: return true
            default: if marker == BinaryMarker.null || marker == BinaryMarker.integer | 4 { return true }
            }
        }
        return false
    }

    private static func stream<Writer: PropertyListTextWriter & ~Copyable>(
        _ table: BinaryObjectTable, into writer: consuming Writer, workers: PropertyList.Workers?,
        sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        do {
            if let workers, workers.count > 1, table.bytes.count >= Self.piecesFrom,
                let split = try table.splitPoint(minimumEntries: 8 * workers.count)
            {
                try table.send(table.trailer.topObject, along: split.spine[...], to: &writer, chunks: sink) {
                    entries, writer in
                    try writer.flush(ifAtLeast: 0, to: sink)
                    try writePieces(of: entries, after: writer, table, workers, sink)
                }
            } else {
                try table.send(table.trailer.topObject, to: &writer, chunks: sink)
            }
        } catch let error as UnrepresentableValue {
            throw error.propertyListError
        }
        writer.finish()
        try writer.flush(ifAtLeast: 0, to: sink)
    }
}
