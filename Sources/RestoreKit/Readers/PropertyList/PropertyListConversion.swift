/// What `convert` and `lint` do with a file's bytes: the fastest path that gives the same result.
extension PropertyList {
    /// Converts a property list in any format `readAnyFormat` takes to `format`, handing the
    /// output to `write` in one or more pieces, each valid only during its call.
    ///
    /// A binary file converted to text while repeated keys are refused streams through
    /// `BinaryPropertyListTranscoder` (checked before anything is written, without building its
    /// values); anything else is read into values and written whole. Either way every problem
    /// with the input, including a value `format` cannot hold, is thrown before `write` is first
    /// called, so a caller may hand the pieces straight on. `workers` lend the threads on which
    /// a large binary file's text is made; `write` is called on the calling thread either way.
    ///
    /// - Throws: `PropertyListError`, `JSONReadError`, or what `write` throws.
    package static func convert(
        _ bytes: UnsafeBufferPointer<UInt8>, to format: PropertyListFormat, options: ReadOptions = ReadOptions(),
        workers: Workers? = nil, write: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        if format != .binary && format != .openStep && options.duplicateKeys == .refuse
            && BinaryPropertyListReader.hasHeader(bytes)
        {
            try BinaryPropertyListTranscoder(options: options).transcode(
                bytes, to: format == .xml ? .xml : .json, workers: workers, sink: write)
        } else {
            try PropertyList.write(try readAnyFormat(Array(bytes), options: options), as: format)
                .withUnsafeBufferPointer(write)
        }
    }

    /// Checks that `bytes` hold a well-formed binary, XML or OpenStep property list; a binary one
    /// is checked without building its values.
    package static func check(_ bytes: UnsafeBufferPointer<UInt8>, options: ReadOptions = ReadOptions())
        throws(PropertyListError)
    {
        if BinaryPropertyListReader.hasHeader(bytes) {
            try BinaryPropertyListReader(options: options).check(bytes)
        } else {
            _ = try read(Array(bytes), options: options)
        }
    }
}
