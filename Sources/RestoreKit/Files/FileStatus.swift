/// What a file source can say about a file besides its bytes: its size and when it was created
/// and last modified, which date an app's use of its saved state.
package struct FileStatus: Sendable, Equatable {
    /// The size in bytes.
    package var size: Int
    /// When the file was created, in seconds since 2001-01-01 UTC (the property-list reference
    /// date); nil where the platform does not record it (Linux's `stat`).
    package var created: Double?
    /// When the file's contents were last modified, in seconds since 2001-01-01 UTC.
    package var modified: Double?

    /// A file of `size` bytes with the given times.
    package init(size: Int, created: Double?, modified: Double?) {
        self.size = size
        self.created = created
        self.modified = modified
    }
}

/// A file source that can say a file's status: restorectl's, through `stat`. Not a requirement
/// of `FileSource`, so that a client's file source need not implement it.
package protocol FileStatusSource {
    /// The size and times of the file at `path`, or nil when it cannot be examined.
    func status(of path: String) -> FileStatus?
}

extension FileSource {
    /// The size and times of the file at `path` when this source can say them (it is a
    /// `FileStatusSource`); nil otherwise, or when the file cannot be examined.
    package func fileStatus(of path: String) -> FileStatus? {
        (self as? any FileStatusSource)?.status(of: path)
    }
}
