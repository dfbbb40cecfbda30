import Foundation
import Testing
@testable import RestoreKit

/// One row of Fixtures/invalid/EXPECTED.tsv: a file that once broke a reader, and its error now.
struct InvalidFixture: Sendable, CustomTestStringConvertible {
    let file: String
    let error: String
    var testDescription: String { file }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/invalid")

    static let all: [InvalidFixture] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return InvalidFixture(file: fields[0], error: fields.count > 1 ? fields[1] : "")
        }
    }()
}

@Test(
    "each regression file gives its clean error, the same from the decoder and the check", arguments: InvalidFixture.all
)
func invalidFixture(_ row: InvalidFixture) throws {
    let bytes = Array(try Data(contentsOf: InvalidFixture.folder.appendingPathComponent(row.file)))
    if row.file.hasPrefix("archive-") {
        #expect(throws: KeyedArchiveError.self) { try KeyedArchive(bytes: bytes) }
        do { _ = try KeyedArchive(bytes: bytes) } catch { #expect(error.description == row.error) }
        return
    }
    if row.file.hasPrefix("bookmark-") {
        var error: BookmarkError?
        do { _ = try Bookmark(bytes: bytes) } catch let caught { error = caught }
        #expect(error?.description == (row.error == "ok" ? nil : row.error))
        return
    }
    if row.file.hasPrefix("restoration-") {
        let first = Validator.validate(bytes: bytes).first
        #expect(first.map { "\($0.rule.rawValue): \($0.message)" } == row.error)
        return
    }
    if row.error == "ok" {
        let (value, format) = try PropertyList.read(bytes)
        #expect(try PropertyList.read(try PropertyList.write(value, as: format)).value == value)
        return
    }
    var decoderError: PropertyListError?
    do { _ = try PropertyList.read(bytes) } catch { decoderError = error }
    #expect(decoderError?.description == row.error)
    if BinaryPropertyListReader.hasHeader(bytes) {
        var checkError: PropertyListError?
        bytes.withUnsafeBufferPointer { buffer in
            do throws(PropertyListError) { try BinaryPropertyListReader().check(buffer) } catch { checkError = error }
        }
        // One walk: the decoder and the check give the same first error, the expansion limit included.
        #expect(checkError == decoderError)
        var written = 0
        var transcoderError: PropertyListError?
        do {
            try bytes.withUnsafeBufferPointer { buffer in
                try BinaryPropertyListTranscoder().transcode(buffer, to: .json) { written += $0.count }
            }
        } catch let error as PropertyListError { transcoderError = error } catch {}
        #expect(transcoderError == decoderError)
        #expect(written == 0, "the transcoder wrote \(written) bytes for a refused file")
    }
}

@Test func everyInvalidFixtureIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: InvalidFixture.folder.path)
        .filter { $0 != "EXPECTED.tsv" && $0 != "generate.py" && !$0.hasPrefix(".") }
    #expect(Set(files) == Set(InvalidFixture.all.map(\.file)))
}

@Test func everyReadableArchiveFixtureIsEqualToItself() throws {
    // Once, a key given twice in $top made an archive differ from itself (fuzz-duplicate-top-key).
    let fixtures = InvalidFixture.folder.deletingLastPathComponent()
    let files = FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String } ?? []
    var compared = 0
    for file in files where file.hasSuffix(".data") || file.hasSuffix(".bplist") {
        guard
            let archive = try? RestorationArchive(
                bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent(file))))
        else { continue }
        #expect(RestorationDiff(archive, archive).isEqual, "\(file)")
        compared += 1
    }
    #expect(compared > 10)
}
