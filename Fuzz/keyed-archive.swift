// Fuzz target: the keyed-archive decoder, its JSON form and the encoder's round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyedArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let archive = try? KeyedArchive(bytes: bytes) else { return 0 }
    var renderer = ArchiveJSONRenderer()
    renderer.rendered = RenderedObjects(repeats: .referenced, limit: 10_000)
    _ = renderer.render(archive).serialized()
    let encoded = KeyedArchiveEncoder().encodeBinary(archive)
    guard let again = try? KeyedArchive(bytes: encoded), again == archive else { fatalError("encode and decode changed the graph") }
    return 0
}
