// Fuzz target: the decoders of blobs inside saved state (issue 56). Each input goes through the
// NSURL bookmark reader (offsets and counts all from the file) and what is derived from a bookmark
// (its facts, its dates, its `$bookmark` JSON), and through the NavigationPath reader of
// `@SceneStorage` values. Besides crashes, hangs and memory, it traps when a bookmark's entry
// lies outside the input, when the same bytes read twice give two bookmarks, when its JSON does
// not read back as the same JSON, or when a NavigationPath has another count of elements than
// half the strings it was read from.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBlobs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    bookmark(bytes)
    navigationPath(bytes)
    return 0
}

/// The bytes as a bookmark, and as one behind the magic every bookmark starts with (so that the
/// fuzzer need not find the header to reach the tables).
private func bookmark(_ bytes: [UInt8]) {
    var candidates = [bytes]
    if !Bookmark.looksLikeBookmark(bytes), bytes.count >= 8 {
        candidates.append(Array("book".utf8) + littleEndian(UInt32(truncatingIfNeeded: bytes.count + 8)) + bytes)
    }
    for candidate in candidates {
        guard let bookmark = try? Bookmark(bytes: candidate) else { continue }
        for toc in bookmark.tocs {
            guard toc.offset >= 0, toc.offset < candidate.count else { fatalError("a TOC outside the input") }
            for entry in toc.entries where entry.offset < 0 || entry.offset >= candidate.count {
                fatalError("an entry's item outside the input")
            }
        }
        guard (try? Bookmark(bytes: candidate)) == bookmark else { fatalError("the same bytes read as two bookmarks") }
        _ = (bookmark.path, bookmark.fileIDs, bookmark.volume, bookmark.securityScope, bookmark.creationOptions)
        _ = (bookmark.resourceFlags, bookmark.displayName, bookmark.dates, bookmark.otherEntries.count)
        let json = bookmark.json(bytes: candidate)
        let text = json.serialized(pretty: false)
        guard let again = try? JSONReader.read(Array(text.utf8)), again.serialized(pretty: false) == text else {
            fatalError("a bookmark's JSON does not read back as itself")
        }
    }
}

/// A 32-bit word little-endian, as a bookmark's header stores its size.
private func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
}

/// The bytes as JSON, then as a NavigationPath's codable representation.
private func navigationPath(_ bytes: [UInt8]) {
    guard let json = try? JSONReader.read(bytes), let path = NavigationPathRepresentation(json) else { return }
    guard case .array(let stored) = json, path.elements.count * 2 == stored.count else {
        fatalError("a NavigationPath of another count than half its strings")
    }
    _ = path.json.serialized(pretty: false)
}
