import Testing
@testable import RestoreKit

@Test(
    "binary round trip keeps the value and re-encodes to the same bytes",
    arguments: EdgeValues.scalars + EdgeValues.containers)
func binaryRoundTrip(_ value: PropertyListValue) throws {
    let bytes = BinaryPropertyListWriter().write(value)
    let decoded = try BinaryPropertyListReader().read(bytes)
    #expect(decoded == value)
    #expect(BinaryPropertyListWriter().write(decoded) == bytes)
}

@Test func manyObjectsNeedWideReferencesAndStillRoundTrip() throws {
    let bytes = BinaryPropertyListWriter().write(EdgeValues.manyObjects)
    #expect(bytes[bytes.count - 25] == 4, "reference width")
    #expect(try BinaryPropertyListReader().read(bytes) == EdgeValues.manyObjects)
}

@Test func integersUseCoreFoundationWidths() {
    func marker(_ value: Int64) -> UInt8 {
        BinaryPropertyListWriter().write(.integer(PropertyListInteger(value)))[8]
    }
    #expect(marker(255) == 0x10)
    #expect(marker(256) == 0x11)
    #expect(marker(65_536) == 0x12)
    #expect(marker(4_294_967_296) == 0x13)
    #expect(marker(-1) == 0x13)
    #expect(BinaryPropertyListWriter().write(.integer(PropertyListInteger(UInt64.max)))[8] == 0x14)
}

@Test func aWidthReadFromTheFileIsWrittenBack() throws {
    // 5 stored in 8 bytes, as some writers do, stays 8 bytes wide.
    let file = HandMadeBinary([[0x13, 0, 0, 0, 0, 0, 0, 0, 5]])
    let value = try BinaryPropertyListReader().read(file.bytes)
    #expect(value == .int(5))
    #expect(BinaryPropertyListWriter().write(value) == file.bytes)
}

@Test func equalScalarsAreStoredOnce() throws {
    let value: PropertyListValue = ["a": "shared", "b": "shared", "c": ["shared", "a"]]
    let bytes = BinaryPropertyListWriter().write(value)
    // dict, "a", "b", "c", "shared", array: six objects, the key "a" and the string "shared" once each.
    #expect(bytes[bytes.count - 17] == 6)
    #expect(try BinaryPropertyListReader().read(bytes) == value)
}

@Test("XML round trip keeps the value", arguments: EdgeValues.scalars + EdgeValues.containers.dropLast())
func xmlRoundTrip(_ value: PropertyListValue) throws {
    if case .uid(let uid) = value, uid > UInt32.max {
        // CoreFoundation keeps 32 bits of CF$UID, so no XML says this UID to it.
        #expect(
            throws: PropertyListError(.unrepresentable, "the top object is \(XMLPropertyListWriter.largeUIDProblem)")
        ) {
            try XMLPropertyListWriter().write(value)
        }
        return
    }
    let xml = try XMLPropertyListWriter().write(value)
    var expected = value
    // XML has no precision marker and dates to the second; NaN and the infinities have Apple's spelling.
    if case .real(let real, _) = value { expected = .real(real, isSinglePrecision: false) }
    let decoded = try XMLPropertyListReader().read(xml)
    #expect(decoded == expected)
}

@Test func sharedReferencesAreDecodedOnce() throws {
    // 40 levels of [next, next]: a naive reader visits 2^40 nodes.
    var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
    objects.append([0x09])
    let bytes = HandMadeBinary(objects).bytes
    #expect(bytes.count < 256)
    // By default the expansion limit stops it, in the check as in the decoder (one walk, before
    // any value is made): 2^40 values is not a property list to print.
    #expect(throws: PropertyListError.self) { try BinaryPropertyListReader().read(bytes) }
    do { _ = try BinaryPropertyListReader().read(bytes) } catch { #expect(error.kind == .limitExceeded) }
    let checked = bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(PropertyListError) in try BinaryPropertyListReader().check(buffer) }
    }
    if case .failure(let error) = checked {
        #expect(error.kind == .limitExceeded)
    } else {
        Issue.record("the check accepted 2^40 values")
    }
    // Otherwise well formed: without the limit the check accepts it.
    try bytes.withUnsafeBufferPointer { buffer in
        try BinaryPropertyListReader(options: PropertyList.ReadOptions(expansionPerByte: Int.max)).check(buffer)
    }
    // Without the limit it decodes, each shared array once: linear time, not 2^40 steps.
    var value = try BinaryPropertyListReader(options: PropertyList.ReadOptions(expansionPerByte: Int.max)).read(bytes)
    var depth = 0
    while case .array(let pair) = value {
        #expect(pair.count == 2 && pair[0] == pair[1])
        value = pair[0]
        depth += 1
    }
    #expect(depth == 40)
}

@Test func hundredThousandLevelsOfNestingStopAtTheDepthLimit() {
    let depth = 100_000
    var objects: [[UInt8]] = (0..<depth).map { [0xA1] + bigEndian(UInt64($0 + 1), width: 4) }
    objects.append([0x08])
    var file = HandMadeBinary(objects)
    file.offsetWidth = 4
    file.referenceWidth = 4
    #expect(throws: PropertyListError.self) { try BinaryPropertyListReader().read(file.bytes) }
    do {
        _ = try BinaryPropertyListReader().read(file.bytes)
    } catch {
        #expect(error.kind == .tooDeep)
        #expect(error.offset == file.offset(of: BinaryPropertyListReader.defaultMaximumDepth))
    }
}

@Test func xmlNestingStopsAtTheDepthLimit() {
    let xml = String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
    #expect(throws: PropertyListError(.invalidXML, "nesting deeper than 512 levels", line: 1, column: 7 * 512 + 1)) {
        try XMLPropertyListReader().read(Array(xml.utf8))
    }
}

@Test("exactly 256 or 65,536 objects get references wide enough to count them", arguments: [255, 256, 65_535, 65_536])
func referenceWidthAtTheBoundary(_ objectCount: Int) throws {
    // An array and objectCount - 1 distinct strings: objectCount objects. Found by fuzzing.
    let value = PropertyListValue.array((0..<(objectCount - 1)).map { .string("s\($0)") })
    let bytes = BinaryPropertyListWriter().write(value)
    #expect(try BinaryPropertyListReader().read(bytes) == value)
}
