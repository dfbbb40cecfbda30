/// Data values that hold keyed archives of their own, as restoration archives nest one per
/// preserved object, and apps store `NSKeyedArchiver.archivedData(...)` results.
extension ArchiveValue {
    /// The bytes of a data value: inline or stored data, or an NSData/NSMutableData object.
    public var dataBytes: [UInt8]? {
        if let bytes = primitive?.dataValue { return bytes }
        if case .data(let bytes)? = object?.foundationValue { return bytes }
        return nil
    }

    /// The keyed archive held in this data value: nil when the value is not data that looks like
    /// an archive, else the decoded archive or why it could not be decoded.
    public func nestedArchive(options: KeyedArchive.Options = KeyedArchive.Options()) -> Result<KeyedArchive, KeyedArchiveError>? {
        guard options.maximumNesting > 0, let bytes = dataBytes, KeyedArchive.looksLikeArchive(bytes) else { return nil }
        var inner = options
        inner.maximumNesting -= 1
        do {
            return .success(try KeyedArchive(bytes: bytes, options: inner))
        } catch {
            return .failure(error)
        }
    }
}
