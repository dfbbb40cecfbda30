import Testing
@testable import RestoreKit

/// One malformed input and the error it must give: the kind and the byte offset.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let kind: PropertyListError.Kind
    let offset: Int
    let maximumDepth: Int
    let line: Int

    init(
        _ name: String, _ file: HandMadeBinary, _ kind: PropertyListError.Kind, at offset: Int, maximumDepth: Int = 512,
        line: Int = #line
    ) {
        self.init(name, file.bytes, kind, at: offset, maximumDepth: maximumDepth, line: line)
    }

    init(
        _ name: String, _ bytes: [UInt8], _ kind: PropertyListError.Kind, at offset: Int, maximumDepth: Int = 512,
        line: Int = #line
    ) {
        self.name = name
        self.bytes = bytes
        self.kind = kind
        self.offset = offset
        self.maximumDepth = maximumDepth
        self.line = line
    }

    var testDescription: String { "\(name) (line \(line))" }
}

let boolean = HandMadeBinary([[0x09]])
let manyObjects = HandMadeBinary(Array(repeating: [0x08], count: 256)).with { $0.offsetWidth = 2 }
let bigArea = HandMadeBinary([[0x4F, 0x11, 0x01, 0x00] + [UInt8](repeating: 0, count: 256)])
let threeNested = HandMadeBinary([[0xA1, 0x01], [0xA1, 0x02], [0xA1, 0x03], [0xA0]])
let selfArray = HandMadeBinary([[0xA1, 0x00]])
let keyNotString = HandMadeBinary([[0xD1, 0x01, 0x02], [0x10, 0x01], [0x10, 0x02]])

/// A trailer error, expected at the byte offset of the trailer field that is wrong.
func trailerCase(_ name: String, _ file: HandMadeBinary, field: Int, line: Int = #line) -> MalformedCase {
    MalformedCase(name, file, .invalidTrailer, at: file.trailerStart + field, line: line)
}

