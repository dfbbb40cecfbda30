import Testing

@testable import RestoreKit

@Test func theDeflateManifestListsEveryKindOfStream() {
    let names = InflateFixture.streams.map(\.name)
    #expect(names.count >= 35)
    for suffix in ["-0", "-1", "-6", "-9", "-fixed", "-full-flush", "-sync-flush"] {
        #expect(names.contains { $0.hasSuffix(suffix + ".deflate") }, "no stream \(suffix)")
    }
}

@Test("zlib's streams decode to their length and CRC-32", arguments: InflateFixture.streams)
func zlibStreamDecodes(_ stream: InflateFixture.Stream) throws {
    let input = try InflateFixture.bytes("valid/" + stream.name)
    let output = try Inflate.decompress(input[...], expectedCount: stream.count)
    #expect(output.count == stream.count)
    #expect(CRC32.checksum(output) == stream.crc)
}

@Test func zlibStreamsDecodeToTheirBytes() throws {
    for (prefix, expected) in [("one", "one.bin"), ("text", "text.txt")] {
        let bytes = try InflateFixture.bytes(expected)
        for stream in InflateFixture.streams where stream.name.hasPrefix(prefix + "-") {
            let input = try InflateFixture.bytes("valid/" + stream.name)
            #expect(try Inflate.decompress(input[...], expectedCount: bytes.count) == bytes, "\(stream)")
        }
    }
}

@Test func aSliceIsDecodedFromItsStartAndOffsetsCountFromThere() throws {
    let stream = try InflateFixture.bytes("valid/text-6.deflate")
    let text = try InflateFixture.bytes("text.txt")
    let padded = [0xFF, 0xFF, 0xFF] + stream + [0xAB]
    #expect(try Inflate.decompress(padded[3..<(3 + stream.count)], expectedCount: text.count) == text)
    let reserved = [0x00, 0x00] + (try InflateFixture.bytes("invalid/reserved-type.deflate"))
    #expect(throws: InflateError(at: 0, "block type 3 is reserved")) {
        try Inflate.decompress(reserved[2...], expectedCount: 0)
    }
}

/// An invalid stream of Fixtures/zip/deflate/invalid, the size it is decoded to, and the error.
struct InvalidDeflateRow: CustomStringConvertible, Sendable {
    let name: String
    let expectedCount: Int
    let offset: Int
    let reason: String
    init(_ name: String, _ expectedCount: Int, _ offset: Int, _ reason: String) {
        self.name = name
        self.expectedCount = expectedCount
        self.offset = offset
        self.reason = reason
    }
    var description: String { name }
}

@Test(
    "each invalid stream gives its error at its offset",
    arguments: [
        InvalidDeflateRow("reserved-type", 0, 0, "block type 3 is reserved"),
        InvalidDeflateRow("stored-complement", 5, 1, "a stored block's length and its complement disagree"),
        InvalidDeflateRow("stored-truncated", 5, 7, "the stream ends inside a block"),
        InvalidDeflateRow("empty-input", 0, 0, "the stream ends before its final block"),
        InvalidDeflateRow("no-final-block", 0, 5, "the stream ends before its final block"),
        // Header 3 bits, 'a' 8, length code 7: the distance code starts at bit 18.
        InvalidDeflateRow("distance-too-far", 4, 2, "a distance reaches before the start of the output"),
        InvalidDeflateRow("literal-286", 4, 1, "a literal/length code is invalid"),
        InvalidDeflateRow("distance-30", 4, 2, "a distance code is invalid"),
        // The fifth literal starts at bit 3 + 32.
        InvalidDeflateRow("more-than-expected", 4, 4, "the stream decodes to more than 4 bytes"),
        // Five literals and the end of block end at bit 50.
        InvalidDeflateRow("fewer-than-expected", 6, 7, "the stream decodes to 5 bytes, not 6"),
        InvalidDeflateRow("hlit-287", 0, 0, "a dynamic block declares 287 literal/length codes (at most 286)"),
        InvalidDeflateRow("hdist-31", 0, 0, "a dynamic block declares 31 distance codes (at most 30)"),
        // The code-length code's lengths start at bit 17.
        InvalidDeflateRow(
            "code-length-code-incomplete", 0, 2, "the code-length code lengths do not form a complete prefix code"),
        // ... and take 57 bits: the first code length starts at bit 74.
        InvalidDeflateRow("repeat-16-first", 0, 9, "a repeat code 16 has no previous length"),
        // 250 lengths of 4 bits later, at bit 1074.
        InvalidDeflateRow("repeat-past-end", 0, 134, "a repeat code runs past the last code length"),
        InvalidDeflateRow("no-end-of-block", 0, 2, "the end-of-block code has no length"),
        InvalidDeflateRow(
            "literal-over-subscribed", 0, 2, "the literal/length code lengths do not form a complete prefix code"),
        InvalidDeflateRow("distance-incomplete", 0, 2, "the distance code lengths do not form a complete prefix code"),
    ])
func invalidStreamIsRefused(_ row: InvalidDeflateRow) throws {
    let input = try InflateFixture.bytes("invalid/\(row.name).deflate")
    #expect(throws: InflateError(at: row.offset, row.reason)) {
        try Inflate.decompress(input[...], expectedCount: row.expectedCount)
    }
}

@Test func oneDistanceCodeOrNoneIsAllowedAsZlibAllows() throws {
    // Trailing bytes after the final block are ignored.
    let one = try InflateFixture.bytes("allowed/one-distance-code.deflate")
    #expect(try Inflate.decompress(one[...], expectedCount: 2) == Array("zy".utf8))
    let none = try InflateFixture.bytes("allowed/no-distance-code.deflate")
    #expect(try Inflate.decompress(none[...], expectedCount: 1) == Array("z".utf8))
}

@Test func everyTruncationIsAnErrorAtTheEnd() throws {
    for name in [
        "valid/text-6.deflate", "valid/runs-fixed.deflate", "valid/text-0.deflate", "valid/runs-sync-flush.deflate",
    ] {
        let input = try InflateFixture.bytes(name)
        let count = InflateFixture.streams.first { "valid/" + $0.name == name }!.count
        for cut in 0..<input.count {
            do {
                _ = try Inflate.decompress(input[..<cut], expectedCount: count)
                Issue.record("\(name) cut at \(cut) decoded")
            } catch {
                #expect(error.offset == cut, "\(name) cut at \(cut): \(error)")
                #expect(error.reason.hasPrefix("the stream ends"), "\(name) cut at \(cut): \(error)")
            }
        }
    }
}

@Test func aStreamLongerThanExpectedIsRefusedNotAllocated() throws {
    // 1 KB of zeros in a stream of a few bytes: expected 100, refused where the output would pass it.
    let input = try InflateFixture.bytes("valid/runs-9.deflate")
    #expect(throws: InflateError.self) { try Inflate.decompress(input[...], expectedCount: 100) }
    let error = try #require(throws: InflateError.self) { try Inflate.decompress(input[...], expectedCount: 0) }
    #expect(error.reason == "the stream decodes to more than 0 bytes")
    #expect(throws: InflateError(at: 0, "the expected size -1 is negative")) {
        try Inflate.decompress(input[...], expectedCount: -1)
    }
}

@Test func theErrorSaysItsOffsetOnOneLineAndItsKind() {
    let error = InflateError(at: 12, "a distance code is invalid")
    #expect(error.description == "a distance code is invalid (at byte offset 12)")
    #expect(error.failureKind == .unreadableInput)
}
