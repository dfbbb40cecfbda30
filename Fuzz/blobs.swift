// Fuzz target: the decoders of blobs inside saved state (issue 56). Each input goes through the
// NSURL bookmark reader (offsets and counts all from the file) and what is derived from a bookmark
// (its facts, its dates, its `$bookmark` JSON); the NavigationPath reader of `@SceneStorage`
// values; the varint reader and the colour component parser on the raw bytes; and, when the input
// is a keyed archive, the decoders of every NSAttributedString, NSIndexSet, NSColor and NSFont in
// it. Besides crashes, hangs and memory, it traps when a bookmark's entry lies outside the input,
// when the same bytes read twice give two bookmarks, when its JSON does not read back as the same
// JSON, when a NavigationPath has another count of elements than half the strings it was read
// from, when varints come out of nothing, when a colour has a number that is not finite, when an
// index set's count is not the sum of its ranges, or when runs do not cover their text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBlobs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    bookmark(bytes)
    navigationPath(bytes)
    if let values = Varint.readAll(bytes), values.count > bytes.count { fatalError("more varints than bytes") }
    if let numbers = ColorValue.numbers(bytes), !numbers.allSatisfy(\.isFinite) {
        fatalError("a colour number not finite")
    }
    decodedObjects(bytes)
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

/// Every object of a keyed archive that stands for a value, decoded, its text and JSON made; at
/// most 10,000 values visited (shared objects are met again at each reference).
private func decodedObjects(_ bytes: [UInt8]) {
    guard let archive = try? KeyedArchive(bytes: bytes) else { return }
    var stack = archive.top.map(\.value), budget = 10_000
    while budget > 0, let value = stack.popLast() {
        budget -= 1
        switch value {
        case .array(let elements): stack += elements
        case .dictionary(let fields): stack += fields.map(\.value)
        case .object(let object):
            stack += object.fields.map(\.value)
            guard let decoded = object.decodedObject else { continue }
            _ = (decoded.summary, decoded.json.serialized(pretty: false))
            check(decoded)
        default: break
        }
    }
}

/// What each decoded kind promises.
private func check(_ decoded: DecodedObject) {
    switch decoded {
    case .indexSet(let set):
        var sum = 0
        for range in set.ranges {
            guard range.length > 0, range.location >= 0 else { fatalError("an empty or negative range") }
            sum += range.length
        }
        guard sum == set.count else { fatalError("an index set's count is not its ranges' sum") }
    case .attributedString(let string):
        var end = 0
        for run in string.runs {
            guard run.location == end, run.length > 0 else { fatalError("runs with a gap or an empty run") }
            end += run.length
        }
        guard string.runs.isEmpty || end == string.utf16Length else { fatalError("runs that do not cover the text") }
    case .color(let color):
        let numbers = color.components + (color.alpha.map { [$0] } ?? []) + (color.componentsInSpace ?? [])
        guard numbers.allSatisfy(\.isFinite) else { fatalError("a colour number not finite") }
    case .font(let font):
        guard font.size.isFinite else { fatalError("a font size not finite") }
    }
}
