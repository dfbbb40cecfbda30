// Fuzz target: the binary property-list reader, the well-formedness check, the streaming
// transcoder and the writer. Built by `make fuzz` with the library's sources in one module.
// Besides crashes, hangs and memory, it traps on disagreement: the value decoder, the check and
// the transcoder run one walk and must give the same first error, and what was read must survive
// a write and re-read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinary(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: data, count: size)
    let decoded = Result { () throws(PropertyListError) in try BinaryPropertyListReader().read(buffer) }
    let checked = Result { () throws(PropertyListError) in try BinaryPropertyListReader().check(buffer) }
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
        if let tree = try? PropertyList.write(value, as: .xml), !xml.isEmpty {
            precondition(tree == xml, "streamed XML differs")
        }
        if !json.isEmpty { precondition((try? PropertyList.write(value, as: .json)) == json, "streamed JSON differs") }
    case (.failure(let first), .failure(let second)):
        precondition(first == second, "decoder and check disagree: \(first) / \(second)")
        var written = 0
        do {
            try BinaryPropertyListTranscoder().transcode(buffer, to: .json) { written += $0.count }
            fatalError("the transcoder accepted what the decoder refused")
        } catch {
            precondition(error as? PropertyListError == first, "transcoder and decoder disagree: \(error) / \(first)")
        }
        precondition(written == 0, "the transcoder wrote \(written) bytes for a refused file")
    default:
        fatalError("decoder and check disagree on acceptance")
    }
    return 0
}
