// Fuzz target: the XML property-list reader; what it reads must survive an XML write and re-read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? XMLPropertyListReader().read(bytes) else { return 0 }
    if let xml = try? XMLPropertyListWriter().write(value) {
        guard let again = try? XMLPropertyListReader().read(xml), again == value else {
            fatalError("XML round trip changed the value")
        }
    }
    _ = BinaryPropertyListWriter().write(value)
    _ = value.json.serialized()
    return 0
}
