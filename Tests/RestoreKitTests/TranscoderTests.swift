import Foundation
import Testing
@testable import RestoreKit

func transcode(_ bytes: [UInt8], to target: BinaryPropertyListTranscoder.Target) throws -> [UInt8] {
    var output = [UInt8]()
    try bytes.withUnsafeBufferPointer { buffer in
        try BinaryPropertyListTranscoder().transcode(buffer, to: target) { output += $0 }
    }
    return output
}

@Test(
    "streamed XML and JSON are byte for byte the tree writers'",
    arguments: EdgeValues.scalars + EdgeValues.containers + [EdgeValues.manyObjects])
func streamingMatchesTreeWriters(_ value: PropertyListValue) throws {
    let bytes = BinaryPropertyListWriter().write(value)
    #expect(try transcode(bytes, to: .json) == PropertyList.write(value, as: .json))
    if case .set = value {
        #expect(
            throws: PropertyListError(.unrepresentable, "the top object is a set, which XML property lists cannot hold")
        ) {
            try transcode(bytes, to: .xml)
        }
    } else {
        // Both writers refuse the same values (UIDs and integers XML cannot say to CoreFoundation).
        let tree = Result { try PropertyList.write(value, as: .xml) }
        let streamed = Result { try transcode(bytes, to: .xml) }
        switch (tree, streamed) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)")
        default: Issue.record("one writer refused what the other wrote: \(tree) / \(streamed)")
        }
    }
}

@Test func streamedXMLNamesWhereAnUnrepresentableValueIs() {
    let bytes = BinaryPropertyListWriter().write(["outer": ["list": [1, .set([])]]])
    #expect(
        throws: PropertyListError(.unrepresentable, "`outer.list[1]` is a set, which XML property lists cannot hold")
    ) {
        try transcode(bytes, to: .xml)
    }
}

// The transcoder used to add the location only to messages starting "is a ", so this one had none.
@Test func streamedXMLNamesWhereAWideIntegerIs() {
    let bytes = BinaryPropertyListWriter().write(["list": [.integer(PropertyListInteger(high: 1, low: 0))]])
    #expect(throws: PropertyListError(.unrepresentable, "`list[0]` is \(XMLPropertyListWriter.wideIntegerProblem)")) {
        try transcode(bytes, to: .xml)
    }
}

@Test func sharedContainersStopAtTheBudget() {
    // 40 levels of [next, next]: 2^40 values written out in full.
    var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
    objects.append([0x09])
    let bytes = HandMadeBinary(objects).bytes
    for target in [BinaryPropertyListTranscoder.Target.xml, .json] {
        do {
            _ = try transcode(bytes, to: target)
            Issue.record("2^40 values were written out")
        } catch {
            let limit = error as? PropertyListError
            #expect(limit?.kind == .limitExceeded)
            #expect(limit?.message.hasPrefix("shared containers expand to more than") == true, "\(error)")
        }
    }
}

@Test("corpus files stream as the tree writers write them", .enabled(if: haveCorpora, "../shared/corpora is missing"))
func corpusStreaming() throws {
    let rows = try String(contentsOf: corpora.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8).split(
        separator: "\n"
    ).dropFirst()
    var checked = 0
    for row in rows {
        let fields = row.split(separator: "\t")
        guard fields.count >= 2, fields[1] == "valid" else { continue }
        let bytes = Array(try Data(contentsOf: corpora.appendingPathComponent(String(fields[0]))))
        guard BinaryPropertyListReader.hasHeader(bytes) else { continue }
        let value = try BinaryPropertyListReader().read(bytes)
        #expect(try transcode(bytes, to: .json) == PropertyList.write(value, as: .json), "\(fields[0])")
        if let xml = try? PropertyList.write(value, as: .xml) {
            #expect(try transcode(bytes, to: .xml) == xml, "\(fields[0])")
        }
        checked += 1
    }
    #expect(checked > 30)
}

/// A value XML cannot hold, after more text than one piece of output, is refused before the sink
/// is handed anything: `convert` streams to standard output on that promise.
@Test(arguments: [PropertyListValue.set([]), .null, .uid(1 << 40), .integer(PropertyListInteger(high: 1, low: 0))])
func nothingIsStreamedBeforeALateRefusal(_ late: PropertyListValue) {
    let text = PropertyListValue.string(String(repeating: "restoration ", count: 8))
    let value: PropertyListValue = .dictionary(
        PropertyListDictionary([
            .init(key: "early", value: .array((0..<8_000).map { _ in text })), .init(key: "late", value: late),
        ]))
    let bytes = BinaryPropertyListWriter().write(value)
    var pieces = 0
    let result = bytes.withUnsafeBufferPointer { buffer in
        Result { try BinaryPropertyListTranscoder().transcode(buffer, to: .xml) { _ in pieces += 1 } }
    }
    guard case .failure(let error as PropertyListError) = result else {
        Issue.record("\(late) was written as XML")
        return
    }
    #expect(error.kind == .unrepresentable)
    #expect(error.message.hasPrefix("`late` is"), "\(error.message)")
    #expect(pieces == 0)
}
