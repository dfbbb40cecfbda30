// Fuzz target: the binary property-list reader, the well-formedness check, the streaming
// transcoder and the writer. Built by `make fuzz` with the library's sources in one module.
// Besides crashes, hangs and memory, it traps on disagreement: the value decoder and the check
// must accept and reject the same inputs, and what was read must survive a write and re-read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinary(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: data, count: size)
    let decoded = Result { () throws(PropertyListError) in try BinaryPropertyListReader().read(buffer) }
    let checked = Result { () throws(PropertyListError) in try BinaryPropertyListValidator().validate(buffer) }
    switch (decoded, checked) {
    case (.success(let value), .success):
        let written = BinaryPropertyListWriter().write(value)
        guard let again = try? BinaryPropertyListReader().read(written), again == value else {
            fatalError("write and re-read changed the value")
        }
        precondition(BinaryPropertyListWriter().write(again) == written, "re-encoding is not stable")
        var xml = [UInt8](), json = [UInt8]()
        _ = try? BinaryPropertyListTranscoder().transcode(buffer, to: .xml) { xml += $0 }
        _ = try? BinaryPropertyListTranscoder().transcode(buffer, to: .json) { json += $0 }
        if let tree = try? PropertyList.write(value, as: .xml), !xml.isEmpty { precondition(tree == xml, "streamed XML differs") }
        if !json.isEmpty { precondition((try? PropertyList.write(value, as: .json)) == json, "streamed JSON differs") }
    case (.failure(let first), .failure(let second)):
        precondition(first == second, "decoder and check disagree: \(first) / \(second)")
    case (.failure(let error), .success) where error.kind == .limitExceeded:
        // The expansion limit is the decoder's alone (the check reads each object once, and the
        // file is well formed); the streaming writers must stop at the same budget.
        var written = 0
        let finished = (try? BinaryPropertyListTranscoder().transcode(buffer, to: .json) { written += $0.count }) != nil
        precondition(!finished, "the transcoder wrote \(written) bytes past the expansion budget")
    default:
        fatalError("decoder and check disagree on acceptance")
    }
    return 0
}
