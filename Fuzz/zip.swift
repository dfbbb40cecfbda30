// Fuzz target: the zip reader (end record and ZIP64 records, central directory, names, local
// headers, stored and deflate entries, CRC-32) and an .ipa read as an app build through it.
// Built by `make fuzz` with the library's sources in one module. Limits are small, so that a
// bomb is refused rather than inflated. Besides crashes, hangs and memory, it traps on
// disagreement: an entry read has its stated size, and every error lies inside the file (its path
// the file's or one inside it) and is one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var limits = ZipLimits()
    limits.maximumEntries = 1000
    limits.maximumTotalSize = 16 << 20
    limits.maximumRatio = 100
    do {
        let archive = try ZipArchive(bytes, limits: limits)
        for entry in archive.entries {
            precondition(!entry.name.isEmpty && !entry.name.hasPrefix("/"), "an unchecked name")
            do {
                let contents = try archive.contents(of: entry)
                precondition(contents.count == entry.uncompressedSize, "an entry read at another size")
            } catch {
                check(error, size: size)
            }
        }
    } catch {
        check(error, size: size)
    }
    do {
        _ = try AppBuild.read(at: "/fuzz.ipa", in: OneFile(bytes: bytes), zipLimits: limits)
    } catch {
        // About the file, or a path inside it (Payload/NAME.app without an Info.plist).
        precondition(
            error.path == "/fuzz.ipa" || error.path.hasPrefix("/fuzz.ipa/"),
            "an error about another file: \(error.path)")
        precondition(!error.message.contains("\n"), "a multi-line error")
    }
    return 0
}

private func check(_ error: ZipError, size: Int) {
    precondition(error.offset >= 0 && error.offset <= size, "an error offset outside the file: \(error)")
    precondition(!error.message.contains("\n"), "a multi-line error")
}

/// A file source holding the one file `/fuzz.ipa`.
private struct OneFile: FileSource {
    struct Absent: Error {}
    let bytes: [UInt8]
    func contents(of path: String) throws -> [UInt8] {
        guard path == "/fuzz.ipa" else { throw Absent() }
        return bytes
    }
    func isFile(_ path: String) -> Bool { path == "/fuzz.ipa" }
    func isFolder(_ path: String) -> Bool { path == "/" }
    func subfolders(of path: String) -> [String] { [] }
    func files(in path: String) -> [String] { path == "/" ? ["fuzz.ipa"] : [] }
    func folder(of path: String) -> String? { "/" }
}
