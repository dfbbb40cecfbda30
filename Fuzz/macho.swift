// Fuzz target: the Mach-O reader (thin and universal files, load commands, chained fixups, bind
// opcodes, Objective-C class and category lists). Built by `make fuzz` with the library's sources
// in one module.
// Besides crashes, hangs and memory, it traps on disagreement: isMachO must accept what reads,
// and every error must lie inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMachO(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let slices = try MachOFile.slices(of: bytes)
        precondition(MachOFile.isMachO(prefix: Array(bytes.prefix(8))), "read a file isMachO refuses")
        for slice in slices {
            precondition(slice.fileOffset >= 0 && slice.size <= size - slice.fileOffset, "a slice outside the file")
            precondition(!slice.isEncrypted || slice.classes.isEmpty, "classes of an encrypted slice")
            precondition(!slice.isEncrypted || slice.categories.isEmpty, "categories of an encrypted slice")
        }
    } catch {
        precondition(error.offset >= 0 && error.offset <= size, "an error offset outside the file: \(error)")
        precondition(!error.message.contains("\n"), "a multi-line error")
    }
    return 0
}
