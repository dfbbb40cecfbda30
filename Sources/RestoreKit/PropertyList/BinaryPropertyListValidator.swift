/// Checks that a binary property list is well formed without building its values.
///
/// It makes every check a reader makes (`BinaryObjectWalk`: markers, sizes, references, string
/// encodings, string keys, cycles, depth, the expansion budget), in time linear in the file and
/// memory of a few bytes per object. `lint` uses it; the decoder and the transcoder run the same
/// walk, so all three give the same first error for a file.
public struct BinaryPropertyListValidator {
    /// The nesting, object-count and expansion limits.
    public var options: PropertyList.ReadOptions

    /// Containers nested deeper than this are an error.
    public var maximumDepth: Int {
        get { options.maximumDepth }
        set { options.maximumDepth = newValue }
    }

    /// A validator with the default limits, or the given nesting limit.
    public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.options = PropertyList.ReadOptions(maximumDepth: maximumDepth)
    }

    /// A validator with the given limits.
    public init(options: PropertyList.ReadOptions) {
        self.options = options
    }

    /// Throws the first problem, with its byte offset.
    public func validate(_ buffer: UnsafeBufferPointer<UInt8>) throws(PropertyListError) {
        try walk(try BinaryObjectTable(buffer, maximumObjectCount: options.maximumObjectCount))
    }

    /// Runs the walk over an already opened table.
    @discardableResult
    func walk(_ table: BinaryObjectTable) throws(PropertyListError) -> BinaryObjectSharing {
        try BinaryObjectWalk(table: table, maximumDepth: options.maximumDepth,
                             budget: options.expansionBudget(forFileSize: table.bytes.count),
                             duplicateKeys: options.duplicateKeys).run()
    }
}