let malformedCases: [MalformedCase] = [
    MalformedCase("too short for header and trailer", Array("bplist00".utf8) + [0, 0], .truncated, at: 10),
    MalformedCase("header is not bplist0", boolean.with { $0.header = Array("bplist15".utf8) }, .unknownFormat, at: 0),
    trailerCase("offset width 0", boolean.with { $0.offsetWidth = 0 }, field: 6),
    trailerCase("offset width 255", boolean.with { $0.offsetWidth = 255 }, field: 6),
    trailerCase("reference width 0", boolean.with { $0.referenceWidth = 0 }, field: 7),
    trailerCase("reference width 255", boolean.with { $0.referenceWidth = 255 }, field: 7),
    trailerCase("object count 0", boolean.with { $0.objectCount = 0 }, field: 8),
    trailerCase("object count 2^64-1", boolean.with { $0.objectCount = .max }, field: 8),
    trailerCase(
        "object count 2^40 overflows the table size",
        boolean.with {
            $0.objectCount = 1 << 40; $0.offsetWidth = 8
        }, field: 8),
    trailerCase(
        "object count × offset width overflows",
        boolean.with {
            $0.objectCount = 1 << 62; $0.offsetWidth = 8
        }, field: 8),
    trailerCase("top object past the table", boolean.with { $0.topObject = 1 }, field: 16),
    trailerCase("offset table inside the header", boolean.with { $0.tableOffset = 4 }, field: 24),
    trailerCase("offset table inside the trailer", boolean.with { $0.tableOffset = 20 }, field: 24),
    trailerCase("offset table offset 2^64-1", boolean.with { $0.tableOffset = .max }, field: 24),
    trailerCase("bytes between table and trailer", boolean.with { $0.gap = [0] }, field: 8),
    trailerCase("reference width too small for the object count", manyObjects, field: 7),
    trailerCase("offset width too small to reach the table", bigArea.with { $0.objects.append([0x08]) }, field: 6),
    MalformedCase(
        "offset entry inside the header", boolean.with { $0.offsetOverrides = [0: 3] }, .invalidOffset, at: 9),
    MalformedCase(
        "offset entry inside the offset table", boolean.with { $0.offsetOverrides = [0: 9] }, .invalidOffset, at: 9),
    MalformedCase(
        "offset entry inside the trailer", boolean.with { $0.offsetOverrides = [0: 12] }, .invalidOffset, at: 9),
    MalformedCase("unknown marker 0x7a", HandMadeBinary([[0x7A]]), .invalidMarker, at: 8),
    MalformedCase("fill byte as an object", HandMadeBinary([[0x0F]]), .invalidMarker, at: 8),
    MalformedCase(
        "integer of 32 bytes", HandMadeBinary([[0x15] + [UInt8](repeating: 0, count: 32)]), .invalidMarker, at: 8),
    MalformedCase("integer cut short", HandMadeBinary([[0x13, 0, 0, 0]]), .truncated, at: 8),
    MalformedCase("real of 2 bytes", HandMadeBinary([[0x21, 0, 0]]), .invalidMarker, at: 8),
    MalformedCase(
        "real of 16 bytes", HandMadeBinary([[0x24] + [UInt8](repeating: 0, count: 16)]), .invalidMarker, at: 8),
    MalformedCase(
        "date marker 0x34", HandMadeBinary([[0x34] + [UInt8](repeating: 0, count: 8)]), .invalidMarker, at: 8),
    MalformedCase("UID of 9 bytes", HandMadeBinary([[0x88] + [UInt8](repeating: 0, count: 9)]), .invalidMarker, at: 8),
    MalformedCase("date that is NaN", HandMadeBinary([[0x33, 0x7F, 0xF8, 0, 0, 0, 0, 0, 0]]), .invalidDate, at: 8),
    MalformedCase(
        "date in the year 10715", HandMadeBinary([[0x33, 0x42, 0x50, 0, 0, 0, 0, 0, 0]]), .invalidDate, at: 8),
    MalformedCase("string longer than the object area", HandMadeBinary([[0x5A, 0x41]]), .truncated, at: 8),
    MalformedCase("ASCII string with a byte over 0x7f", HandMadeBinary([[0x52, 0x41, 0xC3]]), .invalidString, at: 10),
    // Long enough to be checked eight bytes at a time: the offset is still the bad byte's.
    MalformedCase(
        "ASCII string with a byte over 0x7f in its second word",
        HandMadeBinary([
            [0x5F, 0x10, 0x14] + Array(repeating: 0x41, count: 13) + [0x80] + Array(repeating: 0x41, count: 6)
        ]), .invalidString, at: 24),
    MalformedCase(
        "UTF-16 string with a lone surrogate", HandMadeBinary([[0x62, 0x00, 0x41, 0xD8, 0x00]]), .invalidString, at: 11),
    MalformedCase("count extension not an integer", HandMadeBinary([[0x5F, 0x50, 0x41]]), .invalidCount, at: 9),
    MalformedCase(
        "count extension of 16 bytes", HandMadeBinary([[0x5F, 0x14] + [UInt8](repeating: 0, count: 16)]), .invalidCount,
        at: 9),
    MalformedCase("data count 2^31", HandMadeBinary([[0x4F, 0x12, 0x80, 0, 0, 0]]), .truncated, at: 8),
    MalformedCase("data count 2^40", HandMadeBinary([[0x4F, 0x13, 0, 0, 0x01, 0, 0, 0, 0, 0]]), .truncated, at: 8),
    MalformedCase(
        "data count 2^64-1", HandMadeBinary([[0x4F, 0x13] + [UInt8](repeating: 0xFF, count: 8)]), .invalidCount, at: 9),
    MalformedCase(
        "UTF-16 count 2^62 overflows the byte size", HandMadeBinary([[0x6F, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]]),
        .invalidCount, at: 8),
    MalformedCase("array count 2^31", HandMadeBinary([[0xAF, 0x12, 0x80, 0, 0, 0]]), .invalidCount, at: 8),
    MalformedCase(
        "array count 2^64-1", HandMadeBinary([[0xAF, 0x13] + [UInt8](repeating: 0xFF, count: 8)]), .invalidCount, at: 9),
    MalformedCase(
        "dictionary count 2^40", HandMadeBinary([[0xDF, 0x13, 0, 0, 0x01, 0, 0, 0, 0, 0]]), .invalidCount, at: 8),
    MalformedCase("set count 2^31", HandMadeBinary([[0xCF, 0x12, 0x80, 0, 0, 0]]), .invalidCount, at: 8),
    MalformedCase("reference past the object table", HandMadeBinary([[0xA1, 0x05]]), .invalidReference, at: 9),
    MalformedCase("array that contains itself", selfArray, .cycle, at: 8),
    MalformedCase("cycle through a second array", HandMadeBinary([[0xA1, 0x01], [0xA1, 0x00]]), .cycle, at: 8),
    MalformedCase(
        "dictionary whose value is itself", HandMadeBinary([[0xD1, 0x01, 0x00], [0x51, 0x6B]]), .cycle, at: 8),
    MalformedCase(
        "dictionary key that is its own dictionary", HandMadeBinary([[0xD1, 0x00, 0x01], [0x08]]), .cycle, at: 8),
    MalformedCase("dictionary key that is an integer", keyNotString, .invalidKey, at: 11),
    MalformedCase("nesting past the depth limit", threeNested, .tooDeep, at: 14, maximumDepth: 3),
]

