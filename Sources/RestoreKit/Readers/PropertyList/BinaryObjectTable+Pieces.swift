/// A container object's entries: where its references start, how many entries it has, and
/// whether each is a key and a value (a dictionary) or one element (an array or a set).
struct BinaryEntries {
    enum Kind { case array, set, dictionary }

    var kind: Kind
    var references: Int
    var count: Int

    init(_ kind: Kind, references: Int, count: Int) {
        self.kind = kind
        self.references = references
        self.count = count
    }

    /// The entries of `object`, when it is a container.
    @inline(__always)
    init?(_ object: BinaryObject) {
        switch object {
        case .array(let references, let count): self.init(.array, references: references, count: count)
        case .set(let references, let count): self.init(.set, references: references, count: count)
        case .dictionary(let references, let count): self.init(.dictionary, references: references, count: count)
        default: return nil
        }
    }
}

/// Where a large file's text is cut into pieces that several threads write at once: a container
/// with many entries, and the way to it from the top object.
struct BinarySplitPoint {
    /// From the top object down, the position of the entry whose value leads on to the container.
    var spine: [Int]
    /// The container whose entries are written in pieces.
    var entries: BinaryEntries
}

extension BinaryObjectTable {
    /// The entries of the container at `index`; nil for any other object.
    func entries(of index: Int) throws(PropertyListError) -> BinaryEntries? {
        BinaryEntries(try walkedObject(at: index))
    }

    /// The first container, from the top object down, with at least `minimumEntries` entries:
    /// at each level the way goes on through the value that is the container with the most
    /// entries. A keyed archive's `$objects`, the array of records most large files are, is
    /// found at the first or second level. Nil when no such container is near the top.
    func splitPoint(minimumEntries: Int, maximumDepth: Int = 8) throws(PropertyListError) -> BinarySplitPoint? {
        var spine: [Int] = []
        var index = trailer.topObject
        while spine.count <= maximumDepth, let entries = try entries(of: index) {
            if entries.count >= minimumEntries { return BinarySplitPoint(spine: spine, entries: entries) }
            var next: (position: Int, index: Int, count: Int)?
            for position in 0..<entries.count {
                let value = try reference(
                    entries.kind == .dictionary ? entries.count + position : position, from: entries.references,
                    walked: true)
                if let inner = try self.entries(of: value), inner.count > (next?.count ?? 0) {
                    next = (position, value, inner.count)
                }
            }
            guard let next else { return nil }
            spine.append(next.position)
            index = next.index
        }
        return nil
    }

    /// Writes the object at `index`, as `send` does, but for the container at the end of
    /// `spine`: between its begin and end events, `pieces` writes its entries.
    func send<Writer: PropertyListTextWriter & ~Copyable>(
        _ index: Int, along spine: ArraySlice<Int>, to writer: inout Writer,
        chunks sink: (UnsafeBufferPointer<UInt8>) throws -> Void,
        pieces: (BinaryEntries, inout Writer) throws -> Void
    ) throws {
        guard let entries = try entries(of: index) else { return try send(index, to: &writer, chunks: sink) }
        try begin(entries, in: &writer)
        if let position = spine.first {
            try sendEntries(entries, 0..<position, to: &writer, chunks: sink, every: Self.chunk)
            try sendEntry(position, of: entries, to: &writer) { (value, writer: inout Writer) in
                try send(value, along: spine.dropFirst(), to: &writer, chunks: sink, pieces: pieces)
            }
            try sendEntries(entries, (position + 1)..<entries.count, to: &writer, chunks: sink, every: Self.chunk)
        } else {
            try pieces(entries, &writer)
        }
        end(entries, in: &writer)
    }
}
