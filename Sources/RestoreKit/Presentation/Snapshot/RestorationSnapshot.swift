/// Saved state in a canonical JSON form, to compare with a golden file in an app's tests: the
/// document `restorectl snapshot` writes.
///
/// It is `restorectl dump --format json`'s document with its members sorted, each NSSet's members
/// in canonical order (an archive stores them in no fixed order), the objects keyed by
/// identifier path, the scenes by their role, configuration and place rather than their random
/// persistent identifier, and the values that differ between two saves of the same screens (the
/// save time, the system version, scene identifiers, `inprogress.data`) replaced by `"<ignored>"`,
/// so that saves made on other days, devices or systems give the same text. docs/cli.md
/// (`snapshot`) describes the form and the key paths `ignoring` and `keeping` take.
public struct RestorationSnapshot: Sendable, Equatable {
    /// The canonical document.
    package let document: JSONValue

    /// The snapshot whose canonical document is `document` (as `SnapshotForm` makes it).
    package init(document: JSONValue) {
        self.document = document
    }

    /// The snapshot of what `view` shows, with the values at `ignoring` (besides the volatile
    /// ones) ignored and those at `keeping` compared.
    package init(
        _ view: RestorationView, options: KeyedArchive.Options = KeyedArchive.Options(), ignoring: [String] = [],
        keeping: [String] = []
    ) {
        document = SnapshotForm.document(view, options: options, ignoring: ignoring, keeping: keeping)
    }

    /// The snapshot of a restoration archive on its own (no scenes, no `inprogress.data`).
    ///
    /// - Parameters:
    ///   - archive: the archive, as read by `RestorationArchive(bytes:)` or `RestorationArchive(file:in:)`.
    ///   - ignoring: key paths whose values are ignored besides the volatile ones, such as
    ///     `metadata.bundleVersion` or `objects.*.state.scrollOffset`.
    ///   - keeping: key paths whose values are compared although volatile, such as `metadata.timestamp`.
    public init(_ archive: RestorationArchive, ignoring: [String] = [], keeping: [String] = []) {
        self.init(RestorationView(LoadedSavedState(archive: archive)), ignoring: ignoring, keeping: keeping)
    }

    /// The snapshot of the saved state at `path`: a `.savedState` folder (its archive and scenes)
    /// or an archive file, read through `files`.
    ///
    /// - Throws: `SavedStateError` naming the file that cannot be read, as `RestorationArchive(file:in:)`.
    public init(contentsOf path: String, in files: some FileSource, ignoring: [String] = [], keeping: [String] = [])
        throws(SavedStateError)
    {
        let saved = try SavedStateFolder.read(path, in: files)
        self.init(
            RestorationView(saved), ignoring: ignoring,
            keeping: keeping)
    }

    /// The canonical JSON text, indented by two spaces and ending with a line feed: what a golden
    /// file holds.
    public var json: String {
        document.serialized() + "\n"
    }

    /// What differs from `expected`, the text of a golden file: one line per difference,
    /// `~ PATH: GOLDEN → NOW`, `- PATH: GOLDEN` or `+ PATH: NOW`, or a line saying why `expected`
    /// is no JSON; nil when they are equal. Members are compared by name, whatever their order.
    public func difference(from expected: String) -> String? {
        let golden: JSONValue
        do {
            golden = try Self.golden(Array(expected.utf8))
        } catch {
            return "the expected snapshot is not JSON: \(error)"
        }
        let lines = differences(from: golden).map { $0.line() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Every difference of this snapshot from the `expected` document.
    package func differences(from expected: JSONValue) -> [SnapshotDifference] {
        SnapshotDifference.between(expected, document)
    }

    /// Reads a golden file's bytes as a JSON document.
    package static func golden(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        try JSONReader.read(bytes)
    }
}
