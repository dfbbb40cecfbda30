/// How much a zip file (an `.ipa`) may ask of the reader before anything is inflated: checked
/// against its central directory when it is opened, so that a zip bomb is an error and never an
/// allocation. The command-line tool sets them from `--ipa-max-entries`, `--ipa-max-size` and
/// `--ipa-max-ratio`.
package struct ZipLimits: Sendable, Equatable {
    /// The most entries the central directory may list (default 100,000: a large app's bundle
    /// holds some 10,000 files).
    package var maximumEntries = 100_000
    /// The most bytes all entries may inflate to together, as the central directory states their
    /// sizes (default 4 GiB, the largest an `.ipa` without ZIP64 can hold).
    package var maximumTotalSize = 4 << 30
    /// The most bytes an entry may inflate to per byte stored (default 1,000), for an entry that
    /// inflates to more than `ratioFloor` bytes; deflate's own limit is about 1,032.
    package var maximumRatio = 1000
    /// Entries that inflate to at most this many bytes (1 MiB) are not held to `maximumRatio`:
    /// a small file of one repeated byte compresses far, and costs nothing to inflate.
    package static let ratioFloor = 1 << 20

    /// The defaults.
    package init() {}
}
