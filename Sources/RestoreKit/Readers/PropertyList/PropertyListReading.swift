/// What the format readers share: their limits and how they are made. `BinaryPropertyListReader`,
/// `XMLPropertyListReader` and `OpenStepPropertyListReader` conform; `PropertyList.read` picks
/// one by the document's first bytes.
protocol PropertyListReading {
    /// The limits: nesting and repeated keys for every reader, object count and expansion for binary.
    var options: PropertyList.ReadOptions { get set }
    /// A reader with the limits of `options`.
    init(options: PropertyList.ReadOptions)
    /// Decodes the document's top value; throws `PropertyListError` naming where the problem is.
    func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue
}

extension PropertyListReading {
    /// A reader with the default limits, except for nesting deeper than `maximumDepth`.
    init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.init(options: PropertyList.ReadOptions(maximumDepth: maximumDepth))
    }

    /// Containers nested deeper than this are an error.
    var maximumDepth: Int {
        get { options.maximumDepth }
        set { options.maximumDepth = newValue }
    }

    /// What to do with a dictionary key given twice (CoreFoundation keeps the last in text, the
    /// first in binary).
    var duplicateKeys: DuplicateKeyPolicy {
        get { options.duplicateKeys }
        set { options.duplicateKeys = newValue }
    }
}
