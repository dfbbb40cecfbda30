// Fuzz target: the JSON reader, which reads documents from anywhere (create's documents, the
// snapshots' goldens, convert's input, and JSON inside app builds), the property list a JSON
// document stands for (convert --to binary|xml of JSON), and create's reader of a dump's document.
// Besides crashes, hangs and memory, it traps when a document written back, indented or on one
// line, reads back as another value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? RestorationDocument(bytes: bytes)
    guard let value = try? JSONReader.read(bytes) else { return 0 }
    for pretty in [true, false] {
        guard let again = try? JSONReader.read(Array(value.serialized(pretty: pretty).utf8)), again == value else {
            fatalError("a JSON document written back reads as another value")
        }
    }
    if let list = try? PropertyListValue(json: value) {
        _ = BinaryPropertyListWriter().write(list)
        _ = try? XMLPropertyListWriter().write(list)
    }
    return 0
}