@Test("malformed binary input gives the named error at the named offset", arguments: malformedCases)
func malformedBinary(_ row: MalformedCase) {
    let reader = BinaryPropertyListReader(maximumDepth: row.maximumDepth)
    #expect(throws: PropertyListError.self) { try reader.read(row.bytes) }
    do {
        _ = try reader.read(row.bytes)
    } catch {
        #expect(error.kind == row.kind, "\(row.name): \(error)")
        #expect(error.offset == row.offset, "\(row.name): \(error)")
    }
}

@Test func cycleErrorNamesTheChain() {
    let file = HandMadeBinary([[0xA1, 0x01], [0xA1, 0x00]])
    #expect(
        throws: PropertyListError(
            .cycle, "object graph contains a cycle: object 0 (0x8) → object 1 (0xa) → object 0 (0x8)", offset: 8)
    ) {
        try BinaryPropertyListReader().read(file.bytes)
    }
}

@Test func errorDescriptionNamesTheOffsetInHexadecimal() {
    let error = PropertyListError(.invalidMarker, "invalid object marker 0x7a", offset: 0x1C4)
    #expect(error.description == "invalid object marker 0x7a at offset 0x1c4")
}

@Test("the well-formedness check finds the same error as the decoder", arguments: malformedCases)
func validatorAgreesWithDecoder(_ row: MalformedCase) {
    var decoderError: PropertyListError?
    do { _ = try BinaryPropertyListReader(maximumDepth: row.maximumDepth).read(row.bytes) } catch {
        decoderError = error
    }
    var validatorError: PropertyListError?
    row.bytes.withUnsafeBufferPointer { buffer in
        do throws(PropertyListError) {
            try BinaryPropertyListReader(maximumDepth: row.maximumDepth).check(buffer)
        } catch { validatorError = error }
    }
    #expect(validatorError != nil)
    #expect(validatorError == decoderError)
}

@Test("well-formed files pass the check", arguments: EdgeValues.scalars + EdgeValues.containers)
func validatorAcceptsWhatTheWriterWrites(_ value: PropertyListValue) throws {
    let bytes = BinaryPropertyListWriter().write(value)
    try bytes.withUnsafeBufferPointer { buffer in try BinaryPropertyListReader().check(buffer) }
}
