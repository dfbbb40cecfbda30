/// What `get` shows of an archive: every field of an object's coder (or of the app delegate's
/// keys), or the one value at a key path among them. The command hands it to a writer.
package enum RestorationLookup: Sendable {
    /// The fields, in stored order, when no key path was given.
    case fields([ArchiveField])
    /// The value at `keyPath`, the dotted key path given.
    case value(ArchiveValue, keyPath: String)
}

extension RestorationArchive {
    /// The fields of the coder of the object at `path`, or the app delegate's keys when `path` is
    /// nil; with `keyPath`, the value at that dotted key path (see `ArchiveKeyPath`) among them.
    ///
    /// - Throws: what `coder(at:)` throws (no object there, its `missingObject`; an unreadable
    ///   coder), or a key path that matches nothing (`notInArchive`) or goes through a nested
    ///   archive that cannot be read (`unreadableInput`), said after where it was looked for
    ///   (`'PATH': ` or `the app delegate's keys: `) with the `KeyPathError` underlying it.
    package func lookup(path: String?, keyPath: String?, options: KeyedArchive.Options) throws(RestorationEditor
        .Failure) -> RestorationLookup
    {
        let fields = try path.map { path throws(RestorationEditor.Failure) in try coder(at: path).top } ?? extras
        guard let keyPath else { return .fields(fields) }
        switch ArchiveKeyPath.resolve(keyPath, in: fields, options: options) {
        case .success(let value):
            return .value(value, keyPath: keyPath)
        case .failure(let error):
            let place = path.map { "'\($0)'" } ?? "the app delegate's keys"
            throw RestorationEditor.Failure(error.failureKind, "\(place): \(error)", underlying: error)
        }
    }
}
