// Fuzz target: the restoration layer: interpretation, validation, JSON, key paths, edits, diff.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = Validator.validate(bytes: bytes)
    guard let archive = try? RestorationArchive(bytes: bytes) else { return 0 }
    _ = RestorationView(LoadedSavedState(archive: archive)).json(file: "fuzz").serialized()
    precondition(RestorationDiff(archive, archive).isEqual, "an archive differs from itself")
    if let object = archive.objects.first {
        _ = ArchiveKeyPath.resolve("a.b.0", in: object.state)
        var editor = RestorationEditor(archive.archive)
        if (try? editor.set(path: object.path, key: "fuzz", to: .integer(PropertyListInteger(1)))) != nil {
            _ = try? RestorationArchive(bytes: editor.encoded)
        }
        var remover = RestorationEditor(archive.archive)
        _ = try? remover.removeObject(at: object.path)
    }
    return 0
}
