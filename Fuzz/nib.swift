// Fuzz target: the NIBArchive reader, its keyed-archive form, and CompiledNib's scan of either nib form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNib(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let nib = try? NIBArchive(bytes: bytes), let archive = try? KeyedArchive(nib: nib) {
        var renderer = ArchiveJSONWalk()
        renderer.rendered = RenderedObjects(repeats: .referenced, limit: 10_000)
        _ = renderer.render(archive).serialized()
    }
    _ = try? CompiledNib.contents(of: bytes)
    return 0
}
