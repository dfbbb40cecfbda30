import Dispatch
import Foundation
import Testing
@testable import RestoreKit

/// Workers that make the calls one after another, the last first, and count them: text that
/// depended on the order the pieces are made in, or on another piece's writer, would show.
private final class Backwards: @unchecked Sendable {
    var calls = 0
    var workers: PropertyList.Workers {
        PropertyList.Workers(count: 3) { iterations, body in
            self.calls += iterations
            for iteration in (0..<iterations).reversed() { body(iteration) }
        }
    }
}

/// Workers on two threads of libdispatch's, as restorectl lends them.
private var twoThreads: PropertyList.Workers {
    PropertyList.Workers(count: 2) { iterations, body in
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: iterations) { body($0) }
        }
    }
}

private func transcode(_ bytes: [UInt8], to target: BinaryPropertyListTranscoder.Target, workers: PropertyList.Workers?)
    throws -> [UInt8]
{
    var output = [UInt8]()
    try bytes.withUnsafeBufferPointer { buffer in
        try BinaryPropertyListTranscoder().transcode(buffer, to: target, workers: workers) { output += $0 }
    }
    return output
}

/// Records of every kind of value, as many as make the file larger than the size from which
/// the text is made in pieces.
private func records(_ count: Int) -> [Any] {
    (0..<count).map { i -> Any in
        var record: [String: Any] = [
            "identifier": "main/:[\(i % 7)]:/item\(i) é", "count": i, "ratio": Double(i) / 7, "flag": i % 3 == 0,
        ]
        record["created"] = Date(timeIntervalSinceReferenceDate: Double(i))
        record["payload"] = Data(repeating: UInt8(i % 256), count: 40)
        record["tags"] = ["alpha", "beta <&>", "tag\(i % 100)"]
        record["empty"] = [String: Int]()
        record["one"] = ["only": i]
        return record
    }
}

/// Files over 1 MiB, written by Foundation, each with the container of many entries somewhere
/// else: under a one-entry dictionary, between other entries of a keyed archive's top level, at
/// the top as a dictionary (JSON's commas and keys), and at the top as an array.
private func shape(_ index: Int) -> (name: String, top: Any) {
    [
        ("records under one key", ["items": records(9000)]),
        (
            "keyed archive",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100000, "$top": ["root": 1],
                "$objects": ["$null"] + records(9000), "$z": ["after", "the", "objects"],
            ]
        ),
        (
            "dictionary at the top",
            Dictionary(uniqueKeysWithValues: records(9000).enumerated().map { ("record \($0.offset)", $0.element) })
        ),
        ("array at the top", records(9000)),
    ][index]
}
private let shapeCount = 4

@Test("text made in pieces is the text made in one", arguments: 0..<shapeCount)
func piecesJoinToTheSameText(_ index: Int) throws {
    let shape = shape(index)
    let bytes = Array(try PropertyListSerialization.data(fromPropertyList: shape.top, format: .binary, options: 0))
    #expect(bytes.count > BinaryPropertyListTranscoder.piecesFrom, "\(shape.name): too small to be made in pieces")
    for target in [BinaryPropertyListTranscoder.Target.xml, .json] {
        let whole = try transcode(bytes, to: target, workers: nil)
        let backwards = Backwards()
        #expect(try transcode(bytes, to: target, workers: backwards.workers) == whole, "\(shape.name), \(target)")
        #expect(backwards.calls > 2, "\(shape.name): not made in pieces")
        #expect(try transcode(bytes, to: target, workers: twoThreads) == whole, "\(shape.name), \(target), two threads")
    }
}

@Test func theSplitIsTheContainerOfManyEntries() throws {
    let bytes = Array(try PropertyListSerialization.data(fromPropertyList: shape(1).top, format: .binary, options: 0))
    try bytes.withUnsafeBufferPointer { buffer in
        let table = try BinaryObjectTable(buffer)
        let split = try #require(try table.splitPoint(minimumEntries: 16))
        #expect(split.entries.kind == .array && split.entries.count == 9001)
        // One step down from the top dictionary, through its `$objects` entry.
        let top = try #require(try table.entries(of: table.trailer.topObject))
        #expect(split.spine.count == 1)
        var key = ""
        table.withUTF8(of: try table.object(at: try table.reference(split.spine[0], from: top.references))) {
            key = String(decoding: $0, as: UTF8.self)
        }
        #expect(key == "$objects")
    }
}

@Test func aSmallFileIsMadeInOnePiece() throws {
    let bytes = Array(
        try PropertyListSerialization.data(fromPropertyList: ["items": records(100)], format: .binary, options: 0))
    let backwards = Backwards()
    #expect(try transcode(bytes, to: .json, workers: backwards.workers) == transcode(bytes, to: .json, workers: nil))
    #expect(backwards.calls == 0)
}

private struct Full: Error, Equatable {}

@Test func aSinkThatFailsStopsThePieces() throws {
    let bytes = Array(try PropertyListSerialization.data(fromPropertyList: shape(0).top, format: .binary, options: 0))
    for target in [BinaryPropertyListTranscoder.Target.xml, .json] {
        var calls = 0
        #expect(throws: Full()) {
            try bytes.withUnsafeBufferPointer { buffer in
                try BinaryPropertyListTranscoder().transcode(buffer, to: target, workers: Backwards().workers) { _ in
                    calls += 1
                    if calls == 3 { throw Full() }
                }
            }
        }
        #expect(calls == 3)
    }
}
