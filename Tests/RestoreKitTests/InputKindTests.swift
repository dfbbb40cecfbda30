import Foundation
import Testing
import RestoreKit

/// Errors say what kind of input it is: a file cut short, an empty one, JSON where a property
/// list was wanted. Inputs come from Foundation's encoders and the committed fixtures.
struct InputKindTests {
    static let clean = Array(
        try! Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                    "Fixtures/rules/clean/data.data")))

    static func error(reading bytes: [UInt8]) -> PropertyListError? {
        do {
            _ = try PropertyList.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [100, 41, 1000, clean.count - 1])
    func aBinaryFileCutShortSaysItIsTruncatedAndWhere(length: Int) throws {
        let error = try #require(Self.error(reading: Array(Self.clean.prefix(length))))
        #expect(error.kind == .invalidTrailer)
        #expect(error.description.hasPrefix("truncated or damaged: trailer: "), "\(error)")
        #expect(error.offset.map { $0 >= length - 32 && $0 < length } == true)
    }

    @Test(arguments: 1...40)
    func aBinaryFileCutInsideItsHeaderOrTrailerSaysItIsTruncated(length: Int) throws {
        // "bplist" alone once read as an OpenStep string, and lint passed it.
        let error = try #require(Self.error(reading: Array(Self.clean.prefix(length))))
        #expect(
            error
                == PropertyListError(
                    .truncated,
                    "truncated: the file is \(length) bytes, shorter than the smallest binary property list (41)",
                    offset: length))
    }

    @Test func anEmptyFileSaysItIsEmpty() {
        #expect(Self.error(reading: []) == PropertyListError(.truncated, "file is empty"))
        #expect(PropertyListError.emptyFile.description == "file is empty")
    }

    @Test func jsonSaysItIsJSONAndNamesCreate() throws {
        for object in [["metadata": ["bundleVersion": "1.0"], "objects": []] as [String: Any], ["a", 1]] as [Any] {
            let bytes = Array(try JSONSerialization.data(withJSONObject: object))
            #expect(PropertyListFormat.detect(bytes) == .json)
            #expect(
                Self.error(reading: bytes)
                    == PropertyListError(
                        .unknownFormat,
                        "JSON, not a property list: restorectl create builds an archive from a JSON document"))
            #expect(
                throws: KeyedArchiveError(
                    .malformedPropertyList, at: "",
                    "JSON, not a property list: restorectl create builds an archive from a JSON document")
            ) {
                try KeyedArchive(bytes: bytes)
            }
        }
    }

    @Test func openStepThatOnlyLooksLikeJSONIsStillOpenStep() throws {
        for text in ["{}", "{ a = 1; }", "{ \"a\" = 1; }", "( 1, 2 )", "\"key\" = \"value\";"] {
            #expect(PropertyListFormat.detect(Array(text.utf8)) == .openStep, "\(text)")
            #expect(throws: Never.self) { try PropertyList.read(Array(text.utf8)) }
        }
    }
}
