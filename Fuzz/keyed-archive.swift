// Fuzz target: the keyed-archive decoder, its JSON form and the encoder's round trip; a binary
// archive read in place must decode as its property-list values do (KeyedArchive(plist:)).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyedArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let inPlace = Result { () throws(KeyedArchiveError) in try KeyedArchive(bytes: bytes) }
    if BinaryPropertyListReader.hasHeader(bytes) {
        let throughValues: Result<KeyedArchive, KeyedArchiveError>
        do {
            let plist = try PropertyList.read(bytes).value
            throughValues = Result { () throws(KeyedArchiveError) in try KeyedArchive(plist: plist) }
        } catch {
            throughValues = .failure(KeyedArchiveError(.malformedPropertyList, at: "", error.description))
        }
        switch (inPlace, throughValues) {
        case (.success(let a), .success(let b)): if a != b { fatalError("read in place, the archive differs") }
        case (.failure(let a), .failure(let b)):
            if a.description != b.description { fatalError("read in place, the error differs: \(a) / \(b)") }
        default: fatalError("one reading refused what the other decoded")
        }
    }
    guard case .success(let archive) = inPlace else { return 0 }
    var renderer = ArchiveJSONWalk()
    renderer.rendered = RenderedObjects(repeats: .referenced, limit: 10_000)
    _ = renderer.render(archive).serialized()
    let encoded = KeyedArchiveEncoder().encodeBinary(archive)
    guard let again = try? KeyedArchive(bytes: encoded), again == archive else {
        fatalError("encode and decode changed the graph")
    }
    return 0
}
